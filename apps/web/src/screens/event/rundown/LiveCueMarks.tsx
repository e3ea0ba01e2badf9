/** The live marks inside a rundown row: the current cue's status tag, "(click to refresh)", the projected start. */
import type { CSSProperties } from 'react';
import { Hand, Pause, Play, RotateCcw } from 'lucide-react';
import { formatHms, type AppMessageKey, type Cue, type CueStatusValue } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';
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

/**
 * Tinted rows readable in both themes, plus a solid bar on the first cell (colour is never the only
 * cue). The tint is a variable, `--row-tint`, painted by the row and, over the page colour, by the
 * cells pinned to the left (pinnedColumns.css): a translucent tint alone would let the columns
 * scrolling underneath show through them. The status colours are variables (liveRows.css), so an
 * event's cue-light colours apply everywhere at once; a running cue past its duration is 'over':
 * magenta stripes, never the running colour (docs/decisions/0022-wrap-up-colours-and-cue-lights.md).
 */
export function rowLiveClasses(state: RowLiveState, overtime = false): string {
  switch (state) {
    case 'standby':
      return 'row-live-standby';
    case 'go':
      return overtime ? 'row-live-over' : 'row-live-go';
    case 'hold':
      return 'row-live-hold';
    case 'idle':
      return cn(
        '[--row-tint:var(--accent)] [&>*:first-child]:shadow-[inset_6px_0_0_var(--color-primary)]',
        'rtl:[&>*:first-child]:shadow-[inset_-6px_0_0_var(--color-primary)]',
      );
    case 'past':
      return cn('text-muted-foreground [--row-tint:color-mix(in_srgb,var(--muted)_60%,transparent)] hover:[--row-tint:var(--muted)]');
    case null:
      return 'hover:[--row-tint:color-mix(in_srgb,var(--muted)_40%,transparent)]';
    default:
      state satisfies never;
      return '';
  }
}

/** A cue's "Row colour" tints its row (docs/product.md#during-a-show); a live state's colour takes precedence. */
export function rowMark(colorMark: string): { className: string; style: CSSProperties } | null {
  const color = colorMark.trim();
  if (color === '' || !/^#[0-9a-f]{3,8}$|^[a-z]+$/i.test(color)) return null;
  return { className: 'row-marked', style: { '--row-mark': color } as CSSProperties };
}

/**
 * Short words, so the tag fits the # column at its default 80 px ("STBY" is the caller's own
 * shorthand). READY, the widest word and no call yet, goes without an icon.
 */
const TAGS: Record<CueStatusValue, { text: AppMessageKey; word: AppMessageKey; className: string; Icon: typeof Play | null }> = {
  standby: { text: 'rundown.tag.standby', word: 'rundown.tag.standbyWord', className: 'cue-tag-standby', Icon: Hand },
  go: { text: 'rundown.tag.go', word: 'rundown.tag.goWord', className: 'cue-tag-go', Icon: Play },
  hold: { text: 'rundown.tag.hold', word: 'rundown.tag.holdWord', className: 'cue-tag-hold', Icon: Pause },
  idle: {
    text: 'rundown.tag.ready',
    word: 'rundown.tag.readyWord',
    className: 'border border-foreground/40 bg-background text-foreground',
    Icon: null,
  },
};

/** "GO" (and "OVER" past the duration) under the current cue's number; text and icon, not colour alone. Never wider than its column. */
export function CurrentCueTag({ status, overtime }: { status: CueStatusValue; overtime: boolean }) {
  const { text, word, className, Icon } = TAGS[status];
  const t = useAppT();
  return (
    <span
      className={cn(
        'mt-1 flex w-fit max-w-full flex-wrap items-center gap-x-0.5 rounded px-1 py-0.5 font-sans text-[0.7rem] leading-tight font-bold',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3 shrink-0" />}
      <span className="sr-only">{t('rundown.tag.current', { status: t(word) })}</span>
      <span aria-hidden="true">{t(text)}</span>
      {overtime && (
        <span className="cue-tag-over -my-0.5 -me-1 ms-0.5 rounded-e px-1 py-0.5" data-testid="over-tag">
          {t('rundown.tag.over')}
        </span>
      )}
    </span>
  );
}

/** The past-cue mark; a real button so the refresh is reachable by keyboard too. */
export function RefreshPastButton({ cue, onRefresh }: { cue: Cue; onRefresh: (cue: Cue) => void }) {
  const t = useAppT();
  return (
    <button
      type="button"
      aria-label={t('rundown.row.refreshLabel', { number: cue.number })}
      onClick={(e) => {
        e.stopPropagation();
        onRefresh(cue);
      }}
      className="mt-1 inline-flex items-center gap-1 rounded px-1 font-sans text-[0.7rem] font-medium text-muted-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <RotateCcw aria-hidden="true" className="size-3" />
      {t('rundown.row.refresh')}
    </button>
  );
}

/** "Projected 19:05:30" under a later cue's planned time, marked late/early from 60 s of drift. */
export function ProjectedStartTime({ cue, index }: { cue: Cue; index: number }) {
  const live = useLiveRundown();
  const now = useTick(1000);
  const t = useAppT();
  const ms = live?.projectedStartMs(index, now) ?? null;
  if (ms === null) return null;
  const p = projectedStart(ms, cue.time);
  return (
    <span className="mt-0.5 block text-xs leading-tight text-muted-foreground">
      <span className="font-mono tabular-nums">{t('rundown.row.projected', { time: p.time })}</span>
      {p.state !== 'on-time' && p.drift !== null && (
        <span className={cn('block font-semibold', p.state === 'late' ? 'text-destructive' : 'text-success')}>
          {t(p.state === 'late' ? 'rundown.row.late' : 'rundown.row.early', { drift: formatHms(Math.abs(p.drift)) })}
        </span>
      )}
    </span>
  );
}
