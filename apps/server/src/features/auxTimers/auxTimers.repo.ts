/**
 * SQL of the auxiliary timers (docs/decisions/0037-aux-timers.md). Every write commits with its
 * as-run row in one transaction, and a clock change is saved only over the version it was worked
 * out from (a second command meanwhile makes the service work it out again).
 */
import type { Kysely } from 'kysely';
import type { AuxTimerClock } from '@showcaller/shared';
import type { AuxTimersTable, Database } from '../../db/schema.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';

export type AuxTimerRow = Omit<AuxTimersTable, 'id'> & { id: number };

/** The as-run line of a change: who, and what in words ("Speaker: started"). */
export interface AuxLogLine {
  actor: string;
  text: string;
  atMs: number;
}

export interface AuxTimerConfig {
  name: string;
  direction: 'up' | 'down';
  duration_ms: number;
  on_stage: number;
}

export function auxTimersRepo(db: Kysely<Database>) {
  const log = (trx: Kysely<Database>, eventId: number, line: AuxLogLine) =>
    asRunLogRepo(trx).add({
      event_id: eventId,
      cue_id: null,
      cue_number: null,
      cue_action: line.text,
      kind: 'aux-timer',
      status: null,
      elapsed: null,
      actor: line.actor,
      department_id: null,
      at_ms: line.atMs,
    });

  return {
    list(eventId: number): Promise<AuxTimerRow[]> {
      return db.selectFrom('aux_timers').selectAll().where('event_id', '=', eventId).orderBy('slot').execute();
    },

    get(eventId: number, slot: number): Promise<AuxTimerRow | undefined> {
      return db.selectFrom('aux_timers').selectAll().where('event_id', '=', eventId).where('slot', '=', slot).executeTakeFirst();
    },

    /** A new timer in a free slot; false when another request filled the slot first. */
    async create(eventId: number, slot: number, config: AuxTimerConfig, at: string, line: AuxLogLine): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('aux_timers')
          .values({ event_id: eventId, slot, ...config, elapsed_ms: 0, running_since: null, version: 1, updated_at: at })
          .onConflict((oc) => oc.columns(['event_id', 'slot']).doNothing())
          .executeTakeFirst();
        if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await log(trx, eventId, line);
        return true;
      });
    },

    /**
     * The timer's settings and clock, over the version they were worked out from; false when the
     * timer changed (or went) meanwhile.
     */
    async update(
      row: Pick<AuxTimerRow, 'id' | 'event_id' | 'version'>,
      patch: Partial<AuxTimerConfig> & Partial<{ duration_ms: number; elapsed_ms: number; running_since: number | null }>,
      at: string,
      line: AuxLogLine,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('aux_timers')
          .set({ ...patch, version: row.version + 1, updated_at: at })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return false;
        await log(trx, row.event_id, line);
        return true;
      });
    },

    /** Removes the timer; false when it was gone already. */
    async remove(row: Pick<AuxTimerRow, 'id' | 'event_id'>, line: AuxLogLine): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx.deleteFrom('aux_timers').where('id', '=', row.id).executeTakeFirst();
        if (Number(r.numDeletedRows) === 0) return false;
        await log(trx, row.event_id, line);
        return true;
      });
    },
  };
}
export type AuxTimersRepo = ReturnType<typeof auxTimersRepo>;

/** A row's clock, for the shared rules. */
export const clockOf = (r: AuxTimerRow): AuxTimerClock => ({
  direction: r.direction,
  durationMs: r.duration_ms,
  elapsedMs: r.elapsed_ms,
  runningSince: r.running_since,
});
