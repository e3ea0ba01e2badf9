import { describe, expect, it } from 'vitest';
import { SWEEP_MAX_WAIT_MS, SWEEP_MIN_WAIT_MS, sweepDelay } from './sessionSweep.js';

describe('sweepDelay', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');

  it('wakes when the next session ends, so its sockets close on time', () => {
    expect(sweepDelay(now, '2026-11-22T10:00:07.500Z')).toBe(7_500);
  });

  it('sleeps at most a minute (a session made meanwhile by another process), and never spins', () => {
    expect(sweepDelay(now, undefined)).toBe(SWEEP_MAX_WAIT_MS);
    expect(sweepDelay(now, '2026-12-22T10:00:00.000Z')).toBe(SWEEP_MAX_WAIT_MS);
    expect(sweepDelay(now, '2026-11-22T10:00:00.010Z')).toBe(SWEEP_MIN_WAIT_MS);
    expect(sweepDelay(now, '2026-11-22T09:59:59.000Z')).toBe(SWEEP_MAX_WAIT_MS);
    expect(sweepDelay(now, 'not a time')).toBe(SWEEP_MAX_WAIT_MS);
  });
});
