/**
 * What the rundown rows need from the live show (docs/product.md#screens): the current cue and its
 * status, pulses, and the run-mode clicks. Optional: without a provider the table is a plain rundown.
 */
import { createContext, useContext } from 'react';
import { clockTimeFromSeconds, effectiveDuration, parseClockTime, secondsOfDay, type Cue, type CueStatusValue } from '@showcaller/shared';

export interface LiveRundownValue {
  currentCueId: number | null;
  currentNumber: number | null;
  currentIndex: number;
  status: CueStatusValue | null;
  /** The current cue is running past its duration. */
  overtime: boolean;
  /** A just-refreshed cue (pulses for REFRESHED_HIGHLIGHT_MS). */
  pulseCueId: number | null;
  /** A past cue's row was clicked in run mode: refresh it. */
  refreshPast: (cue: Cue) => void;
  /** A TIME cell was clicked in run mode: make that cue current (hold, 0). */
  setCurrent: (cue: Cue) => void;
  /** Local epoch ms at which the cue at `index` is projected to start, or null (not after the current cue). */
  projectedStartMs: (index: number, localNowMs: number) => number | null;
}

export const LiveRundownContext = createContext<LiveRundownValue | null>(null);

export function useLiveRundown(): LiveRundownValue | null {
  return useContext(LiveRundownContext);
}

/**
 * Seconds from the end of the current cue to the start of each later cue (the durations in between;
 * an empty duration counts as the default 300 s). null for the current cue and those before it.
 */
export function secondsAfterCurrent(cues: readonly Pick<Cue, 'duration'>[], currentIndex: number): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  cues.forEach((cue, i) => {
    if (i <= currentIndex) {
      out.push(null);
      return;
    }
    out.push(sum);
    sum += effectiveDuration(cue.duration);
  });
  return out;
}

export const DRIFT_THRESHOLD_SECONDS = 60;

/** Projected − planned start in seconds (wrapped into ±12 h), or null when the planned time is TBD. */
export function startDrift(projectedMs: number, plannedTime: string): number | null {
  const planned = parseClockTime(plannedTime);
  if (planned === null) return null;
  const half = 12 * 3600;
  const diff = secondsOfDay(new Date(projectedMs)) - planned;
  return ((((diff + half) % (2 * half)) + 2 * half) % (2 * half)) - half;
}

export interface ProjectedStart {
  time: string;
  drift: number | null;
  state: 'late' | 'early' | 'on-time';
}

export function projectedStart(projectedMs: number, plannedTime: string): ProjectedStart {
  const drift = startDrift(projectedMs, plannedTime);
  const state = drift === null || Math.abs(drift) < DRIFT_THRESHOLD_SECONDS ? 'on-time' : drift > 0 ? 'late' : 'early';
  return { time: clockTimeFromSeconds(secondsOfDay(new Date(projectedMs))), drift, state };
}
