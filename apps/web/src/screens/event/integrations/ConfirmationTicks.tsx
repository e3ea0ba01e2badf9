/**
 * On the caller screen, while a cue runs: one small tick per QLab/Eos target saying whether the
 * equipment confirmed the GO (with the delay), gave no answer within 1 s, or refused it.
 */
import { CircleAlert, CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import type { Confirmation } from '@showcaller/shared';
import { useAppT, type AppTranslate } from '@/i18n/appI18n';
import { useLiveShow } from '../live/liveShowContext';
import { useConfirmations } from './integrationsApi';

const LOOK = {
  confirmed: {
    Icon: CircleCheck,
    className: 'text-emerald-700 dark:text-emerald-400',
    text: (c: Confirmation, t: AppTranslate) =>
      c.delayMs !== null ? t('setup.integrations.ticks.firedAfter', { ms: c.delayMs }) : t('setup.integrations.ticks.fired'),
  },
  pending: {
    Icon: CircleDashed,
    className: 'text-muted-foreground',
    text: (_c: Confirmation, t: AppTranslate) => t('setup.integrations.ticks.waiting'),
  },
  'no-answer': {
    Icon: CircleAlert,
    className: 'text-amber-700 dark:text-amber-400',
    text: (_c: Confirmation, t: AppTranslate) => t('setup.integrations.ticks.noAnswer'),
  },
  error: { Icon: CircleX, className: 'text-destructive', text: (_c: Confirmation, t: AppTranslate) => t('setup.integrations.ticks.error') },
} as const;

export function ConfirmationTicks({ eventId }: { eventId: number }) {
  const { cueStatus } = useLiveShow();
  const t = useAppT();
  const running = cueStatus?.status === 'go';
  const q = useConfirmations(eventId, cueStatus?.version, running);
  const targets = running && q.data?.cueId === cueStatus.currentCueId ? q.data.targets : [];
  if (targets.length === 0) return null;
  return (
    <ul aria-label={t('setup.integrations.ticks.label')} className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
      {targets.map((target) => {
        const look = LOOK[target.state];
        return (
          <li
            key={target.targetId}
            data-state={target.state}
            className="inline-flex items-center gap-1 rounded-full border bg-card px-2 py-0.5"
            title={target.error ?? undefined}
          >
            <look.Icon aria-hidden="true" className={`size-3.5 ${look.className}`} />
            <span className="font-medium">{target.name}</span>
            <span className="text-muted-foreground">{look.text(target, t)}</span>
          </li>
        );
      })}
    </ul>
  );
}
