import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EventsTable } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export type EventRow = Selectable<EventsTable>;
/** An event with its room's name (null: standalone), as the presenter shows it. */
export type EventWithRoom = EventRow & { room_name: string | null };

export function eventsRepo(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<EventWithRoom | undefined> {
      return db
        .selectFrom('events as e')
        .leftJoin('production_rooms as r', 'r.id', 'e.room_id')
        .selectAll('e')
        .select('r.name as room_name')
        .where('e.id', '=', id)
        .executeTakeFirst();
    },
    findByApiKeyHash(hash: string) {
      return db.selectFrom('events').selectAll().where('api_key_hash', '=', hash).executeTakeFirst();
    },
    /** The owner's events (and those of `sharedIds`, shared with the account) with cue and department counts, in one query. */
    listForOwner(ownerId: number, sharedIds: readonly number[] = []) {
      return db
        .selectFrom('events as e')
        .leftJoin('production_rooms as r', 'r.id', 'e.room_id')
        .selectAll('e')
        .select('r.name as room_name')
        .select((eb) => [
          eb.selectFrom('cues').whereRef('cues.event_id', '=', 'e.id').select(eb.fn.countAll<number>().as('n')).as('cue_count'),
          eb
            .selectFrom('departments')
            .whereRef('departments.event_id', '=', 'e.id')
            .select(eb.fn.countAll<number>().as('n'))
            .as('department_count'),
        ])
        .where((eb) =>
          sharedIds.length > 0 ? eb.or([eb('e.owner_id', '=', ownerId), eb('e.id', 'in', sharedIds)]) : eb('e.owner_id', '=', ownerId),
        )
        .orderBy('e.date', 'asc')
        .orderBy('e.id', 'asc')
        .execute();
    },
    async insert(row: Omit<Insertable<EventsTable>, 'id'>) {
      const r = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Partial<Omit<EventRow, 'id'>>) {
      await db.updateTable('events').set(patch).where('id', '=', id).execute();
    },
    /** Bumps and returns the event's revision (sent with refetch notices). */
    async bumpRevision(id: number): Promise<number> {
      const r = await db
        .updateTable('events')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .returning('revision')
        .executeTakeFirst();
      return r?.revision ?? 0;
    },
    /** Removes the event and everything in it in one transaction (docs/decisions/0005-storage-engines.md). */
    async deleteCascade(id: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('annotations').where('event_id', '=', id).execute();
        await asRunLogRepo(trx).removeEvent(id);
        await trx.deleteFrom('cue_status').where('event_id', '=', id).execute();
        await trx.deleteFrom('sessions').where('event_id', '=', id).execute();
        await trx
          .deleteFrom('tasks')
          .where('cue_id', 'in', trx.selectFrom('cues').select('id').where('event_id', '=', id))
          .execute();
        await trx.deleteFrom('cues').where('event_id', '=', id).execute();
        await trx.deleteFrom('departments').where('event_id', '=', id).execute();
        await trx.deleteFrom('events').where('id', '=', id).execute();
      });
    },
  };
}
export type EventsRepo = ReturnType<typeof eventsRepo>;
