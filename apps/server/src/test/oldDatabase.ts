/**
 * Migration tests: a database as a server of an earlier version left it, with only the first
 * migration applied and recorded where migrate() looks, so a test can add old rows and then run
 * the real migrate().
 */
import { Migrator, type Kysely } from 'kysely';
import { afterEach } from 'vitest';
import type { Db } from '../db/client.js';
import * as m001 from '../db/migrations/001_initial.js';
import { openEmptyTestDb } from './harness.js';

async function migrateTo001(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve({ '001_initial': { up: (k: Kysely<unknown>) => m001.up(k, db.engine) } }) },
    ...(db.pg?.schema ? { migrationTableSchema: db.pg.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Call at the top of a test file: opens databases at migration 001 of the test engine and drops each after its test. */
export function databasesAt001(): () => Promise<Db> {
  const drops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });
  return async () => {
    const { db, drop } = await openEmptyTestDb();
    drops.push(drop);
    await migrateTo001(db);
    return db;
  };
}
