/**
 * A time-of-day cue in the projections (docs/decisions/0033-cue-timer-types-and-aux-timers.md): it
 * ends at its end time, not after its duration, in the planned starts, the linked times, the show's
 * projected end, the lobby's times and a linked room's start.
 */
import { describe, expect, it } from 'vitest';
import { cueEndAt, nextCueTime, plannedStarts, projectShow, rippleCueTimes, type CueTiming } from './time.js';
import { lobbyEventOf } from './lobbyRules.js';

const at = (h: number, m: number) => h * 3600 + m * 60;
const DAY = 24 * 3600;
// A 10-minute duration that the end time (10:45) overrides.
const speech: CueTiming = { time: '10:00:00', duration: 600, timeMode: 'hard', timerType: 'timeOfDay', endTime: '10:45:00' };
// Linked: the server has rippled its time to the speech's end (rippleCueTimes, tested below).
const after: CueTiming = { time: '10:45:00', duration: 600, timeMode: 'linked' };
const tbd: CueTiming = { time: 'TBD', duration: 600, timeMode: 'hard' };

describe('a time-of-day cue in the projections', () => {
  it('ends at its end time nearest its start, never before it starts', () => {
    expect(cueEndAt(speech, at(10, 0))).toBe(at(10, 45));
    expect(cueEndAt(speech, at(10, 50))).toBe(at(10, 50)); // gone after its end time: ends at once
    expect(cueEndAt({ ...speech, endTime: '00:10:00' }, at(23, 50))).toBe(DAY + at(0, 10));
    expect(cueEndAt({ ...speech, endTime: '23:50:00' }, DAY + at(0, 5))).toBe(DAY + at(0, 5));
    expect(cueEndAt({ ...speech, timerType: 'countdown' }, at(10, 0))).toBe(at(10, 10));
    expect(cueEndAt({ ...speech, endTime: null }, at(10, 0))).toBe(at(10, 10));
    expect(cueEndAt({ duration: null }, at(10, 0))).toBe(at(10, 5));
  });

  it('moves the planned start of what follows, and the linked time the server writes', () => {
    expect(plannedStarts([speech, tbd])).toEqual([at(10, 0), at(10, 45)]);
    expect(rippleCueTimes([speech, { ...after, time: '10:10:00' }])).toEqual(['10:00:00', '10:45:00']);
    expect(nextCueTime(speech, at(9, 0))).toBe('10:45:00');
  });

  it('projects the show’s end from the end time while it runs, early or late', () => {
    // 10:05, five minutes into the speech that ends at 10:45; the last cue runs 10 minutes.
    const running = projectShow([speech, after], { index: 0, status: 'go', elapsed: 300 }, at(10, 5));
    expect(running).toEqual({ plannedEnd: at(10, 55), projectedEnd: at(10, 55), overUnder: 0 });
    // Started 15 minutes late: it still ends at 10:45.
    const late = projectShow([speech, after], { index: 0, status: 'go', elapsed: 60 }, at(10, 16));
    expect(late?.projectedEnd).toBe(at(10, 55));
    // Not started yet at 10:50: it ends as it starts, and the next cue follows.
    const notYet = projectShow([speech, after], { index: 0, status: 'idle', elapsed: 0 }, at(10, 50));
    expect(notYet?.projectedEnd).toBe(at(11, 0));
  });

  it('gives the lobby the end time as the next segment’s start', () => {
    const cues = [
      { id: 1, action: 'Speech', ...speech },
      { id: 2, action: 'Break', ...after },
    ];
    const lobby = lobbyEventOf({
      name: 'Plenary',
      cues,
      status: null,
      ended: false,
      linkedStart: null,
      nowSeconds: at(9, 0),
      nowMs: 0,
      showCues: true,
    });
    expect(lobby).toMatchObject({ start: '10:00', end: '10:55' });
    expect(lobby.next.map((n) => n.at)).toEqual(['10:00', '10:45']);
  });
});
