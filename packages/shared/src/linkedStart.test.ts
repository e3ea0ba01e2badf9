import { describe, expect, it } from 'vitest';
import {
  dayStartMs,
  projectLinkedStart,
  projectedStartSentence,
  startDeltaText,
  type LinkedShowCue,
  type ProjectedStartInput,
} from './linkedStart.js';

/** The plenary: cue 1 at 09:00 for 30 min, cue 2 follows for 30 min (ends 10:00), cue 3 for 10 min. */
const plenary: LinkedShowCue[] = [
  { id: 11, time: '09:00:00', duration: 1800, timeMode: 'hard' },
  { id: 12, time: '09:30:00', duration: 1800, timeMode: 'linked' },
  { id: 13, time: '10:00:00', duration: 600, timeMode: 'linked' },
];
const DAY = Date.UTC(2026, 5, 10);
/** The test clock: a moment of the plenary's day. */
const at = (h: number, m: number, s = 0) => DAY + ((h * 60 + m) * 60 + s) * 1000;
const sec = (h: number, m: number, s = 0) => (h * 60 + m) * 60 + s;

/** The breakout starts 10 min after cue 12 ends: planned 10:10. */
function input(over: Partial<ProjectedStartInput>): ProjectedStartInput {
  return {
    cues: plenary,
    status: null,
    linkedCueId: 12,
    offsetMinutes: 10,
    linkedCueEndedAt: null,
    plannedStart: sec(10, 10),
    dayStartMs: DAY,
    nowMs: at(8, 0),
    ...over,
  };
}
const running = (cueId: number, since: number, base = 0) =>
  ({ currentCueId: cueId, status: 'go', elapsedBase: base, runningSince: since, live: true }) as const;

describe('projectLinkedStart (docs/decisions/0028-linked-event-starts.md)', () => {
  it('before the linked show starts, the plan is the projection, whatever the clock says', () => {
    const p = projectLinkedStart(input({ nowMs: at(9, 20) }));
    expect(p).toMatchObject({ state: 'notStarted', projectedCueEnd: sec(10, 0), projectedStart: sec(10, 10), delta: 0 });
    // A status that is not live (standby on cue 1) is not started either.
    const standby = { currentCueId: 11, status: 'standby', elapsedBase: 0, runningSince: null, live: false } as const;
    expect(projectLinkedStart(input({ status: standby, nowMs: at(9, 45) }))?.state).toBe('notStarted');
  });

  it('on time: cue 1 running as planned projects the planned start', () => {
    const p = projectLinkedStart(input({ status: running(11, at(9, 0)), nowMs: at(9, 10) }));
    expect(p).toMatchObject({ state: 'running', projectedStart: sec(10, 10), delta: 0, linkedOverUnder: 0 });
    expect(projectedStartSentence(p!, { eventName: 'Plenary', cueNumber: 2 })).toBe('Projected start 10:10:00, on time.');
  });

  it('running over: the linked cue past its duration moves the start second by second', () => {
    const status = running(12, at(9, 30));
    const p = projectLinkedStart(input({ status, nowMs: at(10, 6) }));
    expect(p).toMatchObject({ state: 'running', projectedCueEnd: sec(10, 6), projectedStart: sec(10, 16), delta: 360 });
    expect(projectedStartSentence(p!, { eventName: 'Plenary', cueNumber: 2 })).toBe(
      'Projected start 10:16:00, +6 min because Plenary is running over.',
    );
    expect(projectLinkedStart(input({ status, nowMs: at(10, 7) }))?.delta).toBe(420);
  });

  it('running over on an earlier cue pushes the linked cue', () => {
    const p = projectLinkedStart(input({ status: running(11, at(9, 0)), nowMs: at(9, 35) }));
    expect(p?.projectedCueEnd).toBe(sec(10, 5));
    expect(p?.delta).toBe(300);
  });

  it('running under: cue 1 moved on early brings the start forward', () => {
    const p = projectLinkedStart(input({ status: running(12, at(9, 26)), nowMs: at(9, 26) }));
    expect(p).toMatchObject({ projectedStart: sec(10, 6), delta: -240, linkedOverUnder: -240 });
    expect(projectedStartSentence(p!, { eventName: 'Plenary', cueNumber: 2 })).toBe(
      'Projected start 10:06:00, -4 min because Plenary is running under.',
    );
  });

  it('on hold: the remaining time waits, so the start moves with the clock', () => {
    const hold = { currentCueId: 12, status: 'hold', elapsedBase: 20 * 60, runningSince: null, live: true } as const;
    const first = projectLinkedStart(input({ status: hold, nowMs: at(9, 52) }));
    expect(first).toMatchObject({ state: 'hold', projectedCueEnd: sec(10, 2), delta: 120 });
    expect(projectLinkedStart(input({ status: hold, nowMs: at(9, 55) }))?.delta).toBe(300);
    expect(projectedStartSentence(first!, { eventName: 'Plenary', cueNumber: 2 })).toBe(
      'Projected start 10:12:00, +2 min while Plenary is on hold.',
    );
  });

  it('a hard start after the current cue waits for its time', () => {
    const cues = plenary.map((c) => (c.id === 12 ? { ...c, timeMode: 'hard' as const, time: '09:40:00' } : c));
    const p = projectLinkedStart(input({ cues, status: running(11, at(9, 0)), nowMs: at(9, 5) }));
    expect(p?.projectedCueEnd).toBe(sec(10, 10));
  });

  it('the linked cue already done: its actual end counts, not the clock', () => {
    const status = running(13, at(10, 4));
    const p = projectLinkedStart(input({ status, linkedCueEndedAt: at(10, 4), nowMs: at(10, 30) }));
    expect(p).toMatchObject({ state: 'ended', projectedCueEnd: sec(10, 4), projectedStart: sec(10, 14), delta: 240 });
    expect(projectedStartSentence(p!, { eventName: 'Plenary', cueNumber: 2 })).toBe(
      'Projected start 10:14:00, +4 min: Plenary cue 2 ended at 10:04:00.',
    );
    // Without a log row the plan stands in.
    expect(projectLinkedStart(input({ status, nowMs: at(10, 30) }))?.projectedCueEnd).toBe(sec(10, 0));
  });

  it('the linked show not started says so', () => {
    const p = projectLinkedStart(input({}))!;
    expect(projectedStartSentence(p, { eventName: 'Plenary', cueNumber: 2 })).toBe('Planned start 10:10:00: Plenary has not started yet.');
  });

  it('a cue that is gone, or a plan with no time, gives no projection', () => {
    expect(projectLinkedStart(input({ linkedCueId: 99 }))).toBeNull();
    const tbd = plenary.map((c) => ({ ...c, time: 'TBD' }));
    expect(projectLinkedStart(input({ cues: tbd }))).toBeNull();
    // ...but a running show still projects from the clock, with no over/under to compare.
    const p = projectLinkedStart(input({ cues: tbd, status: running(11, at(9, 0)), nowMs: at(9, 10) }));
    expect(p).toMatchObject({ projectedCueEnd: sec(10, 0), plannedCueEnd: null, linkedOverUnder: null });
  });

  it('without a planned start there is no delta', () => {
    expect(projectLinkedStart(input({ plannedStart: null }))?.delta).toBeNull();
    expect(startDeltaText(null)).toBeNull();
    expect(startDeltaText(59)).toBeNull();
    expect(startDeltaText(90)).toBe('+2 min');
  });
});

describe('dayStartMs', () => {
  it('is the local midnight of the day in the zone, daylight saving included', () => {
    expect(dayStartMs('2026-06-10', 'UTC')).toBe(Date.UTC(2026, 5, 10));
    expect(dayStartMs('2026-06-10', 'Europe/Berlin')).toBe(Date.UTC(2026, 5, 9, 22));
    expect(dayStartMs('2026-01-10', 'Europe/Berlin')).toBe(Date.UTC(2026, 0, 9, 23));
    expect(dayStartMs('2026-03-29', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 28, 23));
    expect(dayStartMs('2026-06-10', 'America/Los_Angeles')).toBe(Date.UTC(2026, 5, 10, 7));
  });
});
