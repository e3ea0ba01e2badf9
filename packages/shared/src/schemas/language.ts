/** Language settings (docs/decisions/0038-i18n-lingui.md): an account's, and an event's for its crew phones and stage displays. */
import { z } from 'zod';
import { CLOCK_FORMATS, LOCALES } from '../i18n/locales.js';

export const localeSchema = z.enum(LOCALES, { error: `The language is one of ${LOCALES.join(', ')}.` });
export const clockFormatSchema = z.enum(CLOCK_FORMATS, { error: 'The clock is "24h" or "12h".' });

/** As answered: stored overrides are checked when saved, so the answer is read as it is. */
export const eventLanguageSchema = z.object({
  /** The crew's and stage's default language; null: none (each device still chooses its own). */
  crewLanguage: localeSchema.nullable(),
  crewClockFormat: clockFormatSchema,
  /** Per language, the owner's words for crew phone and stage display strings (keys of the crew catalog). */
  stringOverrides: z.record(z.string(), z.record(z.string(), z.string())),
});
export type EventLanguage = z.infer<typeof eventLanguageSchema>;
