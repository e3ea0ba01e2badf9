/** The timer variables (docs/decisions/0033-cue-timer-types-and-aux-timers.md) as pure functions of the control state. */
import { describe, expect, it } from 'vitest';
import { controlState, type CueStatus } from '@showcaller/shared';
import { variables } from './variables.js';

const T0 = 1_800_000_000_000;
const cues = [
  { id: 1, number: 1, action: 'Speech', duration: 60 },
  { id: 2, number: 2, action: 'Close', duration: 30 },
];
const ready = { standby: false, ready: 0, total: 0, allReady: false };
const going = (timer: CueStatus['timer']): CueStatus => ({
  eventId: 1,
  currentCueId: 1,
  status: 'go',
  elapsedTime: 0,
  runningSince: T0,
  serverTime: T0,
  version: 2,
  autoAdvance: false,
  display: null,
  ...(timer ? { timer } : {}),
});
const at = (timer: CueStatus['timer'], seconds: number) => variables(controlState(going(timer), cues, ready), T0, T0 + seconds * 1000);

describe('timer variables', () => {
  it('a count-down counts down and over; its type is named', () => {
    expect(at(undefined, 20)).toMatchObject({ remaining: '0:40', timer: '0:40', timer_type: 'countdown' });
    expect(at(undefined, 70)).toMatchObject({ remaining: '-0:10', timer: '-0:10' });
  });
  it('a count-up shows the time run, and a stop timer holds at its end', () => {
    expect(at({ type: 'countup', endAction: 'overrun', endsAt: null }, 20)).toMatchObject({
      remaining: '0:40',
      timer: '0:20',
      timer_type: 'countup',
    });
    expect(at({ type: 'countup', endAction: 'stop', endsAt: null }, 90)).toMatchObject({ remaining: '0:00', timer: '1:00' });
    expect(at({ type: 'countdown', endAction: 'stop', endsAt: null }, 90)).toMatchObject({ remaining: '0:00', timer: '0:00' });
  });
  it('a time-of-day cue counts to its end time; no timer shows nothing', () => {
    expect(at({ type: 'timeOfDay', endAction: 'overrun', endsAt: T0 + 600_000 }, 100)).toMatchObject({ remaining: '8:20', timer: '8:20' });
    expect(at({ type: 'none', endAction: 'overrun', endsAt: null }, 100)).toMatchObject({ remaining: '', timer: '', timer_type: 'none' });
  });
});
