/**
 * What the rundown rows need from the live show (docs/product.md#screens): the current cue and its
 * status, pulses, and the run-mode clicks. Optional: without a provider the table is a plain rundown.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * The live value behind a store, not a context value: a status change then re-renders only the rows
 * whose own marks change (a row selects what it shows), instead of every row on screen with all its
 * cells, tooltips and React's walk for context readers (bench caller: ~600 component renders per GO
 * on a 1,000 × 15 show, 400 of them in rows that did not change).
 */
export interface LiveRundownStore {
  get: () => LiveRundownValue;
  subscribe: (listener: () => void) => () => void;
}

export function createLiveRundownStore(first: LiveRundownValue): LiveRundownStore & { set: (next: LiveRundownValue) => void } {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const LiveRundownContext = createContext<LiveRundownStore | null>(null);

const noStore = { get: () => null, subscribe: () => () => undefined };

/** Part of the live value (a primitive, or something kept stable), or of null without a live show; re-renders when it changes. */
export function useLiveRundownSelect<T>(select: (live: LiveRundownValue | null) => T): T {
  const store = useContext(LiveRundownContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** The whole live value (re-renders on every change), or null without a live show. */
export function useLiveRundown(): LiveRundownValue | null {
  return useLiveRundownSelect((live) => live);
}

/** The live value as it is now, for event handlers (no re-render). */
export function useLiveRundownNow(): () => LiveRundownValue | null {
  const store = useContext(LiveRundownContext) ?? noStore;
  return store.get;
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
