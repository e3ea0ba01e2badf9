import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { asRunLogRepo } from './asRunLog.repo.js';

export interface LogEntry {
  id: number;
  cue_id: number | null;
  kind: string;
  status: string | null;
  department_id: number | null;
  at_ms: number;
  /** Who did it; for a confirmation, `osc:<target name>` (docs/decisions/0011-show-control.md). */
  actor?: string;
  delay_ms?: number | null;
  /** The cue's action for a status row; a message's text or a problem's reason for the others. */
  detail?: string | null;
  /** A confirmation's OSC target. */
  target_id?: number | null;
  /** A 'crew-message' row's crew message. */
  crew_message_id?: number | null;
  /** The cue's number when the row was written (status rows; the show log's "GO on cue 3"). */
  cue_number?: number | null;
}

export function reportRepo(db: Kysely<Database>) {
  return {
    /** The event's as-run log in the order it happened. */
    async log(eventId: number): Promise<LogEntry[]> {
      const rows = await asRunLogRepo(db).forReport(eventId);
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
    /** Who each of the event's crew messages went to, by department name, in the rundown's order. */
    async recipients(eventId: number): Promise<Map<number, string[]>> {
      const rows = await db
        .selectFrom('crew_message_reads as r')
        .innerJoin('crew_messages as m', 'm.id', 'r.message_id')
        .innerJoin('departments as d', 'd.id', 'r.department_id')
        .select(['r.message_id', 'd.name'])
        .where('m.event_id', '=', eventId)
        .orderBy('r.message_id')
        .orderBy('d.position')
        .orderBy('d.id')
        .execute();
      const out = new Map<number, string[]>();
      for (const r of rows) out.set(r.message_id, [...(out.get(r.message_id) ?? []), r.name]);
      return out;
    },
  };
}
export type ReportRepo = ReturnType<typeof reportRepo>;
