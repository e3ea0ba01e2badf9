/** Words of the connection indicator, shared by the show screen and the crew view. */
import type { ConnectionState } from './RealtimeConnection';

export function connectionLabel(connection: ConnectionState): string {
  switch (connection) {
    case 'live':
      return 'Live';
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'offline':
      return 'Offline';
    default:
      connection satisfies never;
      return 'Offline';
  }
}

export function sinceText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}
