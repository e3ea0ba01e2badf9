/**
 * Who chooses the main app's language and clock (docs/decisions/0040-i18n-app-and-server.md): the
 * account (Settings → Language, `users.language`), else this browser's own choice (`?lang=` in an
 * address, kept), else the browser's languages, else English. Until the account is known, the last
 * account language seen on this browser opens the page, so a German caller never sees English first.
 */
import { isCatalogLocale, matchLocale, type CatalogLocale, type ClockFormat, type Locale } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';

const CHOSEN_KEY = 'showcaller:appLanguage';
const ACCOUNT_HINT_KEY = 'showcaller:accountLanguage';

/** The rule above, as a pure function. */
export function chooseAppLanguage(account: Locale | null, chosen: CatalogLocale | null, browser: readonly string[]): CatalogLocale {
  return account ?? chosen ?? matchLocale(browser) ?? 'en';
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

function stored(key: string): CatalogLocale | null {
  const v = safeStorage.get(key);
  return isCatalogLocale(v) ? v : null;
}

/** `?lang=xx` in an address is this browser's choice for the app (the account's language still wins). */
export function takeAppLanguageFromAddress(search: string): void {
  const asked = new URLSearchParams(search).get('lang');
  if (isCatalogLocale(asked)) safeStorage.set(CHOSEN_KEY, asked);
}

/** The language to open the app in, before the account is known. */
export function appStartLocale(): CatalogLocale {
  const hint = stored(ACCOUNT_HINT_KEY);
  return chooseAppLanguage(hint === 'ar-XB' ? null : hint, stored(CHOSEN_KEY), browserLanguages());
}

/** The language once the account is known (`language` null: it follows the browser). */
export function accountLocale(language: Locale | null | undefined): CatalogLocale {
  return chooseAppLanguage(language ?? null, stored(CHOSEN_KEY), browserLanguages());
}

/** Kept so the next page load opens in the account's language before the account is read. */
export function rememberAccountLanguage(language: Locale | null | undefined): void {
  if (language) safeStorage.set(ACCOUNT_HINT_KEY, language);
  else safeStorage.remove(ACCOUNT_HINT_KEY);
}

export function accountClock(clockFormat: ClockFormat | undefined): ClockFormat {
  return clockFormat ?? '24h';
}
