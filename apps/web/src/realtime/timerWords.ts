/** The show screen's timer words in the app's language (docs/decisions/0040-i18n-app-and-server.md); the maths is liveStatus.ts. */
import { clockTimeOf } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';
import { timerText, type CueTiming } from './liveStatus';

/** The word above a timer: what the number means for this cue's timer type; `time` writes a time-of-day end. */
export function timerHeading(t: CueTiming, time: (ms: number) => string = (ms) => clockTimeOf(new Date(ms)).slice(0, 5)): string {
  if (t.type === 'none') return appT('show.timer.none');
  if (t.stopped) return appT('show.timer.stopped');
  if (t.over > 0) return appT('show.timer.over');
  if (t.type === 'countup') return appT('show.timer.elapsed');
  if (t.type === 'timeOfDay' && t.endsAt !== null) return appT('show.timer.until', { time: time(t.endsAt) });
  return appT('show.timer.remaining');
}

/** The big number, or "Instant" for a 0-second cue. */
export function timerWords(t: CueTiming): string {
  return t.instant ? appT('show.timer.instant') : timerText(t);
}
