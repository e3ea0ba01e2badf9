/**
 * The show report that writes itself (docs/decisions/0029-show-report.md): when a
 * show ends (its last cue completes, or the caller presses End show) a report is compiled from the
 * as-run for that run, the caller adds a short form, and it goes out once as a mail and stays a PDF.
 */
import { z } from 'zod';
import { positiveId } from './common.js';
import { reportCueSchema, showLogEntrySchema } from './report.js';

export const SHOW_REPORT_LIMITS = {
  houseCount: 1_000_000,
  incidents: 4000,
  notes: 4000,
  departmentNote: 2000,
  departmentNotes: 100,
  recipients: 50,
} as const;

/** How a run ended: its last cue completed, or a caller pressed End show. */
export const SHOW_END_REASONS = ['last-cue', 'caller'] as const;
export type ShowEndReason = (typeof SHOW_END_REASONS)[number];

export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const paperQuery = z.object({
  paper: z.enum(PAPER_SIZES, { error: "Paper must be 'a4' or 'letter'" }).optional().default('a4'),
  tz: z.string().min(1).max(64).optional(),
});

const text = (max: number, what: string) =>
  z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);

/** The caller's short form after the end. Every field may stay empty; what is entered is kept. */
export const showReportFormSchema = z.object({
  houseCount: z
    .number({ error: 'House count must be a whole number' })
    .int('House count must be a whole number')
    .min(0, 'House count cannot be negative')
    .max(SHOW_REPORT_LIMITS.houseCount, `House count must be at most ${SHOW_REPORT_LIMITS.houseCount.toLocaleString('en-US')}`)
    .nullable(),
  incidents: text(SHOW_REPORT_LIMITS.incidents, 'Incidents'),
  notes: text(SHOW_REPORT_LIMITS.notes, 'Notes'),
  departmentNotes: z
    .array(z.object({ departmentId: positiveId, text: text(SHOW_REPORT_LIMITS.departmentNote, 'A department note') }))
    .max(SHOW_REPORT_LIMITS.departmentNotes, 'Too many department notes'),
});
export type ShowReportForm = z.infer<typeof showReportFormSchema>;
export const EMPTY_SHOW_REPORT_FORM: ShowReportForm = { houseCount: null, incidents: '', notes: '', departmentNotes: [] };

export const mailStateSchema = z.object({
  /** 'ended': the mail sent when the show ended; 'form': the one sent with the caller's form. */
  purpose: z.enum(['ended', 'form']),
  sentAt: z.string().nullable(),
  /** How many addresses it went to. */
  recipients: z.number().int(),
  /** Why it could not be sent (nothing is lost: the report stays here). */
  error: z.string().nullable(),
});

/** One ended run of the show. */
export const showEndSchema = z.object({
  run: z.number().int().min(1),
  reason: z.enum(SHOW_END_REASONS),
  endedAt: z.string(),
  /** 'Owner', 'Co-caller' or 'Server' (the last cue completed). */
  endedBy: z.string(),
  mails: z.array(mailStateSchema),
});
export type ShowEnd = z.infer<typeof showEndSchema>;
export const showEndsSchema = z.object({ ended: z.array(showEndSchema) });

const overUnder = z.object({
  name: z.string(),
  plannedSeconds: z.number().int(),
  actualSeconds: z.number().int(),
  overUnderSeconds: z.number().int(),
});

export const showReportSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  run: showEndSchema,
  startedAt: z.string().nullable(),
  cues: z.array(reportCueSchema),
  holds: z.array(z.object({ cueNumber: z.number().int().nullable(), at: z.string(), seconds: z.number().int() })),
  /** How the rundown groups cues into acts; when it has no grouping, one act "Whole show" and `actsNote` says so. */
  acts: z.array(overUnder),
  actsNote: z.string().nullable(),
  total: overUnder,
  showLog: z.array(showLogEntrySchema),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  form: showReportFormSchema,
  formUpdatedAt: z.string().nullable(),
});
export type ShowReport = z.infer<typeof showReportSchema>;

/** A distribution list: up to 50 addresses. */
export const recipientsInput = z.object({
  addresses: z
    .array(z.string().trim().max(254, 'An address must be at most 254 characters').pipe(z.email('Please enter valid email addresses')))
    .max(SHOW_REPORT_LIMITS.recipients, `A distribution list holds at most ${SHOW_REPORT_LIMITS.recipients} addresses`),
});
export const recipientsSchema = z.object({
  addresses: z.array(z.string()),
  /** Whose list the event's report goes to: its own, or its production's. */
  from: z.enum(['event', 'production']),
  productionId: z.number().int().nullable(),
});

/** A production's day across rooms. */
export const daySummarySchema = z.object({
  productionId: z.number().int(),
  productionName: z.string(),
  day: z.string(),
  rooms: z.array(
    z.object({
      room: z.string(),
      eventId: z.number().int(),
      eventName: z.string(),
      /** The planned end: the last cue's planned start plus its duration (HH:MM:SS), null when unknown. */
      plannedEnd: z.string().nullable(),
      actualEnd: z.string().nullable(),
      overUnderSeconds: z.number().int().nullable(),
      holds: z.number().int(),
      holdSeconds: z.number().int(),
      problems: z.number().int(),
      houseCount: z.number().int().nullable(),
      run: z.number().int().nullable(),
    }),
  ),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
export const dayQuery = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must be a date YYYY-MM-DD'),
  paper: paperQuery.shape.paper,
});
