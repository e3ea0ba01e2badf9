import { describe, expect, it } from 'vitest';
import { makeCue } from '../test/fixtures';
import {
  actionTooLong,
  editCueValues,
  linkedTime,
  newCueValues,
  notesTooLong,
  previousCue,
  readCueForm,
  timeRequired,
  type CueFormValues,
} from './cueForm';

const blank: CueFormValues = {
  time: '',
  timeMode: 'hard',
  action: '',
  durationAmount: '',
  durationUnit: 'seconds',
  notes: '',
  colorMark: '',
};

describe('cue form, by dialog', () => {
  it('starts a new action after the last cue, and a new detail-page cue empty', () => {
    const cues = [makeCue(1, 1, { time: '19:00:00', duration: 90 })];
    // The unit defaults to minutes for a new action (docs/product.md#during-a-show): '5' is a five-minute cue.
    expect(newCueValues('action', cues, new Date())).toMatchObject({ time: '19:01:30', timeMode: 'linked', durationUnit: 'minutes' });
    expect(editCueValues('action', makeCue(2, 2, { duration: null })).durationUnit).toBe('minutes');
    expect(editCueValues('action', makeCue(3, 3, { duration: 45 })).durationUnit).toBe('seconds');
    expect(newCueValues('action', [makeCue(1, 1, { time: 'TBD' })], new Date(2026, 0, 1, 18, 4, 47))).toMatchObject({
      time: '18:04:47',
      timeMode: 'hard',
    });
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
      value: { time: 'TBD', timeMode: 'hard', action: 'Band', duration: 120, notes: null, colorMark: '#800080' },
    });
  });

  it('New Action: 24-hour times only; a linked cue sends the time it follows with its mode', () => {
    expect(readCueForm('action', { ...blank, action: 'A', time: '6:04:47 PM' })).toEqual({
      ok: false,
      errors: { time: 'Time must be 24-hour HH:MM:SS, such as 19:30:00' },
    });
    expect(readCueForm('action', { ...blank, action: 'A', time: '18:04:47', timeMode: 'linked' })).toMatchObject({
      ok: true,
      value: { time: '18:04:47', timeMode: 'linked' },
    });
  });

  it('finds the cue a cue follows and the time it gets from it', () => {
    const cues = [makeCue(2, 2, { time: '19:10:00', duration: null }), makeCue(1, 1, { time: '19:00:00', duration: 600 })];
    expect(previousCue(cues, null)?.id).toBe(2);
    expect(previousCue(cues, cues[0]!)?.id).toBe(1);
    expect(previousCue(cues, cues[1]!)).toBeUndefined();
    expect(linkedTime(cues[0])).toBe('19:15:00');
    expect(linkedTime(makeCue(3, 3, { time: 'TBD' }))).toBe('TBD');
    expect(linkedTime(undefined)).toBe('TBD');
  });

  it('keeps text over a limit and refuses it with a message instead of cutting it', () => {
    const long = 'x'.repeat(501);
    expect(readCueForm('action', { ...blank, action: long, notes: 'n'.repeat(5001) })).toEqual({
      ok: false,
      errors: { action: actionTooLong(), notes: notesTooLong() },
    });
    expect(readCueForm('cue', { ...blank, time: '9:00', action: long })).toMatchObject({ ok: false, errors: { action: actionTooLong() } });
  });

  it('Add Cue: time and action required, the server rules for time and duration', () => {
    expect(readCueForm('cue', blank)).toEqual({ ok: false, errors: { time: timeRequired(), action: 'Action name is required' } });
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
