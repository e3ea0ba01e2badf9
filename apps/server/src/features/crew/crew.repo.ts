import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export function crewRepo(db: Kysely<Database>) {
  return {
    /** The newest standby of the event (acknowledgements count from there). */
    lastStandby: (eventId: number) => asRunLogRepo(db).latest(eventId, 'standby'),
    readySince: (eventId: number, afterLogId: number) => asRunLogRepo(db).readiesAfter(eventId, afterLogId),
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
