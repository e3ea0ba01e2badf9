import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function crewRepo(db: Kysely<Database>) {
  return {
    /** The newest standby of the event (acknowledgements count from there). */
    lastStandby(eventId: number) {
      return db
        .selectFrom('as_run_log')
        .select(['id', 'cue_id', 'at_ms'])
        .where('event_id', '=', eventId)
        .where('kind', '=', 'standby')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    readySince(eventId: number, afterLogId: number) {
      return db
        .selectFrom('as_run_log')
        .select(['department_id', 'at_ms'])
        .where('event_id', '=', eventId)
        .where('kind', '=', 'ready')
        .where('id', '>', afterLogId)
        .orderBy('id')
        .execute();
    },
    departments(eventId: number) {
      return db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}
export type CrewRepo = ReturnType<typeof crewRepo>;
