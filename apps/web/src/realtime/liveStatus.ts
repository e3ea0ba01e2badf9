/** Local countdown maths on a server status (docs/decisions/0001-server-owned-time.md): no per-second traffic while a cue runs. */
import { elapsedAt, formatHms, isInstantCue, timerEndMs, timerReadout, type CueStatus, type CueTimerType } from '@showcaller/shared';

type TimedFields = Pick<CueStatus, 'status' | 'elapsedTime' | 'runningSince' | 'serverTime'> & { timer?: CueStatus['timer'] };

/**
 * Elapsed seconds at server time `serverNowMs`. The status carries the elapsed time at its
 * `serverTime`; while `go` the base is recovered from `runningSince` and counting continues locally.
 */
export function elapsedNow(status: Pick<CueStatus, 'status' | 'elapsedTime' | 'runningSince' | 'serverTime'>, serverNowMs: number): number {
  if (status.status !== 'go' || status.runningSince === null) return status.elapsedTime;
  const base = status.elapsedTime - Math.max(0, Math.floor((status.serverTime - status.runningSince) / 1000));
  return elapsedAt({ status: 'go', elapsedBase: Math.max(0, base), runningSince: status.runningSince }, serverNowMs);
}

export interface CueTiming {
  elapsed: number;
  /** Seconds left to the end of the cue's timer (0 once reached, and for a cue with no timer). */
  remaining: number;
  /** Seconds past the end (0 until it runs out; always 0 for an instant cue, a 'stop' timer and no timer). */
  over: number;
  /** The length the timer runs (the duration, or from the start to a time-of-day end). */
  duration: number;
  /** A 0-second cue: no countdown, never over time (the shared rule, docs/decisions/0013-linked-and-hard-start-cue-times.md). */
  instant: boolean;
  /** The cue's timer type and what to show (docs/decisions/0033-cue-timer-types-and-aux-timers.md). */
  type: CueTimerType;
  direction: 'down' | 'up' | 'none';
  shown: number;
  stopped: boolean;
  /** A time-of-day cue's end as server ms, else null. */
  endsAt: number | null;
}

export function cueTiming(status: TimedFields | null, duration: number | null | undefined, serverNowMs: number): CueTiming {
  const elapsed = status ? elapsedNow(status, serverNowMs) : 0;
  const timer = status?.timer;
  const r = timerReadout(timer, duration, elapsed, serverNowMs, serverNowMs - elapsed * 1000);
  const counts = r.type === 'countdown' || r.type === 'countup';
  return {
    elapsed,
    remaining: r.remaining,
    over: r.over,
    duration: r.length,
    instant: counts && isInstantCue(duration),
    type: r.type,
    direction: r.direction,
    shown: r.shown,
    stopped: r.stopped,
    endsAt: r.type === 'timeOfDay' ? (timer?.endsAt ?? null) : null,
  };
}

/**
 * The big number: HH:MM:SS, "+" and the over-time for a count-down past its end, or dashes for no
 * timer. An instant cue's word is the page's own (realtime/timerWords.ts, the crew catalog).
 */
export function timerText(t: CueTiming): string {
  if (t.type === 'none') return '--:--:--';
  if (t.over > 0 && t.direction === 'down') return `+${formatHms(t.over)}`;
  return formatHms(t.shown);
}

/** Server ms at which a running cue's timer reaches its end, or null when nothing runs, it has no timer or is instant. */
export function overtimeAtMs(status: TimedFields | null, duration: number | null | undefined): number | null {
  if (!status || status.status !== 'go' || status.runningSince === null) return null;
  const base = status.elapsedTime - Math.max(0, Math.floor((status.serverTime - status.runningSince) / 1000));
  return timerEndMs({ status: 'go', elapsedBase: Math.max(0, base), runningSince: status.runningSince }, status.timer, duration);
}
