/** The stage display (docs/decisions/0017-stage-display-and-crew-talk.md): what it reads, and what the caller sets for it. */
import { z } from 'zod';
import { MAX_THRESHOLD_SECONDS } from '../stageRules.js';
import { stageLayoutSchema } from './stageLayout.js';
import { eventLanguageSchema } from './language.js';

const seconds = z
  .number()
  .int('Thresholds are whole seconds')
  .min(0, 'Thresholds cannot be negative')
  .max(MAX_THRESHOLD_SECONDS, 'Thresholds are at most 24 hours');

const DANGER_AFTER_WARNING = 'The red (danger) threshold must not be longer than the amber (warning) one.';

/** PUT /api/events/{id}/stage/thresholds: the event's wrap-up colours. */
export const stageThresholdsSchema = z
  .object({ warningSeconds: seconds, dangerSeconds: seconds })
  .refine((v) => v.dangerSeconds <= v.warningSeconds, { message: DANGER_AFTER_WARNING, path: ['dangerSeconds'] });
export type StageThresholds = z.infer<typeof stageThresholdsSchema>;

/** PUT /api/cues/{id}/wrap-up: one cue's own thresholds; null follows the event's. */
export const cueWrapUpSchema = z
  .object({ warningSeconds: seconds.nullable(), dangerSeconds: seconds.nullable() })
  .refine((v) => v.warningSeconds === null || v.dangerSeconds === null || v.dangerSeconds <= v.warningSeconds, {
    message: DANGER_AFTER_WARNING,
    path: ['dangerSeconds'],
  });
export type CueWrapUp = z.infer<typeof cueWrapUpSchema>;
/** The answer of PUT /api/cues/{id}/wrap-up: the cue's thresholds as saved. */
export const cueWrapUpAnswerSchema = z.object({
  cueId: z.number().int(),
  warningSeconds: z.number().int().nullable(),
  dangerSeconds: z.number().int().nullable(),
});

export const stageCueSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  action: z.string(),
  duration: z.number().int().nullable(),
  warningSeconds: z.number().int().nullable(),
  dangerSeconds: z.number().int().nullable(),
});
export type StageCue = z.infer<typeof stageCueSchema>;

/** A message from the caller shown over the stage timer until cleared. */
export const stageMessageSchema = z.object({ text: z.string(), flash: z.boolean(), at: z.string() });
export type StageMessage = z.infer<typeof stageMessageSchema>;

/** GET /api/events/{id}/stage: everything the stage display shows besides the live status. */
export const stageViewSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  warningSeconds: z.number().int(),
  dangerSeconds: z.number().int(),
  cues: z.array(stageCueSchema),
  message: stageMessageSchema.nullable(),
  blackout: z.boolean(),
  /** The event's saved layouts; the page picks one by its address (docs/decisions/0035-stage-layouts-and-lobby.md). */
  layouts: z.array(stageLayoutSchema),
  /** The event's crew and stage language settings (docs/decisions/0038-i18n-lingui.md); absent: an older server. */
  language: eventLanguageSchema.optional(),
});
export type StageView = z.infer<typeof stageViewSchema>;

/** GET /api/events/{id}/stage/code (owner): the stage code and its page. */
export const stageCodeSchema = z.object({ stageCode: z.string() });

export const STAGE_MESSAGE_MAX = 140;

/** PUT /api/events/{id}/stage/message: a short line the presenter reads at a glance. */
export const stageMessageInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a message for the stage.')
    .max(STAGE_MESSAGE_MAX, `Stage messages are at most ${STAGE_MESSAGE_MAX} characters`),
  flash: z.boolean().default(false),
});

/** PUT /api/events/{id}/stage/blackout. */
export const stageBlackoutSchema = z.object({ blackout: z.boolean() });
