/** Local countdown maths on a server status (docs/decisions/0001-server-owned-time.md): no per-second traffic while a cue runs. */
import { elapsedAt, effectiveDuration, isInstantCue, overtimeAfterSeconds, remainingSeconds, type CueStatus } from '@showcaller/shared';

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
  remaining: number;
  /** Seconds past the duration (0 until it runs out; always 0 for an instant cue). */
  over: number;
  duration: number;
  /** A 0-second cue: no countdown, never over time (the shared rule, docs/decisions/0013-linked-and-hard-start-cue-times.md). */
  instant: boolean;
}

export function cueTiming(
  status: Pick<CueStatus, 'status' | 'elapsedTime' | 'runningSince' | 'serverTime'> | null,
  duration: number | null | undefined,
  serverNowMs: number,
): CueTiming {
  const elapsed = status ? elapsedNow(status, serverNowMs) : 0;
  const full = effectiveDuration(duration);
  const instant = isInstantCue(duration);
  return {
    elapsed,
    remaining: remainingSeconds(duration, elapsed),
    over: instant ? 0 : Math.max(0, elapsed - full),
    duration: full,
    instant,
  };
}

/** Server ms at which a running cue reaches its duration, or null when nothing runs or the cue is instant. */
export function overtimeAtMs(
  status: Pick<CueStatus, 'status' | 'elapsedTime' | 'runningSince' | 'serverTime'> | null,
  duration: number | null | undefined,
): number | null {
  const full = overtimeAfterSeconds(duration);
  if (!status || status.status !== 'go' || status.runningSince === null || full === null) return null;
  const base = status.elapsedTime - Math.max(0, Math.floor((status.serverTime - status.runningSince) / 1000));
  return status.runningSince + Math.max(0, full - Math.max(0, base)) * 1000;
}
