import { z } from 'zod';
import { GO_GUARD, LIMITS } from '../constants.js';
import { CUE_COLOR_SCHEMES } from '../colors.js';
import { calendarDatePart, calendarDateProblem } from '../time.js';
import { calendarDay, roomName } from './production.js';
import { positiveId } from './common.js';
import { eventLanguageSchema } from './language.js';

/**
 * A calendar date "YYYY-MM-DD" (docs/decisions/0012-event-dates-are-calendar-dates.md), stored and answered without a time zone. An ISO
 * date-time is accepted for older clients and its date part kept as written.
 */
const calendarDate = z
  .string()
  .trim()
  .min(1, 'Please select a date for the event.')
  .max(40)
  .transform((v, ctx) => {
    const date = calendarDatePart(v);
    const problem = calendarDateProblem(date);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return date;
  });

const name = z
  .string()
  .trim()
  .min(1, 'Please provide a name for the event.')
  .max(LIMITS.eventName, `Name must be at most ${LIMITS.eventName} characters`);
const description = z.string().trim().max(LIMITS.eventDescription, `Description must be at most ${LIMITS.eventDescription} characters`);

/** The double-GO guard in ms: 0 (off) or GO_GUARD.minMs..maxMs in steps of stepMs (docs/decisions/0030-double-go-guard.md). */
const GO_GUARD_SENTENCE = `The double-GO guard is off (0) or from ${GO_GUARD.minMs} to ${GO_GUARD.maxMs} ms in steps of ${GO_GUARD.stepMs} ms.`;
export const goGuardMs = z
  .number({ error: GO_GUARD_SENTENCE })
  .int(GO_GUARD_SENTENCE)
  .refine((v) => v === 0 || (v >= GO_GUARD.minMs && v <= GO_GUARD.maxMs && v % GO_GUARD.stepMs === 0), GO_GUARD_SENTENCE);

export const cueColorScheme = z.enum(CUE_COLOR_SCHEMES, { error: 'Cue colours are "spec" or "cue-light".' });
export type CueColorScheme = z.infer<typeof cueColorScheme>;

/**
 * An event's place in a production (docs/decisions/0026-productions.md): the production's
 * id, one of its rooms by name and a day from its first to its last. All absent: a standalone event.
 */
const productionFields = {
  productionId: positiveId.nullable().optional(),
  room: roomName.optional(),
  day: calendarDay('Please choose the day.').optional(),
};

export const eventInputSchema = z.object({ name, description: description.default(''), date: calendarDate, ...productionFields });
export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * PATCH (docs/product.md#calls): the dashboard's modal sends every field, the title edit only `name`, so each
 * field is optional but validated as on create. An empty `{}` is allowed on purpose: the original client uses
 * it to give an event that lacks one its show caller code.
 */
export const eventPatchSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  date: calendarDate.optional(),
  cueColors: cueColorScheme.optional(),
  goGuardMs: goGuardMs.optional(),
  ...productionFields,
});
export type EventPatch = z.infer<typeof eventPatchSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  date: z.string(),
  showCallerCode: z.string(),
  /** The server always sends it; absent (an older server): the spec's colours. */
  cueColors: cueColorScheme.optional(),
  /** The minimum time between GO presses in ms, 0 off (docs/decisions/0030-double-go-guard.md); absent: an older server (off). */
  goGuardMs: z.number().int().optional(),
  ownerId: z.number().int(),
  /** The production, room and day (null: a standalone event; absent: an older server). */
  productionId: z.number().int().nullable().optional(),
  roomId: z.number().int().nullable().optional(),
  room: z.string().nullable().optional(),
  day: z.string().nullable().optional(),
  /** The crew phones' and stage displays' language settings (docs/decisions/0038-i18n-lingui.md); absent: an older server. */
  language: eventLanguageSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListItemSchema = eventSchema.extend({
  cueCount: z.number().int(),
  departmentCount: z.number().int(),
  /** Absent on the account's own events; an event shared with it carries the account's role (docs/decisions/0031-team-members-and-roles.md). */
  sharedRole: z.enum(['producer', 'caller', 'editor', 'lead', 'viewer']).optional(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
