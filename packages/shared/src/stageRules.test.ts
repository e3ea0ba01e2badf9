import { describe, expect, it } from 'vitest';
import { cueThresholds, wrapUpLevel } from './stageRules.js';

const t = { warningSeconds: 120, dangerSeconds: 30 };

describe('wrap-up colours of the stage timer', () => {
  it('turns amber at the second the timer reads the warning, red at the danger, then over', () => {
    expect(wrapUpLevel({ remaining: 121, over: 0, instant: false }, t)).toBe('normal');
    expect(wrapUpLevel({ remaining: 120, over: 0, instant: false }, t)).toBe('warning');
    expect(wrapUpLevel({ remaining: 31, over: 0, instant: false }, t)).toBe('warning');
    expect(wrapUpLevel({ remaining: 30, over: 0, instant: false }, t)).toBe('danger');
    expect(wrapUpLevel({ remaining: 0, over: 0, instant: false }, t)).toBe('danger');
    expect(wrapUpLevel({ remaining: 0, over: 1, instant: false }, t)).toBe('over');
  });

  it('leaves an instant cue normal and lets a cue override either threshold', () => {
    expect(wrapUpLevel({ remaining: 0, over: 0, instant: true }, t)).toBe('normal');
    expect(cueThresholds(t, { warningSeconds: 300, dangerSeconds: null })).toEqual({ warningSeconds: 300, dangerSeconds: 30 });
    expect(cueThresholds(t, null)).toEqual(t);
  });
});
