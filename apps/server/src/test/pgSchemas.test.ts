import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testEngine } from './harness.js';
import { buildUser } from './factories.js';

async function schemaExists(t: Awaited<ReturnType<typeof createTestApp>>, name: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${name}`.execute(t.db.kysely);
  return rows[0]!.n === 1;
}

// The server tests' PostgreSQL schemas are emptied and reused (pgSchemas.ts); SQLite makes each database afresh.
describe.runIf(testEngine === 'postgres')('reused PostgreSQL test schemas', () => {
  it('hand the next test app an empty schema whose ids start again at 1', async () => {
    const a = await createTestApp();
    const schema = a.db.pg?.schema;
    await buildUser(a);
    await buildUser(a);
    await a.close();

    const b = await createTestApp();
    try {
      expect(b.db.pg?.schema).toBe(schema);
      expect(await b.db.kysely.selectFrom('users').select('id').execute()).toEqual([]);
      const first = await buildUser(b);
      expect(first.user.id).toBe(1);
    } finally {
      await b.close();
    }
  });

  it('retire a schema a test changed (a function added) instead of handing it on', async () => {
    const a = await createTestApp();
    const schema = a.db.pg!.schema!;
    await sql`create function leftover() returns int language sql as 'select 1'`.execute(a.db.kysely);
    await a.close();

    const b = await createTestApp();
    try {
      const own = b.db.pg!.schema!;
      expect(own).not.toBe(schema);
      const leftovers = await sql<{ n: number }>`select count(*)::int as n from pg_proc
        where proname = 'leftover' and pronamespace = ${own}::regnamespace`.execute(b.db.kysely);
      expect(leftovers.rows).toEqual([{ n: 0 }]);
      // Left for the run's end (its teardown drops the run's schemas): dropping it now raced the other
      // worker's migrations, which read every schema's tables.
      expect(await schemaExists(b, schema)).toBe(true);
    } finally {
      await b.close();
    }
  });
});
