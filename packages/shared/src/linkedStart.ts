/**
 * Timing across rooms (docs/decisions/0028-linked-event-starts.md): an event in a production may
 * start a number of minutes after another event's cue ends. These pure functions say when that cue
 * is projected to end, from the linked show's plan and live status, and so when the linked event is
 * projected to start, against its own planned start. Nothing here reads a clock: callers pass `nowMs`.
 *
 * Times are seconds from the midnight that begins the linked event's day in the production's time
 * zone (`dayStartMs`), so a show past midnight and a dependant on the next day both compare.
 */
import {
  clockTimeFromSeconds,
  cueEndAt,
  currentCueEnd,
  elapsedAt,
  plannedStarts,
  projectedEndAfter,
  type CueTiming,
  type TimedStatus,
} from './time.js';
import { currentCueIndex } from './showRules.js';

export interface LinkedShowCue extends CueTiming {
  id: number;
}

export interface LinkedShowStatus extends TimedStatus {
  currentCueId: number | null;
  /** A cue has been GO since the last STANDBY of the first cue (docs/decisions/0020-rewind-guard-and-undo.md). */
  live?: boolean | undefined;
}

export interface ProjectedStartInput {
  /** The linked event's cues in rundown order. */
  cues: readonly LinkedShowCue[];
  /** The linked event's live status; null when it never had one. */
  status: LinkedShowStatus | null;
  linkedCueId: number;
  /** Minutes after the linked cue ends (0–720). */
  offsetMinutes: number;
  /** When the linked cue ended (epoch ms, from the as-run log), once the show has moved past it. */
  linkedCueEndedAt: number | null;
  /** The dependant's planned start in seconds from `dayStartMs` (its first cue's time); null without one. */
  plannedStart: number | null;
  /** Epoch ms of the midnight that begins the linked event's day. */
  dayStartMs: number;
  nowMs: number;
}

/** Why the projection is what it is: the linked show has not started, runs (or holds), or is past the cue. */
export type LinkedShowState = 'notStarted' | 'running' | 'hold' | 'ended';

export interface ProjectedStart {
  state: LinkedShowState;
  /** The linked cue's planned end; null when its time is TBD. */
  plannedCueEnd: number | null;
  /** When the linked cue ends (or ended). */
  projectedCueEnd: number;
  /** projectedCueEnd + the offset. */
  projectedStart: number;
  plannedStart: number | null;
  /** projectedStart − plannedStart: positive is later than planned; null without a planned start. */
  delta: number | null;
  /** projectedCueEnd − plannedCueEnd: positive while the linked show runs over. */
  linkedOverUnder: number | null;
}

/** The linked show has started, as every screen reads it (`showHasStarted` on the caller's screen). */
function started(status: LinkedShowStatus | null): status is LinkedShowStatus {
  return status !== null && (status.live === true || status.status === 'go');
}

/**
 * When the linked cue ends and so when the dependant starts. Before the linked show's first GO the
 * plan is the projection (a clock reading before a show is not lateness, docs/decisions/0022-wrap-up-colours-and-cue-lights.md);
 * once it is past the cue, the cue's actual end counts (its planned end when the log has none).
 * null when the cue is not in the rundown, or when nothing gives it a time.
 */
export function projectLinkedStart(input: ProjectedStartInput): ProjectedStart | null {
  const { cues, status, dayStartMs, nowMs } = input;
  const target = cues.findIndex((c) => c.id === input.linkedCueId);
  if (target < 0) return null;
  const starts = plannedStarts(cues);
  const plannedTargetStart = starts[target] ?? null;
  const plannedCueEnd = plannedTargetStart === null ? null : cueEndAt(cues[target]!, plannedTargetStart);
  const now = (nowMs - dayStartMs) / 1000;

  let state: LinkedShowState;
  let projectedCueEnd: number | null;
  const current = started(status) ? currentCueIndex(cues, status.currentCueId) : -1;
  if (!started(status)) {
    state = 'notStarted';
    projectedCueEnd = plannedCueEnd;
  } else if (current > target) {
    state = 'ended';
    projectedCueEnd = input.linkedCueEndedAt !== null ? (input.linkedCueEndedAt - dayStartMs) / 1000 : plannedCueEnd;
  } else {
    state = status.status === 'hold' ? 'hold' : 'running';
    const cue = cues[current]!;
    const elapsed = elapsedAt(status, nowMs);
    const currentEnd = currentCueEnd(cue, { status: status.status, elapsed }, now, starts[current] ?? null);
    projectedCueEnd = projectedEndAfter(cues, starts, current, target, currentEnd);
  }
  if (projectedCueEnd === null) return null;
  const cueEnd = Math.round(projectedCueEnd);
  const projectedStart = cueEnd + input.offsetMinutes * 60;
  return {
    state,
    plannedCueEnd,
    projectedCueEnd: cueEnd,
    projectedStart,
    plannedStart: input.plannedStart,
    delta: input.plannedStart === null ? null : projectedStart - input.plannedStart,
    linkedOverUnder: plannedCueEnd === null ? null : cueEnd - plannedCueEnd,
  };
}

/** Less than a minute off the plan reads "on time": a start is called in minutes. */
export const LINKED_ON_TIME_SECONDS = 60;

/** "+6 min", "-3 min" (whole minutes, rounded), or null when on time or without a plan. */
export function startDeltaText(delta: number | null): string | null {
  if (delta === null || Math.abs(delta) < LINKED_ON_TIME_SECONDS) return null;
  const minutes = Math.round(Math.abs(delta) / 60);
  return `${delta > 0 ? '+' : '-'}${minutes} min`;
}

/**
 * The sentence every screen shows (caller banner, Excel sheet, the producer's wall):
 * "Projected start 14:36:00, +6 min because Plenary is running over." Times are 24-hour HH:MM:SS
 * of the production's day, as every time in the product.
 */
export function projectedStartSentence(p: ProjectedStart, linked: { eventName: string; cueNumber: number }): string {
  const at = clockTimeFromSeconds(p.projectedStart);
  const delta = startDeltaText(p.delta);
  const lead = delta ? `Projected start ${at}, ${delta}` : `Projected start ${at}, on time`;
  const name = linked.eventName;
  switch (p.state) {
    case 'notStarted':
      return `Planned start ${at}: ${name} has not started yet.`;
    case 'ended':
      return `${lead}: ${name} cue ${linked.cueNumber} ended at ${clockTimeFromSeconds(p.projectedCueEnd)}.`;
    case 'hold':
      return `${lead} while ${name} is on hold.`;
    case 'running': {
      const ou = p.linkedOverUnder ?? 0;
      if (!delta || Math.abs(ou) < LINKED_ON_TIME_SECONDS) return `${lead}.`;
      return `${lead} because ${name} is running ${ou > 0 ? 'over' : 'under'}.`;
    }
    default:
      return p.state satisfies never;
  }
}

/** Offset of `timeZone` from UTC at `ms`, in ms (Europe/Berlin in summer: +7,200,000). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Epoch ms of the midnight that begins `day` ("YYYY-MM-DD") in `timeZone` (daylight saving included). */
export function dayStartMs(day: string, timeZone: string): number {
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const first = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(first, timeZone);
}
