/** The app on a SQLite file of its own (WAL, as in production), not the harness's in-memory database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrate, openDb, type Db } from '../../db/client.js';
import { injectCall, type Call } from './showFixture.js';

export interface SqliteApp {
  app: FastifyInstance;
  db: Db;
  file: string;
  call: Call;
  close(): Promise<void>;
}

/** Opens (or creates) `file` and builds the app on it; without a file, a fresh one in a temp folder. */
export async function sqliteApp(file?: string): Promise<SqliteApp> {
  const dir = file ? undefined : mkdtempSync(path.join(tmpdir(), 'showcaller-sqlite-'));
  const dbFile = file ?? path.join(dir!, 'showcaller.sqlite');
  const db = await openDb({ sqliteFile: dbFile });
  await migrate(db);
  const config = loadConfig({
    DATA_DIR: path.dirname(dbFile),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'showcaller-no-web'),
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const call: Call = injectCall(app);
  return {
    app,
    db,
    file: dbFile,
    call,
    async close() {
      await app.close();
      await db.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every row of every table, for "nothing changed" comparisons. */
export async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db.kysely);
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) out[name] = (await sql`select * from ${sql.table(name)} order by 1`.execute(db.kysely)).rows;
  return out;
}
