/**
 * Event dates on screen (docs/decisions/0012-event-dates-are-calendar-dates.md): a calendar date shown in the reader's locale, never moved
 * by their time zone (20 March is 20 March in Los Angeles too). A value stored before migration
 * 003 (a date-time) is read the way the migration reads it.
 */
import { calendarDateFromLegacy, localDateOf } from '@showcaller/shared';
import { appFormatLocale, appT } from '@/i18n/appI18n';

/** The event's day as local midnight, or null when the value is not a date. */
export function eventLocalDate(value: string): Date | null {
  const day = calendarDateFromLegacy(value);
  return day === null ? null : localDateOf(day);
}

/** "March 20, 2026" / "20 March 2026" (long) or with the weekday (full), in the reader's locale. */
export function formatEventDate(value: string, style: 'long' | 'full' = 'long', locale: string = appFormatLocale()): string {
  const date = eventLocalDate(value);
  return date ? formatLocalDate(date, style, locale) : appT('general.event.noDate');
}

export function formatLocalDate(date: Date, style: 'medium' | 'long' | 'full' = 'long', locale: string = appFormatLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

/** "today", "tomorrow", "in 5 days", "2 months ago": whole calendar days, so never "19 hours ago". */
export function relativeEventDay(value: string, today: Date, locale: string = appFormatLocale()): string | null {
  const date = eventLocalDate(value);
  if (!date) return null;
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // Math.round: a daylight-saving change makes one day 23 or 25 hours long.
  const days = Math.round((date.getTime() - midnight.getTime()) / 86_400_000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(days) < 45) return rtf.format(days, 'day');
  if (Math.abs(days) < 365) return rtf.format(Math.round(days / 30.44), 'month');
  return rtf.format(Math.round(days / 365.25), 'year');
}
