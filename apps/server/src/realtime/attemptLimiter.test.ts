import { describe, expect, it } from 'vitest';
import { attemptLimiter } from './attemptLimiter.js';

describe('attemptLimiter', () => {
  it('allows perMinute attempts per key in a window, then refuses until the window has passed', () => {
    let now = 1_000;
    const limiter = attemptLimiter(3, () => now);
    expect([1, 2, 3, 4, 5].map(() => limiter.take('10.0.0.1'))).toEqual([true, true, true, false, false]);
    expect(limiter.take('10.0.0.2')).toBe(true);
    now += 59_999;
    expect(limiter.take('10.0.0.1')).toBe(false);
    now += 1;
    expect(limiter.take('10.0.0.1')).toBe(true);
  });

  it('forgets old windows when it holds many keys', () => {
    let now = 0;
    const limiter = attemptLimiter(1, () => now);
    for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
    now = 60_000;
    expect(limiter.take('k0')).toBe(true);
    expect(limiter.take('k0')).toBe(false);
  });
});
