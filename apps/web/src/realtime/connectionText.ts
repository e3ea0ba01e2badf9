/** Words of the connection indicator, shared by the show screen and the crew view. */
import type { ConnectionState } from './RealtimeConnection';
import { appT } from '@/i18n/appI18n';

export function connectionLabel(connection: ConnectionState): string {
  switch (connection) {
    case 'live':
      return appT('show.connection.live');
    case 'connecting':
      return appT('show.connection.connecting');
    case 'reconnecting':
      return appT('show.connection.reconnecting');
    case 'offline':
      return appT('show.connection.offline');
    default:
      connection satisfies never;
      return appT('show.connection.offline');
  }
}

export function sinceText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 5) return appT('show.since.now');
  if (s < 60) return appT('show.since.seconds', { count: s });
  if (s < 3600) return appT('show.since.minutes', { count: Math.floor(s / 60) });
  return appT('show.since.hours', { count: Math.floor(s / 3600) });
}
