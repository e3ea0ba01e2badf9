/**
 * 014: the producer's wall (docs/decisions/0027-producer-wall.md).
 *
 * `caller_presence`: which server process has a caller's socket (the owner's or a co-caller's)
 * open on an event, so a wall on any process shows whether the room's caller is connected. A
 * process writes its own row when its first caller socket of the event opens and deletes it when
 * the last one closes; it stamps `seen_at_ms` on its rows every few seconds, and readers ignore a
 * row not stamped lately (a process that died without deleting its rows).
 *
 * `producer_broadcasts` and `producer_broadcast_rooms`: a message from the wall to some rooms of a
 * production's day, and per room (its event there) when its caller confirmed reading it.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('caller_presence')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('seen_at_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('caller_presence_pk', ['event_id', 'origin'])
    .execute();
  await db.schema.createIndex('caller_presence_origin_idx').on('caller_presence').column('origin').execute();

  await withId(db.schema.createTable('producer_broadcasts'), engine)
    .addColumn('production_id', 'integer', (c) => c.notNull().references('productions.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('to_crew', 'integer', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('sent_at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('producer_broadcasts_production_idx')
    .on('producer_broadcasts')
    .columns(['production_id', 'sent_at_ms'])
    .execute();

  await db.schema
    .createTable('producer_broadcast_rooms')
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('producer_broadcasts.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('producer_broadcast_rooms_pk', ['broadcast_id', 'event_id'])
    .execute();
  await db.schema.createIndex('producer_broadcast_rooms_event_idx').on('producer_broadcast_rooms').column('event_id').execute();
}
