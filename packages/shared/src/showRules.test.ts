import { describe, expect, it } from 'vitest';
import { currentAndNextCue, currentCueIndex, jumpNeedsConfirmation, showIsLive } from './showRules.js';

const cues = [{ id: 11 }, { id: 12 }, { id: 13 }];

describe('the current cue', () => {
  it("is the status's cue", () => {
    expect(currentCueIndex(cues, 12)).toBe(1);
    expect(currentAndNextCue(cues, 12)).toEqual({ current: { id: 12 }, next: { id: 13 }, index: 1 });
  });

  it('is the first cue without a status, or when the status names a cue that is gone', () => {
    expect(currentCueIndex(cues, null)).toBe(0);
    expect(currentCueIndex(cues, undefined)).toBe(0);
    expect(currentCueIndex(cues, 99)).toBe(0);
    expect(currentAndNextCue(cues, 99)).toEqual({ current: { id: 11 }, next: { id: 12 }, index: 0 });
  });

  it('has no next cue at the last cue, and nothing at all without cues', () => {
    expect(currentAndNextCue(cues, 13)).toEqual({ current: { id: 13 }, next: null, index: 2 });
    expect(currentCueIndex([], 12)).toBe(-1);
    expect(currentAndNextCue([], null)).toEqual({ current: null, next: null, index: -1 });
  });
});

describe('while a show is live', () => {
  const change = (status: 'idle' | 'standby' | 'go' | 'hold', standbyPressed = false, onFirstCue = false) => ({
    status,
    standbyPressed,
    onFirstCue,
  });
  it('starts with any GO and stays live through hold, next and refresh', () => {
    expect(showIsLive(false, change('go'))).toBe(true);
    expect(showIsLive(true, change('hold'))).toBe(true);
    expect(showIsLive(true, change('standby', false, true))).toBe(true); // a refresh of cue 1 is not a STANDBY press
    expect(showIsLive(true, change('standby', true, false))).toBe(true); // STANDBY of a later cue
  });
  it('ends with a STANDBY of the first cue, and a show never GO is not live', () => {
    expect(showIsLive(true, change('standby', true, true))).toBe(false);
    expect(showIsLive(false, change('hold'))).toBe(false);
    expect(showIsLive(false, change('standby', true, true))).toBe(false);
  });
  it('asks before a jump only while live and only to another cue', () => {
    expect(jumpNeedsConfirmation({ live: true }, 6, 1)).toBe(true);
    expect(jumpNeedsConfirmation({ live: true }, 6, 6)).toBe(false);
    expect(jumpNeedsConfirmation({ live: false }, 6, 1)).toBe(false);
    expect(jumpNeedsConfirmation({}, 6, 1)).toBe(false);
    expect(jumpNeedsConfirmation(null, 6, 1)).toBe(false);
  });
});
