/** The event's language settings as the crew phone and stage display read them: zod-free, like api/lightSchemas.ts. */
import { isLocale, type EventLanguage } from '@showcaller/shared';

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseEventLanguage(v: unknown): EventLanguage | null {
  if (!isRec(v)) return null;
  const { crewLanguage, crewClockFormat, stringOverrides } = v;
  if (!(crewLanguage === null || isLocale(crewLanguage))) return null;
  if (crewClockFormat !== '24h' && crewClockFormat !== '12h') return null;
  if (!isRec(stringOverrides)) return null;
  const overrides: EventLanguage['stringOverrides'] = {};
  for (const [locale, texts] of Object.entries(stringOverrides)) {
    if (!isRec(texts)) return null;
    const own: Record<string, string> = {};
    for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') own[key] = text;
    overrides[locale] = own;
  }
  return { crewLanguage, crewClockFormat, stringOverrides: overrides };
}
