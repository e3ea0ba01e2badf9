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

/**
 * One account row as an older schema holds it (username "old"), for the events an old-row test
 * needs; `columns` adds the columns that schema has and later migrations drop or rename (001's
 * trial_end_date and voice_defaults). Returns its id.
 */
export async function insertOldUser(db: Db, at: string, columns: Record<string, unknown> = {}): Promise<number> {
  const row = await db.kysely
    .insertInto('users')
    .values({
      username: 'old',
      username_key: 'old',
      email: 'old@example.com',
      email_key: 'old@example.com',
      name: 'Old Timer',
      password_hash: 'x',
      email_verified_at: null,
      is_demo: 0,
      demo_expires_at: null,
      created_at: at,
      updated_at: at,
      ...columns,
    } as never) // an older shape of users than the current types describe
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
