import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface LogEntry {
  id: number;
  cue_id: number | null;
  kind: string;
  status: string | null;
  department_id: number | null;
  at_ms: number;
  /** Who did it; for a confirmation, `osc:<target name>` (issue 13). */
  actor?: string;
  delay_ms?: number | null;
}

export function reportRepo(db: Kysely<Database>) {
  return {
    /** The event's as-run log in the order it happened. */
    async log(eventId: number): Promise<LogEntry[]> {
      const rows = await db
        .selectFrom('as_run_log')
        .select(['id', 'cue_id', 'kind', 'status', 'department_id', 'at_ms', 'actor', 'delay_ms'])
        .where('event_id', '=', eventId)
        .orderBy('at_ms')
        .orderBy('id')
        .execute();
      // bigint columns: numbers on both engines (far below 2^53).
      return rows.map((r) => ({ ...r, at_ms: Number(r.at_ms) }));
    },
    cues(eventId: number) {
      return db
        .selectFrom('cues')
        .select(['id', 'number', 'action', 'time', 'duration'])
        .where('event_id', '=', eventId)
        .orderBy('number')
        .orderBy('id')
        .execute();
    },
    departments(eventId: number) {
      return db.selectFrom('departments').select(['id', 'name']).where('event_id', '=', eventId).execute();
    },
  };
}
export type ReportRepo = ReturnType<typeof reportRepo>;
