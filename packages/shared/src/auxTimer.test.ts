import { describe, expect, it } from 'vitest';
import { applyAuxCommand, auxClockText, auxTimerReadout, resolveAuxCommand, type AuxTimerClock } from './auxTimer.js';

const down = (over: Partial<AuxTimerClock> = {}): AuxTimerClock => ({
  direction: 'down',
  durationMs: 300_000,
  elapsedMs: 0,
  runningSince: null,
  ...over,
});

describe('auxTimerReadout', () => {
  it('shows a stopped count-down at its full length', () => {
    expect(auxTimerReadout(down(), 1_000)).toEqual({ seconds: 300, over: false, running: false, text: '5:00' });
  });

  it('rounds a running count-down up, reaches 0:00 at its end and then counts over, negative', () => {
    const t = down({ runningSince: 10_000 });
    expect(auxTimerReadout(t, 10_000).text).toBe('5:00');
    expect(auxTimerReadout(t, 10_400).text).toBe('5:00');
    expect(auxTimerReadout(t, 11_000).text).toBe('4:59');
    expect(auxTimerReadout(t, 310_000)).toMatchObject({ seconds: 0, over: false, text: '0:00' });
    expect(auxTimerReadout(t, 310_500)).toMatchObject({ seconds: 0, over: false, text: '0:00' });
    expect(auxTimerReadout(t, 311_000)).toMatchObject({ seconds: -1, over: true, text: '-0:01' });
    expect(auxTimerReadout(t, 310_000 + 3_725_000)).toMatchObject({ over: true, text: '-1:02:05' });
  });

  it('adds the time gathered before a pause to the running time', () => {
    const t = down({ elapsedMs: 60_000, runningSince: 100_000 });
    expect(auxTimerReadout(t, 130_000).text).toBe('3:30');
  });

  it('counts up in whole seconds run and is never over', () => {
    const t: AuxTimerClock = { direction: 'up', durationMs: 0, elapsedMs: 59_999, runningSince: 5_000 };
    expect(auxTimerReadout(t, 5_000)).toEqual({ seconds: 59, over: false, running: true, text: '0:59' });
    expect(auxTimerReadout(t, 5_001).text).toBe('1:00');
    expect(auxTimerReadout(t, 5_000 + 3_600_000).text).toBe('1:00:59');
  });

  it('treats a screen clock a little behind the start as no time run', () => {
    expect(auxTimerReadout(down({ runningSince: 10_000 }), 9_000).text).toBe('5:00');
  });
});

describe('applyAuxCommand', () => {
  it('starts a stopped timer and ignores a second start', () => {
    const started = applyAuxCommand(down(), 'start', 50);
    expect(started).toEqual(down({ runningSince: 50 }));
    expect(applyAuxCommand(started!, 'start', 90)).toBeNull();
  });

  it('pauses by keeping the time run', () => {
    expect(applyAuxCommand(down({ elapsedMs: 1_000, runningSince: 10_000 }), 'pause', 12_500)).toEqual(down({ elapsedMs: 3_500 }));
    expect(applyAuxCommand(down(), 'pause', 1)).toBeNull();
  });

  it('resets to the start, stopped; a timer already there changes nothing', () => {
    expect(applyAuxCommand(down({ elapsedMs: 9_000, runningSince: 3 }), 'reset', 10)).toEqual(down());
    expect(applyAuxCommand(down(), 'reset', 10)).toBeNull();
  });

  it('sets a count-down to a new length from now, and a count-up to a value, running or not', () => {
    expect(applyAuxCommand(down({ elapsedMs: 9_000, runningSince: 3 }), 'set', 10, 60_000)).toEqual(
      down({ durationMs: 60_000, runningSince: 10 }),
    );
    const up: AuxTimerClock = { direction: 'up', durationMs: 0, elapsedMs: 4_000, runningSince: null };
    expect(applyAuxCommand(up, 'set', 10, 90_000)).toEqual({ ...up, elapsedMs: 90_000 });
  });

  it('toggles by the running state', () => {
    expect(resolveAuxCommand({ runningSince: null }, 'toggle')).toBe('start');
    expect(resolveAuxCommand({ runningSince: 5 }, 'toggle')).toBe('pause');
    expect(resolveAuxCommand({ runningSince: 5 }, 'reset')).toBe('reset');
  });
});

describe('auxClockText', () => {
  it('writes m:ss under an hour and h:mm:ss from one', () => {
    expect(auxClockText(0)).toBe('0:00');
    expect(auxClockText(-61)).toBe('-1:01');
    expect(auxClockText(3600)).toBe('1:00:00');
  });
});
