import { describe, expect, it } from 'vitest';
import { rowLiveClasses, rowMark } from './LiveCueMarks';

describe('row colours', () => {
  it('gives a running cue past its duration its own class, not the running one', () => {
    expect(rowLiveClasses('go', false)).toBe('row-live-go');
    expect(rowLiveClasses('go', true)).toBe('row-live-over');
    // Over time belongs to a running cue only.
    expect(rowLiveClasses('hold', true)).toBe('row-live-hold');
    expect(rowLiveClasses('standby', true)).toBe('row-live-standby');
  });

  it('tints a row with its Row colour, and ignores anything that is not a colour', () => {
    expect(rowMark('#EF4444')).toEqual({ className: 'row-marked', style: { '--row-mark': '#EF4444' } });
    expect(rowMark('red')).toMatchObject({ className: 'row-marked' });
    expect(rowMark('')).toBeNull();
    expect(rowMark('  ')).toBeNull();
    expect(rowMark('red; background: url(x)')).toBeNull();
  });
});
