/**
 * 022: auxiliary timers (docs/decisions/0037-aux-timers.md). Up to three per event, one per slot
 * (1–3, unique per event), each counting up or down. The clock is the server's like the cue
 * status's: `running_since` (server ms, null while stopped) and `elapsed_ms` (run time gathered
 * before it); `duration_ms` is a count-down's length. `version` guards concurrent commands.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('aux_timers'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('running_since', 'bigint')
    .addColumn('on_stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('aux_timers_event_slot', ['event_id', 'slot'])
    .execute();
}
