/**
 * The as-run log's one repository (docs/architecture.md#the-live-path-a-go-from-the-key-press-to-the-crew-screen): every read and write of `as_run_log` is here. Rows
 * are written with a typed kind (logKinds.ts), so a kind the report does not know cannot be
 * stored. It takes any executor, so a cue command writes its row inside the transaction that
 * saves the status (cueStatus.repo.ts), and an event's deletion removes its rows in its own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { STATUS_KINDS, type AsRunKind } from './logKinds.js';

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

/** `db` may be a transaction: what it writes then commits or rolls back with the rest of it. */
export function asRunLogRepo(db: Kysely<Database>) {
  return {
    async add(row: AsRunRow): Promise<void> {
      await db.insertInto('as_run_log').values(row).execute();
    },
    /** The event's log in the order it happened, for the report. */
    forReport(eventId: number) {
      return db
        .selectFrom('as_run_log')
        .select([
          'id',
          'cue_id',
          'kind',
          'status',
          'department_id',
          'at_ms',
          'actor',
          'delay_ms',
          'target_id',
          'crew_message_id',
          'cue_number',
          'cue_action as detail',
        ])
        .where('event_id', '=', eventId)
        .orderBy('at_ms')
        .orderBy('id')
        .execute();
    },
    /** The newest row of a kind (acknowledgements count from the last standby). */
    latest(eventId: number, kind: AsRunKind) {
      return db
        .selectFrom('as_run_log')
        .select(['id', 'cue_id', 'at_ms'])
        .where('event_id', '=', eventId)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /**
     * Show-control commands (status kinds) for the edit history, newest first, between two times
     * (from inclusive, to exclusive), of one cue and of some actors when asked
     * (docs/decisions/0032-history-versions-presence.md: read here, never copied).
     */
    commands(eventId: number, f: { fromMs: number | null; toMs: number | null; cueId?: number; actors?: string[] }) {
      let q = db
        .selectFrom('as_run_log')
        .select(['id', 'cue_id', 'cue_number', 'kind', 'actor', 'at_ms'])
        .where('event_id', '=', eventId)
        .where('kind', 'in', [...STATUS_KINDS]);
      if (f.fromMs !== null) q = q.where('at_ms', '>=', f.fromMs);
      if (f.toMs !== null) q = q.where('at_ms', '<', f.toMs);
      if (f.cueId !== undefined) q = q.where('cue_id', '=', f.cueId);
      if (f.actors) q = q.where('actor', 'in', f.actors.length > 0 ? f.actors : ['']);
      return q.orderBy('at_ms', 'desc').orderBy('id', 'desc').limit(500).execute();
    },
    /** Who sent show-control commands to the event (the history's person filter). */
    async commandActors(eventId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('as_run_log')
        .select('actor')
        .distinct()
        .where('event_id', '=', eventId)
        .where('kind', 'in', [...STATUS_KINDS])
        .execute();
      return rows.map((r) => r.actor);
    },
    /** The Ready presses after a row, in order. */
    readiesAfter(eventId: number, afterLogId: number) {
      return db
        .selectFrom('as_run_log')
        .select(['department_id', 'at_ms'])
        .where('event_id', '=', eventId)
        .where('kind', '=', 'ready')
        .where('id', '>', afterLogId)
        .orderBy('id')
        .execute();
    },
    /** Recent Ready presses with their department's name, newest first (webhooks' crew.ack). */
    recentReadies(eventId: number, sinceMs: number) {
      return db
        .selectFrom('as_run_log')
        .leftJoin('departments', 'departments.id', 'as_run_log.department_id')
        .select([
          'as_run_log.id',
          'as_run_log.cue_number',
          'as_run_log.cue_action',
          'as_run_log.department_id',
          'departments.name as department',
          'as_run_log.at_ms',
        ])
        .where('as_run_log.event_id', '=', eventId)
        .where('as_run_log.kind', '=', 'ready')
        .where('as_run_log.at_ms', '>=', sinceMs)
        .orderBy('as_run_log.id', 'desc')
        .limit(50)
        .execute();
    },
    /** Equipment confirmations and send errors of a cue since its GO. */
    confirmations(eventId: number, cueId: number, sinceMs: number) {
      return db
        .selectFrom('as_run_log')
        .select(['kind', 'target_id', 'delay_ms', 'actor'])
        .where('event_id', '=', eventId)
        .where('cue_id', '=', cueId)
        .where('at_ms', '>=', sinceMs)
        .where('kind', 'in', ['fired', 'osc-error'])
        .orderBy('id')
        .execute();
    },
    /** The newest row's id (a show's end keeps it: the run's log is the rows up to it). */
    async lastId(eventId: number): Promise<number> {
      const r = await db
        .selectFrom('as_run_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return r?.id === null || r?.id === undefined ? 0 : Number(r.id);
    },
    /** Whether a cue went (GO, auto-advance or RESUME) after the row `afterId`: a new run of the show. */
    async wentAfter(eventId: number, afterId: number): Promise<boolean> {
      const r = await db
        .selectFrom('as_run_log')
        .select('id')
        .where('event_id', '=', eventId)
        .where('id', '>', afterId)
        .where('kind', 'in', ['go', 'autoAdvance', 'resume', 'set'])
        .where('status', '=', 'go')
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },
    /**
     * When the show moved on from a cue: the first status row of another cue after the cue last ran
     * (docs/decisions/0028-linked-event-starts.md: a linked cue's actual end). null before then.
     */
    async movedOnFrom(eventId: number, cueId: number): Promise<number | null> {
      const ran = await db
        .selectFrom('as_run_log')
        .select('id')
        .where('event_id', '=', eventId)
        .where('cue_id', '=', cueId)
        .where('status', '=', 'go')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!ran) return null;
      const next = await db
        .selectFrom('as_run_log')
        .select('at_ms')
        .where('event_id', '=', eventId)
        .where('id', '>', ran.id)
        .where('kind', 'in', STATUS_KINDS)
        .where('cue_id', '!=', cueId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return next?.at_ms ?? null;
    },
    /** An event's rows, when the event is deleted (inside its transaction). */
    async removeEvent(eventId: number): Promise<void> {
      await db.deleteFrom('as_run_log').where('event_id', '=', eventId).execute();
    },
  };
}
export type AsRunLogRepo = ReturnType<typeof asRunLogRepo>;
