/**
 * Access codes (docs/decisions/0004-access-codes.md): a show caller code opens the show screen as a co-caller, a
 * department code opens that department's crew view. Either becomes a session scoped to the
 * event (and department), revoked when the code is regenerated.
 */
import { type AccessResponse } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { notFound } from '../../lib/errors.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { Actor } from '../auth/actor.js';
import type { CodesService } from '../codes/codes.service.js';

const CODE_SESSION_MS = 14 * 24 * 60 * 60 * 1000;

export function accessService(d: { codes: CodesService; sessions: SessionsRepo; clock: Clock }) {
  const find = (code: string) => d.codes.lookup(code);

  return {
    async enter(code: string, userAgent: string | undefined): Promise<AccessResponse> {
      const found = await find(code);
      if (!found) throw notFound('errors.access.codeNotFound');
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
      return found.kind === 'caller' || found.kind === 'stage'
        ? { kind: found.kind, token, eventId: found.eventId, eventName: found.eventName }
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
      return found.kind === 'caller' || found.kind === 'stage'
        ? { kind: found.kind, eventId: found.eventId, sessionId: 0 }
        : { kind: 'department', eventId: found.eventId, departmentId: found.departmentId, sessionId: 0 };
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
