/**
 * 025: lobby links (docs/decisions/0035-stage-layouts-and-lobby.md): the public agenda of a
 * production or of a single event. Only the SHA-256 of the link's token is kept (`token_hash`,
 * unique), so a copy of the database opens no lobby; one link per production or event (a new one
 * replaces it, deleting it stops it). `time_zone` is the zone its times are read in (a production's
 * own, or the one chosen for a single event); `show_cues` whether segment titles are public.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('lobby_links'), engine)
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('cascade').unique())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade').unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('show_cues', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
