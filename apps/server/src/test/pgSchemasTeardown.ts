/**
 * The server project's globalSetup: gives this run a schema prefix (pgSchemas.ts) and, when the run ends,
 * drops the schemas of that prefix that the workers kept for reuse. Only on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

let prefix: string | undefined;

export function setup(project: TestProject): void {
  if (process.env.TEST_ENGINE !== 'postgres' || !process.env.TEST_DATABASE_URL) return;
  prefix = `t_${randomBytes(3).toString('hex')}_`;
  project.provide('pgSchemaPrefix', prefix);
}

export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!prefix || !url) return;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string }>(`select nspname as name from pg_namespace where starts_with(nspname, $1)`, [prefix]);
    for (const { name } of rows) await c.query(`drop schema "${name}" cascade`);
  } finally {
    await c.end();
  }
}
