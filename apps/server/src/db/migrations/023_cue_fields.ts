/**
 * 023: custom fields on the rundown (docs/decisions/0034-custom-fields.md). `cue_fields` holds an
 * event's typed columns, unique by `name_key` per event (the database refuses a second "Mic" even
 * from another process); `cue_field_values` one value per cue and field, as JSON, gone with its
 * cue or its field.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('cue_fields'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('crew_departments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cue_fields_event_name_unique', ['event_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('cue_field_values')
    .addColumn('cue_id', 'integer', (c) => c.notNull().references('cues.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.notNull().references('cue_fields.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cue_field_values_pk', ['cue_id', 'field_id'])
    .execute();
  await db.schema.createIndex('cue_field_values_field_idx').on('cue_field_values').column('field_id').execute();
}
