/** Language settings (docs/decisions/0038-i18n-lingui.md): an account's, and an event's for its crew phones and stage displays. */
import { z } from 'zod';
import { clockFormatSchema, localeSchema } from '../i18n/locales.js';
import { stringOverridesSchema } from '../i18n/crewMessages.js';

/** PUT /api/user/language: the account's language (null: follow the browser) and clock. */
export const accountLanguageInputSchema = z.object({ language: localeSchema.nullable(), clockFormat: clockFormatSchema });
export type AccountLanguageInput = z.infer<typeof accountLanguageInputSchema>;

/** PUT /api/events/{id}/language (owner or producer). */
export const eventLanguageInputSchema = z.object({
  crewLanguage: localeSchema.nullable(),
  crewClockFormat: clockFormatSchema,
  stringOverrides: stringOverridesSchema.default({}),
});
export type EventLanguageInput = z.infer<typeof eventLanguageInputSchema>;

/** As answered: stored overrides are checked when saved, so the answer is read as it is. */
export const eventLanguageSchema = z.object({
  /** The crew's and stage's default language; null: none (each device still chooses its own). */
  crewLanguage: localeSchema.nullable(),
  crewClockFormat: clockFormatSchema,
  /** Per language, the owner's words for crew phone and stage display strings (keys of the crew catalog). */
  stringOverrides: z.record(z.string(), z.record(z.string(), z.string())),
});
export type EventLanguage = z.infer<typeof eventLanguageSchema>;
