/**
 * 019: who changed what in an event (docs/decisions/0032-history-versions-presence.md).
 * One row per change of a cue, task, department, note or the event's settings, written in the
 * transaction of the change: who (a kind, an id, and the label as it was then, so a renamed
 * department or a deleted account still reads right), when, the object, the field, and the values
 * before and after as JSON text. Show control is not copied here: the as-run log has it.
 * The newest HISTORY_KEEP rows per event are kept (history.repo.ts).
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('edit_history'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('who_kind', 'text', (c) => c.notNull())
    .addColumn('who_id', 'integer')
    .addColumn('who_label', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('cue_id', 'integer')
    .addColumn('cue_number', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .execute();
  await db.schema.createIndex('edit_history_event_idx').on('edit_history').columns(['event_id', 'id']).execute();
}
