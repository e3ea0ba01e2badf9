/**
 * Timer types per cue (docs/decisions/0033-cue-timer-types-and-aux-timers.md). Pure, like time.ts:
 * nothing here reads a clock; the server decides the end and every screen counts from the status.
 *
 * - 'countdown' counts the duration down (the default, as every cue did before);
 * - 'countup' counts from zero up to the duration;
 * - 'timeOfDay' ends at a clock time (`endTime`, "HH:MM:SS" in the event's time zone): the
 *   remaining time counts to it, whatever the cue's duration and however long it was held;
 * - 'none' shows no timer and never ends by itself.
 *
 * At the end: 'overrun' keeps counting over time (and follows the event's auto-advance, as before),
 * 'stop' stops the timer at zero (never auto-advances), 'next' goes on to the next cue.
 */
import { effectiveDuration, isInstantCue, parseClockTime, type TimedStatus } from './time.js';
import { dayStartMs, zoneOffsetMs } from './linkedStart.js';

export const CUE_TIMER_TYPES = ['countdown', 'countup', 'timeOfDay', 'none'] as const;
export type CueTimerType = (typeof CUE_TIMER_TYPES)[number];
export const CUE_END_ACTIONS = ['overrun', 'stop', 'next'] as const;
export type CueEndAction = (typeof CUE_END_ACTIONS)[number];

/** What a screen needs of the current cue's timer; the server sends it in every status. */
export interface CueTimerState {
  type: CueTimerType;
  endAction: CueEndAction;
  /** Server ms at which a time-of-day cue ends; null for every other type. */
  endsAt: number | null;
}

/** Labels for menus and the status line, one wording everywhere. */
export const CUE_TIMER_LABELS: Record<CueTimerType, string> = {
  countdown: 'Count down',
  countup: 'Count up',
  timeOfDay: 'Ends at a time of day',
  none: 'No timer',
};
export const CUE_END_ACTION_LABELS: Record<CueEndAction, string> = {
  overrun: 'Keep counting over time',
  stop: 'Stop at zero',
  next: 'Go to the next cue',
};

/**
 * Epoch ms of the clock time `endTime` in `timeZone` nearest to `startedAtMs` (at most 12 h before
 * or after): a cue gone at 23:50 that ends at 00:10 ends tomorrow, one gone late at 14:40 that was to
 * end at 14:30 is 10 minutes over, and a rehearsal days before the show counts to its own day's time.
 * Null for an unreadable time.
 */
export function timeOfDayEndMs(endTime: string, startedAtMs: number, timeZone: string): number | null {
  const clock = parseClockTime(endTime);
  if (clock === null) return null;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(startedAtMs);
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  let best: number | null = null;
  for (const shift of [-1, 0, 1]) {
    // Each day's own midnight, then the clock's own change that day (daylight saving) taken off.
    const midnight = dayStartMs(new Date(Date.UTC(y, m - 1, d + shift)).toISOString().slice(0, 10), timeZone);
    const naive = midnight + clock * 1000;
    const candidate = naive - (zoneOffsetMs(naive, timeZone) - zoneOffsetMs(midnight, timeZone));
    if (best === null || Math.abs(candidate - startedAtMs) < Math.abs(best - startedAtMs)) best = candidate;
  }
  return best;
}

/** When the cue's clock started: the GO moment, counting back the seconds it had already run. */
export function cueStartedAtMs(s: TimedStatus, nowMs: number): number {
  return s.status === 'go' && s.runningSince !== null ? s.runningSince - s.elapsedBase * 1000 : nowMs - s.elapsedBase * 1000;
}

/**
 * Server ms at which a running cue's timer reaches its end, or null when nothing runs, the cue has
 * no timer, or it is an instant count-down/up cue (which never goes over time,
 * docs/decisions/0013-linked-and-hard-start-cue-times.md).
 */
export function timerEndMs(s: TimedStatus, timer: CueTimerState | undefined, duration: number | null | undefined): number | null {
  if (s.status !== 'go' || s.runningSince === null) return null;
  const type = timer?.type ?? 'countdown';
  switch (type) {
    case 'none':
      return null;
    case 'timeOfDay':
      return timer?.endsAt ?? null;
    case 'countdown':
    case 'countup':
      return isInstantCue(duration) ? null : s.runningSince + Math.max(0, effectiveDuration(duration) - s.elapsedBase) * 1000;
    default:
      return type satisfies never;
  }
}

/** Does the cue move on when its timer ends? 'next' always; 'overrun' when the event auto-advances; 'stop' never. */
export function advancesAtEnd(endAction: CueEndAction | undefined, autoAdvance: boolean): boolean {
  switch (endAction ?? 'overrun') {
    case 'next':
      return true;
    case 'overrun':
      return autoAdvance;
    case 'stop':
      return false;
    default:
      return false;
  }
}

export interface TimerReadout {
  type: CueTimerType;
  /** 'down' shows what is left, 'up' what has run, 'none' shows no timer. */
  direction: 'down' | 'up' | 'none';
  /** The seconds to show, never negative. */
  shown: number;
  /** Seconds left to the end (0 once reached; 0 for 'none'). */
  remaining: number;
  /** Seconds past the end (0 before it, and always 0 for 'stop' and 'none'). */
  over: number;
  /** The timer reached its end and stopped there ('stop'). */
  stopped: boolean;
  /** The length the timer runs: the duration, or for a time-of-day cue from its start to its end time. */
  length: number;
}

/**
 * What a screen shows for the current cue: `elapsed` seconds run (server-owned), the duration, and
 * the status's timer; `nowMs` is the server time (only a time-of-day cue reads it).
 */
export function timerReadout(
  timer: CueTimerState | undefined,
  duration: number | null | undefined,
  elapsed: number,
  nowMs: number,
  startedAtMs: number,
): TimerReadout {
  const type = timer?.type ?? 'countdown';
  const endAction = timer?.endAction ?? 'overrun';
  if (type === 'none') return { type, direction: 'none', shown: 0, remaining: 0, over: 0, stopped: false, length: 0 };
  let left: number;
  let length: number;
  if (type === 'timeOfDay') {
    const endsAt = timer?.endsAt ?? null;
    left = endsAt === null ? 0 : Math.ceil((endsAt - nowMs) / 1000);
    length = endsAt === null ? 0 : Math.max(0, Math.round((endsAt - startedAtMs) / 1000));
  } else {
    length = effectiveDuration(duration);
    left = length - elapsed;
  }
  const instant = type !== 'timeOfDay' && isInstantCue(duration);
  const ended = left <= 0;
  const stopped = ended && endAction === 'stop' && !instant;
  const over = ended && !stopped && !instant ? Math.max(0, -left) : 0;
  const remaining = Math.max(0, left);
  if (type === 'countup') return { type, direction: 'up', shown: stopped ? length : elapsed, remaining, over, stopped, length };
  return { type, direction: 'down', shown: remaining, remaining, over, stopped, length };
}
