import { describe, expect, it } from 'vitest';
import {
  clockTimeFromSeconds,
  clockTimeOf,
  durationForEditing,
  durationFromUnit,
  elapsedAt,
  formatHms,
  formatMinutesSeconds,
  formatSignedHms,
  nextCueTime,
  normalizeCueTime,
  parseClockTime,
  parseDurationInput,
  remainingSeconds,
  secondsOfDay,
  trialDaysRemaining,
} from './time.js';

describe('time formatting', () => {
  it('shows a moment as 24-hour local HH:MM:SS, never AM/PM (TZ is UTC in the tests)', () => {
    expect(clockTimeOf(new Date('2026-11-25T18:04:07Z'))).toBe('18:04:07');
    expect(clockTimeOf(new Date('2026-11-25T00:00:00Z'))).toBe('00:00:00');
    expect(clockTimeOf(new Date('2026-11-25T12:30:00Z'))).toBe('12:30:00');
  });
  it('pads HH:MM:SS and clamps negatives', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(100 * 3600)).toBe('100:00:00');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(12.9)).toBe('00:00:12');
  });
  it('signs over/under values', () => {
    expect(formatSignedHms(-65)).toBe('-00:01:05');
    expect(formatSignedHms(30)).toBe('+00:00:30');
  });
  it('shows minutes:seconds for the simple rundown', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(125)).toBe('2:05');
    expect(formatMinutesSeconds(3600)).toBe('60:00');
  });
});

describe('cue times', () => {
  it('parses HH:MM and HH:MM:SS within a day', () => {
    expect(parseClockTime('09:30')).toBe(9 * 3600 + 30 * 60);
    expect(parseClockTime(' 23:59:59 ')).toBe(86399);
    expect(parseClockTime('7:05:00')).toBe(7 * 3600 + 300);
    for (const bad of ['24:00:00', '12:60:00', '12:00:60', 'noon', '', '12', '1:2:3']) expect(parseClockTime(bad)).toBeNull();
  });
  it('normalises for storage, TBD for empty', () => {
    expect(normalizeCueTime('9:05')).toBe('09:05:00');
    expect(normalizeCueTime('')).toBe('TBD');
    expect(normalizeCueTime(null)).toBe('TBD');
    expect(normalizeCueTime('tbd')).toBe('TBD');
    expect(normalizeCueTime('25:00:00')).toBeNull();
  });
  it('wraps clock times past midnight', () => {
    expect(clockTimeFromSeconds(86400 + 60)).toBe('00:01:00');
    expect(clockTimeFromSeconds(-60)).toBe('23:59:00');
  });
  it('gives a new cue the last cue time plus its duration, else the clock', () => {
    expect(nextCueTime({ time: '09:00:00', duration: 300 }, 0)).toBe('09:05:00');
    // No duration: the hidden 5:00 countdown, as linked times count it.
    expect(nextCueTime({ time: '09:00:00', duration: null }, 0)).toBe('09:05:00');
    expect(nextCueTime({ time: '09:00:00', duration: 0 }, 0)).toBe('09:00:00');
    expect(nextCueTime({ time: 'TBD', duration: 300 }, 3600)).toBe('01:00:00');
    expect(nextCueTime(undefined, 45296)).toBe('12:34:56');
    expect(nextCueTime({ time: '23:58:00', duration: 300 }, 0)).toBe('00:03:00');
  });
  it('reads the local time of day', () => {
    expect(secondsOfDay(new Date(2026, 0, 1, 1, 2, 3))).toBe(3723);
  });
});

describe('durations', () => {
  it('parses hh:mm:ss, mm:ss, seconds and --:--:--', () => {
    expect(parseDurationInput('01:00:00')).toBe(3600);
    expect(parseDurationInput('2:30')).toBe(150);
    expect(parseDurationInput('90')).toBe(90);
    expect(parseDurationInput('--:--:--')).toBe(0);
    expect(parseDurationInput(' ')).toBe(0);
    for (const bad of ['abc', '1:2:3:4', '-5', '1.5', '00:75', '1:60:00']) expect(parseDurationInput(bad)).toBeNull();
  });
  it('converts minutes and shows whole minutes when editing', () => {
    expect(durationFromUnit(5, 'minutes')).toBe(300);
    expect(durationFromUnit(45, 'seconds')).toBe(45);
    expect(durationForEditing(300)).toEqual({ amount: 5, unit: 'minutes' });
    expect(durationForEditing(59)).toEqual({ amount: 59, unit: 'seconds' });
    expect(durationForEditing(90)).toEqual({ amount: 90, unit: 'seconds' });
  });
});

describe('server-owned elapsed time', () => {
  const t0 = 1_000_000;
  it('counts whole seconds since runningSince while go', () => {
    expect(elapsedAt({ status: 'go', elapsedBase: 0, runningSince: t0 }, t0 + 2999)).toBe(2);
    expect(elapsedAt({ status: 'go', elapsedBase: 10, runningSince: t0 }, t0 + 5000)).toBe(15);
    expect(elapsedAt({ status: 'go', elapsedBase: 0, runningSince: t0 }, t0 - 500)).toBe(0);
  });
  it('keeps the base while not running', () => {
    expect(elapsedAt({ status: 'hold', elapsedBase: 42, runningSince: null }, t0)).toBe(42);
    expect(elapsedAt({ status: 'standby', elapsedBase: 7, runningSince: t0 }, t0 + 9000)).toBe(7);
  });
  it('computes remaining time with the 300 s default, floored at 0', () => {
    expect(remainingSeconds(60, 15)).toBe(45);
    expect(remainingSeconds(null, 0)).toBe(300);
    expect(remainingSeconds(undefined, 100)).toBe(200);
    expect(remainingSeconds(60, 90)).toBe(0);
  });
});

describe('trial', () => {
  it('rounds days remaining up and goes to zero or below when expired', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(trialDaysRemaining('2026-11-23T09:00:00Z', now)).toBe(1);
    expect(trialDaysRemaining('2026-11-25T10:00:00Z', now)).toBe(3);
    expect(trialDaysRemaining('2026-11-22T10:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining('2026-11-20T10:00:00Z', now)).toBeLessThan(0);
  });
});
