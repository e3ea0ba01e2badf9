import type { Db } from '../db/client.js';

/**
 * The tables of this test database only. On PostgreSQL Kysely's introspection lists the tables of every schema,
 * so another test app's schema (an older migration's, on the other worker) would answer too: a `users` of before
 * migration 005 once stood in for this one's.
 */
export async function ownTables(db: Db) {
  const all = await db.kysely.introspection.getTables();
  return all.filter((t) => db.engine === 'sqlite' || t.schema === db.pg?.schema);
}
