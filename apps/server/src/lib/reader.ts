/**
 * Who reads a document the server writes (a PDF, a workbook, a mailed report, the lobby's times):
 * their language and clock (docs/decisions/0040-i18n-app-and-server.md). Dates and numbers by `Intl`
 * in that language; times of day 24-hour unless 12-hour was chosen.
 */
import { isLocale, type CatalogLocale, type ClockFormat } from '@showcaller/shared';
import type { Actor } from './actor.js';
import { askerLocale } from './i18n.js';

export interface Reader {
  locale: CatalogLocale;
  clock: ClockFormat;
}

export const ENGLISH_READER: Reader = { locale: 'en', clock: '24h' };

/** An account's stored language and clock (users.language, users.clock_format). */
export interface AccountLanguageRow {
  language: string | null;
  clock_format: string;
}

/**
 * The asker of a request: the account's language when it chose one, else the request's
 * `Accept-Language`; the account's clock, else 24-hour.
 */
export function readerOf(acceptLanguage: string | undefined, account?: AccountLanguageRow | null): Reader {
  const language = account && isLocale(account.language) ? account.language : null;
  return { locale: askerLocale(acceptLanguage, language), clock: account?.clock_format === '12h' ? '12h' : '24h' };
}

/**
 * The `Intl` locale of a catalog locale. English keeps the British forms it always had ("26 November
 * 2026"); the right-to-left pseudo-locale is English words mirrored, so it formats as English.
 */
export function intlLocale(locale: CatalogLocale): string {
  return locale === 'en' || locale === 'ar-XB' ? 'en-GB' : locale;
}

/** Times of day by the same `Intl` locale as the pages (`en`: "2:05 PM"), so a page and its server agree. */
function timeLocale(locale: CatalogLocale): string {
  return locale === 'ar-XB' ? 'en' : locale;
}

function timeOptions(clock: ClockFormat, seconds: boolean): Intl.DateTimeFormatOptions {
  return {
    hour: clock === '24h' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: clock === '24h' ? 'h23' : 'h12',
  };
}

/** A time of day in `timeZone` ("19:05:09", "7:05:09 pm"); throws a RangeError for a zone the runtime does not know. */
export function timeFormatter(reader: Reader, timeZone: string, seconds = true): (iso: string | null) => string {
  const f = new Intl.DateTimeFormat(timeLocale(reader.locale), { timeZone, ...timeOptions(reader.clock, seconds) });
  return (iso) => (iso === null ? '' : f.format(new Date(iso)));
}

/** A time of day in `timeZone`, or in UTC when the zone is unknown. */
export function safeTimeFormatter(reader: Reader, timeZone: string, seconds = true): (iso: string | null) => string {
  try {
    return timeFormatter(reader, timeZone, seconds);
  } catch {
    return timeFormatter(reader, 'UTC', seconds);
  }
}

/** A clock time "HH:MM" or "HH:MM:SS" of the rundown, as the reader's clock writes it ("14:05" or "2:05 pm"). */
export function clockTimeText(hms: string, reader: Reader): string {
  if (reader.clock === '24h') return hms;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(hms);
  if (!m) return hms;
  const date = Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
  return new Intl.DateTimeFormat(timeLocale(reader.locale), { timeZone: 'UTC', ...timeOptions('12h', m[3] !== undefined) }).format(date);
}

/** A day ("26 November 2026", "26. November 2026") of an instant in `timeZone`. */
export function dateText(iso: string, reader: Reader, timeZone = 'UTC'): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(reader.locale), { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}

/** A calendar day "YYYY-MM-DD" as the language writes it. */
export function dayText(day: string, reader: Reader): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? day : dateText(new Date(ms).toISOString(), reader);
}

export function numberText(n: number, reader: Reader): string {
  return new Intl.NumberFormat(intlLocale(reader.locale)).format(n);
}

/** The asker of a request, by their account (its language and clock) and their `Accept-Language`. */
export type ReaderOf = (actor: Actor, acceptLanguage: string | undefined) => Promise<Reader>;

export function accountReaders(byId: (userId: number) => Promise<AccountLanguageRow | undefined>): ReaderOf {
  return async (actor, acceptLanguage) => readerOf(acceptLanguage, actor.kind === 'user' ? await byId(actor.userId) : null);
}
