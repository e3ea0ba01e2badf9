/**
 * The one change channel (docs/decisions/0006-bus-and-fan-out.md): services publish a typed domain
 * event after their transaction commits, and each event type says where it is delivered (DELIVERY):
 * 'local' once, in the process that committed it (OSC out, webhooks), or 'everywhere' (screens,
 * timers, session caches). The publishing process always hears its own event at once; the
 * in-process adapter serves SQLite (one process), and the PostgreSQL adapter also relays
 * 'everywhere' events with LISTEN/NOTIFY, tagged with the process's origin id so it drops its own echo.
 */
import { z } from 'zod';
import {
  annotationSchema,
  auxTimerListSchema,
  cueStatusSchema,
  presencePersonSchema,
  refetchKey,
  taskSchema,
  type CueStatus,
} from '@showcaller/shared';

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
  /**
   * A status change, with the status as saved (every process sends it as it is, nothing is read
   * back) and when the server next needs to act on it (`due`: over time or an auto-advance, null
   * for never), so timers re-arm without a read. Both are optional on the wire: a process of an
   * older version announces only the version, and the resync after a bus gap knows neither; then
   * the listener reads.
   */
  z.object({
    type: z.literal('cueStatus'),
    eventId: id,
    version: z.number().int(),
    cueStatus: cueStatusSchema.optional(),
    due: z.object({ at: z.number(), overtime: z.boolean() }).nullable().optional(),
  }),
  z.object({ type: z.literal('overtime'), eventId: id, cueId: id, cueNumber: z.number().int() }),
  /**
   * Tasks changed (docs/decisions/0039-task-and-ack-deltas.md): the tasks as saved and the removed
   * ones' ids with their departments (fan-out sends each department code its own), at the event's
   * revision after the change. Too big for a NOTIFY, it crosses as a `refetch` of 'tasks' (`wireMessage`).
   */
  z.object({
    type: z.literal('tasks'),
    eventId: id,
    revision: z.number().int(),
    tasks: z.array(taskSchema),
    removed: z.array(z.object({ id, departmentId: id })),
  }),
  /** A department said Ready for the standby of status `version` (docs/decisions/0039-task-and-ack-deltas.md). */
  z.object({
    type: z.literal('ack'),
    eventId: id,
    version: z.number().int(),
    cueId: id.nullable(),
    departmentId: id,
    readyAt: z.string(),
  }),
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
    scope: z.enum(['caller', 'department', 'stage', 'event', 'controlKey', 'member', 'link']),
    departmentId: id.nullable(),
    /** 'member': the account removed from the event's team or whose role there changed (docs/decisions/0031-team-members-and-roles.md). */
    userId: id.nullable().optional(),
    /** 'link': the share link revoked, or null with `departmentId` for every link of a deleted department (docs/decisions/0036-share-links.md). */
    linkId: id.nullable().optional(),
  }),
  /**
   * Sessions that no longer exist (docs/decisions/0007-sessions.md): every process
   * ends the sockets subscribed with them. Keyed by session id, not by event or user, so anything
   * a process keeps per session (a session cache) can drop exactly these entries too.
   */
  /**
   * A production's rooms, or which events it holds on which day, changed (an event made, moved,
   * renamed or deleted): walls following it re-read which events they follow (docs/decisions/0027-producer-wall.md).
   */
  z.object({ type: z.literal('production'), productionId: id }),
  /**
   * One process's people on an event's show screens (realtime/editors.ts): each process lists its
   * own and merges the others' (docs/decisions/0032-history-versions-presence.md).
   */
  z.object({
    type: z.literal('presence'),
    eventId: id,
    process: z.string().min(1).max(64),
    people: z.array(presencePersonSchema).max(40),
  }),
  /**
   * An event's auxiliary timers changed (docs/decisions/0037-aux-timers.md): the whole list (three
   * timers at most, well inside a NOTIFY payload); without it (the resync after a bus gap) the listener reads.
   */
  z.object({ type: z.literal('auxTimers'), eventId: id, timers: auxTimerListSchema.max(3).optional() }),
  z.object({
    type: z.literal('sessionsEnded'),
    sessionIds: z.array(id).min(1).max(SESSION_IDS_PER_MESSAGE),
    reason: z.enum(SESSION_END_REASONS),
  }),
]);
/** An event delivered in every process: what crosses between processes, parsed on arrival. */
export type EverywhereMessage = z.infer<typeof wireBusMessage>;
export type PresenceShare = Extract<EverywhereMessage, { type: 'presence' }>;

/**
 * A saved status change with what only the committing process knows (who moved it, the log kind,
 * the status before): OSC out and webhooks act on it exactly once, in that process.
 */
export interface StatusApplied {
  type: 'statusApplied';
  eventId: number;
  cueStatus: CueStatus;
  previous: { status: CueStatus['status']; currentCueId: number | null } | null;
  logKind: string;
  /** The current cue's id; its number and action follow in `cue` (a listener with a cache need not wait). */
  cueId: number | null;
  cue: Promise<{ id: number; number: number; action: string } | undefined>;
  source: string;
}

/** Every domain event on the channel. */
export type BusMessage = EverywhereMessage | StatusApplied;

export type Delivery = 'local' | 'everywhere';
/** Where each event is heard: every type says it once, here (a new type must choose). */
export const DELIVERY = {
  refetch: 'everywhere',
  cueStatus: 'everywhere',
  overtime: 'everywhere',
  tasks: 'everywhere',
  ack: 'everywhere',
  annotation: 'everywhere',
  revoked: 'everywhere',
  sessionsEnded: 'everywhere',
  production: 'everywhere',
  presence: 'everywhere',
  auxTimers: 'everywhere',
  statusApplied: 'local',
} as const satisfies Record<BusMessage['type'], Delivery>;

export function deliveredEverywhere(msg: BusMessage): msg is EverywhereMessage {
  return DELIVERY[msg.type] === 'everywhere';
}

export interface Bus {
  /** Call after the transaction commits: nothing may hear of a change that could still roll back. */
  publish(msg: BusMessage): void;
  subscribe(handler: (msg: BusMessage) => void): () => void;
  /**
   * Called when the bus hears again after a gap (PostgreSQL's listener reconnected): what other
   * processes announced meanwhile was lost, so the listener re-reads what it serves.
   */
  onResume?(handler: () => void): () => void;
  close(): Promise<void>;
}

/**
 * What crosses to other processes: a note too large for a NOTIFY payload stays behind (re-read by
 * id); tasks too many for one cross as a 'tasks' refetch, so the other processes' screens re-read.
 */
export function wireMessage(msg: EverywhereMessage): EverywhereMessage {
  if (msg.type === 'tasks' && Buffer.byteLength(JSON.stringify(msg)) > NOTE_ON_WIRE_BYTES) {
    return { type: 'refetch', eventId: msg.eventId, key: 'tasks', revision: msg.revision };
  }
  if (msg.type === 'annotation' && msg.annotation && Buffer.byteLength(JSON.stringify(msg)) > NOTE_ON_WIRE_BYTES) {
    const { annotation: _left, ...small } = msg;
    return small;
  }
  return msg;
}

/** Announces ended sessions in messages small enough for any adapter. */
export function publishSessionsEnded(bus: Bus, sessionIds: readonly number[], reason: SessionEndReason): void {
  for (let i = 0; i < sessionIds.length; i += SESSION_IDS_PER_MESSAGE) {
    bus.publish({ type: 'sessionsEnded', sessionIds: sessionIds.slice(i, i + SESSION_IDS_PER_MESSAGE), reason });
  }
}

/**
 * Hands each event to this process's listeners on a microtask, in publish order (both adapters):
 * a throwing listener is logged and never reaches the publisher nor the other listeners.
 */
export function localDelivery(onError: (err: unknown) => void) {
  const handlers = new Set<(msg: BusMessage) => void>();
  return {
    handlers,
    deliver: (msg: BusMessage): void => {
      queueMicrotask(() => {
        for (const h of handlers) {
          try {
            h(msg);
          } catch (err) {
            onError(err);
          }
        }
      });
    },
  };
}

/** One process (SQLite): 'local' and 'everywhere' are the same place. */
export function inProcessBus(onError: (err: unknown) => void = () => undefined): Bus {
  const { handlers, deliver } = localDelivery(onError);
  return {
    publish: deliver,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => handlers.clear(),
  };
}
