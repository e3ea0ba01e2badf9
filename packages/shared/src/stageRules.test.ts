import { describe, expect, it } from 'vitest';
import { cueThresholds, wrapUpLevel, type WrapUpTiming } from './stageRules.js';

const t = { warningSeconds: 120, dangerSeconds: 30 };
/** A running 5-minute cue at `remaining` (and `over`) seconds. */
const at = (remaining: number, over = 0, more: Partial<WrapUpTiming> = {}): WrapUpTiming => ({
  remaining,
  over,
  duration: 300,
  instant: false,
  running: true,
  ...more,
});

describe('wrap-up colours of the stage timer', () => {
  it('turns amber at the second the timer reads the warning, red at the danger, then over', () => {
    expect(wrapUpLevel(at(121), t)).toBe('normal');
    expect(wrapUpLevel(at(120), t)).toBe('warning');
    expect(wrapUpLevel(at(31), t)).toBe('warning');
    expect(wrapUpLevel(at(30), t)).toBe('danger');
    expect(wrapUpLevel(at(0), t)).toBe('danger');
    expect(wrapUpLevel(at(0, 1), t)).toBe('over');
  });

  it('leaves an instant cue normal and lets a cue override either threshold', () => {
    expect(wrapUpLevel(at(0, 0, { instant: true, duration: 0 }), t)).toBe('normal');
    expect(cueThresholds(t, { warningSeconds: 300, dangerSeconds: null })).toEqual({ warningSeconds: 300, dangerSeconds: 30 });
    expect(cueThresholds(t, null)).toEqual(t);
  });

  it('shows no colour unless the cue runs: standby, hold and a cue not started stay normal', () => {
    for (const [remaining, over] of [
      [20, 0],
      [0, 0],
      [0, 42],
    ] as const) {
      expect(wrapUpLevel(at(remaining, over, { running: false }), t)).toBe('normal');
    }
  });

  it('starts a cue shorter than the thresholds neutral: a colour needs the timer to cross its threshold after the start', () => {
    const short = (remaining: number, over = 0) => at(remaining, over, { duration: 20 });
    expect(wrapUpLevel(short(20), t)).toBe('normal');
    expect(wrapUpLevel(short(1), t)).toBe('normal');
    expect(wrapUpLevel(short(0), t)).toBe('normal');
    expect(wrapUpLevel(short(0, 1), t)).toBe('over');
    // A 60 s cue starts under the amber 2:00 but above the red 0:30: neutral, then red, never amber.
    const minute = (remaining: number) => at(remaining, 0, { duration: 60 });
    expect(wrapUpLevel(minute(60), t)).toBe('normal');
    expect(wrapUpLevel(minute(31), t)).toBe('normal');
    expect(wrapUpLevel(minute(30), t)).toBe('danger');
    // A cue that starts exactly at a threshold does not cross it.
    expect(wrapUpLevel(at(120, 0, { duration: 120 }), t)).toBe('normal');
    expect(wrapUpLevel(at(119, 0, { duration: 120 }), t)).toBe('normal');
    // A 20 s cue with its own red at 0:10 turns red at 0:10.
    expect(wrapUpLevel(short(11), { warningSeconds: 120, dangerSeconds: 10 })).toBe('normal');
    expect(wrapUpLevel(short(10), { warningSeconds: 120, dangerSeconds: 10 })).toBe('danger');
  });
});
