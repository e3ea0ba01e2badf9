/**
 * Timing across rooms (docs/decisions/0028-linked-event-starts.md): an event in a production starts
 * a number of minutes after another event's cue of the same production ends. PUT sets the link,
 * DELETE clears it, GET answers it with what a screen needs to project the start live.
 */
import { z } from 'zod';
import { positiveId } from './common.js';
import { cueStatusValue } from './cueStatus.js';
import { cueTimeMode } from './cue.js';

/** The longest wait after the linked cue: 12 hours. */
export const MAX_START_OFFSET_MINUTES = 720;

export const startLinkInputSchema = z.object({
  eventId: positiveId,
  cueId: positiveId,
  offsetMinutes: z
    .number({ error: 'The wait after the cue is a whole number of minutes.' })
    .int('The wait after the cue is a whole number of minutes.')
    .min(0, `The wait after the cue is 0 to ${MAX_START_OFFSET_MINUTES} minutes.`)
    .max(MAX_START_OFFSET_MINUTES, `The wait after the cue is 0 to ${MAX_START_OFFSET_MINUTES} minutes.`),
});
export type StartLinkInput = z.infer<typeof startLinkInputSchema>;

export const startLinkSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  cueId: z.number().int(),
  cueNumber: z.number().int(),
  offsetMinutes: z.number().int(),
});
export type StartLink = z.infer<typeof startLinkSchema>;

/** The linked show's timing: its cues' times and its live status, nothing else of it. */
export const linkedTimingSchema = z.object({
  /** Epoch ms of the midnight that begins the linked event's day in the production's time zone. */
  dayStartMs: z.number(),
  /** This event's day minus the linked event's day, in seconds (0 on the same day). */
  dayOffsetSeconds: z.number().int(),
  timeZone: z.string(),
  cues: z.array(z.object({ id: z.number().int(), time: z.string(), duration: z.number().int().nullable(), timeMode: cueTimeMode })),
  status: z
    .object({
      currentCueId: z.number().int().nullable(),
      status: cueStatusValue,
      elapsedTime: z.number().int(),
      runningSince: z.number().nullable(),
      live: z.boolean(),
    })
    .nullable(),
  /** When the linked cue ended (epoch ms), once the show has moved past it. */
  linkedCueEndedAt: z.number().nullable(),
  serverTime: z.number(),
});
export type LinkedTiming = z.infer<typeof linkedTimingSchema>;

/** GET/PUT/DELETE /api/events/{id}/start-link: no link, or the link with the linked show's timing. */
export const startLinkViewSchema = z.object({
  link: startLinkSchema.nullable(),
  timing: linkedTimingSchema.nullable(),
});
export type StartLinkView = z.infer<typeof startLinkViewSchema>;

/** The events and cues a link may point at: the production's other events of the same owner. */
export const startLinkChoicesSchema = z.array(
  z.object({
    eventId: z.number().int(),
    name: z.string(),
    room: z.string().nullable(),
    day: z.string(),
    cues: z.array(z.object({ id: z.number().int(), number: z.number().int(), action: z.string(), time: z.string() })),
  }),
);
export type StartLinkChoices = z.infer<typeof startLinkChoicesSchema>;
