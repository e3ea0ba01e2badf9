/**
 * 026: languages and clock formats (docs/decisions/0038-i18n-lingui.md). `users.language` is the
 * account's language (null: the browser's), `users.clock_format` '24h' or '12h'. An event's
 * `crew_language` is the default of its crew phones and stage displays (null: none; each device
 * still chooses its own), `crew_clock_format` their clock, and `string_overrides` a JSON object of
 * the owner's words per language ({"en": {"crew.ready": "Set"}}), '{}' for none. The defaults are
 * written out: a migration must not change with the code's constants.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('clock_format', 'text', (c) => c.notNull().defaultTo('24h'))
    .execute();
  await db.schema.alterTable('events').addColumn('crew_language', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('crew_clock_format', 'text', (c) => c.notNull().defaultTo('24h'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('string_overrides', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
