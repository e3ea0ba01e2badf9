/**
 * The as-run log's one repository (issue 22.1): every row is written here with a typed kind
 * (logKinds.ts), so a kind the report does not know cannot be stored. It takes any executor, so a
 * cue command writes its row inside the transaction that saves the status (cueStatus.repo.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AsRunKind } from './logKinds.js';

export interface AsRunRow {
  event_id: number;
  cue_id: number | null;
  cue_number: number | null;
  cue_action: string | null;
  kind: AsRunKind;
  status: string | null;
  elapsed: number | null;
  actor: string;
  department_id: number | null;
  at_ms: number;
  target_id?: number | null;
  delay_ms?: number | null;
  crew_message_id?: number | null;
}

/** `db` may be a transaction: the row then commits or rolls back with the rest of it. */
export function asRunLogRepo(db: Kysely<Database>) {
  return {
    async add(row: AsRunRow): Promise<void> {
      await db.insertInto('as_run_log').values(row).execute();
    },
  };
}
export type AsRunLogRepo = ReturnType<typeof asRunLogRepo>;
