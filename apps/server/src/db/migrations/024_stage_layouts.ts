/**
 * 024: stage display layouts (docs/decisions/0035-stage-layouts-and-lobby.md). One row per named
 * layout of an event; `name_key` (lower case) is unique per event, so a stage address finds one
 * layout by name whatever its case. `config` is the layout's JSON (checked with the shared schema on
 * every read and write). The logo is kept as base64 text with its checked type and a hash of its
 * bytes (the logo address carries it, so a screen can keep the image until it changes); text, so
 * both engines store it alike.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('stage_layouts'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('logo_type', 'text')
    .addColumn('logo_hash', 'text')
    .addColumn('logo_data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('stage_layouts_event_name_key', ['event_id', 'name_key'])
    .execute();
}
