import { z } from 'zod';
import { positiveId } from './common.js';
import { CUE_END_ACTIONS, CUE_TIMER_TYPES } from '../cueTimer.js';

export const CUE_STATUS_VALUES = ['idle', 'standby', 'go', 'hold'] as const;
export const cueStatusValue = z.enum(CUE_STATUS_VALUES);
export type CueStatusValue = z.infer<typeof cueStatusValue>;

/** Display-only label of the last transition (docs/product.md#running-the-show: refresh and back). */
export const cueStatusDisplay = z.enum(['refresh', 'back']).nullable();

/**
 * Commands (docs/decisions/0011-show-control.md); one table serves HTTP, WebSocket, OSC, Companion and the keyboard.
 * 'resume' continues a held cue from its held time; GO keeps restarting from zero (docs/decisions/0021-resume.md).
 */
export const CUE_COMMANDS = ['standby', 'go', 'hold', 'next', 'back', 'refresh', 'previous', 'resume'] as const;
export const cueCommand = z.enum(CUE_COMMANDS);
export type CueCommand = z.infer<typeof cueCommand>;

export const cueStatusSchema = z.object({
  eventId: z.number().int(),
  currentCueId: z.number().int().nullable(),
  status: cueStatusValue,
  elapsedTime: z.number().int(),
  runningSince: z.number().nullable(),
  serverTime: z.number(),
  version: z.number().int(),
  autoAdvance: z.boolean(),
  display: cueStatusDisplay,
  /**
   * The show is live: a cue has been GO since the last STANDBY of the first cue (showIsLive,
   * docs/decisions/0020-rewind-guard-and-undo.md). Absent from an older server: not live.
   */
  live: z.boolean().optional(),
  /** Who made the last change, coarsely: a screen, OSC, Companion, the control API or the server itself. */
  movedBy: z.enum(['screen', 'osc', 'companion', 'api', 'server']).nullable().optional(),
  /**
   * The current cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): its type, what
   * happens at its end and, for a time-of-day cue, the server ms it ends at. Absent from an older server: a count-down.
   */
  timer: z.object({ type: z.enum(CUE_TIMER_TYPES), endAction: z.enum(CUE_END_ACTIONS), endsAt: z.number().nullable() }).optional(),
});
export type CueStatus = z.infer<typeof cueStatusSchema>;

export const cueStatusCreateSchema = z.object({
  eventId: positiveId,
  currentCueId: positiveId.nullable().optional(),
  status: cueStatusValue.optional().default('idle'),
  elapsedTime: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional()
    .default(0),
  autoAdvance: z.boolean().optional().default(false),
});

export const cueStatusPutSchema = z.object({
  currentCueId: positiveId.nullable().optional(),
  status: cueStatusValue.optional(),
  elapsedTime: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  autoAdvance: z.boolean().optional(),
});

export type MovedBy = NonNullable<CueStatus['movedBy']>;

/** POST /api/events/{id}/cuestatus/undo: the status version the undo was offered for (its toast). */
export const cueUndoBody = z.object({ version: z.number().int().min(1) });
