/** Export payload and Excel import answers (docs/product.md#calls, docs/decisions/0009-excel-round-trip.md). */
import { z } from 'zod';
import { CUE_TIME_MODES } from '../time.js';
import { cueFieldKind } from './cueField.js';
import { CUE_END_ACTIONS, CUE_TIMER_TYPES } from '../cueTimer.js';
import { cueSchema } from './cue.js';
import { departmentSchema } from './department.js';
import { eventSchema } from './event.js';
import { cueTriggersBody } from './integrations.js';
import { taskSchema } from './task.js';

/** GET /api/events/{id}/export/excel: everything the browser needs for the Excel and PDF exports. */
export const exportPayloadSchema = z.object({
  event: eventSchema,
  departments: z.array(departmentSchema),
  cues: z.array(cueSchema),
  tasks: z.array(taskSchema),
});
export type ExportPayload = z.infer<typeof exportPayloadSchema>;

/** The `.xlsx` upload: raw body with one of these content types (multipart is not used). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const IMPORT_CONTENT_TYPES = [XLSX_CONTENT_TYPE, 'application/octet-stream'] as const;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importTaskSchema = z.object({
  description: z.string(),
  completed: z.boolean(),
  /** '#RRGGBB' from the export's hidden "Task colours" column; absent when the task has none. */
  color: z.string().optional(),
});
export type ImportTask = z.infer<typeof importTaskSchema>;

export const importRowSchema = z.object({
  /** The row number in the sheet (1-based, as Excel shows it). */
  row: z.number().int(),
  time: z.string(),
  number: z.number().int().optional(),
  action: z.string(),
  duration: z.number().int().nullable(),
  notes: z.string().nullable(),
  colorMark: z.string(),
  /** From the hidden data sheet: whether the time follows the cue before (linked) or is fixed. Absent: hard. */
  timeMode: z.enum(CUE_TIME_MODES).optional(),
  /** From the hidden data sheet: the cue's OSC triggers (set on import by the event's owner only). */
  oscTriggers: cueTriggersBody.shape.triggers.optional(),
  /** From the hidden data sheet: the cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md). Absent: a count-down that runs over. */
  timer: z.object({ timerType: z.enum(CUE_TIMER_TYPES), endAction: z.enum(CUE_END_ACTIONS), endTime: z.string().nullable() }).optional(),
  /** Department name (as in the header) → its tasks for this cue, in order. */
  tasks: z.record(z.string(), z.array(importTaskSchema)),
  problems: z.array(z.string()),
  /** The row of the hidden data sheet this cue takes its duration, time mode, colours and triggers from. */
  dataRow: z.number().int().optional(),
  /** How that row was found: same # and Action, same Action (renumbered), same # (renamed). docs/decisions/0024. */
  dataMatch: z.enum(['exact', 'action', 'number']).optional(),
  /** What a replace would change on the event's cue with this place, field by field ('duration 00:05:00 → none (no data row)'). */
  replaces: z.array(z.string()).optional(),
  /** From the "Custom Fields" sheet: the cue's custom field values as written there, by field name (docs/decisions/0034-custom-fields.md). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  /** Department columns in sheet order. */
  departments: z.array(z.string()),
  /** Problems with the file as a whole (each row lists its own). */
  problems: z.array(z.string()),
  /** Whether the file has the hidden data sheet (durations, time modes, task colours, OSC triggers). */
  dataSheet: z.boolean().optional(),
  /** Rows of the hidden data sheet that no cue takes: what they hold is not imported. */
  unusedData: z.array(z.string()).optional(),
  /** The event's production, room and day the file names (its hidden "ShowCaller Event" sheet, docs/decisions/0026-productions.md). */
  place: z.object({ production: z.string(), timeZone: z.string().optional(), room: z.string(), day: z.string() }).optional(),
  /** The custom fields the file's "Custom Fields" sheet names, in order; `isNew`: the import adds it to the event. */
  customFields: z
    .array(z.object({ name: z.string(), kind: cueFieldKind, choices: z.array(z.string()).optional(), isNew: z.boolean() }))
    .optional(),
  /** Cues the event holds now: with any, the importer chooses to append or replace. */
  existingCues: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_MODES = ['append', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** POST .../import?mode=&ticks=: append after the cues (default) or replace them; ticks cleared unless 'keep'. */
export const importOptionsSchema = z.object({
  mode: z.enum(IMPORT_MODES).default('append'),
  /** A re-imported rundown is a fresh show: the file's completed ticks (✓) are dropped unless asked to keep them. */
  ticks: z.enum(['clear', 'keep']).default('clear'),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

export const importResultSchema = z.object({
  created: z.object({ cues: z.number().int(), departments: z.number().int(), tasks: z.number().int() }),
  /** Cues removed first (replace mode; 0 when appending). */
  replaced: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
