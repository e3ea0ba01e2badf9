/**
 * Turns a bearer token into an Actor (docs/decisions/0007-sessions.md). Expired sessions are removed on sight.
 *
 * Resolved sessions are kept in memory (docs/architecture.md#the-request-path: the look-up was a fixed cost of every command).
 * The cache never outlives what ends a session (docs/decisions/0007-sessions.md):
 * - `forget` drops entries at once in the process that deleted the sessions (services.ts calls
 *   it from the sessions repository's `ended` hook, before the bus message goes out);
 * - the bus's `sessionsEnded` and `revoked` messages drop them in every other process, as they
 *   end that process's sockets (docs/decisions/0006-bus-and-fan-out.md);
 * - after a bus gap (`onResume`) everything is dropped: messages were lost;
 * - an entry lives at most CACHE_TTL_MS, the same bound as the hub's 30 s sweep of its sockets'
 *   sessions, for endings no message announces (a cascade);
 * - administrators are not cached, losing the right (an e-mail change) must take effect at once;
 *   but account 1, which is one for good (adminRight.ts), is: on a fresh install it runs the shows.
 * On PostgreSQL services.ts turns it off: another process hears a NOTIFY a little after the
 * request that ended the session has answered, and its next request must already be refused.
 */
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/crypto.js';
import { unauthorized } from '../../lib/errors.js';
import type { Bus, BusMessage } from '../../bus/bus.js';
import type { SessionRow, SessionsRepo } from '../accounts/sessions.repo.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import { adminRights } from '../accounts/adminRight.js';
import { anonymous, type Actor } from './actor.js';

const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** The hub's sweep of its sockets' sessions runs every 30 s (docs/decisions/0007-sessions.md); a cached session is no staler. */
export const CACHE_TTL_MS = 30_000;
/** Far above the sessions one process serves at a time (1,000 crew phones); the oldest go first. */
const CACHE_MAX = 20_000;

interface Cached {
  actor: Exclude<Actor, { kind: 'anonymous' }>;
  expiresAt: number;
  lastUsedAt: number;
  cachedAt: number;
}

export function authService(d: {
  sessions: SessionsRepo;
  users: UsersRepo;
  clock: Clock;
  adminEmail: string | undefined;
  /** Hears sessions ended by other processes; without it (tests of one service) nothing is cached. */
  bus?: Bus;
  /** 0 turns the cache off (bench/commandStages.ts measures both). */
  cacheTtlMs?: number;
}) {
  const rights = adminRights(d.users, d.adminEmail);
  const ttl = d.bus ? (d.cacheTtlMs ?? CACHE_TTL_MS) : 0;
  const byHash = new Map<string, Cached>();
  const hashBySession = new Map<number, string>();
  /** Goes up whenever entries are dropped: a look-up that began before must not store what it read. */
  let epoch = 0;

  const drop = (hash: string) => {
    epoch++;
    const c = byHash.get(hash);
    if (!c) return;
    byHash.delete(hash);
    hashBySession.delete(c.actor.sessionId);
  };
  const forget = (sessionIds: readonly number[]) => {
    epoch++;
    for (const id of sessionIds) {
      const h = hashBySession.get(id);
      if (h !== undefined) drop(h);
    }
  };
  const forgetWhere = (match: (a: Cached['actor']) => boolean) => {
    epoch++;
    for (const [h, c] of byHash) if (match(c.actor)) drop(h);
  };
  const onBus = (msg: BusMessage) => {
    if (msg.type === 'sessionsEnded') return forget(msg.sessionIds);
    if (msg.type !== 'revoked') return;
    // A member's role is read on every request, never cached: nothing to drop.
    if (msg.scope === 'member') return;
    // A deleted event's code sessions go with a cascade no `sessionsEnded` announces.
    if (msg.scope === 'event') return forgetWhere((a) => a.kind !== 'user' && a.eventId === msg.eventId);
    if (msg.scope === 'department') return forgetWhere((a) => a.kind === 'department' && a.departmentId === msg.departmentId);
    // A revoked share link, or every link of a deleted department (whose sessions went in a cascade).
    if (msg.scope === 'link')
      return forgetWhere((a) => a.kind === 'link' && (msg.linkId ? a.linkId === msg.linkId : a.departmentId === msg.departmentId));
    return forgetWhere((a) => a.kind === msg.scope && a.eventId === msg.eventId);
  };
  if (ttl > 0) {
    d.bus?.subscribe(onBus);
    d.bus?.onResume?.(() => {
      epoch++;
      byHash.clear();
      hashBySession.clear();
    });
  }

  function remember(hash: string, s: Pick<SessionRow, 'expires_at'>, actor: Actor | undefined, lastUsedAt: number, now: number) {
    if (ttl <= 0 || !actor || actor.kind === 'anonymous' || (actor.kind === 'user' && actor.isAdmin && actor.userId !== 1)) return;
    if (byHash.size >= CACHE_MAX) {
      const oldest = byHash.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    byHash.set(hash, { actor, expiresAt: Date.parse(s.expires_at), lastUsedAt, cachedAt: now });
    hashBySession.set(actor.sessionId, hash);
  }

  async function actorOf(s: SessionRow): Promise<Actor | undefined> {
    switch (s.kind) {
      case 'user': {
        if (s.user_id === null) return undefined;
        const u = await d.users.findById(s.user_id);
        if (!u) return undefined;
        return { kind: 'user', userId: u.id, sessionId: s.id, isAdmin: await rights.of(u) };
      }
      case 'caller':
        return s.event_id === null ? undefined : { kind: 'caller', eventId: s.event_id, sessionId: s.id };
      case 'stage':
        return s.event_id === null ? undefined : { kind: 'stage', eventId: s.event_id, sessionId: s.id };
      case 'department':
        return s.event_id === null || s.department_id === null
          ? undefined
          : { kind: 'department', eventId: s.event_id, departmentId: s.department_id, sessionId: s.id };
      case 'link':
        // docs/decisions/0036-share-links.md: the session names its link; revoking the link deletes it.
        return s.event_id === null || s.share_link_id === null
          ? undefined
          : { kind: 'link', eventId: s.event_id, linkId: s.share_link_id, departmentId: s.department_id, sessionId: s.id };
      default:
        s.kind satisfies never;
        return undefined;
    }
  }

  /** Bookkeeping only: a full disk or a busy database must not turn a read into an error. */
  const touch = (id: number, now: number) => d.sessions.touch(id, new Date(now).toISOString()).catch(() => undefined);

  return {
    /** undefined when the token is unknown, expired or revoked. */
    async resolve(token: string): Promise<Actor | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const hash = hashToken(token);
      const now = d.clock.now();
      const hit = byHash.get(hash);
      if (hit && now - hit.cachedAt < ttl && now < hit.expiresAt) {
        if (now - hit.lastUsedAt > TOUCH_EVERY_MS) {
          hit.lastUsedAt = now;
          await touch(hit.actor.sessionId, now);
        }
        return hit.actor;
      }
      if (hit) drop(hash);
      const before = epoch;
      const s = await d.sessions.findByHash(hash);
      if (!s) return undefined;
      if (Date.parse(s.expires_at) <= now) {
        await d.sessions.delete(s.id);
        return undefined;
      }
      let lastUsedAt = Date.parse(s.last_used_at);
      if (now - lastUsedAt > TOUCH_EVERY_MS) {
        lastUsedAt = now;
        await touch(s.id, now);
      }
      const actor = await actorOf(s);
      // A session that ended while this look-up ran must not be stored: it is read again next time.
      if (epoch === before) remember(hash, s, actor, lastUsedAt, now);
      return actor;
    },
    /** Sessions this process just deleted: dropped before any other request is served. */
    forget,
    /** A user's rights changed (an address proved for ADMIN_EMAIL): their sessions are read again. */
    forgetUser: (userId: number) => forgetWhere((a) => a.kind === 'user' && a.userId === userId),
    /** Entries held (tests and the bench look). */
    cached: () => byHash.size,
  };
}
export type AuthService = ReturnType<typeof authService>;

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1];
}

export function requireUser(actor: Actor): Extract<Actor, { kind: 'user' }> {
  if (actor.kind !== 'user') throw unauthorized();
  return actor;
}

export { anonymous };
