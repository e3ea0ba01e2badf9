/**
 * The language settings' request bodies (docs/decisions/0038-i18n-lingui.md). Apart from
 * schemas/language.ts because they read the English crew catalog (for its keys): the answers'
 * schemas are used by the crew page's shared code, which must not carry the catalog.
 */
import { z } from 'zod';
import { stringOverridesSchema } from '../i18n/crewMessages.js';
import { clockFormatSchema, localeSchema } from './language.js';

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
