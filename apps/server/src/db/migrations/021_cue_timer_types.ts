/**
 * 021: timer types per cue (docs/decisions/0033-cue-timer-types-and-aux-timers.md). `cues.timer_type` is
 * 'countdown', 'countup', 'timeOfDay' or 'none'; `cues.end_action` 'overrun', 'stop' or 'next';
 * `cues.end_time` the "HH:MM:SS" a time-of-day cue ends at (null otherwise). Every existing cue
 * becomes what it was: a count-down that keeps counting over time. The defaults are written out: a
 * migration must not change with the code's constants.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cues')
    .addColumn('timer_type', 'text', (c) => c.notNull().defaultTo('countdown'))
    .execute();
  await db.schema
    .alterTable('cues')
    .addColumn('end_action', 'text', (c) => c.notNull().defaultTo('overrun'))
    .execute();
  await db.schema.alterTable('cues').addColumn('end_time', 'text').execute();
}
