/**
 * One transaction for a rundown change that touches several tables (cues, departments, tasks).
 * It starts by bumping the event's revision: on PostgreSQL that row lock serialises concurrent
 * changes of one event (two inserts cannot both take number max+1); SQLite has one writer anyway.
 * Anything thrown inside rolls the whole change back, revision included, and so does its history
 * row (docs/decisions/0032-history-versions-presence.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { departmentsRepo, type DepartmentsRepo } from '../departments/departments.repo.js';
import { tasksRepo, type TasksRepo } from '../tasks/tasks.repo.js';
import { cuesRepo, type CuesRepo } from '../cues/cues.repo.js';
import { cueTriggersRepo, type CueTriggersRepo } from '../cues/cueTriggers.repo.js';
import { cueFieldsRepo, type CueFieldsRepo } from '../cueFields/cueFields.repo.js';
import { eventsRepo, type EventsRepo } from '../events/events.repo.js';
import { annotationsRepo, type AnnotationsRepo } from '../annotations/annotations.repo.js';
import { historyRepo, type HistoryRepo } from '../history/history.repo.js';
import { versionsRepo, type VersionsRepo } from '../history/versions.repo.js';

export interface RundownRepos {
  cues: CuesRepo;
  departments: DepartmentsRepo;
  tasks: TasksRepo;
  triggers: CueTriggersRepo;
  fields: CueFieldsRepo;
  events: EventsRepo;
  annotations: AnnotationsRepo;
  /** Who changed what, written with the change (docs/decisions/0032-history-versions-presence.md). */
  history: HistoryRepo;
  versions: VersionsRepo;
}

export function rundownRepo(db: Kysely<Database>) {
  return {
    /** Runs `work` atomically; only the repos it is given may be used inside (SQLite has one connection). */
    async change<T>(eventId: number, work: (r: RundownRepos) => Promise<T>): Promise<{ value: T; revision: number }> {
      return db.transaction().execute(async (trx) => {
        const bumped = await trx
          .updateTable('events')
          .set((eb) => ({ revision: eb('revision', '+', 1) }))
          .where('id', '=', eventId)
          .returning('revision')
          .executeTakeFirst();
        if (!bumped) throw notFound('errors.access.eventNotFound');
        const value = await work({
          cues: cuesRepo(trx),
          departments: departmentsRepo(trx),
          tasks: tasksRepo(trx),
          triggers: cueTriggersRepo(trx),
          fields: cueFieldsRepo(trx),
          events: eventsRepo(trx),
          annotations: annotationsRepo(trx),
          history: historyRepo(trx),
          versions: versionsRepo(trx),
        });
        return { value, revision: bumped.revision };
      });
    },
  };
}
export type RundownRepo = ReturnType<typeof rundownRepo>;
