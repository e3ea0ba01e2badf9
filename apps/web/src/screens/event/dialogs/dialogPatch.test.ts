import { describe, expect, it } from 'vitest';
import { makeCue } from '../test/fixtures';
import { dialogPatch } from './useSaveAction';

describe('an Edit dialog sends only what it changed, with what it opened with', () => {
  const opened = makeCue(3, 3, { time: '19:10:00', action: 'Welcome', notes: null, duration: 300, colorMark: '' });
  const same = { time: '19:10:00', action: 'Welcome', notes: null, duration: 300, colorMark: '' };

  it('sends the changed fields with their base, and nothing for an unchanged form', () => {
    expect(dialogPatch(opened, { ...same, action: 'Welcome speech', notes: 'Lectern' })).toEqual({
      action: 'Welcome speech',
      notes: 'Lectern',
      base: { action: 'Welcome', notes: null },
    });
    expect(dialogPatch(opened, same)).toEqual({});
    // Empty notes are no notes; a colour in lower case is the same colour.
    expect(dialogPatch({ ...opened, colorMark: '#FF69B4' }, { ...same, notes: '', colorMark: '#ff69b4' })).toEqual({});
  });

  it('after a refusal, compares the fields changed here with the values saved since, and leaves the others alone', () => {
    const since = { ...opened, action: 'Welcome (short)', notes: 'Their note' };
    expect(dialogPatch(opened, { ...same, action: 'Welcome speech' }, since)).toEqual({
      action: 'Welcome speech',
      base: { action: 'Welcome (short)' },
    });
  });

  it('sends a changed time mode without a base (it is not a cell)', () => {
    expect(dialogPatch(opened, { ...same, timeMode: 'linked' })).toEqual({ timeMode: 'linked' });
  });
});
