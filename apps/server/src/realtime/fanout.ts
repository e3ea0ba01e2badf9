/**
 * The hub's third part (issue 12.3): bus messages out to this process's sockets
 * (docs/decisions/0006). Each message is read once, serialised once, and the same bytes go to
 * every socket of the event that may hear it, synchronously; who may hear what comes from
 * features/access/permissions.ts. A status change made in this process carries the status, so it
 * goes out before the HTTP answer of the command that made it; a notice from another process is
 * re-read. Sessions that end lose their subscriptions here too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../features/auth/actor.js';
import { hearsRefetch, loses } from '../features/access/permissions.js';
import type { CueStatusService } from '../features/cueStatus/cueStatus.service.js';
import type { BusMessage, SessionEndReason } from './bus.js';
import type { Connections } from './connections.js';
import { encodeFrame, type StatusFrames } from './statusFrames.js';

/** How long an ended session is remembered, for a subscribe that was resolving it meanwhile. */
const ENDED_MEMORY_MS = 60_000;
/** Close status after a session ended (4000-4999 are the application's; 4401 reads like HTTP 401). */
export const SESSION_ENDED_CLOSE = 4401;

export interface FanOutDeps {
  conns: Connections;
  statuses: StatusFrames;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  cueStatus: Pick<CueStatusService, 'read'>;
  /** Which of these sessions still exist: after a bus gap, ended sessions are found by looking. */
  sessionsExist?(sessionIds: number[]): Promise<Set<number>>;
  onPresence?(eventId: number): void;
}

function endedText(reason: SessionEndReason, actor: Actor): string {
  if (reason === 'codeChanged') return 'This access code was changed. Enter the new code.';
  if (actor.kind === 'caller' || actor.kind === 'department' || actor.kind === 'stage')
    return 'This access code session has ended. Enter the code again.';
  return reason === 'expired' ? 'Your session has expired. Please log in again.' : 'You were signed out. Please log in again.';
}

export function fanOut(d: FanOutDeps) {
  const { conns } = d;
  /** Ended session ids → when this process heard so. */
  const recentlyEnded = new Map<number, number>();

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
      let hit = false;
      for (const [eventId, sub] of [...c.subs]) {
        if (sub.actor.kind === 'anonymous' || !ended.has(sub.actor.sessionId)) continue;
        hit = true;
        conns.send(c, { type: 'revoked', eventId, reason: endedText(reason, sub.actor) });
        conns.unsubscribe(c, eventId);
        d.onPresence?.(eventId);
      }
      if (hit && c.subs.size === 0) c.socket.close(SESSION_ENDED_CLOSE, 'session ended');
    }
  }

  /** Ends the sockets whose sessions are gone from the database. */
  async function checkSessions(): Promise<void> {
    if (!d.sessionsExist) return;
    const ids = new Set<number>();
    for (const c of conns.clients) for (const sub of c.subs.values()) if (sub.actor.kind !== 'anonymous') ids.add(sub.actor.sessionId);
    if (ids.size === 0) return;
    const alive = await d.sessionsExist([...ids]);
    const gone = [...ids].filter((id) => !alive.has(id));
    if (gone.length > 0) endSessions(gone, 'ended');
  }

  async function onBus(msg: BusMessage): Promise<void> {
    if (msg.type === 'sessionsEnded') return endSessions(msg.sessionIds, msg.reason);
    if (!conns.watches(msg.eventId)) return;
    switch (msg.type) {
      case 'cueStatus': {
        // The live status is the same for everyone who may subscribe (docs/decisions/0008).
        const status = msg.cueStatus ?? (await d.cueStatus.read(msg.eventId));
        const frame = d.statuses.changed(status);
        if (frame) conns.broadcast(msg.eventId, frame);
        return;
      }
      case 'refetch':
        if (msg.key === 'cues') d.statuses.stale(msg.eventId);
        conns.broadcast(msg.eventId, encodeFrame({ type: 'refetch', key: msg.key, eventId: msg.eventId, revision: msg.revision }), (s) =>
          hearsRefetch(s.role, msg.key),
        );
        return;
      case 'overtime':
        conns.broadcast(msg.eventId, encodeFrame({ type: 'overtime', eventId: msg.eventId, cueId: msg.cueId, cueNumber: msg.cueNumber }));
        return;
      case 'revoked':
        for (const { c, sub } of conns.subscribers(msg.eventId)) {
          if (!loses(sub.actor, msg)) continue;
          conns.send(c, {
            type: 'revoked',
            eventId: msg.eventId,
            reason: msg.scope === 'event' ? 'This event was deleted.' : 'This access code was changed. Enter the new code.',
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
    /**
     * After the bus missed messages (a PostgreSQL listener outage): send every subscribed screen
     * the status as it is now (only if newer than what it has) and have it re-read the rundown.
     */
    async resync(): Promise<void> {
      // Sessions that ended while the bus was deaf end here now.
      await checkSessions();
      for (const eventId of conns.watched()) {
        d.statuses.stale(eventId);
        await onBus({ type: 'cueStatus', eventId, version: 0 });
        for (const key of ['cues', 'departments', 'tasks'] as const) await onBus({ type: 'refetch', eventId, key, revision: 0 });
      }
    },
  };
}
export type FanOut = ReturnType<typeof fanOut>;
