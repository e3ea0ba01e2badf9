/**
 * What a tile of the producer's wall shows (docs/decisions/0027-producer-wall.md), as pure functions
 * of the wall's view, the newest status frames and the server clock: the same shared time rules and
 * clock offset as the caller's screen (realtime/liveStatus.ts, ShowProjection.tsx).
 */
import {
  clockTimeFromSeconds,
  formatHms,
  formatMinutesSeconds,
  projectShow,
  type CueStatus,
  type WallEvent,
  type WallRoom,
} from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import { appT } from '@/i18n/appI18n';

/** Less than this off the plan reads "On time" (as on the caller's screen). */
const ON_TIME_SECONDS = 5;

export type TileStatus = 'standby' | 'go' | 'hold' | 'none';

export interface Tile {
  roomId: number;
  room: string;
  /** No event in this room that day: an empty tile. */
  empty: boolean;
  eventId: number | null;
  eventName: string;
  /** Other events of the room that day besides the one shown. */
  more: number;
  cue: { number: number; action: string } | null;
  status: TileStatus;
  /** "4:12" left, or "+0:37" over; null when nothing counts. */
  clock: { text: string; over: boolean } | null;
  /** Against the room's plan, once its show started. */
  overUnder: { label: string; state: 'over' | 'under' | 'on-time' } | null;
  projectedEnd: string | null;
  readiness: string | null;
  allReady: boolean;
  problems: Array<{ name: string; reason: string | null }>;
  callerConnected: boolean;
  projectedStart: string | null;
}

/** The newer of two statuses of one event (versions only move forward). */
export function newerStatus(a: CueStatus, b: CueStatus | undefined): CueStatus {
  return b !== undefined && b.version > a.version ? b : a;
}

/** The event a room's tile shows: a running one first, then one that went live, else the first of the day. */
export function shownEvent(events: readonly WallEvent[], statusOf: (e: WallEvent) => CueStatus): WallEvent | undefined {
  return (
    events.find((e) => statusOf(e).status === 'go') ??
    events.find((e) => {
      const s = statusOf(e);
      return s.live === true && s.status !== 'idle';
    }) ??
    events[0]
  );
}

function overUnderOf(seconds: number): Tile['overUnder'] {
  if (Math.abs(seconds) < ON_TIME_SECONDS) return { label: appT('general.wall.onTime'), state: 'on-time' };
  return seconds > 0
    ? { label: appT('general.wall.over', { time: formatHms(seconds) }), state: 'over' }
    : { label: appT('general.wall.under', { time: formatHms(-seconds) }), state: 'under' };
}

/**
 * One tile. `frames` holds the newest status per event from the socket; `serverNowMs` is the local
 * clock plus the measured offset; `nowSecondsOfDay` the wall-clock seconds of the day, as the caller
 * screen's projection takes.
 */
export function tileOf(room: WallRoom, frames: ReadonlyMap<number, CueStatus>, serverNowMs: number, nowSecondsOfDay: number): Tile {
  const statusOf = (e: WallEvent) => newerStatus(e.cueStatus, frames.get(e.id));
  const event = shownEvent(room.events, statusOf);
  const base: Tile = {
    roomId: room.roomId,
    room: room.name,
    empty: true,
    eventId: null,
    eventName: '',
    more: 0,
    cue: null,
    status: 'none',
    clock: null,
    overUnder: null,
    projectedEnd: null,
    readiness: null,
    allReady: false,
    problems: [],
    callerConnected: false,
    projectedStart: null,
  };
  if (!event) return base;
  const status = statusOf(event);
  const index = event.cues.findIndex((c) => c.id === status.currentCueId);
  const cue = index >= 0 ? event.cues[index] : undefined;
  const shown: TileStatus = status.status === 'idle' || !cue ? 'none' : status.status;
  let clock: Tile['clock'] = null;
  let overUnder: Tile['overUnder'] = null;
  let projectedEnd: string | null = null;
  if (cue) {
    const timing = cueTiming(status, cue.duration, serverNowMs);
    // Before the first STANDBY or GO nothing counts: the cue is only the next one.
    if (!timing.instant && status.status !== 'idle')
      clock =
        timing.over > 0
          ? { text: `+${formatMinutesSeconds(timing.over)}`, over: true }
          : { text: formatMinutesSeconds(timing.remaining), over: false };
    const projection = projectShow(event.cues, { index, status: status.status, elapsed: timing.elapsed }, nowSecondsOfDay);
    const started = status.live === true || status.status === 'go';
    if (projection && started) {
      overUnder = overUnderOf(projection.overUnder);
      projectedEnd = clockTimeFromSeconds(projection.projectedEnd);
    } else if (projection) projectedEnd = clockTimeFromSeconds(projection.plannedEnd);
  }
  const r = event.readiness;
  return {
    ...base,
    empty: false,
    eventId: event.id,
    eventName: event.name,
    more: room.events.length - 1,
    cue: cue ? { number: cue.number, action: cue.action } : null,
    status: shown,
    clock,
    overUnder,
    projectedEnd,
    readiness: r.total === 0 ? null : r.standby ? appT('general.wall.ready', { ready: r.ready, total: r.total }) : null,
    allReady: r.standby && r.allReady,
    problems: event.problems.map((p) => ({ name: p.name, reason: p.reason })),
    callerConnected: event.callerConnected,
    projectedStart: event.projectedStart,
  };
}
