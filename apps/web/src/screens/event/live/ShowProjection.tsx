/**
 * The show's over/under and projected end (docs/product.md#during-a-show): where the last cue ends if the current cue
 * runs its duration and every later cue runs its own (hard starts wait for their time), against
 * the planned end. Ticks once a second on its own; nothing else re-renders. Only once the show has
 * started (docs/product.md#during-a-show): while preparing, the day before or an hour before, the clock is not
 * the show's and an over/under would be a false alarm.
 */
import { formatHms, projectShow, secondsOfDay, type Cue, type CueStatus } from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import { useTick } from '@/realtime/useTick';
import { cn } from '@/lib/utils';
import { useLiveShow } from './liveShowContext';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';

/** Less than this off the plan reads "On time": a second's rounding is not news during a show. */
const ON_TIME_SECONDS = 5;

/**
 * The show has started: a cue has been GO since the last STANDBY of the first cue (the status's
 * `live`, docs/decisions/0020-rewind-guard-and-undo.md), or a cue runs now. Before that no screen
 * shows over/under, late or early (docs/decisions/0022-wrap-up-colours-and-cue-lights.md).
 */
export function showHasStarted(status: Pick<CueStatus, 'status' | 'live'> | null | undefined): boolean {
  return status?.live === true || status?.status === 'go';
}

export function overUnderText(seconds: number): { label: string; value: string; state: 'over' | 'under' | 'on-time' } {
  if (Math.abs(seconds) < ON_TIME_SECONDS) return { label: appT('show.projection.onTime'), value: '', state: 'on-time' };
  return seconds > 0
    ? { label: appT('show.projection.over'), value: `+${formatHms(seconds)}`, state: 'over' }
    : { label: appT('show.projection.under'), value: `-${formatHms(-seconds)}`, state: 'under' };
}

export function ShowProjection({ cues }: { cues: readonly Cue[] }) {
  const t = useAppT();
  const f = useAppFormats();
  // A second of the day in the account's clock.
  const clock = (s: number) => f.time(s * 1000, { seconds: true, timeZone: 'UTC' });
  const now = useTick(1000);
  const { cueStatus, currentCue, currentIndex, serverNow, statusKnown } = useLiveShow();
  if (!statusKnown || !currentCue || currentIndex < 0) return null;
  const started = showHasStarted(cueStatus);
  const elapsed = cueTiming(cueStatus, currentCue.duration, serverNow()).elapsed;
  const projection = projectShow(cues, { index: currentIndex, status: cueStatus?.status ?? 'idle', elapsed }, secondsOfDay(new Date(now)));
  if (!projection) return null;
  // Before the first GO the line keeps its place (nothing shifts when the show starts) and says
  // what it will show, with the planned end only.
  const ou = started ? overUnderText(projection.overUnder) : null;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="show-projection" data-started={started}>
      <span>
        <span className="text-muted-foreground">{started ? t('show.projection.projectedEnd') : t('show.projection.plannedEnd')} </span>
        <span className="font-mono font-semibold tabular-nums" data-testid="projected-end">
          {clock(started ? projection.projectedEnd : projection.plannedEnd)}
        </span>
        {started && <span className="text-muted-foreground"> {t('show.projection.planned', { time: clock(projection.plannedEnd) })}</span>}
      </span>
      {ou ? (
        <span
          data-testid="over-under"
          data-state={ou.state}
          className={cn(
            'rounded-md border px-2 py-0.5 font-semibold',
            ou.state === 'over' && 'border-destructive/60 text-destructive',
            ou.state === 'under' && 'border-success/60 text-success',
          )}
        >
          {ou.label}
          {ou.value && <span className="ms-1 font-mono tabular-nums">{ou.value}</span>}
        </span>
      ) : (
        <span data-testid="over-under-waiting" className="rounded-md border border-dashed px-2 py-0.5 text-muted-foreground">
          {t('show.projection.waiting')}
        </span>
      )}
    </p>
  );
}
