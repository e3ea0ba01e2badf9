import { describe, expect, it } from 'vitest';
import { controlState, controlStateAfter, controlStateSchema, type ControlCue } from './control.js';
import type { CueStatus } from './cueStatus.js';

const cues: ControlCue[] = [
  { id: 11, number: 1, action: 'Doors', duration: 90 },
  { id: 12, number: 2, action: 'Welcome', duration: 0 },
  { id: 13, number: 3, action: 'Keynote', duration: null },
];
const status = (s: Partial<CueStatus>): CueStatus => ({
  eventId: 1,
  currentCueId: 11,
  status: 'idle',
  elapsedTime: 0,
  runningSince: null,
  serverTime: 0,
  version: 1,
  autoAdvance: false,
  display: null,
  ...s,
});
const none = { standby: false, ready: 0, total: 2, allReady: false };

describe('control state', () => {
  it('follows a status frame over the rundown it was read with: current, next, remaining, over-time', () => {
    const first = controlState(status({}), cues, none);
    expect(controlStateSchema.parse(first)).toEqual(first);
    const go = controlStateAfter(first, status({ status: 'go', elapsedTime: 100, version: 2 }));
    expect(go).toMatchObject({ current: { number: 1 }, next: { number: 2 }, remaining: -10, overtime: true });
    const instant = controlStateAfter(go, status({ status: 'go', currentCueId: 12, elapsedTime: 5, version: 3 }));
    expect(instant).toMatchObject({ current: { action: 'Welcome' }, next: { number: 3 }, overtime: false });
    const last = controlStateAfter(instant, status({ status: 'hold', currentCueId: 13, version: 4 }));
    expect(last).toMatchObject({ next: null, remaining: 300, overtime: false });
  });

  it('readiness starts at none on a new STANDBY and clears when the standby ends', () => {
    const read = controlState(status({ status: 'standby' }), cues, { standby: true, ready: 1, total: 2, allReady: false });
    expect(controlStateAfter(read, status({ status: 'standby', version: 2 })).ready).toEqual(read.ready);
    expect(controlStateAfter(read, status({ status: 'standby', currentCueId: 12, version: 3 })).ready).toEqual({
      standby: true,
      ready: 0,
      total: 2,
      allReady: false,
    });
    expect(controlStateAfter(read, status({ status: 'go', version: 3 })).ready).toEqual(none);
  });

  it('refuses what is not a control state', () => {
    expect(controlStateSchema.safeParse({ status: { status: 'go' } }).success).toBe(false);
    expect(controlStateSchema.safeParse('<html>').success).toBe(false);
  });
});
