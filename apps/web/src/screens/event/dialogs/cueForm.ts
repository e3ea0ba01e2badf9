import { z } from 'zod';
import { appT } from '@/i18n/appI18n';
import {
  clockTimeFromSeconds,
  cueCreateSchema,
  cueDuration,
  cueTime,
  durationForEditing,
  durationFromUnit,
  cueEndAt,
  LIMITS,
  nextCueTime,
  normalizeCueTime,
  parseClockTime,
  secondsOfDay,
  type Cue,
  type CueTimeMode,
} from '@showcaller/shared';

/**
 * The two screens that add and edit cues, each with its spec's texts and fields:
 * - `action`: the show screen's New/Edit Action (docs/product.md#validation): a 24-hour HH:MM:SS time (empty means TBD)
 *   defaulting to after the last cue, linked to the previous cue or a hard start (docs/decisions/0013-linked-and-hard-start-cue-times.md),
 *   duration in minutes (the default) or seconds, row colour.
 * - `cue`: the event detail page's Add/Edit Cue (docs/product.md#screens): Time `HH:MM:SS` (or TBD) required,
 *   Duration in seconds, Action required, Notes of 3 rows.
 */
export type CueDialogVariant = 'action' | 'cue';

export type DurationUnit = 'seconds' | 'minutes';

/** What the New/Edit Action dialog holds while typing. */
export interface CueFormValues {
  time: string;
  /** New/Edit Action: linked follows the previous cue, hard keeps the time typed. */
  timeMode: CueTimeMode;
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
  /** Absent (Add/Edit Cue): the server keeps the cue's mode, or pins a changed time. */
  timeMode?: CueTimeMode;
  action: string;
  duration: number | null;
  notes: string | null;
  colorMark: string;
}

/**
 * A new cue. New Action: time from the highest-numbered cue (or now), empty fields otherwise
 * (docs/product.md#validation). Add Cue: every field empty, the time to be typed.
 */
export function newCueValues(variant: CueDialogVariant, cues: readonly Cue[], now: Date): CueFormValues {
  const empty: CueFormValues = {
    time: '',
    timeMode: 'hard',
    action: '',
    durationAmount: '',
    durationUnit: 'seconds',
    notes: '',
    colorMark: '',
  };
  if (variant === 'cue') return empty;
  // Cues run minutes, not seconds: "5" in a new action means 5:00 (docs/product.md#during-a-show, docs/decisions/0024).
  const last = cues.reduce<Cue | undefined>((max, c) => (max === undefined || c.number > max.number ? c : max), undefined);
  // New cues are linked when the cue before them has a time (docs/product.md#during-a-show).
  const linked = last !== undefined && parseClockTime(last.time) !== null;
  return { ...empty, time: nextCueTime(last, secondsOfDay(now)), timeMode: linked ? 'linked' : 'hard', durationUnit: 'minutes' };
}

/** The cue a new cue (null: appended) or `cue` follows when linked; undefined for the first cue. */
export function previousCue(cues: readonly Cue[], cue: Cue | null): Cue | undefined {
  const sorted = [...cues].sort((a, b) => a.number - b.number);
  if (!cue) return sorted[sorted.length - 1];
  const index = sorted.findIndex((c) => c.id === cue.id);
  return index > 0 ? sorted[index - 1] : undefined;
}

/** A linked cue's time: when the previous cue ends (its time + its effective duration, or its end time), or TBD (as the server ripples it). */
export function linkedTime(previous: Cue | undefined): string {
  const start = previous ? parseClockTime(previous.time) : null;
  return previous && start !== null ? clockTimeFromSeconds(cueEndAt(previous, start)) : 'TBD';
}

/** Editing. New/Edit Action: 60 s or more shows in whole minutes, TBD as an empty time. Edit Cue: as stored, in seconds. */
export function editCueValues(variant: CueDialogVariant, cue: Cue): CueFormValues {
  if (variant === 'cue') {
    return {
      time: cue.time,
      timeMode: cue.timeMode,
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
    timeMode: cue.timeMode,
    action: cue.action,
    durationAmount: duration === null ? '' : String(duration.amount),
    // No duration yet: one typed in is in minutes, as for a new action; under a minute stays in seconds.
    durationUnit: duration?.unit ?? 'minutes',
    notes: cue.notes ?? '',
    colorMark: cue.colorMark,
  };
}

export type CueFormResult = { ok: true; value: CueFormOutput } | { ok: false; errors: CueFormErrors };

export const timeRequired = () => appT('rundown.cueForm.timeRequired');
export const actionTooLong = () => appT('rundown.cueForm.actionTooLong', { max: LIMITS.cueAction });
export const notesTooLong = () => appT('rundown.cueForm.notesTooLong', { max: LIMITS.cueNotes });

/** Add/Edit Cue's rules (docs/product.md#validation): the server's cue time and duration rules, with Time and Action required. */
const addCueSchema = () =>
  z.object({
    time: z.string().trim().min(1, timeRequired()).pipe(cueTime),
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
  const parsed = addCueSchema().safeParse({
    time: values.time,
    duration: values.durationAmount,
    action: values.action,
    notes: values.notes,
  });
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

/** New/Edit Action's rules (docs/product.md#validation). */
function readActionForm(values: CueFormValues): CueFormResult {
  const errors: CueFormErrors = {};
  const action = values.action.trim();
  if (action === '') errors.action = appT('rundown.cueForm.actionRequired');
  else if (action.length > LIMITS.cueAction) errors.action = actionTooLong();
  if (values.notes.length > LIMITS.cueNotes) errors.notes = notesTooLong();

  // A linked cue's time is the server's to keep; the form shows it and sends it unchanged.
  const time = values.timeMode === 'linked' ? (normalizeCueTime(values.time) ?? 'TBD') : normalizeCueTime(values.time);
  if (time === null) errors.time = appT('rundown.cueForm.timeFormat');

  let duration: number | null = null;
  const amountText = values.durationAmount.trim();
  if (amountText !== '') {
    const amount = Number(amountText);
    if (!Number.isFinite(amount) || amount < 0) errors.duration = appT('rundown.cueForm.durationNegative');
    else duration = durationFromUnit(amount, values.durationUnit);
  }

  if (Object.keys(errors).length > 0 || time === null) return { ok: false, errors };
  const notes = values.notes.trim() === '' ? null : values.notes;
  return { ok: true, value: { time, timeMode: values.timeMode, action, duration, notes, colorMark: values.colorMark } };
}
