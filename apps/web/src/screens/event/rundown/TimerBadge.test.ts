import { describe, expect, it } from 'vitest';
import { timerSummary } from './TimerBadge';

describe('timerSummary', () => {
  it('says nothing for a plain count-down and names every other timer and end', () => {
    const cue = { timerType: 'countdown', endAction: 'overrun', endTime: null } as const;
    expect(timerSummary(cue)).toBeNull();
    expect(timerSummary({ ...cue, endAction: 'stop' })).toBe('stops at 0');
    expect(timerSummary({ ...cue, timerType: 'countup', endAction: 'next' })).toBe('Counts up · then next cue');
    expect(timerSummary({ timerType: 'timeOfDay', endAction: 'overrun', endTime: '14:30:00' })).toBe('Ends 14:30');
    // No timer never ends, so its end action is not shown.
    expect(timerSummary({ ...cue, timerType: 'none', endAction: 'next' })).toBe('No timer');
  });
});
