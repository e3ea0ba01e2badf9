/**
 * 008 (docs/security.md "Trust, round 3" 20.9): import_locks, one row per account (or event, for co-callers) whose import is
 * being read, so that every process on one PostgreSQL database allows one at a time
 * (features/import/importGate.ts). expires_at (epoch milliseconds, hence bigint) is a lease: a
 * process that dies while importing holds the account for at most that long.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
