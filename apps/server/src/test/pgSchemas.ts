/**
 * PostgreSQL schemas for the server tests, reused within a worker: a test database's `drop` deletes every
 * row and restarts every sequence, and the next test database of the worker takes the schema, so the
 * migrations run once per worker instead of once per test app. Measured on the 2-core machine: create +
 * migrate + drop ~300 ms idle (480 ms loaded), empty ~10 ms.
 *
 * A schema is reused only when its shape (tables, columns, constraints, indexes, triggers, functions) is
 * what the migrations made: a test that adds a trigger (test/faults/commandUnitOfWork.test.ts) or any
 * other object leaves a schema that is retired instead (retirePgSchema), so no test sees another's change.
 * The schemas left clean when the run ends are dropped by pgSchemasTeardown.ts (the server project's
 * globalSetup), by the run's own prefix.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's schema name prefix (pgSchemasTeardown.ts). */
    pgSchemaPrefix: string;
  }
}

/** This run's schema prefix, or undefined outside a run that provided one (a file run by other means). */
function runPrefix(): string | undefined {
  try {
    return inject('pgSchemaPrefix');
  } catch {
    return undefined;
  }
}

/** A new schema name of this run: its prefix (else plain `t_`), then random hex. */
export function newPgSchemaName(): string {
  return `${runPrefix() ?? 't_'}${randomBytes(6).toString('hex')}`;
}

/**
 * Ends a schema no test will use again. In a run with a prefix it is left for the run's end
 * (pgSchemasTeardown.ts): a `drop schema` while the other worker's migrations run made them fail, since
 * Kysely's migrator reads the tables of every schema in the database ("schema t_… does not exist", CI
 * run of 2026-11-27 with two workers). Without a prefix nobody would drop it later: dropped now.
 */
export async function retirePgSchema(url: string, schema: string): Promise<void> {
  const prefix = runPrefix();
  if (prefix && schema.startsWith(prefix)) return;
  await withAdmin(url, (c) => c.query(`drop schema if exists "${schema}" cascade`));
}

const clean: string[] = [];
/** The shape of a freshly migrated schema, its tables in an order that deletes children first, its sequences. */
let migrated: { shape: string; tables: string[]; sequences: string[] } | undefined;

/** A schema emptied by an earlier test database of this worker, or undefined. */
export function takeCleanPgSchema(): string | undefined {
  return clean.pop();
}

/** Runs `work` on a connection of its own to `url`, closed after it. */
export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const SHAPE = `
  select
    (select count(*) from pg_class where relnamespace = $1::regnamespace) as relations,
    (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = $1::regnamespace and a.attnum > 0 and not a.attisdropped) as columns,
    (select count(*) from pg_constraint where connamespace = $1::regnamespace) as constraints,
    (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = $1::regnamespace and t.tgenabled <> 'D') as triggers,
    (select count(*) from pg_proc where pronamespace = $1::regnamespace) as functions,
    (select string_agg(c.relname || ':' || pg_get_expr(d.adbin, d.adrelid), ',' order by c.relname, d.adnum)
      from pg_attrdef d join pg_class c on c.oid = d.adrelid where c.relnamespace = $1::regnamespace) as defaults`;

async function shapeOf(c: pg.Client, schema: string): Promise<string> {
  const { rows } = await c.query(SHAPE, [schema]);
  return JSON.stringify(rows[0]);
}

/** Reads the shape and delete order of a schema the migrations just made (once per worker). */
export async function rememberMigratedShape(url: string, schema: string): Promise<void> {
  if (migrated) return;
  migrated = await withAdmin(url, async (c) => {
    const shape = await shapeOf(c, schema);
    const tables = (
      await c.query<{ oid: number; name: string }>(
        `select oid::int as oid, relname as name from pg_class
          where relnamespace = $1::regnamespace and relkind in ('r', 'p') and relname not like 'kysely\\_%'`,
        [schema],
      )
    ).rows;
    const refs = (
      await c.query<{ child: number; parent: number }>(
        `select conrelid::int as child, confrelid::int as parent from pg_constraint
          where connamespace = $1::regnamespace and contype = 'f' and conrelid <> confrelid`,
        [schema],
      )
    ).rows;
    // Depth-first: a table's children are listed before it, so each delete meets no row that refers to it.
    const order: string[] = [];
    const seen = new Set<number>();
    const visit = (oid: number): void => {
      if (seen.has(oid)) return;
      seen.add(oid);
      for (const r of refs) if (r.parent === oid) visit(r.child);
      const t = tables.find((x) => x.oid === oid);
      if (t) order.push(t.name);
    };
    for (const t of tables) visit(t.oid);
    const sequences = (
      await c.query<{ name: string }>(`select relname as name from pg_class where relnamespace = $1::regnamespace and relkind = 'S'`, [
        schema,
      ])
    ).rows.map((r) => r.name);
    return { shape, tables: order, sequences };
  });
}

/**
 * Ends a test database: closes its pool, then empties its schema for the next test database of this worker
 * when the schema has the migrated shape, or retires it when it does not (or when anything goes wrong).
 */
export async function recyclePgSchema(db: Db, url: string, schema: string): Promise<void> {
  await db.close();
  const outcome = await withAdmin(url, async (c): Promise<'kept' | 'changed'> => {
    const known = migrated;
    if (known && (await shapeOf(c, schema)) === known.shape) {
      try {
        // The same shape as the migrated schema: the same tables and sequences, read once per worker.
        const q = (name: string) => `"${schema}"."${name}"`;
        await c.query(
          [
            'begin',
            ...known.tables.map((t) => `delete from ${q(t)}`),
            ...known.sequences.map((s) => `select setval('${q(s)}', 1, false)`),
            'commit',
          ].join(';\n'),
        );
        clean.push(schema);
        return 'kept';
      } catch {
        await c.query('rollback').catch(() => undefined);
      }
    }
    return 'changed';
  });
  if (outcome === 'changed') await retirePgSchema(url, schema);
}
