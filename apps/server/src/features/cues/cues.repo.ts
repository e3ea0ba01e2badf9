import { sql, type Kysely, type Selectable } from 'kysely';
import type { CuesTable, Database } from '../../db/schema.js';

export type CueRow = Selectable<CuesTable>;
/** A new cue is a hard start unless told otherwise (imports and restores keep their times). */
export type NewCueRow = Omit<CueRow, 'id' | 'time_mode' | TimerColumn> & { time_mode?: CueRow['time_mode'] } & Partial<
    Pick<CueRow, TimerColumn>
  >;
/** The timer columns (migration 021) default to a count-down that runs over. */
type TimerColumn = 'timer_type' | 'end_action' | 'end_time';

/** Updates are chunked so one statement stays far below either engine's parameter limit. */
const CHUNK = 400;

export function cuesRepo(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('cues').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listForEvent(eventId: number) {
      return db.selectFrom('cues').selectAll().where('event_id', '=', eventId).orderBy('number').orderBy('id').execute();
    },
    /** Ids in rundown order (the basis of every renumbering). */
    async orderedIds(eventId: number): Promise<Array<{ id: number; number: number }>> {
      return db.selectFrom('cues').select(['id', 'number']).where('event_id', '=', eventId).orderBy('number').orderBy('id').execute();
    },
    async countForEvent(eventId: number) {
      const r = await db
        .selectFrom('cues')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async insert(row: NewCueRow) {
      const r = await db.insertInto('cues').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Partial<NewCueRow>) {
      await db.updateTable('cues').set(patch).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('cues').where('id', '=', id).execute();
    },
    /** Sets `time` for the given cues in a few statements (CASE over ids): a ripple of linked times. */
    async setTimes(pairs: ReadonlyArray<{ id: number; time: string }>, updatedAt: string) {
      for (let i = 0; i < pairs.length; i += CHUNK) {
        const chunk = pairs.slice(i, i + CHUNK);
        const cases = sql.join(
          chunk.map((p) => sql`when ${p.id} then ${p.time}`),
          sql` `,
        );
        await db
          .updateTable('cues')
          .set({ time: sql<string>`case id ${cases} end`, updated_at: updatedAt })
          .where(
            'id',
            'in',
            chunk.map((p) => p.id),
          )
          .execute();
      }
    },
    /** Sets `number` for the given cues in a few statements (CASE over ids). */
    async setNumbers(pairs: ReadonlyArray<{ id: number; number: number }>, updatedAt: string) {
      for (let i = 0; i < pairs.length; i += CHUNK) {
        const chunk = pairs.slice(i, i + CHUNK);
        const cases = sql.join(
          chunk.map((p) => sql`when ${p.id} then cast(${p.number} as integer)`),
          sql` `,
        );
        await db
          .updateTable('cues')
          .set({ number: sql<number>`case id ${cases} end`, updated_at: updatedAt })
          .where(
            'id',
            'in',
            chunk.map((p) => p.id),
          )
          .execute();
      }
    },
  };
}
export type CuesRepo = ReturnType<typeof cuesRepo>;
