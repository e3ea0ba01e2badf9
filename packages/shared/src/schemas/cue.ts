import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { CUE_TIME_MODES, normalizeCueTime } from '../time.js';
import { CUE_END_ACTIONS, CUE_TIMER_TYPES } from '../cueTimer.js';
import { colorValue, positiveId } from './common.js';
import { MAX_RESTORE_TASKS, taskSchema, taskSnapshotFields } from './task.js';

export const cueTime = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const t = normalizeCueTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message: 'Time must be HH:MM:SS or TBD' });
      return z.NEVER;
    }
    return t;
  });

export const cueDuration = z
  .number({ error: 'Duration must be a whole number of seconds' })
  .int('Duration must be a whole number of seconds')
  .min(0, 'Duration cannot be negative')
  .max(LIMITS.maxDurationSeconds, 'Duration is too long')
  .nullable();

const action = z
  .string()
  .trim()
  .min(1, 'Action name is required')
  .max(LIMITS.cueAction, `Action must be at most ${LIMITS.cueAction} characters`);
/** 'linked' follows the previous cue's time + duration (the server keeps it up to date); 'hard' is fixed. */
export const cueTimeMode = z.enum(CUE_TIME_MODES, { error: "Time mode must be 'linked' or 'hard'" });

/** Timer type per cue (docs/decisions/0033-cue-timer-types-and-aux-timers.md); absent: a count-down that runs over, as before. */
export const cueTimerType = z.enum(CUE_TIMER_TYPES, { error: "Timer type must be 'countdown', 'countup', 'timeOfDay' or 'none'" });
export const cueEndAction = z.enum(CUE_END_ACTIONS, { error: "At the end the timer must 'overrun', 'stop' or go on to the 'next' cue" });
/** A time-of-day cue's end, "HH:MM:SS"; null for the other types. */
const cueEndTime = z
  .string()
  .max(20)
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const t = normalizeCueTime(v);
    if (t === null || t === 'TBD') {
      ctx.addIssue({ code: 'custom', message: 'End time must be HH:MM or HH:MM:SS' });
      return z.NEVER;
    }
    return t;
  });
const timerFields = {
  timerType: cueTimerType.optional(),
  endAction: cueEndAction.optional(),
  endTime: cueEndTime.optional(),
};
/** A time-of-day cue needs its end time (a patch is checked against the stored cue by the service). */
const TIME_OF_DAY_NEEDS_END = 'A time-of-day cue needs an end time (HH:MM:SS)';
function endTimeGiven(v: { timerType?: string | undefined; endTime?: string | null | undefined }): boolean {
  return v.timerType !== 'timeOfDay' || (v.endTime !== undefined && v.endTime !== null);
}

/** 1-based position; the service refuses one past the end of the rundown (400). */
const cueNumber = z
  .number({ error: 'Number must be a whole number' })
  .int('Number must be a whole number')
  .positive('Number must be 1 or more')
  .max(LIMITS.maxCuesPerEvent, `Number must be at most ${LIMITS.maxCuesPerEvent}`);

const notes = z
  .string()
  .max(LIMITS.cueNotes, `Notes must be at most ${LIMITS.cueNotes} characters`)
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v));

/** What an editor saw of a cue's cells (no normalising: compared as stored). */
const cueBase = z
  .object({
    time: z.string().max(20),
    action: z.string().max(LIMITS.cueAction + 100),
    notes: z
      .string()
      .max(LIMITS.cueNotes + 100)
      .nullable(),
    duration: z.number().int().nullable(),
    colorMark: z.string().max(20),
  })
  .partial()
  .strict();

export const cueCreateSchema = z
  .object({
    eventId: positiveId,
    number: cueNumber.optional(),
    /** Absent: the time as given, or the previous cue's end when none is given. */
    time: cueTime.optional(),
    /** Absent: 'hard' when a time is given, else 'linked' when the previous cue has a time. */
    timeMode: cueTimeMode.optional(),
    action,
    notes: notes.optional().default(null),
    duration: cueDuration.optional().default(null),
    colorMark: colorValue.optional().default(''),
    ...timerFields,
  })
  .refine(endTimeGiven, { message: TIME_OF_DAY_NEEDS_END, path: ['endTime'] });
export type CueCreateInput = z.input<typeof cueCreateSchema>;

export const cuePatchSchema = z
  .object({
    id: positiveId.optional(),
    eventId: positiveId.optional(),
    number: cueNumber.optional(),
    /** A time sent without a mode on a linked cue makes it a hard start: what was typed is kept. */
    time: cueTime.optional(),
    timeMode: cueTimeMode.optional(),
    action: action.optional(),
    notes: notes.optional(),
    duration: cueDuration.optional(),
    colorMark: colorValue.optional(),
    ...timerFields,
    /**
     * The values the editor saw before typing (docs/decisions/0032-history-versions-presence.md): a
     * field whose stored value differs from its base, because someone else saved it meanwhile, is
     * refused with 409 and that value; fields without a base are written as they come.
     */
    base: cueBase.optional(),
  })
  .strict();
export type CuePatchInput = z.input<typeof cuePatchSchema>;

export const cueReorderSchema = z.object({
  cueIds: z.array(positiveId).min(1).max(LIMITS.maxCuesPerEvent),
});

export const cueSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  number: z.number().int(),
  time: z.string(),
  // A copy read before migration 003 (an offline crew phone's cache) has no mode: it was a hard start.
  timeMode: cueTimeMode.default('hard'),
  action: z.string(),
  notes: z.string().nullable(),
  duration: z.number().int().nullable(),
  colorMark: z.string(),
  // A copy from before migration 021 (an offline phone's cache) has none: a count-down that runs over.
  timerType: cueTimerType.default('countdown'),
  endAction: cueEndAction.default('overrun'),
  endTime: z.string().nullable().default(null),
});
export type Cue = z.infer<typeof cueSchema>;

/** DELETE /api/cues/{id} answers what was removed, so the browser can offer Undo. */
export const cueSnapshotSchema = z.object({ cue: cueSchema, tasks: z.array(taskSchema) });
export type CueSnapshot = z.infer<typeof cueSnapshotSchema>;

/** POST /api/cues/restore: the snapshot's cue fields with its tasks; the cue returns at `number`. */
export const cueRestoreSchema = z.object({
  eventId: positiveId,
  number: cueNumber,
  time: cueTime.default('TBD'),
  timeMode: cueTimeMode.optional().default('hard'),
  action,
  notes: notes.optional().default(null),
  duration: cueDuration.optional().default(null),
  colorMark: colorValue.optional().default(''),
  ...timerFields,
  tasks: z
    .array(z.object({ departmentId: positiveId, ...taskSnapshotFields }))
    .max(MAX_RESTORE_TASKS)
    .optional()
    .default([]),
});
export type CueRestoreInput = z.input<typeof cueRestoreSchema>;
