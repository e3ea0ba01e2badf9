/**
 * The show report's storage (docs/decisions/0029-show-report.md): ended runs, the claims that their
 * mails went out, and the distribution lists. The as-run itself is read through report/asRunLog.repo.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShowEndsTable } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export type ShowEndRow = Selectable<ShowEndsTable>;

const toNumbers = (r: ShowEndRow): ShowEndRow => ({ ...r, ended_at_ms: Number(r.ended_at_ms), last_log_id: Number(r.last_log_id) });

export function showReportRepo(db: Kysely<Database>) {
  return {
    event(eventId: number) {
      return db.selectFrom('events').select(['id', 'name', 'owner_id']).where('id', '=', eventId).executeTakeFirst();
    },
    async ends(eventId: number): Promise<ShowEndRow[]> {
      const rows = await db.selectFrom('show_ends').selectAll().where('event_id', '=', eventId).orderBy('run').execute();
      return rows.map(toNumbers);
    },
    async end(eventId: number, run: number): Promise<ShowEndRow | undefined> {
      const r = await db.selectFrom('show_ends').selectAll().where('event_id', '=', eventId).where('run', '=', run).executeTakeFirst();
      return r ? toNumbers(r) : undefined;
    },
    /**
     * Records the end of the run on now, once: when the last run has ended and no cue went since,
     * that run is answered (`created` false). Two processes that both see one end race for the same
     * (event, run) key; one row is written and both answer it.
     */
    async recordEnd(
      eventId: number,
      e: { reason: ShowEndRow['reason']; endedBy: string; atMs: number },
    ): Promise<{ row: ShowEndRow; created: boolean } | 'not-started'> {
      const log = asRunLogRepo(db);
      const last = await db
        .selectFrom('show_ends')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('run', 'desc')
        .limit(1)
        .executeTakeFirst();
      const after = last ? Number(last.last_log_id) : 0;
      if (!(await log.wentAfter(eventId, after))) return last ? { row: toNumbers(last), created: false } : 'not-started';
      const run = (last?.run ?? 0) + 1;
      const inserted = await db
        .insertInto('show_ends')
        .values({
          event_id: eventId,
          run,
          reason: e.reason,
          ended_by: e.endedBy,
          ended_at_ms: e.atMs,
          last_log_id: await log.lastId(eventId),
          form: null,
          form_updated_at: null,
        })
        .onConflict((oc) => oc.columns(['event_id', 'run']).doNothing())
        .executeTakeFirst();
      const row = await this.end(eventId, run);
      if (!row) throw new Error('show end neither written nor found');
      return { row, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
    },
    async saveForm(id: number, form: string, atIso: string): Promise<void> {
      await db.updateTable('show_ends').set({ form, form_updated_at: atIso }).where('id', '=', id).execute();
    },
    mails(endIds: number[]) {
      if (endIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('show_report_mails').selectAll().where('show_end_id', 'in', endIds).orderBy('id').execute();
    },
    /** The claim: true for exactly one caller per run and purpose, on any process. */
    async claimMail(endId: number, purpose: 'ended' | 'form', atIso: string): Promise<boolean> {
      const r = await db
        .insertInto('show_report_mails')
        .values({ show_end_id: endId, purpose, claimed_at: atIso, sent_at: null, error: null })
        .onConflict((oc) => oc.columns(['show_end_id', 'purpose']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async mailDone(endId: number, purpose: 'ended' | 'form', r: { sentAt: string | null; recipients: number; error: string | null }) {
      await db
        .updateTable('show_report_mails')
        .set({ sent_at: r.sentAt, recipients: r.recipients, error: r.error })
        .where('show_end_id', '=', endId)
        .where('purpose', '=', purpose)
        .execute();
    },
    async eventRecipients(eventId: number) {
      return db
        .selectFrom('events')
        .leftJoin('productions', 'productions.id', 'events.production_id')
        .select(['events.report_recipients as own', 'productions.report_recipients as production', 'events.production_id'])
        .where('events.id', '=', eventId)
        .executeTakeFirst();
    },
    async setEventRecipients(eventId: number, json: string): Promise<void> {
      await db.updateTable('events').set({ report_recipients: json }).where('id', '=', eventId).execute();
    },
    async setProductionRecipients(productionId: number, json: string): Promise<void> {
      await db.updateTable('productions').set({ report_recipients: json }).where('id', '=', productionId).execute();
    },
    /** A production's events on a day with their room, in room order. */
    dayEvents(productionId: number, day: string) {
      return db
        .selectFrom('events')
        .innerJoin('production_rooms as r', 'r.id', 'events.room_id')
        .select(['events.id', 'events.name', 'r.name as room'])
        .where('events.production_id', '=', productionId)
        .where('events.day', '=', day)
        .orderBy('r.position')
        .orderBy('events.id')
        .execute();
    },
  };
}
export type ShowReportRepo = ReturnType<typeof showReportRepo>;
