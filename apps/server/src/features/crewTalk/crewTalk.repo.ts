/** SQL of crew messages, their reads, and problem flags (docs/decisions/0017-stage-display-and-crew-talk.md, migration 006). */
import type { Kysely } from 'kysely';
import type { ShowLogKind } from '@showcaller/shared';
import type { Database } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export function crewTalkRepo(db: Kysely<Database>) {
  return {
    departments(eventId: number) {
      return db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The message and one read row per department, in one transaction. */
    async insertMessage(m: {
      eventId: number;
      text: string;
      sentBy: string;
      sentAt: string;
      departmentIds: readonly number[];
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('crew_messages')
          .values({ event_id: m.eventId, text: m.text, sent_by: m.sentBy, sent_at: m.sentAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('crew_message_reads')
          .values(m.departmentIds.map((department_id) => ({ message_id: row.id, department_id, read_at: null })))
          .execute();
        return row.id;
      });
    },

    /** The event's latest messages with each recipient and when it read the message. */
    async messages(eventId: number, limit: number) {
      const msgs = await db
        .selectFrom('crew_messages')
        .select(['id', 'text', 'sent_at'])
        .where('event_id', '=', eventId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      if (msgs.length === 0) return [];
      const reads = await db
        .selectFrom('crew_message_reads as r')
        .innerJoin('departments as d', 'd.id', 'r.department_id')
        .select(['r.message_id', 'r.department_id', 'r.read_at', 'd.name'])
        .where(
          'r.message_id',
          'in',
          msgs.map((m) => m.id),
        )
        .orderBy('d.position')
        .orderBy('d.id')
        .execute();
      return msgs.map((m) => ({ ...m, reads: reads.filter((r) => r.message_id === m.id) }));
    },

    departmentMessages(departmentId: number, limit: number) {
      return db
        .selectFrom('crew_message_reads as r')
        .innerJoin('crew_messages as m', 'm.id', 'r.message_id')
        .select(['m.id', 'm.text', 'm.sent_at', 'r.read_at'])
        .where('r.department_id', '=', departmentId)
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Marks the message read for the department; found false when it was not sent to it, first false when read before. */
    async markRead(messageId: number, departmentId: number, at: string): Promise<{ found: boolean; first: boolean; text: string | null }> {
      const row = await db
        .selectFrom('crew_message_reads as r')
        .innerJoin('crew_messages as m', 'm.id', 'r.message_id')
        .select(['r.read_at', 'm.text'])
        .where('r.message_id', '=', messageId)
        .where('r.department_id', '=', departmentId)
        .executeTakeFirst();
      if (!row) return { found: false, first: false, text: null };
      if (row.read_at !== null) return { found: true, first: false, text: row.text };
      // Two phones of one department at once: only the one that sets read_at reads it first.
      const r = await db
        .updateTable('crew_message_reads')
        .set({ read_at: at })
        .where('message_id', '=', messageId)
        .where('department_id', '=', departmentId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return { found: true, first: Number(r.numUpdatedRows) > 0, text: row.text };
    },

    openProblems(eventId: number) {
      return db
        .selectFrom('problem_flags as p')
        .innerJoin('departments as d', 'd.id', 'p.department_id')
        .select(['p.id', 'p.department_id', 'd.name', 'p.reason', 'p.raised_at'])
        .where('p.event_id', '=', eventId)
        .where('p.cleared_at', 'is', null)
        .orderBy('p.id')
        .execute();
    },

    /** One open flag per department: a second raise updates its reason. */
    async raise(eventId: number, departmentId: number, reason: string | null, at: string): Promise<void> {
      const open = await db
        .selectFrom('problem_flags')
        .select('id')
        .where('department_id', '=', departmentId)
        .where('cleared_at', 'is', null)
        .executeTakeFirst();
      if (open) await db.updateTable('problem_flags').set({ reason }).where('id', '=', open.id).execute();
      else
        await db
          .insertInto('problem_flags')
          .values({ event_id: eventId, department_id: departmentId, reason, raised_at: at, cleared_at: null })
          .execute();
    },

    /** Clears the department's open flag; false when it had none. */
    async clear(eventId: number, departmentId: number, at: string): Promise<boolean> {
      const r = await db
        .updateTable('problem_flags')
        .set({ cleared_at: at })
        .where('event_id', '=', eventId)
        .where('department_id', '=', departmentId)
        .where('cleared_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async savedMessages(eventId: number): Promise<string[]> {
      const rows = await db.selectFrom('saved_messages').select('text').where('event_id', '=', eventId).orderBy('position').execute();
      return rows.map((r) => r.text);
    },

    async replaceSavedMessages(eventId: number, messages: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('saved_messages').where('event_id', '=', eventId).execute();
        if (messages.length === 0) return;
        await trx
          .insertInto('saved_messages')
          .values(messages.map((text, position) => ({ event_id: eventId, text, position })))
          .execute();
      });
    },

    async eventOfMessage(messageId: number): Promise<number | undefined> {
      const r = await db.selectFrom('crew_messages').select('event_id').where('id', '=', messageId).executeTakeFirst();
      return r?.event_id;
    },

    /** A line in the as-run log; a crew message's row keeps the message id (crew_message_id) so the report names its recipients. */
    async log(row: {
      eventId: number;
      kind: Extract<ShowLogKind, 'crew-message' | 'message-read' | 'problem' | 'problem-cleared'>;
      actor: string;
      detail: string | null;
      departmentId: number | null;
      atMs: number;
      messageId?: number;
    }) {
      await asRunLogRepo(db).add({
        event_id: row.eventId,
        cue_id: null,
        cue_number: null,
        cue_action: row.detail,
        kind: row.kind,
        status: null,
        elapsed: null,
        actor: row.actor,
        department_id: row.departmentId,
        at_ms: row.atMs,
        crew_message_id: row.messageId ?? null,
      });
    },
  };
}
export type CrewTalkRepo = ReturnType<typeof crewTalkRepo>;
