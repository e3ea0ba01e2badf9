/** The SQL of linked starts (docs/decisions/0028-linked-event-starts.md): events.start_link_* (migration 013). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const NO_LINK = { start_link_event_id: null, start_link_cue_id: null, start_link_offset_minutes: null } as const;

export function startLinksRepo(db: Kysely<Database>) {
  return {
    /** The event's link with the linked event and cue, when all of it still exists (else undefined). */
    linkOf(eventId: number) {
      return db
        .selectFrom('events as e')
        .innerJoin('events as l', 'l.id', 'e.start_link_event_id')
        .innerJoin('cues as c', (j) => j.onRef('c.id', '=', 'e.start_link_cue_id').onRef('c.event_id', '=', 'l.id'))
        .innerJoin('productions as p', 'p.id', 'l.production_id')
        .select([
          'l.id as eventId',
          'l.name as eventName',
          'l.day as linkedDay',
          'e.day as day',
          'c.id as cueId',
          'c.number as cueNumber',
          'e.start_link_offset_minutes as offsetMinutes',
          'p.time_zone as timeZone',
        ])
        .where('e.id', '=', eventId)
        .executeTakeFirst();
    },
    /** The event id the event's start follows, if any (walking a chain to refuse a circle). */
    async follows(eventId: number): Promise<number | null> {
      const r = await db.selectFrom('events').select('start_link_event_id').where('id', '=', eventId).executeTakeFirst();
      return r?.start_link_event_id ?? null;
    },
    async set(eventId: number, link: { eventId: number; cueId: number; offsetMinutes: number } | null, at: string): Promise<void> {
      await db
        .updateTable('events')
        .set({
          ...(link
            ? { start_link_event_id: link.eventId, start_link_cue_id: link.cueId, start_link_offset_minutes: link.offsetMinutes }
            : NO_LINK),
          updated_at: at,
        })
        .where('id', '=', eventId)
        .execute();
    },
    /** Events whose start follows `eventId`. */
    async dependants(eventId: number): Promise<number[]> {
      const rows = await db.selectFrom('events').select('id').where('start_link_event_id', '=', eventId).execute();
      return rows.map((r) => r.id);
    },
    /**
     * Clears the links to `linkedEventId` whose cue is gone (its foreign key set it null when the cue
     * was deleted), so no half link stays behind. Answers the events cleared.
     */
    async clearDeadCueLinks(linkedEventId: number): Promise<number[]> {
      const rows = await db
        .updateTable('events')
        .set(NO_LINK)
        .where('start_link_event_id', '=', linkedEventId)
        .where('start_link_cue_id', 'is', null)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** Clears the event's own link and every link to it (it leaves its production or is deleted). */
    async detach(eventId: number): Promise<number[]> {
      const rows = await db
        .updateTable('events')
        .set(NO_LINK)
        .where((eb) => eb.or([eb('id', '=', eventId).and('start_link_event_id', 'is not', null), eb('start_link_event_id', '=', eventId)]))
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** A cue of an event, when the cue is that event's. */
    cueOf(eventId: number, cueId: number) {
      return db.selectFrom('cues').select(['id', 'number']).where('id', '=', cueId).where('event_id', '=', eventId).executeTakeFirst();
    },
    /** The cues' timing in rundown order. */
    async timingCues(eventId: number) {
      const rows = await db
        .selectFrom('cues')
        .select(['id', 'number', 'action', 'time', 'duration', 'time_mode', 'timer_type', 'end_time'])
        .where('event_id', '=', eventId)
        .orderBy('number')
        .execute();
      return rows.map((r) => ({
        ...{ id: r.id, number: r.number, action: r.action, time: r.time, duration: r.duration, timeMode: r.time_mode },
        ...{ timerType: r.timer_type, endTime: r.end_time },
      }));
    },
    /** The other events of a production (one owner's), with their room's name. */
    productionEvents(productionId: number, ownerId: number, exceptId: number) {
      return db
        .selectFrom('events as e')
        .leftJoin('production_rooms as r', 'r.id', 'e.room_id')
        .select(['e.id', 'e.name', 'e.day', 'r.name as room', 'r.position'])
        .where('e.production_id', '=', productionId)
        .where('e.owner_id', '=', ownerId)
        .where('e.id', '!=', exceptId)
        .orderBy('e.day')
        .orderBy('r.position')
        .orderBy('e.id')
        .execute();
    },
  };
}
export type StartLinksRepo = ReturnType<typeof startLinksRepo>;
