/** The live marks inside a rundown row: the current cue's status tag, "(click to refresh)", the projected start. */
import { Hand, Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { formatHms, type Cue, type CueStatusValue } from '@showcaller/shared';
import { useTick } from '@/realtime/useTick';
import { cn } from '@/lib/utils';
import { projectedStart, useLiveRundown, type LiveRundownValue } from './liveRundown';

export type RowLiveState = 'standby' | 'go' | 'hold' | 'idle' | 'past' | null;

export function rowLiveState(live: LiveRundownValue | null, cue: Cue): RowLiveState {
  if (!live) return null;
  if (live.currentCueId === cue.id) return live.status ?? 'idle';
  if (live.currentNumber !== null && cue.number < live.currentNumber) return 'past';
  return null;
}

/** Tinted rows readable in both themes, plus a solid bar on the first cell (colour is never the only cue). */
export function rowLiveClasses(state: RowLiveState): string {
  switch (state) {
    case 'standby':
      return 'bg-amber-100 hover:bg-amber-100 dark:bg-amber-500/25 dark:hover:bg-amber-500/25 [&>*:first-child]:shadow-[inset_6px_0_0_var(--color-amber-500)] [--cue-pulse-color:var(--color-amber-500)]';
    case 'go':
      return 'bg-red-100 hover:bg-red-100 dark:bg-red-500/25 dark:hover:bg-red-500/25 [&>*:first-child]:shadow-[inset_6px_0_0_var(--color-red-600)] [--cue-pulse-color:var(--color-red-500)]';
    case 'hold':
      return 'bg-green-100 hover:bg-green-100 dark:bg-green-500/20 dark:hover:bg-green-500/20 [&>*:first-child]:shadow-[inset_6px_0_0_var(--color-green-600)] [--cue-pulse-color:var(--color-green-500)]';
    case 'idle':
      return 'bg-accent [&>*:first-child]:shadow-[inset_6px_0_0_var(--color-primary)]';
    case 'past':
      return 'bg-muted/60 text-muted-foreground hover:bg-muted';
    case null:
      return '';
    default:
      state satisfies never;
      return '';
  }
}

const TAGS: Record<CueStatusValue, { text: string; className: string; Icon: typeof Play }> = {
  standby: { text: 'STANDBY', className: 'bg-amber-400 text-black', Icon: Hand },
  go: { text: 'GO', className: 'bg-red-700 text-white', Icon: Play },
  hold: { text: 'HOLD', className: 'bg-green-700 text-white', Icon: Pause },
  idle: { text: 'READY', className: 'border border-foreground/40 bg-background text-foreground', Icon: Timer },
};

/** "GO" (and "OVER" past the duration) next to the current cue's number; text and icon, not colour alone. */
export function CurrentCueTag({ status, overtime }: { status: CueStatusValue; overtime: boolean }) {
  const { text, className, Icon } = TAGS[status];
  return (
    <span
      className={cn('mt-1 inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-sans text-[0.7rem] font-bold tracking-wide', className)}
    >
      <Icon aria-hidden="true" className="size-3" />
      <span>
        <span className="sr-only">Current cue, </span>
        {text}
        {overtime && ' · OVER'}
      </span>
    </span>
  );
}

/** The past-cue mark; a real button so the refresh is reachable by keyboard too. */
export function RefreshPastButton({ cue, onRefresh }: { cue: Cue; onRefresh: (cue: Cue) => void }) {
  return (
    <button
      type="button"
      aria-label={`Refresh cue ${cue.number} (click to refresh)`}
      onClick={(e) => {
        e.stopPropagation();
        onRefresh(cue);
      }}
      className="mt-1 inline-flex items-center gap-1 rounded px-1 font-sans text-[0.7rem] font-medium text-muted-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <RotateCcw aria-hidden="true" className="size-3" />
      (click to refresh)
    </button>
  );
}

/** "Projected 19:05:30" under a later cue's planned time, marked late/early from 60 s of drift. */
export function ProjectedStartTime({ cue, index }: { cue: Cue; index: number }) {
  const live = useLiveRundown();
  const now = useTick(1000);
  const ms = live?.projectedStartMs(index, now) ?? null;
  if (ms === null) return null;
  const p = projectedStart(ms, cue.time);
  return (
    <span className="mt-0.5 block text-xs leading-tight text-muted-foreground">
      <span className="font-mono tabular-nums">Projected {p.time}</span>
      {p.state !== 'on-time' && p.drift !== null && (
        <span className={cn('block font-semibold', p.state === 'late' ? 'text-destructive' : 'text-success')}>
          {p.state === 'late' ? 'Late' : 'Early'} {formatHms(Math.abs(p.drift))}
        </span>
      )}
    </span>
  );
}
