import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function usersRepo(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Login accepts the username or the e-mail address, case-insensitively. */
    findByLogin(key: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
        .executeTakeFirst();
    },
    findByEmailKey(emailKey: string) {
      return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
    },
    async existsUsernameOrEmail(usernameKey: string, emailKey: string, exceptId?: number) {
      let q = db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('email_key', '=', emailKey)]));
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async emailTaken(emailKey: string, exceptId: number) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', emailKey)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(row: Omit<UserRow, 'id' | 'language' | 'clock_format'>) {
      const r = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Partial<Omit<UserRow, 'id'>>) {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },
    /** Admin list: every user with the number of events, filtered by a search text. */
    listWithEventCounts(search?: string) {
      let q = db
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.username',
          'u.username_key',
          'u.email',
          'u.email_key',
          'u.name',
          'u.created_at',
          'u.is_demo',
          'u.email_verified_at',
          'u.email_proven_at',
        ])
        .select((eb) =>
          eb.selectFrom('events').whereRef('events.owner_id', '=', 'u.id').select(eb.fn.countAll<number>().as('n')).as('event_count'),
        )
        .orderBy('u.id');
      if (search) {
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or([
            eb(sql<string>`lower(u.username)`, 'like', sql<string>`${like} escape '\\'`),
            eb(sql<string>`lower(u.name)`, 'like', sql<string>`${like} escape '\\'`),
            eb('u.email_key', 'like', sql<string>`${like} escape '\\'`),
          ]),
        );
      }
      return q.execute();
    },
    /** The id of the first account that is not a demo (the one that may hold the username admin). */
    async firstAccountId(): Promise<number | undefined> {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('is_demo', '=', 0)
        .executeTakeFirst();
      return r?.id === null || r?.id === undefined ? undefined : Number(r.id);
    },
    /** How many accounts hold an address (the unique index says one; the admin rule checks anyway). */
    async countHoldingEmail(emailKey: string): Promise<number> {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email_key', '=', emailKey)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async expiredDemoEventIds(nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('events')
        .innerJoin('users', 'users.id', 'events.owner_id')
        .select('events.id')
        .where('users.is_demo', '=', 1)
        .where('users.demo_expires_at', '<', nowIso)
        .execute();
      return rows.map((r) => r.id);
    },
    async deleteExpiredDemos(nowIso: string) {
      const r = await db.deleteFrom('users').where('is_demo', '=', 1).where('demo_expires_at', '<', nowIso).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
