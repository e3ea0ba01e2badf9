/** Productions and their rooms (migration 012); the SQL only, the rules are in productions.service.ts. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ProductionRoomsTable, ProductionsTable } from '../../db/schema.js';

export type ProductionRow = Selectable<ProductionsTable>;
export type RoomRow = Selectable<ProductionRoomsTable>;

export interface RoomsChange {
  rename: Array<{ id: number; name: string; position: number }>;
  add: Array<{ name: string; position: number }>;
  remove: number[];
}

export function productionsRepo(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('productions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listForOwner(ownerId: number) {
      return db.selectFrom('productions').selectAll().where('owner_id', '=', ownerId).orderBy('first_day').orderBy('id').execute();
    },
    /** The rooms of these productions, in each one's order. */
    rooms(productionIds: number[]) {
      if (productionIds.length === 0) return Promise.resolve([] as RoomRow[]);
      return db
        .selectFrom('production_rooms')
        .selectAll()
        .where('production_id', 'in', productionIds)
        .orderBy('production_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    /** How many events each of these productions holds. */
    async eventCounts(productionIds: number[]): Promise<Map<number, number>> {
      if (productionIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('events')
        .select((eb) => ['production_id', eb.fn.countAll<number>().as('n')])
        .where('production_id', 'in', productionIds)
        .groupBy('production_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.production_id), Number(r.n)]));
    },
    /** The days on which the production's events are (to refuse shrinking its days under them). */
    async eventDays(productionId: number): Promise<string[]> {
      const rows = await db.selectFrom('events').select('day').distinct().where('production_id', '=', productionId).execute();
      return rows.flatMap((r) => (r.day === null ? [] : [r.day]));
    },
    /** Rooms among these that still have events. */
    async roomsInUse(roomIds: number[]): Promise<number[]> {
      if (roomIds.length === 0) return [];
      const rows = await db.selectFrom('events').select('room_id').distinct().where('room_id', 'in', roomIds).execute();
      return rows.flatMap((r) => (r.room_id === null ? [] : [r.room_id]));
    },
    async insert(row: Omit<Insertable<ProductionsTable>, 'id'>, rooms: string[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('productions').values(row).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('production_rooms')
          .values(rooms.map((name, position) => ({ production_id: id, name, position })))
          .execute();
        return id;
      });
    },
    /** The production's fields and its rooms in one transaction. */
    async update(id: number, patch: Partial<Omit<ProductionRow, 'id' | 'owner_id'>>, rooms: RoomsChange | undefined) {
      await db.transaction().execute(async (trx) => {
        if (Object.keys(patch).length > 0) await trx.updateTable('productions').set(patch).where('id', '=', id).execute();
        if (!rooms) return;
        if (rooms.remove.length > 0)
          await trx.deleteFrom('production_rooms').where('production_id', '=', id).where('id', 'in', rooms.remove).execute();
        for (const r of rooms.rename)
          await trx
            .updateTable('production_rooms')
            .set({ name: r.name, position: r.position })
            .where('production_id', '=', id)
            .where('id', '=', r.id)
            .execute();
        if (rooms.add.length > 0)
          await trx
            .insertInto('production_rooms')
            .values(rooms.add.map((r) => ({ production_id: id, name: r.name, position: r.position })))
            .execute();
      });
    },
    async delete(id: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('production_rooms').where('production_id', '=', id).execute();
        await trx.deleteFrom('productions').where('id', '=', id).execute();
      });
    },
  };
}
export type ProductionsRepo = ReturnType<typeof productionsRepo>;
