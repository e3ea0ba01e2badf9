/**
 * On the caller screen, while a cue runs: one small tick per QLab/Eos target saying whether the
 * equipment confirmed the GO (with the delay), gave no answer within 1 s, or refused it.
 */
import { CircleAlert, CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import type { Confirmation } from '@showcaller/shared';
import { useLiveShow } from '../live/liveShowContext';
import { useConfirmations } from './integrationsApi';

const LOOK = {
  confirmed: {
    Icon: CircleCheck,
    className: 'text-emerald-700 dark:text-emerald-400',
    text: (c: Confirmation) => `fired${c.delayMs !== null ? ` +${c.delayMs} ms` : ''}`,
  },
  pending: { Icon: CircleDashed, className: 'text-muted-foreground', text: () => 'waiting' },
  'no-answer': { Icon: CircleAlert, className: 'text-amber-700 dark:text-amber-400', text: () => 'no answer' },
  error: { Icon: CircleX, className: 'text-destructive', text: () => 'error' },
} as const;

export function ConfirmationTicks({ eventId }: { eventId: number }) {
  const { cueStatus } = useLiveShow();
  const running = cueStatus?.status === 'go';
  const q = useConfirmations(eventId, cueStatus?.version, running);
  const targets = running && q.data?.cueId === cueStatus.currentCueId ? q.data.targets : [];
  if (targets.length === 0) return null;
  return (
    <ul aria-label="Equipment confirmations of the live cue" className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
      {targets.map((t) => {
        const look = LOOK[t.state];
        return (
          <li
            key={t.targetId}
            data-state={t.state}
            className="inline-flex items-center gap-1 rounded-full border bg-card px-2 py-0.5"
            title={t.error ?? undefined}
          >
            <look.Icon aria-hidden="true" className={`size-3.5 ${look.className}`} />
            <span className="font-medium">{t.name}</span>
            <span className="text-muted-foreground">{look.text(t)}</span>
          </li>
        );
      })}
    </ul>
  );
}
