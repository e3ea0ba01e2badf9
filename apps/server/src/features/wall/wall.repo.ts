/**
 * The producer's wall (migration 014, docs/decisions/0027-producer-wall.md): a production's events
 * of a day with their cues, which processes have a caller connected to an event, and the
 * producer's broadcasts with their per-room receipts. The SQL only; the rules are in
 * wall.service.ts and broadcast.service.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function wallRepo(db: Kysely<Database>) {
  return {
    /** The production's events of a day, each with its room, in the order they were made. */
    eventsOfDay(productionId: number, day: string) {
      return db
        .selectFrom('events')
        .select(['id', 'name', 'room_id'])
        .where('production_id', '=', productionId)
        .where('day', '=', day)
        .orderBy('id')
        .execute();
    },

    /** The cues of these events in rundown order. */
    cues(eventIds: number[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('cues')
        .select(['id', 'event_id', 'number', 'action', 'time', 'duration', 'time_mode', 'timer_type', 'end_time'])
        .where('event_id', 'in', eventIds)
        .orderBy('event_id')
        .orderBy('number')
        .execute();
    },

    /** This process (origin) has a caller socket on the event. */
    async presenceUp(eventId: number, origin: string, atMs: number): Promise<void> {
      await db
        .insertInto('caller_presence')
        .values({ event_id: eventId, origin, seen_at_ms: atMs })
        .onConflict((oc) => oc.columns(['event_id', 'origin']).doUpdateSet({ seen_at_ms: atMs }))
        .execute();
    },
    async presenceDown(eventId: number, origin: string): Promise<void> {
      await db.deleteFrom('caller_presence').where('event_id', '=', eventId).where('origin', '=', origin).execute();
    },
    /** The process is still there: its rows are fresh. */
    async presenceStamp(origin: string, atMs: number): Promise<void> {
      await db.updateTable('caller_presence').set({ seen_at_ms: atMs }).where('origin', '=', origin).execute();
    },
    async presenceClear(origin: string): Promise<void> {
      await db.deleteFrom('caller_presence').where('origin', '=', origin).execute();
    },
    /** Events among these with a caller row stamped since `sinceMs`, on any process. */
    async presentEvents(eventIds: number[], sinceMs: number): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('caller_presence')
        .select('event_id')
        .distinct()
        .where('event_id', 'in', eventIds)
        .where('seen_at_ms', '>=', sinceMs)
        .execute();
      return new Set(rows.map((r) => r.event_id));
    },

    /** A broadcast and its rooms in one transaction; its id. */
    async insertBroadcast(
      b: { production_id: number; day: string; text: string; to_crew: number; sent_by: string; sent_at: string; sent_at_ms: number },
      rooms: Array<{ event_id: number; room_id: number }>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('producer_broadcasts').values(b).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('producer_broadcast_rooms')
          .values(rooms.map((r) => ({ broadcast_id: id, event_id: r.event_id, room_id: r.room_id, read_at: null })))
          .execute();
        return id;
      });
    },

    /** How many broadcasts the production sent since then (the rate limit, shared by every process). */
    async sentSince(productionId: number, sinceMs: number): Promise<number> {
      const row = await db
        .selectFrom('producer_broadcasts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('production_id', '=', productionId)
        .where('sent_at_ms', '>=', sinceMs)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** A production's broadcasts of a day, newest first, with their rooms. */
    async broadcastsOfDay(productionId: number, day: string, limit: number) {
      const list = await db
        .selectFrom('producer_broadcasts')
        .select(['id', 'text', 'to_crew', 'sent_at'])
        .where('production_id', '=', productionId)
        .where('day', '=', day)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const rooms =
        list.length === 0
          ? []
          : await db
              .selectFrom('producer_broadcast_rooms')
              .select(['broadcast_id', 'event_id', 'room_id', 'read_at'])
              .where(
                'broadcast_id',
                'in',
                list.map((b) => b.id),
              )
              .orderBy('event_id')
              .execute();
      return list.map((b) => ({ ...b, rooms: rooms.filter((r) => r.broadcast_id === b.id) }));
    },

    /** The broadcasts sent to an event's room, newest first. */
    forEvent(eventId: number, limit: number) {
      return db
        .selectFrom('producer_broadcast_rooms as r')
        .innerJoin('producer_broadcasts as b', 'b.id', 'r.broadcast_id')
        .select(['b.id', 'b.text', 'b.sent_at', 'r.read_at'])
        .where('r.event_id', '=', eventId)
        .orderBy('b.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Marks a broadcast read in the event's room; false when it was not sent there. */
    async markRead(broadcastId: number, eventId: number, at: string): Promise<{ found: boolean; productionId: number | null }> {
      const row = await db
        .selectFrom('producer_broadcast_rooms as r')
        .innerJoin('producer_broadcasts as b', 'b.id', 'r.broadcast_id')
        .select(['r.read_at', 'b.production_id'])
        .where('r.broadcast_id', '=', broadcastId)
        .where('r.event_id', '=', eventId)
        .executeTakeFirst();
      if (!row) return { found: false, productionId: null };
      if (row.read_at === null)
        await db
          .updateTable('producer_broadcast_rooms')
          .set({ read_at: at })
          .where('broadcast_id', '=', broadcastId)
          .where('event_id', '=', eventId)
          .where('read_at', 'is', null)
          .execute();
      return { found: true, productionId: row.production_id };
    },
  };
}
export type WallRepo = ReturnType<typeof wallRepo>;
