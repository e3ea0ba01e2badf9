/** The wall's tile rules (docs/decisions/0027-producer-wall.md): which event, status, clock, over/under, flags. */
import { describe, expect, it } from 'vitest';
import type { CueStatus, WallEvent, WallRoom } from '@showcaller/shared';
import { newerStatus, shownEvent, tileOf } from './wallTiles';

const T0 = Date.parse('2027-03-10T09:00:00Z');
const status = (over: Partial<CueStatus> = {}): CueStatus => ({
  eventId: 1,
  currentCueId: null,
  status: 'idle',
  elapsedTime: 0,
  runningSince: null,
  serverTime: T0,
  version: 1,
  autoAdvance: false,
  display: null,
  ...over,
});
const event = (id: number, over: Partial<WallEvent> = {}): WallEvent => ({
  id,
  name: `Show ${id}`,
  cues: [
    { id: 11, number: 1, action: 'Walk-in', time: '09:00:00', duration: 300, timeMode: 'hard' },
    { id: 12, number: 2, action: 'Keynote', time: '09:05:00', duration: 600, timeMode: 'linked' },
  ],
  cueStatus: status({ eventId: id }),
  readiness: { standby: false, ready: 0, total: 2, allReady: false },
  problems: [],
  callerConnected: true,
  projectedStart: null,
  ...over,
});
const room = (events: WallEvent[]): WallRoom => ({ roomId: 7, name: 'Main Hall', events });
const nineOClock = 9 * 3600;

describe('wall tiles', () => {
  it('shows an empty tile for a room without an event that day', () => {
    const tile = tileOf(room([]), new Map(), T0, nineOClock);
    expect(tile).toMatchObject({ empty: true, room: 'Main Hall', status: 'none', eventId: null });
  });

  it('counts down a running cue from the status frame on the server clock, then over time', () => {
    const frame = status({ eventId: 1, currentCueId: 11, status: 'go', runningSince: T0, serverTime: T0, version: 5, live: true });
    const frames = new Map([[1, frame]]);
    const running = tileOf(room([event(1)]), frames, T0 + 60_000, nineOClock + 60);
    expect(running).toMatchObject({ status: 'go', cue: { number: 1, action: 'Walk-in' }, clock: { text: '4:00', over: false } });
    expect(running.overUnder).toEqual({ label: 'On time', state: 'on-time' });
    const late = tileOf(room([event(1)]), frames, T0 + 330_000, nineOClock + 330);
    expect(late.clock).toEqual({ text: '+0:30', over: true });
    expect(late.overUnder).toEqual({ label: 'Over +00:00:30', state: 'over' });
    expect(late.projectedEnd).toBe('09:15:30');
  });

  it('keeps the newer of the view’s status and the frame', () => {
    const old = status({ version: 9, status: 'hold' });
    expect(newerStatus(old, status({ version: 3, status: 'go' })).status).toBe('hold');
    expect(newerStatus(old, status({ version: 10, status: 'go' })).status).toBe('go');
    expect(newerStatus(old, undefined)).toBe(old);
  });

  it('shows the running event of a room with several, and counts the others', () => {
    const a = event(1);
    const b = event(2, { cueStatus: status({ eventId: 2, currentCueId: 12, status: 'go', runningSince: T0 }) });
    expect(shownEvent([a, b], (e) => e.cueStatus)?.id).toBe(2);
    expect(tileOf(room([a, b]), new Map(), T0, nineOClock)).toMatchObject({ eventId: 2, more: 1 });
  });

  it('names problem flags with their reasons, readiness on standby, and the caller’s connection', () => {
    const e = event(1, {
      cueStatus: status({ currentCueId: 12, status: 'standby' }),
      readiness: { standby: true, ready: 1, total: 2, allReady: false },
      problems: [{ departmentId: 3, name: 'Sound', reason: 'Need time', raisedAt: '2027-03-10T09:00:00Z' }],
      callerConnected: false,
    });
    const tile = tileOf(room([e]), new Map(), T0, nineOClock);
    expect(tile).toMatchObject({ status: 'standby', readiness: '1/2 ready', callerConnected: false, overUnder: null });
    expect(tile.problems).toEqual([{ name: 'Sound', reason: 'Need time' }]);
    expect(tile.projectedEnd).toBe('09:15:00'); // the planned end before the show starts
  });

  it('shows no cue and no clock before the first cue, and no clock on a cue not yet called', () => {
    expect(tileOf(room([event(1)]), new Map(), T0, nineOClock)).toMatchObject({ status: 'none', cue: null, clock: null });
    const ready = event(1, { cueStatus: status({ currentCueId: 11 }) });
    expect(tileOf(room([ready]), new Map(), T0, nineOClock)).toMatchObject({ status: 'none', cue: { number: 1 }, clock: null });
  });
});
