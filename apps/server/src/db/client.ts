/** Opens the database: better-sqlite3 by default, PostgreSQL when DATABASE_URL says so (DESIGN.md §4). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './schema.js';
import * as m001 from './migrations/001_initial.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL pool (for LISTEN/NOTIFY); undefined on SQLite. */
  pool: pg.Pool | undefined;
  /** PostgreSQL connection string and schema (the bus listens on its own connection). */
  pg?: { connectionString: string; schema: string | undefined };
  close(): Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests run each in its own schema). */
  pgSchema?: string;
}

const INT8_OID = 20;

function int8AsNumber(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID && format !== 'binary') return (v) => Number(v);
  return pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text') as (value: string) => unknown;
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      // COUNT(*) and bigint columns come back as numbers; the values stay far below 2^53.
      types: { getTypeParser: int8AsNumber },
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const db: Db = {
      kysely,
      engine: 'postgres',
      pool,
      pg: { connectionString: opts.databaseUrl, schema: opts.pgSchema },
      close: () => kysely.destroy(),
    };
    return db;
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, engine: 'sqlite', pool: undefined, close: () => kysely.destroy() };
}

export async function migrate(db: Db): Promise<void> {
  const migrations: Record<string, Migration> = {
    '001_initial': { up: (k) => m001.up(k, db.engine) },
  };
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its migration tables in every schema unless told which: another test's
    // schema in the same database would make it skip creating them in this one.
    ...(db.pg?.schema ? { migrationTableSchema: db.pg.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
}
