import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advancesAtEnd, cueStartedAtMs, timeOfDayEndMs, timerEndMs, timerReadout, type CueTimerState } from './cueTimer.js';

const at = (iso: string) => Date.parse(iso);
const countdown: CueTimerState = { type: 'countdown', endAction: 'overrun', endsAt: null };

describe('timeOfDayEndMs', () => {
  it('ends at the clock time in the zone, later the same day', () => {
    // 14:00 in Berlin in summer is 12:00 UTC; 14:30 there is 12:30 UTC.
    expect(timeOfDayEndMs('14:30:00', at('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-07-01T12:30:00Z'));
  });
  it('past midnight: a cue gone at 23:50 that ends at 00:10 ends the next day', () => {
    expect(timeOfDayEndMs('00:10', at('2026-07-01T23:50:00Z'), 'UTC')).toBe(at('2026-07-02T00:10:00Z'));
  });
  it('gone late: the time already passed today is over time, not tomorrow', () => {
    expect(timeOfDayEndMs('14:30:00', at('2026-07-01T14:40:00Z'), 'UTC')).toBe(at('2026-07-01T14:30:00Z'));
  });
  it('on a daylight-saving day the end is the clock time after the change', () => {
    // Berlin moves from 02:00 CET to 03:00 CEST on 29 March 2026: 14:30 there is 12:30 UTC.
    expect(timeOfDayEndMs('14:30', at('2026-03-29T10:00:00Z'), 'Europe/Berlin')).toBe(at('2026-03-29T12:30:00Z'));
    // And back on 25 October 2026: 14:30 CET is 13:30 UTC.
    expect(timeOfDayEndMs('14:30', at('2026-10-25T11:00:00Z'), 'Europe/Berlin')).toBe(at('2026-10-25T13:30:00Z'));
  });
  it('an unreadable time has no end', () => {
    expect(timeOfDayEndMs('25:00', at('2026-07-01T14:40:00Z'), 'UTC')).toBeNull();
  });
  it('property: the end is within 12 h of the start and falls on the clock time in the zone', () => {
    const zones = fc.constantFrom('UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Sydney');
    fc.assert(
      fc.property(
        fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        zones,
        (start, h, m, zone) => {
          const end = timeOfDayEndMs(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`, start, zone);
          expect(end).not.toBeNull();
          // 12 h and a daylight-saving hour at most.
          expect(Math.abs(end! - start)).toBeLessThanOrEqual(13 * 3600 * 1000);
          const shown = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
            end!,
          );
          // On the two daylight-saving days a clock time may not exist or exist twice: an hour either way.
          const [sh = 0, sm = 0] = shown.split(':').map(Number);
          const diff = Math.abs(sh * 60 + sm - (h * 60 + m));
          expect(diff === 0 || diff === 60 || diff === 23 * 60).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('timerEndMs', () => {
  const go = { status: 'go' as const, elapsedBase: 10, runningSince: 1_000_000 };
  it('count-down and count-up end at the duration, counting what already ran', () => {
    expect(timerEndMs(go, countdown, 60)).toBe(1_000_000 + 50_000);
    expect(timerEndMs(go, { ...countdown, type: 'countup' }, 60)).toBe(1_000_000 + 50_000);
  });
  it('no timer, an instant cue and a held cue never end by themselves', () => {
    expect(timerEndMs(go, { ...countdown, type: 'none' }, 60)).toBeNull();
    expect(timerEndMs(go, countdown, 0)).toBeNull();
    expect(timerEndMs({ ...go, status: 'hold', runningSince: null }, countdown, 60)).toBeNull();
  });
  it('a time-of-day cue ends at its end time', () => {
    expect(timerEndMs(go, { type: 'timeOfDay', endAction: 'stop', endsAt: 5_000_000 }, 60)).toBe(5_000_000);
  });
});

describe('advancesAtEnd', () => {
  it('next always, overrun with auto-advance, stop never', () => {
    expect([
      advancesAtEnd('next', false),
      advancesAtEnd('overrun', true),
      advancesAtEnd('overrun', false),
      advancesAtEnd('stop', true),
    ]).toEqual([true, true, false, false]);
  });
});

describe('timerReadout', () => {
  it('count-down shows what is left, then over time', () => {
    expect(timerReadout(countdown, 60, 20, 0, 0)).toMatchObject({ direction: 'down', shown: 40, remaining: 40, over: 0 });
    expect(timerReadout(countdown, 60, 75, 0, 0)).toMatchObject({ shown: 0, remaining: 0, over: 15, stopped: false });
  });
  it('count-up shows what has run and keeps counting over time', () => {
    expect(timerReadout({ ...countdown, type: 'countup' }, 60, 20, 0, 0)).toMatchObject({ direction: 'up', shown: 20, remaining: 40 });
    expect(timerReadout({ ...countdown, type: 'countup' }, 60, 75, 0, 0)).toMatchObject({ shown: 75, over: 15 });
  });
  it('stop at zero: count-down holds 0, count-up holds the duration, never over time', () => {
    expect(timerReadout({ ...countdown, endAction: 'stop' }, 60, 75, 0, 0)).toMatchObject({ shown: 0, over: 0, stopped: true });
    expect(timerReadout({ type: 'countup', endAction: 'stop', endsAt: null }, 60, 75, 0, 0)).toMatchObject({
      shown: 60,
      over: 0,
      stopped: true,
    });
  });
  it('time of day counts to the end time from the server clock, whatever has run', () => {
    const timer: CueTimerState = { type: 'timeOfDay', endAction: 'overrun', endsAt: 100_000 };
    expect(timerReadout(timer, 60, 5, 40_000, 10_000)).toMatchObject({ shown: 60, remaining: 60, length: 90 });
    expect(timerReadout(timer, 60, 5, 130_000, 10_000)).toMatchObject({ shown: 0, over: 30 });
  });
  it('no timer shows nothing and is never over', () => {
    expect(timerReadout({ ...countdown, type: 'none' }, 60, 500, 0, 0)).toMatchObject({ direction: 'none', over: 0, remaining: 0 });
  });
  it('property: count-down shown + elapsed is the duration until the end, and over is what ran past it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_000 }), fc.integer({ min: 0, max: 72_000 }), (duration, elapsed) => {
        const r = timerReadout(countdown, duration, elapsed, 0, 0);
        expect(r.shown + Math.min(elapsed, duration)).toBe(duration);
        expect(r.over).toBe(Math.max(0, elapsed - duration));
        expect(r.remaining === 0 || r.over === 0).toBe(true);
      }),
    );
  });
  it('cueStartedAtMs counts back what already ran', () => {
    expect(cueStartedAtMs({ status: 'go', elapsedBase: 5, runningSince: 20_000 }, 99_000)).toBe(15_000);
    expect(cueStartedAtMs({ status: 'hold', elapsedBase: 5, runningSince: null }, 99_000)).toBe(94_000);
  });
});
