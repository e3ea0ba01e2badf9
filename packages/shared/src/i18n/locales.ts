/**
 * Languages (docs/decisions/0038-i18n-lingui.md): the ones a person, a crew phone or a stage display
 * can choose, the clock formats, how a browser's languages pick one, and which way text runs.
 * The catalogs are Lingui's, compiled at build time (lingui.config.ts); this file holds no words,
 * and no zod (the crew, stage and lobby pages import it; their schemas are in schemas/language.ts).
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A right-to-left pseudo-locale (the English words, mirrored by U+202E), for the tests only: it proves
 * that `dir` follows the language and the layouts hold in right-to-left. Never offered in a picker.
 */
export const PSEUDO_RTL_LOCALE = 'ar-XB';
export type CatalogLocale = Locale | typeof PSEUDO_RTL_LOCALE;
export const CATALOG_LOCALES: readonly CatalogLocale[] = [...LOCALES, PSEUDO_RTL_LOCALE];

/** Each language in its own words, as pickers show them (a name is never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
};

export const CLOCK_FORMATS = ['24h', '12h'] as const;
export type ClockFormat = (typeof CLOCK_FORMATS)[number];

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

export function isCatalogLocale(v: unknown): v is CatalogLocale {
  return v === PSEUDO_RTL_LOCALE || isLocale(v);
}

/** The first of a browser's languages (navigator.languages, best first) that we have: "es-MX" → "es". */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** `dir` for a page in `locale`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';
}
