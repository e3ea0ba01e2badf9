/**
 * Local formats in the main app (docs/decisions/0040-i18n-app-and-server.md): dates and numbers in
 * the app's language, times of day 24-hour unless the account chose 12-hour. Durations (timers,
 * HH:MM:SS) are not times of day and stay as they are.
 */
import { useMemo } from 'react';
import type { ClockFormat } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { appFormatLocale, useAppT } from './appI18n';
import { accountClock } from './appLanguage';
import { clockText, dayText, numberText } from './formats';

export interface AppFormats {
  locale: string;
  clockFormat: ClockFormat;
  /** A time of day: "14:05" / "2:05 PM". */
  time(ms: number, opts?: { seconds?: boolean; timeZone?: string }): string;
  /** A calendar day "YYYY-MM-DD": "Donnerstag, 26. November". */
  day(day: string): string;
  /** A date (and time) by Intl's options, in the app's language and the account's clock. */
  date(ms: number, options: Intl.DateTimeFormatOptions): string;
  number(n: number): string;
}

export function appFormats(locale: string, clockFormat: ClockFormat): AppFormats {
  return {
    locale,
    clockFormat,
    time: (ms, opts) => clockText(ms, locale, clockFormat, opts),
    day: (day) => dayText(day, locale),
    date: (ms, options) =>
      new Intl.DateTimeFormat(
        locale,
        options.hour === undefined ? options : { ...options, hourCycle: clockFormat === '24h' ? 'h23' : 'h12' },
      ).format(ms),
    number: (n) => numberText(n, locale),
  };
}

export function useAppFormats(): AppFormats {
  useAppT();
  const { user } = useUser();
  const locale = appFormatLocale();
  const clock = accountClock(user?.clockFormat);
  return useMemo(() => appFormats(locale, clock), [locale, clock]);
}
