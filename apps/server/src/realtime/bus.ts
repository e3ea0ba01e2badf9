/**
 * Change notifications between services and the real-time hub (DESIGN.md §3). The in-process
 * adapter serves SQLite (one process); a PostgreSQL adapter relays the same messages with
 * LISTEN/NOTIFY so every server process fans out to its own sockets.
 */
import type { CueStatus, RefetchKey } from '@showcaller/shared';

export type BusMessage =
  | { type: 'refetch'; eventId: number; key: RefetchKey; revision: number }
  /**
   * `cueStatus` is the new status as the service presented it, for this process only: the hub
   * sends it without reading it back. Between processes the notice stays small (event id, kind,
   * version) and each process re-reads (DESIGN.md §3).
   */
  | { type: 'cueStatus'; eventId: number; version: number; cueStatus?: CueStatus }
  | { type: 'annotation'; eventId: number; action: 'created' | 'updated' | 'deleted'; annotationId: number }
  | { type: 'overtime'; eventId: number; cueId: number; cueNumber: number }
  | { type: 'revoked'; eventId: number; scope: 'caller' | 'department' | 'event'; departmentId: number | null };

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
  if (msg.type !== 'cueStatus' || msg.cueStatus === undefined) return msg;
  return { type: 'cueStatus', eventId: msg.eventId, version: msg.version };
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
