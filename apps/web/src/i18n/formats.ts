/**
 * Local formats (docs/decisions/0038-i18n-lingui.md): dates and numbers by Intl in the page's
 * language; clock times 24-hour unless 12-hour is chosen. Timers (HH:MM:SS counting down) are
 * durations, not times of day, and stay as they are in every language.
 */
import type { ClockFormat } from '@showcaller/shared';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** A time of day: "14:05" / "2:05 PM" (with seconds when asked), in `timeZone` or the device's. */
export function clockText(ms: number, locale: string, format: ClockFormat, opts: { seconds?: boolean; timeZone?: string } = {}): string {
  const options: Intl.DateTimeFormatOptions = {
    hour: format === '24h' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(opts.seconds ? { second: '2-digit' } : {}),
    hourCycle: format === '24h' ? 'h23' : 'h12',
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  };
  try {
    return formatter(locale, options).format(ms);
  } catch {
    // An unknown time zone: the device's.
    const { timeZone: _zone, ...rest } = options;
    return formatter(locale, rest).format(ms);
  }
}

/** A calendar day "YYYY-MM-DD" as the language writes it: "Donnerstag, 26. November". */
export function dayText(day: string, locale: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(d);
}

/** A whole number as the language writes it (1.234 / 1,234 / 1 234). */
export function numberText(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}
