import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable, AuthTokenKind } from '../../db/schema.js';

export type SessionRow = Selectable<SessionsTable>;

export function sessionsRepo(db: Kysely<Database>) {
  return {
    async insert(row: Omit<SessionRow, 'id'>) {
      const r = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    findByHash(tokenHash: string) {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async touch(id: number, nowIso: string) {
      await db.updateTable('sessions').set({ last_used_at: nowIso }).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteForUser(userId: number, exceptSessionId?: number) {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
      const r = await q.executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Revokes code sessions: every co-caller of an event, or every device of one department. */
    async deleteScoped(scope: { eventId: number; kind: 'caller' } | { departmentId: number; kind: 'department' }) {
      const q =
        scope.kind === 'caller'
          ? db.deleteFrom('sessions').where('kind', '=', 'caller').where('event_id', '=', scope.eventId)
          : db.deleteFrom('sessions').where('kind', '=', 'department').where('department_id', '=', scope.departmentId);
      const r = await q.executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    async deleteExpired(nowIso: string) {
      await db.deleteFrom('sessions').where('expires_at', '<', nowIso).execute();
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
