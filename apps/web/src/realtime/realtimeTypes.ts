/**
 * The public shapes of a live connection (RealtimeConnection.ts): its state, its events, its
 * options and the frame parsers it is given. Kept apart from the class so that each file holds one
 * responsibility.
 */
import type { AuxTimer, CueStatus, RefetchKey, ServerMessage, SubscriberRole } from '@showcaller/shared';
import type { BackoffOptions } from './backoff';
import { withRequestLanguage } from '../api/requestLanguage';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface RealtimeSnapshot {
  connection: ConnectionState;
  cueStatus: CueStatus | null;
  /** Local ms when anything valid last came from the server (a frame, a pong, a poll). */
  lastUpdateAt: number | null;
  offsetMs: number;
  rttMs: number | null;
  role: SubscriberRole | null;
  /** Set when the server revoked this screen's access; the client then stops for good. */
  revokedReason: string | null;
  /** The server's last error text (a refused subscribe, say). */
  error: string | null;
  /** The event's auxiliary timers as last sent (docs/decisions/0037-aux-timers.md); null before the first frame. */
  auxTimers: AuxTimer[] | null;
}

export interface RealtimeEvents {
  /** A newer status replaced `prev` (null on the first one seen). */
  status: { prev: CueStatus | null; next: CueStatus };
  refetch: RefetchKey;
  /** Subscribed again after a drop: everything read while away may be stale. */
  resync: undefined;
  overtime: { cueId: number; cueNumber: number };
  /** Tasks changed (docs/decisions/0039-task-and-ack-deltas.md): the tasks as saved, the removed ids, the event's revision. */
  tasks: Extract<ServerMessage, { type: 'tasksChanged' }>;
  /** A department said Ready for the standby of status `version`. */
  ack: Extract<ServerMessage, { type: 'ackChanged' }>;
  message: ServerMessage;
}

/** Validates one decoded frame / status body; null means "not valid, ignore it". */
export interface FrameParsers {
  parseMessage: (data: unknown) => ServerMessage | null;
  parseStatus: (data: unknown) => CueStatus | null;
}

export interface RealtimeClientOptions {
  eventId: number;
  token: string | null;
  /** GET /api/events/{id}/cuestatus; used only while the socket is down. */
  fetchStatus: (signal: AbortSignal) => Promise<unknown>;
  url?: string;
  pollMs?: number;
  pingBurst?: number;
  pingBurstGapMs?: number;
  pingIntervalMs?: number;
  /** Failed attempts in a row before the state reads 'offline' rather than 'reconnecting'. */
  offlineAfterAttempts?: number;
  connectTimeoutMs?: number;
  /**
   * A live socket that answers nothing this long after a ping is dead (a phone that walked out of
   * Wi-Fi keeps a socket that never closes): it is dropped and the client reconnects.
   */
  pongTimeoutMs?: number;
  /** The same check, quicker, when the browser says the network went away or came back. */
  probeTimeoutMs?: number;
  /**
   * While live, a ping frame this often (0: none). Crew phones send one every second so the server
   * can tell the caller within 5 s that a phone went silent (docs/decisions/0023-crew-phones-lost-fixed-and-found.md, connections.ts).
   */
  heartbeatMs?: number;
  /** With `heartbeatMs`: no pong for this long and the live socket is dropped (the client reconnects and polls). */
  heartbeatTimeoutMs?: number;
  backoff?: BackoffOptions;
  random?: () => number;
  now?: () => number;
}

export function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  // The page's language, for the server's refusals (the upgrade request carries only the browser's).
  const lang = withRequestLanguage({})['Accept-Language'];
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
}
