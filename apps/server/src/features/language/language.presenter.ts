/** Stored language columns → API shape (docs/decisions/0038-i18n-lingui.md). */
import { clockFormatSchema, isLocale, stringOverridesSchema, type ClockFormat, type EventLanguage, type Locale } from '@showcaller/shared';

/** An unknown stored value reads as none, never as an error on a read. */
export function localeOf(raw: string | null): Locale | null {
  return isLocale(raw) ? raw : null;
}

export function clockFormatOf(raw: string): ClockFormat {
  const parsed = clockFormatSchema.safeParse(raw);
  return parsed.success ? parsed.data : '24h';
}

/** The stored overrides, or none when they no longer pass (a key removed from the catalog since). */
function overridesOf(raw: string): EventLanguage['stringOverrides'] {
  try {
    const parsed = stringOverridesSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return {};
    const out: EventLanguage['stringOverrides'] = {};
    for (const [locale, texts] of Object.entries(parsed.data)) if (texts) out[locale] = { ...texts };
    return out;
  } catch {
    return {};
  }
}

export function presentEventLanguage(row: {
  crew_language: string | null;
  crew_clock_format: string;
  string_overrides: string;
}): EventLanguage {
  return {
    crewLanguage: localeOf(row.crew_language),
    crewClockFormat: clockFormatOf(row.crew_clock_format),
    stringOverrides: overridesOf(row.string_overrides),
  };
}
