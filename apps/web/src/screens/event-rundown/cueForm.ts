/** The detail page's cue dialog rules: the shared cue time and duration rules, with Time and Action required. */
import { z } from 'zod';
import { cueCreateSchema, cueDuration, cueTime, type Cue } from '@showcaller/shared';

export const TIME_REQUIRED = 'Time is required';

export const cueFormSchema = z.object({
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

export type CueFormValues = z.input<typeof cueFormSchema>;
export type CueFormOutput = z.output<typeof cueFormSchema>;

export function cueFormDefaults(cue: Cue | null): CueFormValues {
  if (!cue) return { time: '', duration: '', action: '', notes: '' };
  return {
    time: cue.time,
    duration: cue.duration === null ? '' : String(cue.duration),
    action: cue.action,
    notes: cue.notes ?? '',
  };
}
