import type { Kysely, Selectable } from 'kysely';
import type { Database, DepartmentsTable } from '../../db/schema.js';

export type DepartmentRow = Selectable<DepartmentsTable>;
export type NewDepartmentRow = Omit<DepartmentRow, 'id'>;

export function departmentsRepo(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listForEvent(eventId: number) {
      return db.selectFrom('departments').selectAll().where('event_id', '=', eventId).orderBy('position').orderBy('id').execute();
    },
    async idsForEvent(eventId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('departments').select('id').where('event_id', '=', eventId).execute();
      return new Set(rows.map((r) => r.id));
    },
    async nextPosition(eventId: number) {
      const r = await db
        .selectFrom('departments')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return r?.p === null || r?.p === undefined ? 0 : Number(r.p) + 1;
    },
    /** Makes room at `position` (restore puts a department back where it was). */
    async shiftFrom(eventId: number, position: number) {
      await db
        .updateTable('departments')
        .set((eb) => ({ position: eb('position', '+', 1) }))
        .where('event_id', '=', eventId)
        .where('position', '>=', position)
        .execute();
    },
    async insert(row: NewDepartmentRow) {
      const r = await db.insertInto('departments').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Partial<NewDepartmentRow>) {
      await db.updateTable('departments').set(patch).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('departments').where('id', '=', id).execute();
    },
  };
}
export type DepartmentsRepo = ReturnType<typeof departmentsRepo>;
