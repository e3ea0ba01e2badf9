/**
 * What the migrations share. A migration's output must never change once it has shipped, so only
 * helpers whose DDL is fixed live here: `withId` is the same identity column on both engines as
 * every table since 001 has had it (docs/decisions/0005-storage-engines.md).
 */
import type { CreateTableBuilder } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** The table's `id`: an identity column on PostgreSQL, an autoincrementing integer key on SQLite. */
export function withId<T extends string>(t: CreateTableBuilder<T, never>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
