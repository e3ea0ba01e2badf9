import type { AppFormats } from '@/i18n/appFormats';

/** "14:05:09" today, "3 Nov 14:05" another day: when a change was made, in the app's language and the account's clock. */
export function whenText(iso: string, f: AppFormats, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay
    ? f.time(at.getTime(), { seconds: true })
    : f.date(at.getTime(), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
