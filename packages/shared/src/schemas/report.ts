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
  /** Planned start: HH:MM:SS or TBD. */
  plannedStart: z.string(),
  plannedDuration: z.number().int().nullable(),
  /** First STANDBY, GO and HOLD of the cue (ISO), null when it never happened. */
  standbyAt: z.string().nullable(),
  goAt: z.string().nullable(),
  holdAt: z.string().nullable(),
  /** Seconds from the first GO to the moment the show moved to another cue; null while still on it. */
  actualDuration: z.number().int().nullable(),
  /** actual − planned in seconds (positive: over); null unless both are known. */
  overUnder: z.number().int().nullable(),
  acknowledgements: z.array(reportAckSchema),
});
export type ReportCue = z.infer<typeof reportCueSchema>;

export const reportSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  generatedAt: z.string(),
  cues: z.array(reportCueSchema),
  totals: z.object({
    /** Sum of the planned durations of every cue. */
    plannedSeconds: z.number().int(),
    /** Sum of the actual durations of the cues that ran and ended. */
    actualSeconds: z.number().int(),
    /** Sum of over/under of the cues where both are known. */
    overUnderSeconds: z.number().int(),
    cuesRun: z.number().int(),
    /** First GO of the show and the last change of the log (ISO). */
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
});
export type Report = z.infer<typeof reportSchema>;
