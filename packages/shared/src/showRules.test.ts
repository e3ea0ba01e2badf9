import { describe, expect, it } from 'vitest';
import { currentAndNextCue, currentCueIndex } from './showRules.js';

const cues = [{ id: 11 }, { id: 12 }, { id: 13 }];

describe('the current cue (spec 2 §4)', () => {
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
