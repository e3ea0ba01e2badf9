/**
 * The live status in the page's words (docs/decisions/0038-i18n-lingui.md), for the crew phone and
 * the stage display. The main app keeps its English helpers (realtime/connectionText.ts,
 * realtime/liveStatus.ts) until its own catalog comes.
 */
import type { ClockFormat, CueStatusValue } from '@showcaller/shared';
import type { ConnectionState } from '@/realtime/RealtimeConnection';
import type { CueTiming } from '@/realtime/liveStatus';
import { crewLocale, type Translate } from './crewI18n';
import { clockText } from './formats';

export function connectionWords(connection: ConnectionState, t: Translate): string {
  switch (connection) {
    case 'live':
      return t('common.connection.live');
    case 'connecting':
      return t('common.connection.connecting');
    case 'reconnecting':
      return t('common.connection.reconnecting');
    case 'offline':
      return t('common.connection.offline');
    default:
      connection satisfies never;
      return t('common.connection.offline');
  }
}

export function sinceWords(ms: number, t: Translate): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 5) return t('common.since.now');
  if (s < 60) return t('common.since.seconds', { count: s });
  if (s < 3600) return t('common.since.minutes', { count: Math.floor(s / 60) });
  return t('common.since.hours', { count: Math.floor(s / 3600) });
}

/** The crew phone's status pill. */
export function crewStatusWords(status: CueStatusValue | null, t: Translate): string {
  switch (status) {
    case null:
    case 'idle':
      return t('crew.status.idle');
    case 'standby':
      return t('crew.status.standby');
    case 'go':
      return t('crew.status.go');
    case 'hold':
      return t('crew.status.hold');
    default:
      status satisfies never;
      return t('crew.status.idle');
  }
}

/** The word above a timer: what the number means for this cue's timer type. */
export function timerHeadingWords(timing: CueTiming, t: Translate, clock: ClockFormat): string {
  if (timing.type === 'none') return t('common.timer.none');
  if (timing.stopped) return t('common.timer.stopped');
  if (timing.over > 0) return t('common.timer.over');
  if (timing.type === 'countup') return t('common.timer.elapsed');
  if (timing.type === 'timeOfDay' && timing.endsAt !== null)
    return t('common.timer.until', { time: clockText(new Date(timing.endsAt).getTime(), crewLocale(), clock) });
  return t('common.timer.remaining');
}
