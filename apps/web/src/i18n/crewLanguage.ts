/**
 * Who chooses the crew phone's and stage display's language and clock (docs/decisions/0038-i18n-lingui.md):
 * the device itself. Its own choice (the picker, or `?lang=` in its address, kept in localStorage)
 * first, then the browser's language if we have it, then the event's default, then English. Never
 * the caller's account: a Spanish lighting crew on an English caller's show reads Spanish.
 */
import { useSyncExternalStore } from 'react';
import { isCatalogLocale, matchLocale, type CatalogLocale, type ClockFormat, type EventLanguage, type Locale } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';
import { activateCrewLocale, crewLocale, setCrewOverrides } from './crewI18n';

const LANGUAGE_KEY = 'showcaller:crewLanguage';
const CLOCK_KEY = 'showcaller:crewClock';

export function storedLanguage(): CatalogLocale | null {
  const v = safeStorage.get(LANGUAGE_KEY);
  return isCatalogLocale(v) ? v : null;
}

/** The rule above, as a pure function. */
export function chooseLanguage(stored: CatalogLocale | null, browser: readonly string[], eventDefault: Locale | null): CatalogLocale {
  return stored ?? matchLocale(browser) ?? eventDefault ?? 'en';
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** `?lang=xx` in the page's address is a choice like the picker's, kept for the next visit. */
export function takeLanguageFromAddress(search: string): void {
  const asked = new URLSearchParams(search).get('lang');
  if (isCatalogLocale(asked)) safeStorage.set(LANGUAGE_KEY, asked);
}

/** The language to open the page in, before the event is known. */
export function startLocale(): CatalogLocale {
  return chooseLanguage(storedLanguage(), browserLanguages(), null);
}

/** The picker: this device's choice, kept and shown at once. */
export async function pickLanguage(locale: CatalogLocale): Promise<void> {
  safeStorage.set(LANGUAGE_KEY, locale);
  await activateCrewLocale(locale);
}

// The clock: the device's choice, else the event's, else 24-hour.
let eventClock: ClockFormat = '24h';
let clockVersion = 0;
const clockListeners = new Set<() => void>();
const clockChanged = () => {
  clockVersion += 1;
  for (const l of clockListeners) l();
};

export function crewClockFormat(): ClockFormat {
  const own = safeStorage.get(CLOCK_KEY);
  return own === '12h' || own === '24h' ? own : eventClock;
}

export function pickClockFormat(format: ClockFormat): void {
  safeStorage.set(CLOCK_KEY, format);
  clockChanged();
}

export function useCrewClockFormat(): ClockFormat {
  useSyncExternalStore(
    (l) => {
      clockListeners.add(l);
      return () => clockListeners.delete(l);
    },
    () => clockVersion,
    () => clockVersion,
  );
  return crewClockFormat();
}

/** The event's settings arrived (with the event, or the stage view): its words, its clock, and its language if nothing else chose. */
export function applyEventLanguage(settings: EventLanguage | undefined): void {
  if (!settings) return;
  setCrewOverrides(settings.stringOverrides);
  if (settings.crewClockFormat !== eventClock) {
    eventClock = settings.crewClockFormat;
    clockChanged();
  }
  const wanted = chooseLanguage(storedLanguage(), browserLanguages(), settings.crewLanguage);
  if (wanted !== crewLocale()) void activateCrewLocale(wanted);
}
