import { durationForEditing, durationFromUnit, nextCueTime, normalizeCueTime, secondsOfDay, type Cue } from '@showcaller/shared';

export type DurationUnit = 'seconds' | 'minutes';

/** What the New/Edit Action dialog holds while typing. */
export interface CueFormValues {
  time: string;
  action: string;
  durationAmount: string;
  durationUnit: DurationUnit;
  notes: string;
  colorMark: string;
}

export interface CueFormErrors {
  action?: string;
  duration?: string;
  time?: string;
}

/** The fields sent for a create or a full edit. */
export interface CueFormOutput {
  time: string;
  action: string;
  duration: number | null;
  notes: string | null;
  colorMark: string;
}

/** A new cue: time from the highest-numbered cue (or now), empty fields otherwise (spec 2 §5). */
export function newCueValues(cues: readonly Cue[], now: Date): CueFormValues {
  const last = cues.reduce<Cue | undefined>((max, c) => (max === undefined || c.number > max.number ? c : max), undefined);
  return { time: nextCueTime(last, secondsOfDay(now)), action: '', durationAmount: '', durationUnit: 'seconds', notes: '', colorMark: '' };
}

/** Editing: 60 s or more shows in whole minutes. */
export function editCueValues(cue: Cue): CueFormValues {
  const duration = cue.duration === null ? null : durationForEditing(cue.duration);
  return {
    time: cue.time === 'TBD' ? '' : cue.time,
    action: cue.action,
    durationAmount: duration === null ? '' : String(duration.amount),
    durationUnit: duration?.unit ?? 'seconds',
    notes: cue.notes ?? '',
    colorMark: cue.colorMark,
  };
}

/** Validates the form; returns the body to send or the errors to show. */
export function readCueForm(values: CueFormValues): { ok: true; value: CueFormOutput } | { ok: false; errors: CueFormErrors } {
  const errors: CueFormErrors = {};
  const action = values.action.trim();
  if (action === '') errors.action = 'Action name is required';

  const time = normalizeCueTime(values.time);
  if (time === null) errors.time = 'Time must be HH:MM:SS';

  let duration: number | null = null;
  const amountText = values.durationAmount.trim();
  if (amountText !== '') {
    const amount = Number(amountText);
    if (!Number.isFinite(amount) || amount < 0) errors.duration = 'Duration must be a non-negative number';
    else duration = durationFromUnit(amount, values.durationUnit);
  }

  if (Object.keys(errors).length > 0 || time === null) return { ok: false, errors };
  const notes = values.notes.trim() === '' ? null : values.notes;
  return { ok: true, value: { time, action, duration, notes, colorMark: values.colorMark } };
}
