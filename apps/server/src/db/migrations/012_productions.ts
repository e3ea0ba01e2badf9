/**
 * 012: productions (docs/decisions/0026-productions.md). An account groups events
 * into a production: a name, the IANA time zone its days are in, a first and last day (calendar
 * dates "YYYY-MM-DD", as events.date) and its rooms by name, in the producer's order.
 * An event belongs to at most one production, with a room of it and a day inside first..last; the
 * three columns are null on every event made before (and on every standalone event), so such an
 * event works exactly as before. A room has an id so that renaming it keeps its events.
 * The foreign keys set null rather than cascade: the service refuses to delete a production or a
 * room that still has events, and an account's deletion removes its events by their own key.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('productions'), engine)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('productions_owner_idx').on('productions').column('owner_id').execute();

  await withId(db.schema.createTable('production_rooms'), engine)
    .addColumn('production_id', 'integer', (c) => c.notNull().references('productions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('production_rooms_production_idx').on('production_rooms').column('production_id').execute();

  await db.schema
    .alterTable('events')
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('room_id', 'integer', (c) => c.references('production_rooms.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('events').addColumn('day', 'text').execute();
  await db.schema.createIndex('events_production_idx').on('events').column('production_id').execute();
}
