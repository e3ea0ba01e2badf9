/**
 * The hub's third part (docs/architecture.md#the-websocket-protocol): bus messages out to this process's sockets
 * (docs/decisions/0006). Each message is read once, serialised once, and the same bytes go to
 * every socket of the event that may hear it, synchronously; who may hear what comes from
 * the access rules (features/access/permissions.ts, passed in by app.ts). A status change carries the status, so it goes out without a
 * read, before the HTTP answer of the command that made it in this process; only a notice without
 * it (an older server, a resync) is read. Sessions that end, and Companion subscriptions whose control key was replaced, lose
 * their subscriptions here too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Annotation, AuxTimer, RefetchKey, ServerMessage, ServerMessageKey } from '@showcaller/shared';
import { english, serverT } from '../lib/i18n.js';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../lib/actor.js';
import type { AccessRules, LiveStatus, ProductionWalls, Revocation } from './ports.js';
import type { BusMessage, SessionEndReason } from '../bus/bus.js';
import type { Client, Connections } from './connections.js';
import { encodeFrame, type StatusFrames } from './statusFrames.js';
import type { Walls } from './walls.js';

/** How long an ended session is remembered, for a subscribe that was resolving it meanwhile. */
const ENDED_MEMORY_MS = 60_000;
/** Close status after a session ended (4000-4999 are the application's; 4401 reads like HTTP 401). */
export const SESSION_ENDED_CLOSE = 4401;
/** The `revoked` reason for a Companion socket whose control key was replaced (the module shows it). */
export const KEY_CHANGED = english('errors.realtime.keyChanged');
/** The refetches a wall's tile shows (docs/decisions/0027-producer-wall.md): cues, readiness, problems, presence, broadcasts. */
const WALL_KEYS: ReadonlySet<RefetchKey> = new Set<RefetchKey>([
  'cues',
  'departments',
  'event',
  'acks',
  'devices',
  'crewTalk',
  'broadcasts',
]);

export interface FanOutDeps {
  conns: Connections;
  statuses: StatusFrames;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  cueStatus: Pick<LiveStatus, 'read'>;
  access: Pick<AccessRules, 'hearsRefetch' | 'hearsTasks' | 'readsNotes' | 'loses' | 'hearsAuxTimers'>;
  /** An event's auxiliary timers, for an announcement without them (a resync). */
  auxTimers?(eventId: number): Promise<AuxTimer[]>;
  /** Which of these sessions still exist: after a bus gap, ended sessions are found by looking. */
  sessionsExist?(sessionIds: number[]): Promise<Set<number>>;
  /** Is `key` still the event's control key? Companion subscriptions are re-checked with it. */
  controlKey?(eventId: number, key: string): Promise<boolean>;
  onPresence?(eventId: number): void;
  /** A note by id, for an announcement that came from another process without it. */
  annotation?(id: number): Promise<Annotation | undefined>;
  /** The producer's walls of this process, and which events a production's day holds. */
  walls?: { registry: Walls; production: Pick<ProductionWalls, 'events'> };
}

/** The `revoked` frame's words for what was taken away. */
function revokedReason(scope: Exclude<Revocation['scope'], 'controlKey'>): ServerMessageKey {
  switch (scope) {
    case 'event':
      return 'errors.realtime.eventDeleted';
    case 'member':
      // docs/decisions/0031-team-members-and-roles.md: a removal or a role change ends the screen at once.
      return 'errors.realtime.memberChanged';
    case 'link':
      return 'errors.realtime.linkRevoked';
    case 'caller':
    case 'stage':
    case 'department':
      return 'errors.realtime.codeChanged';
    default:
      scope satisfies never;
      return 'errors.realtime.accessTaken';
  }
}

/** docs/decisions/0036-share-links.md: the words a share link's screen shows as it drops. */
export const SHARE_LINK_REVOKED = english('errors.realtime.linkRevoked');
export const SHARE_LINK_ENDED = english('errors.realtime.linkEnded');

function endedText(reason: SessionEndReason, actor: Actor): ServerMessageKey {
  if (actor.kind === 'link') return reason === 'expired' ? 'errors.realtime.linkEnded' : 'errors.realtime.linkRevoked';
  if (reason === 'codeChanged') return 'errors.realtime.codeChanged';
  if (actor.kind === 'caller' || actor.kind === 'department' || actor.kind === 'stage') return 'errors.realtime.codeSessionEnded';
  return reason === 'expired' ? 'errors.realtime.sessionExpired' : 'errors.realtime.signedOut';
}

export function fanOut(d: FanOutDeps) {
  const { conns } = d;
  const { hearsRefetch, hearsTasks, readsNotes, loses } = d.access;
  /** Ended session ids → when this process heard so. */
  const recentlyEnded = new Map<number, number>();
  /** Event id → how many control-key changes this process heard of (a key subscribe in flight compares). */
  const keyChanges = new Map<number, number>();

  /** One subscription ends: its socket is told why, and closed once it has none left. */
  function drop(c: Client, eventId: number, reason: ServerMessageKey): void {
    conns.send(c, { type: 'revoked', eventId, reason: serverT(c.locale, reason) });
    conns.unsubscribe(c, eventId);
    d.onPresence?.(eventId);
    if (c.subs.size === 0) c.socket.close(SESSION_ENDED_CLOSE, 'session ended');
  }

  /**
   * Sockets subscribed with an ended session get a `revoked` frame per such subscription and lose
   * it; a socket left with none is closed, so it can neither hear the show nor send commands.
   */
  function endSessions(sessionIds: Iterable<number>, reason: SessionEndReason): void {
    const ended = new Set(sessionIds);
    const at = d.clock.now();
    for (const id of ended) recentlyEnded.set(id, at);
    for (const [id, heard] of recentlyEnded) if (at - heard > ENDED_MEMORY_MS) recentlyEnded.delete(id);
    for (const c of [...conns.clients]) {
      for (const [eventId, sub] of [...c.subs]) {
        if (sub.actor.kind !== 'anonymous' && ended.has(sub.actor.sessionId)) drop(c, eventId, endedText(reason, sub.actor));
      }
    }
    const walls = d.walls?.registry;
    for (const { c, wall } of walls?.list() ?? []) {
      if (wall.actor.kind === 'anonymous' || !ended.has(wall.actor.sessionId)) continue;
      conns.send(c, { type: 'error', error: serverT(c.locale, endedText(reason, wall.actor)) });
      walls?.leave(c, wall.productionId);
      if (c.subs.size === 0 && !walls?.holds(c)) c.socket.close(SESSION_ENDED_CLOSE, 'session ended');
    }
  }

  /**
   * A production's events of a day changed (docs/decisions/0027-producer-wall.md): each wall of it
   * follows the day's events as they are now, is told to re-read, and gets the status of each event
   * it did not follow before.
   */
  async function productionChanged(productionId: number): Promise<void> {
    const w = d.walls;
    if (!w) return;
    for (const { c, wall } of w.registry.list(productionId)) {
      const eventIds = await w.production.events(productionId, wall.day);
      const added = w.registry.setEvents(c, productionId, eventIds);
      conns.send(c, { type: 'productionRefetch', productionId, eventIds });
      for (const eventId of added) conns.sendFrame(c, await d.statuses.snapshot(eventId));
    }
  }

  /**
   * Ends the Companion subscriptions (of one event, or all) whose control key is no longer the
   * event's: after a `revoked` 'controlKey' announcement, and on the session check for one missed.
   * A socket that already holds the new key keeps going.
   */
  async function checkKeys(onlyEvent?: number): Promise<void> {
    if (!d.controlKey) return;
    const current = new Map<string, Promise<boolean>>();
    const held: Array<{ c: Client; eventId: number; valid: Promise<boolean> }> = [];
    for (const c of conns.clients) {
      for (const [eventId, sub] of c.subs) {
        if (sub.controlKey === undefined || (onlyEvent !== undefined && eventId !== onlyEvent)) continue;
        const k = `${eventId} ${sub.controlKey}`;
        let valid = current.get(k);
        if (!valid) current.set(k, (valid = d.controlKey(eventId, sub.controlKey)));
        held.push({ c, eventId, valid });
      }
    }
    for (const h of held) if (!(await h.valid) && h.c.subs.has(h.eventId)) drop(h.c, h.eventId, 'errors.realtime.keyChanged');
  }

  /** Ends the sockets whose sessions (or, for Companion, control keys) are gone from the database. */
  async function checkSessions(): Promise<void> {
    await checkKeys();
    if (!d.sessionsExist) return;
    const ids = new Set<number>();
    for (const c of conns.clients) for (const sub of c.subs.values()) if (sub.actor.kind !== 'anonymous') ids.add(sub.actor.sessionId);
    for (const { wall } of d.walls?.registry.list() ?? []) if (wall.actor.kind !== 'anonymous') ids.add(wall.actor.sessionId);
    if (ids.size === 0) return;
    const alive = await d.sessionsExist([...ids]);
    const gone = [...ids].filter((id) => !alive.has(id));
    if (gone.length > 0) endSessions(gone, 'ended');
  }

  /**
   * Changed tasks to the screens that read them (docs/decisions/0039-task-and-ack-deltas.md): one
   * frame for every-task screens, one per department for department codes (with that department's
   * tasks only, none when nothing of it changed); each frame is encoded once.
   */
  function sendTasks(msg: Extract<BusMessage, { type: 'tasks' }>): void {
    const { eventId, revision } = msg;
    const byDepartment = new Map<number, Buffer | null>();
    let all: Buffer | undefined;
    const frameFor = (departmentId: number): Buffer | null => {
      let f = byDepartment.get(departmentId);
      if (f !== undefined) return f;
      const tasks = msg.tasks.filter((t) => t.departmentId === departmentId);
      const removedIds = msg.removed.filter((r) => r.departmentId === departmentId).map((r) => r.id);
      f = tasks.length + removedIds.length === 0 ? null : encodeFrame({ type: 'tasksChanged', eventId, revision, tasks, removedIds });
      byDepartment.set(departmentId, f);
      return f;
    };
    for (const { c, sub } of conns.subscribers(eventId)) {
      const scope = hearsTasks(sub.role, sub.actor);
      if (scope === 'none') continue;
      const frame =
        scope === 'all'
          ? (all ??= encodeFrame({ type: 'tasksChanged', eventId, revision, tasks: msg.tasks, removedIds: msg.removed.map((r) => r.id) }))
          : frameFor(scope.departmentId);
      if (frame) conns.sendFrame(c, frame);
    }
  }

  async function onBus(msg: BusMessage): Promise<void> {
    if (msg.type === 'sessionsEnded') return endSessions(msg.sessionIds, msg.reason);
    if (msg.type === 'revoked' && msg.scope === 'controlKey') keyChanges.set(msg.eventId, (keyChanges.get(msg.eventId) ?? 0) + 1);
    if (msg.type === 'production') return productionChanged(msg.productionId);
    const walls = d.walls?.registry;
    const walled = walls?.watches(msg.eventId) === true;
    if (!conns.watches(msg.eventId) && !walled) return;
    switch (msg.type) {
      case 'cueStatus': {
        // The live status is the same for everyone who may subscribe (docs/decisions/0008), walls included.
        const status = msg.cueStatus ?? (await d.cueStatus.read(msg.eventId));
        const frame = d.statuses.changed(status);
        if (!frame) return;
        conns.broadcast(msg.eventId, frame);
        if (walled) walls?.broadcast(msg.eventId, frame);
        return;
      }
      case 'refetch': {
        if (msg.key === 'cues') d.statuses.stale(msg.eventId);
        const frame = encodeFrame({ type: 'refetch', key: msg.key, eventId: msg.eventId, revision: msg.revision });
        conns.broadcast(msg.eventId, frame, (s) => hearsRefetch(s.role, msg.key));
        if (walled && WALL_KEYS.has(msg.key)) walls?.broadcast(msg.eventId, frame);
        return;
      }
      case 'tasks':
        return sendTasks(msg);
      case 'ack': {
        // Who is ready is read by those who run the show (GET …/acks), and so is its change.
        const { eventId, version, cueId, departmentId, readyAt } = msg;
        const frame = encodeFrame({ type: 'ackChanged', eventId, version, cueId, departmentId, readyAt });
        conns.broadcast(eventId, frame, (s) => hearsRefetch(s.role, 'acks'));
        if (walled) walls?.broadcast(eventId, encodeFrame({ type: 'refetch', key: 'acks', eventId, revision: version }));
        return;
      }
      case 'annotation': {
        const note = msg.annotation ?? (msg.action === 'deleted' ? undefined : await d.annotation?.(msg.annotationId));
        const frame: ServerMessage | undefined =
          msg.action === 'deleted'
            ? { type: 'annotation_deleted', eventId: msg.eventId, annotationId: msg.annotationId, ...(note ? { annotation: note } : {}) }
            : note && {
                type: msg.action === 'created' ? 'annotation_created' : 'annotation_updated',
                eventId: msg.eventId,
                annotation: note,
              };
        if (frame) conns.broadcast(msg.eventId, encodeFrame(frame), (s) => readsNotes(s.role));
        return;
      }
      case 'overtime': {
        const frame = encodeFrame({ type: 'overtime', eventId: msg.eventId, cueId: msg.cueId, cueNumber: msg.cueNumber });
        conns.broadcast(msg.eventId, frame);
        if (walled) walls?.broadcast(msg.eventId, frame);
        return;
      }
      case 'auxTimers': {
        // The whole list, like the status (docs/decisions/0037-aux-timers.md); crews' phones show none.
        const timers = msg.timers ?? (await d.auxTimers?.(msg.eventId));
        if (!timers || !d.access.hearsAuxTimers) return;
        const hears = d.access.hearsAuxTimers.bind(d.access);
        conns.broadcast(msg.eventId, encodeFrame({ type: 'auxTimers', eventId: msg.eventId, timers, serverTime: d.clock.now() }), (s) =>
          hears(s.role),
        );
        return;
      }
      case 'statusApplied':
        return; // the committing process's own listeners (OSC out, webhooks); screens hear 'cueStatus'
      case 'presence':
        return; // the hub's editors registry merges it (realtime/editors.ts)
      case 'revoked':
        if (msg.scope === 'controlKey') return checkKeys(msg.eventId);
        for (const { c, sub } of conns.subscribers(msg.eventId)) {
          if (!loses(sub.actor, msg)) continue;
          conns.send(c, {
            type: 'revoked',
            eventId: msg.eventId,
            reason: serverT(c.locale, revokedReason(msg.scope)),
          });
          conns.unsubscribe(c, msg.eventId);
          // A code session ended with its code (its sessionsEnded may come first or after, from
          // another connection): a socket left with nothing is closed, like any ended session's.
          if (sub.actor.kind !== 'user' && c.subs.size === 0) c.socket.close(SESSION_ENDED_CLOSE, 'session ended');
        }
        return;
      default:
        msg satisfies never;
    }
  }

  return {
    onBus,
    endSessions,
    checkSessions,
    /** Did this session end lately (a subscribe that was resolving it must not go through)? */
    endedLately: (sessionId: number): boolean => recentlyEnded.has(sessionId),
    /** Control-key changes heard for the event: a key subscribe compares before and after its check. */
    keyChanges: (eventId: number): number => keyChanges.get(eventId) ?? 0,
    /**
     * After the bus missed messages (a PostgreSQL listener outage): send every subscribed screen
     * the status as it is now (only if newer than what it has) and have it re-read the rundown.
     */
    async resync(): Promise<void> {
      // Sessions that ended while the bus was deaf end here now.
      await checkSessions();
      for (const eventId of new Set([...conns.watched(), ...(d.walls?.registry.watched() ?? [])])) {
        d.statuses.stale(eventId);
        await onBus({ type: 'cueStatus', eventId, version: 0 });
        for (const key of ['cues', 'departments', 'tasks'] as const) await onBus({ type: 'refetch', eventId, key, revision: 0 });
        await onBus({ type: 'auxTimers', eventId });
      }
      // A wall's day may have gained or lost events meanwhile.
      for (const productionId of new Set(d.walls?.registry.list().map((w) => w.wall.productionId))) await productionChanged(productionId);
    },
  };
}
export type FanOut = ReturnType<typeof fanOut>;
