import type { Kysely, Selectable } from 'kysely';
import type { Database, TasksTable } from '../../db/schema.js';

export type TaskRow = Selectable<TasksTable>;
export type NewTaskRow = Omit<TaskRow, 'id'>;
/** A task with the event it belongs to (through its cue). */
export type TaskWithEvent = TaskRow & { event_id: number };
/** The columns a task's API shape needs (task.presenter.ts); the event list selects only these. */
export const TASK_API_COLUMNS = ['id', 'cue_id', 'department_id', 'description', 'completed', 'completed_at', 'color'] as const;
export type TaskApiRow = Pick<TaskRow, (typeof TASK_API_COLUMNS)[number]>;

export function tasksRepo(db: Kysely<Database>) {
  const withEvent = () =>
    db
      .selectFrom('tasks')
      .innerJoin('cues', 'cues.id', 'tasks.cue_id')
      .innerJoin('departments', 'departments.id', 'tasks.department_id')
      .selectAll('tasks')
      .select('cues.event_id');

  return {
    findWithEvent(id: number): Promise<TaskWithEvent | undefined> {
      return withEvent().where('tasks.id', '=', id).executeTakeFirst();
    },
    /** One cue's tasks, optionally of one department, in checklist order. */
    listForCue(cueId: number, departmentId?: number) {
      let q = db
        .selectFrom('tasks')
        .innerJoin('departments', 'departments.id', 'tasks.department_id')
        .selectAll('tasks')
        .where('tasks.cue_id', '=', cueId);
      if (departmentId !== undefined) q = q.where('tasks.department_id', '=', departmentId);
      return q.orderBy('departments.position').orderBy('tasks.department_id').orderBy('tasks.position').orderBy('tasks.id').execute();
    },
    /**
     * Every task of an event in one answer, by cue number then checklist position. Only the columns
     * the API shows: reading 15,000 rows costs about half as much as with every column. `firstCues`:
     * only the tasks of that many cues from the top (the show screen's first screenful).
     */
    listForEvent(eventId: number, departmentId?: number, firstCues?: number): Promise<TaskApiRow[]> {
      let q = db
        .selectFrom('tasks')
        .innerJoin('cues', 'cues.id', 'tasks.cue_id')
        .innerJoin('departments', 'departments.id', 'tasks.department_id')
        .select(TASK_API_COLUMNS.map((c) => `tasks.${c}` as const))
        .where('cues.event_id', '=', eventId);
      if (departmentId !== undefined) q = q.where('tasks.department_id', '=', departmentId);
      if (firstCues !== undefined)
        q = q.where('tasks.cue_id', 'in', (eb) =>
          eb.selectFrom('cues as head').select('head.id').where('head.event_id', '=', eventId).orderBy('head.number').limit(firstCues),
        );
      return q
        .orderBy('cues.number')
        .orderBy('departments.position')
        .orderBy('tasks.department_id')
        .orderBy('tasks.position')
        .orderBy('tasks.id')
        .execute();
    },
    listForDepartment(departmentId: number) {
      return db
        .selectFrom('tasks')
        .innerJoin('cues', 'cues.id', 'tasks.cue_id')
        .selectAll('tasks')
        .where('tasks.department_id', '=', departmentId)
        .orderBy('cues.number')
        .orderBy('tasks.position')
        .orderBy('tasks.id')
        .execute();
    },
    /** The next checklist position in one cell (cue × department). */
    async nextPosition(cueId: number, departmentId: number) {
      const r = await db
        .selectFrom('tasks')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('cue_id', '=', cueId)
        .where('department_id', '=', departmentId)
        .executeTakeFirst();
      return r?.p === null || r?.p === undefined ? 0 : Number(r.p) + 1;
    },
    async insert(row: NewTaskRow) {
      const r = await db.insertInto('tasks').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async insertMany(rows: NewTaskRow[]) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('tasks')
          .values(rows.slice(i, i + 200))
          .execute();
      }
    },
    async update(id: number, patch: Partial<NewTaskRow>) {
      await db.updateTable('tasks').set(patch).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },
    async deleteForCue(cueId: number) {
      await db.deleteFrom('tasks').where('cue_id', '=', cueId).execute();
    },
    async deleteForDepartment(departmentId: number) {
      await db.deleteFrom('tasks').where('department_id', '=', departmentId).execute();
    },
  };
}
export type TasksRepo = ReturnType<typeof tasksRepo>;
