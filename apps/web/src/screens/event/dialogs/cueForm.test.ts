import { describe, expect, it } from 'vitest';
import { makeCue } from '../test/fixtures';
import { editCueValues, newCueValues, readCueForm, TIME_REQUIRED, type CueFormValues } from './cueForm';

const blank: CueFormValues = { time: '', action: '', durationAmount: '', durationUnit: 'seconds', notes: '', colorMark: '' };

describe('cue form, by dialog', () => {
  it('starts a new action after the last cue, and a new detail-page cue empty', () => {
    const cues = [makeCue(1, 1, { time: '19:00:00', duration: 90 })];
    expect(newCueValues('action', cues, new Date()).time).toBe('19:01:30');
    expect(newCueValues('cue', cues, new Date())).toEqual(blank);
  });

  it('edits in minutes with TBD as empty on the show screen, as stored on the detail page', () => {
    const cue = makeCue(1, 1, { time: 'TBD', duration: 120, notes: 'Go' });
    expect(editCueValues('action', cue)).toMatchObject({ time: '', durationAmount: '2', durationUnit: 'minutes', notes: 'Go' });
    expect(editCueValues('cue', cue)).toMatchObject({ time: 'TBD', durationAmount: '120', durationUnit: 'seconds', notes: 'Go' });
  });

  it('New Action: an empty time is TBD, minutes become seconds, the action is required', () => {
    expect(readCueForm('action', blank)).toEqual({ ok: false, errors: { action: 'Action name is required' } });
    expect(
      readCueForm('action', { ...blank, action: ' Band ', durationAmount: '2', durationUnit: 'minutes', colorMark: '#800080' }),
    ).toEqual({
      ok: true,
      value: { time: 'TBD', action: 'Band', duration: 120, notes: null, colorMark: '#800080' },
    });
  });

  it('Add Cue: time and action required, the server rules for time and duration', () => {
    expect(readCueForm('cue', blank)).toEqual({ ok: false, errors: { time: TIME_REQUIRED, action: 'Action name is required' } });
    const bad = readCueForm('cue', { ...blank, time: '25:00', durationAmount: '-5', action: 'Doors' });
    expect(bad).toEqual({ ok: false, errors: { time: 'Time must be HH:MM:SS or TBD', duration: 'Duration cannot be negative' } });
    expect(readCueForm('cue', { ...blank, time: '9:00', durationAmount: '300', action: 'Doors open', notes: ' ' })).toEqual({
      ok: true,
      value: { time: '09:00:00', duration: 300, action: 'Doors open', notes: null, colorMark: '' },
    });
    expect(readCueForm('cue', { ...blank, time: 'tbd', action: 'Later' })).toMatchObject({
      ok: true,
      value: { time: 'TBD', duration: null },
    });
  });
});
