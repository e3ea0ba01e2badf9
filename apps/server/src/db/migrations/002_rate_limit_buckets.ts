/**
 * 002 (docs/security.md "Trust hardening"):
 * - rate_limit_buckets: rate-limit counts shared by every process on one PostgreSQL database
 *   (realtime/attemptLimiter.ts); SQLite keeps them in its one process and leaves this empty.
 *   window_start is epoch milliseconds, hence bigint.
 * - An index on sessions.expires_at: the session sweep asks for the next expiry and deletes
 *   expired rows, both often.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_buckets_window_idx').on('rate_limit_buckets').column('window_start').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
}
