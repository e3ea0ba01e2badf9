/** As-run report: what was planned against what the as-run log recorded, per cue. */
import { z } from 'zod';

export const reportAckSchema = z.object({
  departmentId: z.number().int(),
  /** null when the department was deleted since. */
  departmentName: z.string().nullable(),
  at: z.string(),
});

export const reportCueSchema = z.object({
  cueId: z.number().int(),
  number: z.number().int(),
  action: z.string(),
  /**
   * Which run of the cue this row is, from 1. A cue run again (a rehearsal, BACK, a click on a past
   * row) gets a row per run, in the order they happened; a cue never run has one row.
   */
  run: z.number().int().min(1),
  /** How many rows the cue has. */
  runs: z.number().int().min(1),
  /** Planned start: HH:MM:SS or TBD. */
  plannedStart: z.string(),
  plannedDuration: z.number().int().nullable(),
  /** First STANDBY, GO and HOLD of this run (ISO), null when it never happened. */
  standbyAt: z.string().nullable(),
  goAt: z.string().nullable(),
  holdAt: z.string().nullable(),
  /** Seconds from the run's first GO to its end (another cue, or this one started over); null while still on it. */
  actualDuration: z.number().int().nullable(),
  /** actual − planned in seconds (positive: over); null unless both are known. */
  overUnder: z.number().int().nullable(),
  acknowledgements: z.array(reportAckSchema),
  /** Show control (issue 13): what the equipment reported for this run's GO ('fired' with its delay after the GO, or an error). */
  confirmations: z
    .array(z.object({ target: z.string(), fired: z.boolean(), delayMs: z.number().int().nullable(), at: z.string() }))
    .optional(),
});
export type ReportCue = z.infer<typeof reportCueSchema>;

export const reportSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  generatedAt: z.string(),
  cues: z.array(reportCueSchema),
  totals: z.object({
    /** Sum of the planned durations of every cue (each once, however often it ran). */
    plannedSeconds: z.number().int(),
    /** Sum of the actual durations of every run that ended. */
    actualSeconds: z.number().int(),
    /** Sum of over/under of the runs where both are known. */
    overUnderSeconds: z.number().int(),
    /** Cues with at least one GO (a cue run twice counts once). */
    cuesRun: z.number().int(),
    /** First GO of the show and the last change of the log (ISO). */
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
});
export type Report = z.infer<typeof reportSchema>;
