/** Opens the database: better-sqlite3 by default, PostgreSQL when DATABASE_URL says so (docs/decisions/0005-storage-engines.md). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Migration,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';
import { StorageError, storageFault } from '../lib/errors.js';
import type { Database } from './schema.js';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_rate_limit_buckets.js';
import * as m003 from './migrations/003_cue_timing_and_dates.js';
import * as m004 from './migrations/004_integrations.js';
import * as m005 from './migrations/005_codes_and_demo_expiry.js';
import * as m006 from './migrations/006_stage_and_messages.js';
import * as m007 from './migrations/007_as_run_crew_message.js';
import * as m008 from './migrations/008_import_locks.js';
import * as m009 from './migrations/009_live_and_undo.js';
import * as m010 from './migrations/010_event_cue_colors.js';
import * as m011 from './migrations/011_show_control_devices.js';
import * as m012 from './migrations/012_productions.js';
import * as m013 from './migrations/013_linked_starts.js';
import * as m014 from './migrations/014_producer_wall.js';
import * as m015 from './migrations/015_show_reports.js';
import * as m016 from './migrations/016_go_guard.js';
import * as m017 from './migrations/017_team.js';
import * as m018 from './migrations/018_share_links.js';
import * as m019 from './migrations/019_edit_history.js';
import * as m020 from './migrations/020_rundown_versions.js';
import * as m021 from './migrations/021_cue_timer_types.js';
import * as m022 from './migrations/022_aux_timers.js';
import * as m023 from './migrations/023_cue_fields.js';
import * as m024 from './migrations/024_stage_layouts.js';
import * as m025 from './migrations/025_lobby_links.js';
import * as m026 from './migrations/026_languages.js';

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

/** Turns a driver error that means "the database cannot do this now" into a StorageError (503/507). */
function rethrow(err: unknown): never {
  const fault = err instanceof StorageError ? undefined : storageFault(err);
  throw fault ? new StorageError(fault, err) : err;
}

/** Runs a driver call; Kysely's SQLite driver throws synchronously, so a .catch() alone would miss it. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    return rethrow(err);
  }
}

class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return guard(() => this.inner.executeQuery<R>(query));
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } catch (err) {
      rethrow(err);
    }
  }
}

const unwrap = (c: DatabaseConnection) => (c instanceof GuardedConnection ? c.inner : c);
type CompileQuery = QueryCompiler['compileQuery'];

/**
 * Wraps Kysely's driver so that every database failure is classified where it happens: only
 * errors of a database call become 503/507, never a mail server's ECONNREFUSED.
 */
class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    /** SQLite: is a transaction still open? (SQLite rolls back by itself on SQLITE_FULL, IOERR, BUSY.) */
    private readonly inTransaction?: () => boolean,
  ) {}
  init(): Promise<void> {
    return guard(() => this.inner.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new GuardedConnection(await guard(() => this.inner.acquireConnection()));
  }
  beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return guard(() => this.inner.beginTransaction(unwrap(c), settings));
  }
  commitTransaction(c: DatabaseConnection): Promise<void> {
    return guard(() => this.inner.commitTransaction(unwrap(c)));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    // Kysely throws a failed ROLLBACK's error instead of the one that caused it. Keep the cause, it
    // says what went wrong: SQLite has rolled back by itself already ("cannot rollback - no
    // transaction is active"), or the PostgreSQL connection is dead (the server rolls back on its
    // side, and pg drops the client from the pool).
    if (this.inTransaction && !this.inTransaction()) return;
    try {
      await this.inner.rollbackTransaction(unwrap(c));
    } catch (err) {
      if (storageFault(err) === undefined || this.inTransaction?.()) throw err;
    }
  }
  savepoint(c: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    const inner = this.inner.savepoint?.bind(this.inner);
    if (!inner) throw new Error('This database driver has no savepoints');
    return guard(() => inner(unwrap(c), name, compile));
  }
  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    const inner = this.inner.rollbackToSavepoint?.bind(this.inner);
    if (!inner) throw new Error('This database driver has no savepoints');
    return guard(() => inner(unwrap(c), name, compile));
  }
  releaseSavepoint(c: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    const inner = this.inner.releaseSavepoint?.bind(this.inner);
    if (!inner) throw new Error('This database driver has no savepoints');
    return guard(() => inner(unwrap(c), name, compile));
  }
  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(c));
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function guarded(inner: Dialect, inTransaction?: () => boolean): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => new GuardedDriver(inner.createDriver(), inTransaction),
  };
}

/** Statements kept: far more than the distinct queries the app makes (raw SQL with literals may add a few). */
const STATEMENTS_KEPT = 1000;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was 7% of a GO's CPU in the README.md#benchmarks
 * profile (bench/commandStages.ts). Kysely's SQL carries parameters, not values, so each text is
 * prepared once. Safe on one connection: Kysely's SQLite driver runs one query at a time, so a
 * statement is never in use twice (better-sqlite3 re-prepares by itself after a schema change).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let stmt = kept.get(source);
      if (stmt === undefined) {
        stmt = sqlite.prepare(source);
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(source, stmt);
      }
      return stmt;
    },
  };
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // An unreachable server fails a request within 5 s (503) instead of hanging it.
      connectionTimeoutMillis: 5000,
      // Notices a peer that vanished without closing (cable, fail-over) on idle connections.
      keepAlive: true,
      application_name: 'showcaller',
      // COUNT(*) and bigint columns come back as numbers; the values stay far below 2^53.
      types: { getTypeParser: int8AsNumber },
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // A connection that drops (PostgreSQL restarted, pg_terminate_backend, network) emits 'error'
    // on its client; with no listener Node throws it and the process, and the show, stops. The pool
    // listens only while a client is idle, so every client gets a listener of its own for the time
    // it is checked out too. The query that was using it fails with the same error (a 503), and
    // pg drops the broken client, so the next request connects afresh.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: guarded(new PostgresDialect({ pool })) });
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
  // No fsync per commit; a power cut may lose the last seconds (docs/decisions/0018-sqlite-synchronous-normal.md).
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({
    dialect: guarded(new SqliteDialect({ database: withStatementCache(sqlite) }), () => sqlite.inTransaction),
  });
  return { kysely, engine: 'sqlite', pool: undefined, close: () => kysely.destroy() };
}

/** Every migration in order, by the name Kysely records; migration tests stop at an earlier one. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001_initial': { up: (k) => m001.up(k, engine) },
    '002_rate_limit_buckets': { up: (k) => m002.up(k) },
    '003_cue_timing_and_dates': { up: (k) => m003.up(k, engine) },
    '004_integrations': { up: (k) => m004.up(k, engine) },
    '005_codes_and_demo_expiry': { up: (k) => m005.up(k) },
    '006_stage_and_messages': { up: (k) => m006.up(k, engine) },
    '007_as_run_crew_message': { up: (k) => m007.up(k) },
    '008_import_locks': { up: (k) => m008.up(k) },
    '009_live_and_undo': { up: (k) => m009.up(k) },
    '010_event_cue_colors': { up: (k) => m010.up(k) },
    '011_show_control_devices': { up: (k) => m011.up(k) },
    '012_productions': { up: (k) => m012.up(k, engine) },
    '013_linked_starts': { up: (k) => m013.up(k) },
    '014_producer_wall': { up: (k) => m014.up(k, engine) },
    '015_show_reports': { up: (k) => m015.up(k, engine) },
    '016_go_guard': { up: (k) => m016.up(k) },
    '017_team': { up: (k) => m017.up(k, engine) },
    '018_share_links': { up: (k) => m018.up(k, engine) },
    '019_edit_history': { up: (k) => m019.up(k, engine) },
    '020_rundown_versions': { up: (k) => m020.up(k, engine) },
    '021_cue_timer_types': { up: (k) => m021.up(k) },
    '022_aux_timers': { up: (k) => m022.up(k, engine) },
    '023_cue_fields': { up: (k) => m023.up(k, engine) },
    '024_stage_layouts': { up: (k) => m024.up(k, engine) },
    '025_lobby_links': { up: (k) => m025.up(k, engine) },
    '026_languages': { up: (k) => m026.up(k) },
  };
}

export function migrator(db: Db): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations(db.engine)) },
    // Kysely looks for its migration tables in every schema unless told which: another test's
    // schema in the same database would make it skip creating them in this one.
    ...(db.pg?.schema ? { migrationTableSchema: db.pg.schema } : {}),
    // Numbers are handed out to work done side by side, so one can land after a higher one ran
    // (022 after 025): a database that ran 023–025 runs 022 next instead of refusing to start.
    // Each such migration touches only its own tables (docs/decisions/0037-aux-timers.md).
    allowUnorderedMigrations: true,
  });
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    // At start the operator needs the driver's own words ("password authentication failed ...").
    const cause = error instanceof StorageError && error.cause instanceof Error ? error.cause : error;
    const code = cause instanceof Error ? (cause as { code?: unknown }).code : undefined;
    const why = cause instanceof Error ? cause.message || (typeof code === 'string' ? code : cause.name) : JSON.stringify(cause);
    throw new Error(`${failed ? `Database migration ${failed} failed` : 'Database migrations could not run'}: ${why}`);
  }
}
