/** Turns a bearer token into an Actor (DESIGN.md §5). Expired sessions are removed on sight. */
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/crypto.js';
import { unauthorized } from '../../lib/errors.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import { isAdminUser } from '../accounts/user.presenter.js';
import { anonymous, type Actor } from './actor.js';

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function authService(d: { sessions: SessionsRepo; users: UsersRepo; clock: Clock; adminEmail: string | undefined }) {
  return {
    /** undefined when the token is unknown, expired or revoked. */
    async resolve(token: string): Promise<Actor | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const s = await d.sessions.findByHash(hashToken(token));
      if (!s) return undefined;
      const now = d.clock.now();
      if (Date.parse(s.expires_at) <= now) {
        await d.sessions.delete(s.id);
        return undefined;
      }
      if (now - Date.parse(s.last_used_at) > TOUCH_EVERY_MS) {
        // Bookkeeping only: a full disk or a busy database must not turn a read into an error.
        await d.sessions.touch(s.id, new Date(now).toISOString()).catch(() => undefined);
      }
      switch (s.kind) {
        case 'user': {
          if (s.user_id === null) return undefined;
          const u = await d.users.findById(s.user_id);
          if (!u) return undefined;
          return { kind: 'user', userId: u.id, sessionId: s.id, isAdmin: isAdminUser(u, d.adminEmail) };
        }
        case 'caller':
          return s.event_id === null ? undefined : { kind: 'caller', eventId: s.event_id, sessionId: s.id };
        case 'department':
          return s.event_id === null || s.department_id === null
            ? undefined
            : { kind: 'department', eventId: s.event_id, departmentId: s.department_id, sessionId: s.id };
        default:
          s.kind satisfies never;
          return undefined;
      }
    },
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
