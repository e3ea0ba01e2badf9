/**
 * 013: timing across rooms (docs/decisions/0028-linked-event-starts.md). An event in a production
 * may start a number of minutes after another event's cue ends: the linked event, its cue and the
 * offset in minutes. All three null: the event starts at its own time, as every event made before.
 * The foreign keys set null, so a deleted event or cue never leaves a reference to nothing; the
 * service then clears the rest of the link in the same request and tells the event's screens.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('start_link_event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('start_link_cue_id', 'integer', (c) => c.references('cues.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('events').addColumn('start_link_offset_minutes', 'integer').execute();
  // A status change of the linked event looks up the events that follow it.
  await db.schema.createIndex('events_start_link_idx').on('events').column('start_link_event_id').execute();
}
