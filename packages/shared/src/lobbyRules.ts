/**
 * What the lobby screen says of one event (docs/decisions/0035-stage-layouts-and-lobby.md), as a
 * pure function of its cue times, its live status and the time: on now, the next segments and
 * their projected starts, with the same walk as the caller's projection (time.ts projectedEndAfter:
 * a hard start waits for its time, a linked cue follows the one before).
 */
import type { LobbyEvent, LobbyItem } from './schemas/lobby.js';
import {
  clockTimeFromSeconds,
  cueEndAt,
  elapsedAt,
  plannedStarts,
  projectedEndAfter,
  projectedStartsAfter,
  type CueTiming,
} from './time.js';

export const LOBBY_EVENT_STATES = ['upcoming', 'on', 'finished'] as const;
export type LobbyEventState = (typeof LOBBY_EVENT_STATES)[number];

/** How many upcoming segments the lobby lists per event. */
export const LOBBY_NEXT_COUNT = 3;

export interface LobbyCue extends CueTiming {
  id: number;
  action: string;
}

export interface LobbyEventInput {
  name: string;
  cues: readonly LobbyCue[];
  /** The live status as the server answers it: `elapsedTime` is the elapsed time at `serverTime`. */
  status: {
    currentCueId: number | null;
    status: 'idle' | 'standby' | 'go' | 'hold';
    elapsedTime: number;
    runningSince: number | null;
    serverTime: number;
    live?: boolean | undefined;
  } | null;
  /** The show ended (the last cue moved on, or its caller ended it) and has not gone live again. */
  ended: boolean;
  /** Seconds from the show day's midnight at which it is projected to start when it follows another room; null: its own time. */
  linkedStart: number | null;
  /** Seconds since the show day's midnight in its time zone, now (may pass 24 h). */
  nowSeconds: number;
  nowMs: number;
  showCues: boolean;
}

const hhmm = (seconds: number | null): string | null => (seconds === null ? null : clockTimeFromSeconds(seconds).slice(0, 5));

function item(title: string, at: number | null, planned: number | null): LobbyItem {
  const a = hhmm(at);
  const p = hhmm(planned);
  return { title: title.trim() === '' ? 'Untitled' : title, at: a, plannedAt: p === a ? null : p };
}

export function lobbyEventOf(input: LobbyEventInput): LobbyEvent {
  const { cues, status, nowSeconds } = input;
  const planned = plannedStarts(cues);
  const firstPlanned = planned[0] ?? null;
  const lastIndex = cues.length - 1;
  const live = status !== null && (status.live === true || status.status === 'go');
  const base = { name: input.name, plannedStart: hhmm(firstPlanned), now: null, next: [] as LobbyItem[] };
  if (cues.length === 0) return { ...base, state: input.ended ? 'finished' : 'upcoming', start: hhmm(firstPlanned), end: null };

  /** Starts of cues from..lastIndex when cue `from` - 1 ends at `end`. */
  const startsAfter = (from: number, end: number): number[] => projectedStartsAfter(cues, planned, from - 1, end);
  const upcoming = (from: number, starts: number[]) =>
    input.showCues
      ? cues.slice(from, from + LOBBY_NEXT_COUNT).map((c, k) => item(c.action, starts[k] ?? null, planned[from + k] ?? null))
      : [];

  if (live && status) {
    const index = Math.max(
      0,
      cues.findIndex((c) => c.id === status.currentCueId),
    );
    const cue = cues[index]!;
    const ran = status.status === 'go' && status.runningSince !== null ? Math.floor((status.serverTime - status.runningSince) / 1000) : 0;
    const elapsed = elapsedAt(
      { status: status.status, elapsedBase: Math.max(0, status.elapsedTime - Math.max(0, ran)), runningSince: status.runningSince },
      input.nowMs,
    );
    const began = nowSeconds - elapsed;
    const currentEnd = Math.max(nowSeconds, cueEndAt(cue, began));
    const later = startsAfter(index + 1, currentEnd);
    const end = projectedEndAfter(cues, planned, index, lastIndex, currentEnd);
    return {
      ...base,
      state: 'on',
      start: hhmm(firstPlanned),
      end: hhmm(end),
      now: input.showCues ? { title: cue.action.trim() === '' ? 'Untitled' : cue.action, at: hhmm(began), plannedAt: null } : null,
      next: upcoming(index + 1, later),
    };
  }
  if (input.ended) return { ...base, state: 'finished', start: hhmm(firstPlanned), end: null };

  // Not started: at its planned (or linked) time, or now if that has passed.
  const own = input.linkedStart ?? firstPlanned;
  const start = own === null ? null : Math.max(own, nowSeconds);
  if (start === null) return { ...base, state: 'upcoming', start: null, end: null, next: upcoming(0, []) };
  const firstEnd = cueEndAt(cues[0]!, start);
  const starts = [start, ...startsAfter(1, firstEnd)];
  return {
    ...base,
    state: 'upcoming',
    start: hhmm(start),
    end: hhmm(projectedEndAfter(cues, planned, 0, lastIndex, firstEnd)),
    next: upcoming(0, starts),
  };
}
