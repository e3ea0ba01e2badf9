import { describe, expect, it } from 'vitest';
import {
  calendarDateFromLegacy,
  calendarDateOf,
  calendarDatePart,
  calendarDateProblem,
  defaultTimeMode,
  effectiveDuration,
  formatCalendarDate,
  isInstantCue,
  localDateOf,
  overtimeAfterSeconds,
  parseCalendarDate,
  plannedStarts,
  projectShow,
  remainingSeconds,
  rippleCueTimes,
  type CueTiming,
} from './time.js';
import { cueCreateSchema, cuePatchSchema, cueSchema } from './schemas/cue.js';
import { eventInputSchema, eventPatchSchema } from './schemas/event.js';

const linked = (duration: number | null, time = 'TBD'): CueTiming => ({ time, duration, timeMode: 'linked' });
const hard = (time: string, duration: number | null): CueTiming => ({ time, duration, timeMode: 'hard' });

describe('default duration and instant cues (one rule for every screen)', () => {
  it('counts a missing duration as 300 s and keeps 0 as 0', () => {
    expect(effectiveDuration(null)).toBe(300);
    expect(effectiveDuration(undefined)).toBe(300);
    expect(effectiveDuration(0)).toBe(0);
    expect(remainingSeconds(0, 0)).toBe(0);
  });
  it('an instant cue has no over-time; others go over at their effective duration', () => {
    expect(isInstantCue(0)).toBe(true);
    expect(isInstantCue(null)).toBe(false);
    expect(overtimeAfterSeconds(0)).toBeNull();
    expect(overtimeAfterSeconds(null)).toBe(300);
    expect(overtimeAfterSeconds(45)).toBe(45);
  });
});

describe('linked and hard-start times', () => {
  it('ripples linked cues from the previous time + effective duration', () => {
    expect(rippleCueTimes([hard('19:00:00', 60), linked(null), linked(0), linked(30), hard('20:00:00', 10), linked(5)])).toEqual([
      '19:00:00',
      '19:01:00',
      '19:06:00',
      '19:06:00',
      '20:00:00',
      '20:00:10',
    ]);
  });
  it('a linked first cue keeps its time; after a TBD cue a linked cue is TBD', () => {
    expect(rippleCueTimes([linked(60, '08:00:00'), hard('TBD', 60), linked(60, '09:00:00')])).toEqual(['08:00:00', 'TBD', 'TBD']);
  });
  it('wraps past midnight', () => {
    expect(rippleCueTimes([hard('23:58:00', 300), linked(10)])).toEqual(['23:58:00', '00:03:00']);
  });
  it('links a new cue by default when the previous has a time and none was given', () => {
    expect(defaultTimeMode({ time: '10:00:00' }, false)).toBe('linked');
    expect(defaultTimeMode({ time: 'TBD' }, false)).toBe('hard');
    expect(defaultTimeMode(undefined, false)).toBe('hard');
    expect(defaultTimeMode({ time: '10:00:00' }, true)).toBe('hard');
  });
});

describe('over/under and projected end', () => {
  // 19:00 a 10-minute cue, a linked 5-minute cue, a hard start at 19:30 of 10 minutes: planned end 19:40.
  const show = [hard('19:00:00', 600), linked(300, '19:10:00'), hard('19:30:00', 600)];
  const at = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;

  it('plans starts across midnight and through TBD cues', () => {
    expect(plannedStarts(show)).toEqual([at(19, 0), at(19, 10), at(19, 30)]);
    expect(plannedStarts([hard('23:50:00', 600), hard('00:00:00', 60), hard('TBD', 60)])).toEqual([at(23, 50), at(24, 0), at(24, 1)]);
    expect(plannedStarts([hard('TBD', 60), hard('10:00:00', 60)])).toEqual([null, at(10, 0)]);
  });
  it('is on time before the start and while running to plan', () => {
    expect(projectShow(show, { index: 0, status: 'idle', elapsed: 0 }, at(18, 0))).toEqual({
      plannedEnd: at(19, 40),
      projectedEnd: at(19, 40),
      overUnder: 0,
    });
    expect(projectShow(show, { index: 0, status: 'go', elapsed: 120 }, at(19, 2))?.overUnder).toBe(0);
  });
  it('a late cue pushes linked cues; a hard start absorbs the delay when there is room', () => {
    // Cue 2 started 4 minutes late and runs 5: ends 19:19, cue 3 still waits for 19:30.
    expect(projectShow(show, { index: 1, status: 'go', elapsed: 60 }, at(19, 15))?.overUnder).toBe(0);
    // Cue 1 ran 25 minutes over: cue 2 ends 19:40, cue 3 starts then and ends 19:50.
    const late = projectShow(show, { index: 0, status: 'go', elapsed: 35 * 60 }, at(19, 35));
    expect(late).toEqual({ plannedEnd: at(19, 40), projectedEnd: at(19, 50), overUnder: 600 });
  });
  it('is under when cues are cut short and everything is linked', () => {
    const allLinked = [hard('19:00:00', 600), linked(600, '19:10:00')];
    expect(projectShow(allLinked, { index: 1, status: 'go', elapsed: 0 }, at(19, 5))?.overUnder).toBe(-300);
  });
  it('a held cue ends its remaining time after now; a cue not started yet waits for now', () => {
    expect(projectShow(show, { index: 2, status: 'hold', elapsed: 300 }, at(19, 45))?.projectedEnd).toBe(at(19, 50));
    expect(projectShow(show, { index: 2, status: 'hold', elapsed: 0 }, at(19, 45))?.overUnder).toBe(900);
  });
  it('uses the clock reading of the show day past midnight', () => {
    const night = [hard('23:50:00', 600), linked(600, '00:00:00')];
    expect(projectShow(night, { index: 1, status: 'go', elapsed: 60 }, at(0, 1))?.overUnder).toBe(0);
  });
  it('has nothing to compare without a planned time', () => {
    expect(projectShow([hard('TBD', 60)], { index: 0, status: 'idle', elapsed: 0 }, 0)).toBeNull();
    expect(projectShow([], { index: 0, status: 'idle', elapsed: 0 }, 0)).toBeNull();
  });
});

describe('calendar dates', () => {
  it('accepts real dates from 1900 to 9999 only', () => {
    expect(parseCalendarDate('2026-03-20')).toEqual({ year: 2026, month: 3, day: 20 });
    expect(parseCalendarDate('2028-02-29')).not.toBeNull();
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '1899-12-31', '0000-01-01', '2026-3-20', '20260320'])
      expect(parseCalendarDate(bad)).toBeNull();
    expect(calendarDateProblem('2026-02-30')).toBe('2026-02-30 is not a date that exists');
    expect(calendarDateProblem('1850-01-01')).toBe('The year must be between 1900 and 9999');
    expect(calendarDateProblem('March 20')).toBe('Date must be a calendar date YYYY-MM-DD');
  });
  it('keeps the date part of a date-time as written', () => {
    expect(calendarDatePart('2026-03-20T23:30:00-08:00')).toBe('2026-03-20');
    expect(calendarDatePart(' 2026-03-20 ')).toBe('2026-03-20');
  });
  it('turns a stored local midnight back into the day that was picked (migration 003)', () => {
    expect(calendarDateFromLegacy('2026-03-19T23:00:00.000Z')).toBe('2026-03-20'); // Berlin
    expect(calendarDateFromLegacy('2026-03-20T07:00:00.000Z')).toBe('2026-03-20'); // Los Angeles
    expect(calendarDateFromLegacy('2026-03-19T18:30:00.000Z')).toBe('2026-03-20'); // Kolkata
    expect(calendarDateFromLegacy('2026-03-20T00:00:00.000Z')).toBe('2026-03-20');
    expect(calendarDateFromLegacy('2026-03-20T15:42:17.123Z')).toBe('2026-03-20'); // "now" at creation
    expect(calendarDateFromLegacy('2026-03-20')).toBe('2026-03-20');
    expect(calendarDateFromLegacy('garbage')).toBeNull();
  });
  it('shows the picked day in any time zone and locale', () => {
    expect(localDateOf('2026-03-20')?.getDate()).toBe(20);
    expect(localDateOf('2026-02-30')).toBeNull();
    expect(calendarDateOf(new Date(2026, 2, 20, 23, 59))).toBe('2026-03-20');
    expect(formatCalendarDate('2026-03-20', 'en-US')).toBe('March 20, 2026');
    expect(formatCalendarDate('2026-03-20', 'en-GB')).toBe('20 March 2026');
    expect(formatCalendarDate('not a date', 'en-US')).toBe('not a date');
  });
});

describe('schemas', () => {
  it('refuses impossible event dates and years out of range with a message', () => {
    expect(eventInputSchema.parse({ name: 'A', date: '2026-03-20T00:00:00.000Z' }).date).toBe('2026-03-20');
    for (const date of ['2026-02-30', '1899-01-01', '10000-01-01', 'soon']) {
      const r = eventInputSchema.safeParse({ name: 'A', date });
      expect(r.success).toBe(false);
    }
    expect(eventPatchSchema.safeParse({ date: '2026-02-29' }).success).toBe(false);
  });
  it('limits cue numbers and reads time modes', () => {
    expect(cueCreateSchema.safeParse({ eventId: 1, action: 'A', number: 5001 }).success).toBe(false);
    expect(cuePatchSchema.safeParse({ timeMode: 'floating' }).success).toBe(false);
    expect(cuePatchSchema.parse({ timeMode: 'linked' })).toEqual({ timeMode: 'linked' });
  });
  it('reads a cue copied before time modes existed as a hard start', () => {
    const old = { id: 1, eventId: 1, number: 1, time: '19:00:00', action: 'A', notes: null, duration: 60, colorMark: '' };
    expect(cueSchema.parse(old).timeMode).toBe('hard');
  });
});
