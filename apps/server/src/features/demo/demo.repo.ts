/**
 * The demo account, its show and its production are written in one transaction through the ordinary
 * repositories: a half-made demo (an account without its show) never exists.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductionsTable } from '../../db/schema.js';
import { usersRepo, type UsersRepo } from '../accounts/users.repo.js';
import { cuesRepo, type CuesRepo } from '../cues/cues.repo.js';
import { departmentsRepo, type DepartmentsRepo } from '../departments/departments.repo.js';
import { eventsRepo, type EventsRepo } from '../events/events.repo.js';
import { tasksRepo, type TasksRepo } from '../tasks/tasks.repo.js';

/** The sample production and its rooms (the SQL of productions.repo.ts's insert, inside the demo's transaction). */
function demoProductionsRepo(trx: Kysely<Database>) {
  return {
    async insert(row: Omit<Insertable<ProductionsTable>, 'id'>, rooms: readonly string[]): Promise<{ id: number; roomIds: number[] }> {
      const { id } = await trx.insertInto('productions').values(row).returning('id').executeTakeFirstOrThrow();
      const roomIds: number[] = [];
      for (const [position, name] of rooms.entries()) {
        const room = await trx
          .insertInto('production_rooms')
          .values({ production_id: id, name, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        roomIds.push(room.id);
      }
      return { id, roomIds };
    },
  };
}

export interface DemoRepos {
  users: UsersRepo;
  productions: ReturnType<typeof demoProductionsRepo>;
  events: EventsRepo;
  departments: DepartmentsRepo;
  cues: CuesRepo;
  tasks: TasksRepo;
}

export function demoRepo(db: Kysely<Database>) {
  return {
    /** Runs `work` atomically; only the repos it is given may be used inside (SQLite has one connection). */
    inTransaction<T>(work: (r: DemoRepos) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) =>
        work({
          users: usersRepo(trx),
          productions: demoProductionsRepo(trx),
          events: eventsRepo(trx),
          departments: departmentsRepo(trx),
          cues: cuesRepo(trx),
          tasks: tasksRepo(trx),
        }),
      );
    },
  };
}
export type DemoRepo = ReturnType<typeof demoRepo>;
