/** The import_locks rows (migration 008): claimed with one conditional upsert, released by their holder only. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function importLocksRepo(db: Kysely<Database>) {
  return {
    /** Takes `key` for `holder` until `now + leaseMs` unless someone holds an unexpired lease on it; true when taken. */
    async claim(key: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
      const row = await db
        .insertInto('import_locks')
        .values({ key, holder, expires_at: now + leaseMs })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ holder, expires_at: now + leaseMs })
            .where('import_locks.expires_at', '<=', now),
        )
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
    async release(key: string, holder: string): Promise<void> {
      await db.deleteFrom('import_locks').where('key', '=', key).where('holder', '=', holder).execute();
    },
  };
}
export type ImportLocksRepo = ReturnType<typeof importLocksRepo>;
