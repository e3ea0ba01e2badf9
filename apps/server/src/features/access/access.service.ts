/**
 * Access codes (DESIGN.md §1): a show caller code opens the show screen as a co-caller, a
 * department code opens that department's crew view. Either becomes a session scoped to the
 * event (and department), revoked when the code is regenerated.
 */
import { ACCESS_CODE_NOT_FOUND, type AccessResponse } from '@showcaller/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken, normalizeCode } from '../../lib/crypto.js';
import { notFound } from '../../lib/errors.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { Actor } from '../auth/actor.js';

const CODE_SESSION_MS = 14 * 24 * 60 * 60 * 1000;

type Found =
  | { kind: 'caller'; eventId: number; eventName: string }
  | { kind: 'department'; eventId: number; eventName: string; departmentId: number; departmentName: string };

export function accessService(d: { db: Kysely<Database>; sessions: SessionsRepo; clock: Clock }) {
  async function find(rawCode: string): Promise<Found | undefined> {
    const code = normalizeCode(rawCode);
    if (code.length === 0 || code.length > 12) return undefined;
    const ev = await d.db.selectFrom('events').select(['id', 'name']).where('show_caller_code', '=', code).executeTakeFirst();
    if (ev) return { kind: 'caller', eventId: ev.id, eventName: ev.name };
    const dep = await d.db
      .selectFrom('departments as d')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'd.name', 'd.event_id', 'e.name as event_name'])
      .where('d.access_code', '=', code)
      .executeTakeFirst();
    if (dep)
      return { kind: 'department', eventId: dep.event_id, eventName: dep.event_name, departmentId: dep.id, departmentName: dep.name };
    return undefined;
  }

  return {
    async enter(code: string, userAgent: string | undefined): Promise<AccessResponse> {
      const found = await find(code);
      if (!found) throw notFound(ACCESS_CODE_NOT_FOUND);
      const token = newToken();
      const now = d.clock.now();
      const at = new Date(now).toISOString();
      await d.sessions.insert({
        token_hash: hashToken(token),
        kind: found.kind,
        user_id: null,
        event_id: found.eventId,
        department_id: found.kind === 'department' ? found.departmentId : null,
        created_at: at,
        last_used_at: at,
        expires_at: new Date(now + CODE_SESSION_MS).toISOString(),
        user_agent: userAgent?.slice(0, 300) ?? null,
      });
      return found.kind === 'caller'
        ? { kind: 'caller', token, eventId: found.eventId, eventName: found.eventName }
        : {
            kind: 'department',
            token,
            eventId: found.eventId,
            eventName: found.eventName,
            department: { id: found.departmentId, name: found.departmentName },
          };
    },

    /** A code given straight to the WebSocket (no stored session; sessionId 0). */
    async actorForCode(code: string): Promise<Actor | undefined> {
      const found = await find(code);
      if (!found) return undefined;
      return found.kind === 'caller'
        ? { kind: 'caller', eventId: found.eventId, sessionId: 0 }
        : { kind: 'department', eventId: found.eventId, departmentId: found.departmentId, sessionId: 0 };
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
