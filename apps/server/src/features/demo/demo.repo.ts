/**
 * The demo account and its show are written in one transaction through the ordinary
 * repositories: a half-made demo (an account without its show) never exists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { usersRepo, type UsersRepo } from '../accounts/users.repo.js';
import { cuesRepo, type CuesRepo } from '../cues/cues.repo.js';
import { departmentsRepo, type DepartmentsRepo } from '../departments/departments.repo.js';
import { eventsRepo, type EventsRepo } from '../events/events.repo.js';
import { tasksRepo, type TasksRepo } from '../tasks/tasks.repo.js';

export interface DemoRepos {
  users: UsersRepo;
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
