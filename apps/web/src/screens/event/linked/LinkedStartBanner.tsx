/**
 * The projected start of a room whose start follows another event's cue (docs/decisions/0028-linked-event-starts.md):
 * "Projected start 14:36:00, +6 min because Plenary is running over." It ticks once a second on
 * the server's clock and re-reads the link on every 'startLink' refetch frame, so it moves live
 * as the linked show runs over, holds or moves on. It only informs: the caller decides whether to
 * follow, nothing here starts or re-times the show.
 */
import type { Cue } from '@showcaller/shared';
import { useStartLink } from '@/api/startLinks';
import { useTick } from '@/realtime/useTick';
import { cn } from '@/lib/utils';
import { useLiveShow } from '../live/liveShowContext';
import { linkedStartModel } from './linkedStartModel';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';

export function LinkedStartBanner({ eventId, cues, action }: { eventId: number; cues: readonly Cue[]; action?: React.ReactNode }) {
  useTick(1000);
  const { serverNow } = useLiveShow();
  const t = useAppT();
  const f = useAppFormats();
  const view = useStartLink(eventId);
  // Seconds of the production's day, in the account's clock.
  const model = linkedStartModel(view.data, cues, serverNow(), (s) => f.time(s * 1000, { seconds: true, timeZone: 'UTC' }));
  if (!model) return action ? <div className="flex justify-end">{action}</div> : null;
  return (
    <section
      aria-label={t('show.linked.title')}
      data-testid="linked-start"
      data-tone={model.tone}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border px-3 py-2 text-sm',
        model.tone === 'late' && 'border-destructive/60',
        model.tone === 'early' && 'border-success/60',
      )}
    >
      <span
        data-testid="linked-start-sentence"
        className={cn('font-semibold', model.tone === 'late' && 'text-destructive', model.tone === 'early' && 'text-success')}
      >
        {model.sentence}
      </span>
      <span className="text-muted-foreground">{t('show.linked.decide', { follows: model.follows })}</span>
      {action && <span className="ms-auto">{action}</span>}
    </section>
  );
}
