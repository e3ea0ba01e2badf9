/**
 * Whether the cue status on screen can still be trusted as the show's. While the socket is down the
 * connection polls the status over HTTP, so a dropped socket alone does not make it stale: only no
 * word from the server since the link was lost, or none for a few missed polls.
 */
import type { ConnectionState } from './RealtimeConnection';

/** Polls run every 2 s while the socket is down: three missed in a row mean the link is gone. */
export const STALE_AFTER_MS = 6000;

export interface LinkState {
  connection: ConnectionState;
  /** Local ms of the last thing heard from the server. */
  lastUpdateAt: number | null;
  /** Local ms when the connection last stopped being live; null while live or never live. */
  lostAt: number | null;
}

export function isStatusStale({ connection, lastUpdateAt, lostAt }: LinkState, nowMs: number): boolean {
  switch (connection) {
    // 'connecting' is the first connection of the page: nothing was lost yet.
    case 'live':
    case 'connecting':
      return false;
    case 'reconnecting':
    case 'offline':
      if (lastUpdateAt === null) return true;
      if (lostAt !== null && lastUpdateAt <= lostAt) return true;
      return nowMs - lastUpdateAt > STALE_AFTER_MS;
    default:
      connection satisfies never;
      return true;
  }
}
