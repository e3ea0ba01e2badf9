/**
 * Migration tests: a database as a server of an earlier version left it, with the migrations up
 * to a given one applied and recorded where migrate() looks, so a test can add old rows and then
 * run the real migrate().
 */
import { afterEach } from 'vitest';
import { migrator, type Db } from '../db/client.js';
import { openEmptyTestDb } from './harness.js';

async function migrateTo(db: Db, last: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(last);
  if (error) throw error;
}

/**
 * Call at the top of a test file: opens databases of the test engine at migration `last` (its
 * name, e.g. '006_stage_and_messages') and drops each after its test.
 */
export function databasesAt(last: string): () => Promise<Db> {
  const drops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });
  return async () => {
    const { db, drop } = await openEmptyTestDb();
    drops.push(drop);
    await migrateTo(db, last);
    return db;
  };
}

/** Databases at the first migration. */
export function databasesAt001(): () => Promise<Db> {
  return databasesAt('001_initial');
}
