/**
 * Change notifications between services and the real-time hub (docs/decisions/0006-bus-and-fan-out.md). The in-process
 * adapter serves SQLite (one process); a PostgreSQL adapter relays the same messages with
 * LISTEN/NOTIFY so every server process fans out to its own sockets.
 */
import { z } from 'zod';
import { annotationSchema, refetchKey, type CueStatus } from '@showcaller/shared';

const id = z.number().int().positive().max(2_147_483_647);

/** Why sessions ended: the hub words its `revoked` frame by it. */
export const SESSION_END_REASONS = ['ended', 'expired', 'codeChanged'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * A NOTIFY payload must stay under 8000 bytes: ids of ended sessions travel in chunks this big
 * (10 digits and a comma each at most).
 */
export const SESSION_IDS_PER_MESSAGE = 500;
/** A note travels between processes with its announcement up to this size (NOTIFY takes < 8000 bytes). */
export const NOTE_ON_WIRE_BYTES = 7000;

/**
 * What crosses between processes, checked on arrival: a notification is data from outside this
 * process (another version in a rolling deploy, say), so it is parsed, never cast.
 */
export const wireBusMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('refetch'), eventId: id, key: refetchKey, revision: z.number().int() }),
  z.object({ type: z.literal('cueStatus'), eventId: id, version: z.number().int() }),
  z.object({ type: z.literal('overtime'), eventId: id, cueId: id, cueNumber: z.number().int() }),
  /**
   * A note changed. The note rides along when it fits a NOTIFY payload (notes hold up to 5,000
   * characters); otherwise a process re-reads an added or changed note by its id.
   */
  z.object({
    type: z.literal('annotation'),
    eventId: id,
    action: z.enum(['created', 'updated', 'deleted']),
    annotationId: id,
    annotation: annotationSchema.optional(),
  }),
  /**
   * A code, the event or its control key is gone. 'controlKey': the key was replaced; each process
   * re-checks the keys its Companion sockets subscribed with and ends those no longer current.
   */
  z.object({
    type: z.literal('revoked'),
    eventId: id,
    scope: z.enum(['caller', 'department', 'stage', 'event', 'controlKey']),
    departmentId: id.nullable(),
  }),
  /**
   * Sessions that no longer exist (docs/decisions/0007-sessions.md): every process
   * ends the sockets subscribed with them. Keyed by session id, not by event or user, so anything
   * a process keeps per session (a session cache) can drop exactly these entries too.
   */
  z.object({
    type: z.literal('sessionsEnded'),
    sessionIds: z.array(id).min(1).max(SESSION_IDS_PER_MESSAGE),
    reason: z.enum(SESSION_END_REASONS),
  }),
]);
type WireBusMessage = z.infer<typeof wireBusMessage>;

export type BusMessage =
  | Exclude<WireBusMessage, { type: 'cueStatus' }>
  /**
   * `cueStatus` is the new status as the service presented it, for this process only: the hub
   * sends it without reading it back. Between processes the notice stays small (event id, kind,
   * version) and each process re-reads (docs/decisions/0006-bus-and-fan-out.md).
   */
  | { type: 'cueStatus'; eventId: number; version: number; cueStatus?: CueStatus };

export interface Bus {
  publish(msg: BusMessage): void;
  subscribe(handler: (msg: BusMessage) => void): () => void;
  /**
   * Called when the bus hears again after a gap (PostgreSQL's listener reconnected): what other
   * processes announced meanwhile was lost, so the listener re-reads what it serves.
   */
  onResume?(handler: () => void): () => void;
  close(): Promise<void>;
}

/** What crosses to other processes: the message without what only this process may use. */
export function wireMessage(msg: BusMessage): BusMessage {
  if (msg.type === 'annotation' && msg.annotation && Buffer.byteLength(JSON.stringify(msg)) > NOTE_ON_WIRE_BYTES) {
    const { annotation: _left, ...small } = msg;
    return small;
  }
  if (msg.type !== 'cueStatus' || msg.cueStatus === undefined) return msg;
  return { type: 'cueStatus', eventId: msg.eventId, version: msg.version };
}

/** Announces ended sessions in messages small enough for any adapter. */
export function publishSessionsEnded(bus: Bus, sessionIds: readonly number[], reason: SessionEndReason): void {
  for (let i = 0; i < sessionIds.length; i += SESSION_IDS_PER_MESSAGE) {
    bus.publish({ type: 'sessionsEnded', sessionIds: sessionIds.slice(i, i + SESSION_IDS_PER_MESSAGE), reason });
  }
}

export function inProcessBus(): Bus {
  const handlers = new Set<(msg: BusMessage) => void>();
  return {
    publish(msg) {
      // Deliver after the current transaction's work, like a NOTIFY after commit.
      queueMicrotask(() => {
        for (const h of handlers) h(msg);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => handlers.clear(),
  };
}
