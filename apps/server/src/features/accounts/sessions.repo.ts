import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable, AuthTokenKind } from '../../db/schema.js';
import type { SessionEndReason } from '../../bus/bus.js';

export type SessionRow = Selectable<SessionsTable>;

export interface SessionsRepoHooks {
  /**
   * Called with the ids of sessions this repository deleted, once they are gone: open sockets of
   * those sessions end in every process (services.ts puts this on the bus). Every way a session
   * ends goes through here, so no caller can forget it.
   */
  ended?(sessionIds: number[], reason: SessionEndReason): void;
}

/** Ids per `where id in (...)`: far under SQLite's and PostgreSQL's bound-parameter limits. */
const IDS_PER_QUERY = 500;

export function sessionsRepo(db: Kysely<Database>, hooks: SessionsRepoHooks = {}) {
  const announce = (rows: Array<{ id: number }>, reason: SessionEndReason) => {
    if (rows.length > 0)
      hooks.ended?.(
        rows.map((r) => r.id),
        reason,
      );
    return rows.length;
  };
  return {
    async insert(row: Omit<SessionRow, 'id' | 'share_link_id'> & { share_link_id?: number | null }) {
      const r = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    findByHash(tokenHash: string) {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async touch(id: number, nowIso: string) {
      await db.updateTable('sessions').set({ last_used_at: nowIso }).where('id', '=', id).execute();
    },
    /** Logout, or an expired session seen at sign-in. */
    async delete(id: number) {
      announce(await db.deleteFrom('sessions').where('id', '=', id).returning('id').execute(), 'ended');
    },
    /** Every session of an account (or all but one): sign-out-others, password change or reset. */
    async deleteForUser(userId: number, exceptSessionId?: number) {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
      return announce(await q.returning('id').execute(), 'ended');
    },
    /** Revokes code sessions: every co-caller of an event, or every device of one department. */
    async deleteScoped(scope: { eventId: number; kind: 'caller' | 'stage' } | { departmentId: number; kind: 'department' }) {
      const q =
        scope.kind !== 'department'
          ? db.deleteFrom('sessions').where('kind', '=', scope.kind).where('event_id', '=', scope.eventId)
          : db.deleteFrom('sessions').where('kind', '=', 'department').where('department_id', '=', scope.departmentId);
      return announce(await q.returning('id').execute(), 'codeChanged');
    },
    /** Ends the sessions opened with a share link (docs/decisions/0036-share-links.md): it was revoked. */
    async deleteForShareLink(linkId: number) {
      return announce(await db.deleteFrom('sessions').where('share_link_id', '=', linkId).returning('id').execute(), 'codeChanged');
    },
    /** Sessions past their end (a sweep; `expires_at` is an ISO UTC string, so text order is time order). */
    async deleteExpired(nowIso: string) {
      return announce(await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).returning('id').execute(), 'expired');
    },
    /**
     * Sessions of demo accounts whose demo is over: the account is deleted later (with a cascade
     * that would end its sessions unannounced), so its sessions end here, on time.
     */
    async deleteOfExpiredDemos(nowIso: string) {
      const expired = db
        .selectFrom('users')
        .select('id')
        .where('is_demo', '=', 1)
        .where('demo_expires_at', 'is not', null)
        .where('demo_expires_at', '<=', nowIso);
      return announce(await db.deleteFrom('sessions').where('user_id', 'in', expired).returning('id').execute(), 'expired');
    },
    /** When the next session (or demo account with a session) ends, or undefined when none will. */
    async nextEnd(): Promise<string | undefined> {
      const s = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.min('expires_at').as('at'))
        .executeTakeFirst();
      const d = await db
        .selectFrom('users')
        .innerJoin('sessions', 'sessions.user_id', 'users.id')
        .select((eb) => eb.fn.min('users.demo_expires_at').as('at'))
        .where('users.is_demo', '=', 1)
        .executeTakeFirst();
      const times = [s?.at, d?.at].filter((t): t is string => typeof t === 'string');
      return times.sort()[0];
    },
    /** Which of these sessions still exist (the hub checks its sockets' sessions after a bus gap). */
    async existing(ids: readonly number[]): Promise<Set<number>> {
      const found = new Set<number>();
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const r of rows) found.add(r.id);
      }
      return found;
    },
    async countForUser(userId: number) {
      const r = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;

export function authTokensRepo(db: Kysely<Database>) {
  return {
    async insert(row: { user_id: number; kind: AuthTokenKind; token_hash: string; expires_at: string; created_at: string }) {
      await db
        .insertInto('auth_tokens')
        .values({ ...row, used_at: null })
        .execute();
    },
    /** The user of a valid token, leaving it valid; a used or expired token returns undefined. */
    async peek(tokenHash: string, kind: AuthTokenKind, nowIso: string) {
      const row = await db
        .selectFrom('auth_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Marks a valid token used and returns its user; a used or expired token returns undefined. */
    async consume(tokenHash: string, kind: AuthTokenKind, nowIso: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('auth_tokens')
          .selectAll()
          .where('token_hash', '=', tokenHash)
          .where('kind', '=', kind)
          .where('used_at', 'is', null)
          .where('expires_at', '>', nowIso)
          .executeTakeFirst();
        if (!row) return undefined;
        const upd = await trx
          .updateTable('auth_tokens')
          .set({ used_at: nowIso })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return Number(upd.numUpdatedRows) === 1 ? row.user_id : undefined;
      });
    },
    async invalidateForUser(userId: number, kind: AuthTokenKind, nowIso: string) {
      await db
        .updateTable('auth_tokens')
        .set({ used_at: nowIso })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
export type AuthTokensRepo = ReturnType<typeof authTokensRepo>;
