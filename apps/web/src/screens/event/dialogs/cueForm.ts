import { z } from 'zod';
import {
  cueCreateSchema,
  cueDuration,
  cueTime,
  durationForEditing,
  durationFromUnit,
  nextCueTime,
  normalizeCueTime,
  secondsOfDay,
  type Cue,
} from '@showcaller/shared';

/**
 * The two screens that add and edit cues, each with its spec's texts and fields:
 * - `action`: the show screen's New/Edit Action (spec 2 §5): time picker (empty means TBD) defaulting
 *   to after the last cue, duration in seconds or minutes, row colour.
 * - `cue`: the event detail page's Add/Edit Cue (spec 1 §2): Time `HH:MM:SS` (or TBD) required,
 *   Duration in seconds, Action required, Notes of 3 rows.
 */
export type CueDialogVariant = 'action' | 'cue';

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
  notes?: string;
}

/** The fields sent for a create or a full edit. */
export interface CueFormOutput {
  time: string;
  action: string;
  duration: number | null;
  notes: string | null;
  colorMark: string;
}

/**
 * A new cue. New Action: time from the highest-numbered cue (or now), empty fields otherwise
 * (spec 2 §5). Add Cue: every field empty, the time to be typed.
 */
export function newCueValues(variant: CueDialogVariant, cues: readonly Cue[], now: Date): CueFormValues {
  const empty: CueFormValues = { time: '', action: '', durationAmount: '', durationUnit: 'seconds', notes: '', colorMark: '' };
  if (variant === 'cue') return empty;
  const last = cues.reduce<Cue | undefined>((max, c) => (max === undefined || c.number > max.number ? c : max), undefined);
  return { ...empty, time: nextCueTime(last, secondsOfDay(now)) };
}

/** Editing. New/Edit Action: 60 s or more shows in whole minutes, TBD as an empty time. Edit Cue: as stored, in seconds. */
export function editCueValues(variant: CueDialogVariant, cue: Cue): CueFormValues {
  if (variant === 'cue') {
    return {
      time: cue.time,
      action: cue.action,
      durationAmount: cue.duration === null ? '' : String(cue.duration),
      durationUnit: 'seconds',
      notes: cue.notes ?? '',
      colorMark: cue.colorMark,
    };
  }
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

export type CueFormResult = { ok: true; value: CueFormOutput } | { ok: false; errors: CueFormErrors };

export const TIME_REQUIRED = 'Time is required';

/** Add/Edit Cue's rules (spec 1 §5): the server's cue time and duration rules, with Time and Action required. */
const addCueSchema = z.object({
  time: z.string().trim().min(1, TIME_REQUIRED).pipe(cueTime),
  /** Seconds typed in a number box; empty means no duration. */
  duration: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(cueDuration),
  action: cueCreateSchema.shape.action,
  notes: cueCreateSchema.shape.notes,
});

function readAddCueForm(values: CueFormValues): CueFormResult {
  const parsed = addCueSchema.safeParse({ time: values.time, duration: values.durationAmount, action: values.action, notes: values.notes });
  if (parsed.success) return { ok: true, value: { ...parsed.data, colorMark: values.colorMark } };
  const errors: CueFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'time' || field === 'duration' || field === 'action' || field === 'notes') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Validates the form by the variant's rules; returns the fields to send or the errors to show. */
export function readCueForm(variant: CueDialogVariant, values: CueFormValues): CueFormResult {
  switch (variant) {
    case 'action':
      return readActionForm(values);
    case 'cue':
      return readAddCueForm(values);
    default:
      return variant satisfies never;
  }
}

/** New/Edit Action's rules (spec 2 §5). */
function readActionForm(values: CueFormValues): CueFormResult {
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
