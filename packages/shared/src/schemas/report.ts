/** As-run report: what was planned against what the as-run log recorded, per cue. */
import { z } from 'zod';

export const reportAckSchema = z.object({
  departmentId: z.number().int(),
  /** null when the department was deleted since. */
  departmentName: z.string().nullable(),
  at: z.string(),
});

export const CONFIRMATION_OUTCOMES = ['fired', 'no-answer', 'error'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];

export const reportConfirmationSchema = z.object({
  /** The OSC target's name when the answer was recorded. */
  target: z.string(),
  outcome: z.enum(CONFIRMATION_OUTCOMES),
  /** true when outcome is 'fired' (kept for older readers). */
  fired: z.boolean(),
  /** Milliseconds from the GO to the equipment's answer; null unless fired. */
  delayMs: z.number().int().nullable(),
  at: z.string(),
});
export type ReportConfirmation = z.infer<typeof reportConfirmationSchema>;

/**
 * As-run log kinds that are not a cue's status (docs/decisions/0017-stage-display-and-crew-talk.md): the caller's messages to the
 * stage and to crews, the stage blackout, a crew reading a message, problem flags, and the notice
 * that the running cue went over its planned duration.
 */
export const SHOW_LOG_KINDS = [
  'stage-message',
  'stage-message-cleared',
  'stage-blackout',
  'stage-unblackout',
  'crew-message',
  'message-read',
  'problem',
  'problem-cleared',
  'overtime',
  /** A status change by OSC, Companion or the control API, or any undo (docs/decisions/0020-rewind-guard-and-undo.md); text: the command. */
  'show-moved',
  /** A message from the producer's wall to this room (docs/decisions/0027-producer-wall.md); text: the message. */
  'producer-broadcast',
  /** A GO refused by the event's double-GO guard (docs/decisions/0030-double-go-guard.md); text: none. */
  'go-ignored',
  /** An auxiliary timer made, changed, removed, started, paused, reset or set (docs/decisions/0037-aux-timers.md); text: "Name: what". */
  'aux-timer',
] as const;
export type ShowLogKind = (typeof SHOW_LOG_KINDS)[number];

export const showLogEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(SHOW_LOG_KINDS),
  /** Who did it, in words: 'Owner', 'Co-caller', a department's name, 'Stage display'. */
  who: z.string(),
  /** The message, or a problem's reason; null when there is none. */
  text: z.string().nullable(),
  /** The department a read, problem or clear is about (null for the others, or when deleted since). */
  department: z.string().nullable(),
  /** A crew message's recipients, by name; empty for the other kinds. */
  to: z.array(z.string()),
  /**
   * The cue on screen at that moment and which of its rows in `cues` (run) that was; run is null
   * when that visit of the cue has no row (nothing was pressed on it). null before the first cue.
   */
  during: z.object({ cueId: z.number().int(), number: z.number().int(), run: z.number().int().min(1).nullable() }).nullable(),
});
export type ShowLogEntry = z.infer<typeof showLogEntrySchema>;

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
  /**
   * Show control (README.md#show-control): what each OSC target answered to this run's GO, in the order the
   * answers came: 'fired' with its delay after the GO, 'no-answer' (silent for 10 s) or 'error'
   * (the message could not be sent, or the device refused it). Absent when nothing was recorded.
   */
  confirmations: z.array(reportConfirmationSchema).optional(),
});
export type ReportCue = z.infer<typeof reportCueSchema>;

export const reportSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  generatedAt: z.string(),
  cues: z.array(reportCueSchema),
  /** Everything else the as-run log recorded (messages, blackout, reads, problem flags), in time order. */
  showLog: z.array(showLogEntrySchema),
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
