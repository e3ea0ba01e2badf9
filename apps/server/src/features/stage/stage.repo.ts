/** SQL of the stage display (docs/decisions/0017-stage-display-and-crew-talk.md): its row per event, a cue's own thresholds, its log lines. */
import type { Kysely } from 'kysely';
import { DEFAULT_DANGER_SECONDS, DEFAULT_WARNING_SECONDS, type ShowLogKind } from '@showcaller/shared';
import type { Database, StageDisplaysTable } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export type StageRow = StageDisplaysTable;

export interface StageCueRow {
  id: number;
  number: number;
  action: string;
  duration: number | null;
  warning_seconds: number | null;
  danger_seconds: number | null;
}

export function stageRepo(db: Kysely<Database>) {
  return {
    /** The event's row, made with the defaults on first use (a second maker changes nothing). */
    async ensure(eventId: number, at: string): Promise<StageRow> {
      await db
        .insertInto('stage_displays')
        .values({
          event_id: eventId,
          updated_at: at,
          warning_seconds: DEFAULT_WARNING_SECONDS,
          danger_seconds: DEFAULT_DANGER_SECONDS,
          message_flash: 0,
          blackout: 0,
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
      return db.selectFrom('stage_displays').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
    },

    async update(eventId: number, patch: Partial<Omit<StageRow, 'event_id'>>): Promise<void> {
      await db.updateTable('stage_displays').set(patch).where('event_id', '=', eventId).execute();
    },

    /** Sets the code only where none is held yet; false when another request set one first. */
    async setCodeIfNone(eventId: number, code: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('stage_displays')
        .set({ stage_code: code, updated_at: at })
        .where('event_id', '=', eventId)
        .where('stage_code', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    cues(eventId: number): Promise<StageCueRow[]> {
      return db
        .selectFrom('cues as c')
        .leftJoin('cue_wrap_ups as w', 'w.cue_id', 'c.id')
        .select(['c.id', 'c.number', 'c.action', 'c.duration', 'w.warning_seconds', 'w.danger_seconds'])
        .where('c.event_id', '=', eventId)
        .orderBy('c.number')
        .orderBy('c.id')
        .execute();
    },

    async eventOfCue(cueId: number): Promise<number | undefined> {
      const r = await db.selectFrom('cues').select('event_id').where('id', '=', cueId).executeTakeFirst();
      return r?.event_id;
    },

    async setCueWrapUp(cueId: number, warning: number | null, danger: number | null): Promise<void> {
      if (warning === null && danger === null) {
        await db.deleteFrom('cue_wrap_ups').where('cue_id', '=', cueId).execute();
        return;
      }
      await db
        .insertInto('cue_wrap_ups')
        .values({ cue_id: cueId, warning_seconds: warning, danger_seconds: danger })
        .onConflict((oc) => oc.column('cue_id').doUpdateSet({ warning_seconds: warning, danger_seconds: danger }))
        .execute();
    },

    /** A line in the as-run log: a stage message (its text in cue_action), its clearing, a blackout or its end. */
    async log(
      eventId: number,
      kind: Extract<ShowLogKind, 'stage-message' | 'stage-message-cleared' | 'stage-blackout' | 'stage-unblackout'>,
      actor: string,
      detail: string | null,
      atMs: number,
    ): Promise<void> {
      await asRunLogRepo(db).add({
        event_id: eventId,
        cue_id: null,
        cue_number: null,
        cue_action: detail,
        kind,
        status: null,
        elapsed: null,
        actor,
        department_id: null,
        at_ms: atMs,
      });
    },
  };
}
export type StageRepo = ReturnType<typeof stageRepo>;
