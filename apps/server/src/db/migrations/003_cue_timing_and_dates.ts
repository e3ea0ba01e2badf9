/**
 * Cue timing and calendar dates (docs/decisions/0013-linked-and-hard-start-cue-times.md, docs/decisions/0012-event-dates-are-calendar-dates.md):
 * - `cues.time_mode`: 'linked' follows the previous cue, 'hard' is fixed. Existing cues become hard
 *   starts, so every time a caller typed stays as it was.
 * - `events.date` becomes a calendar date "YYYY-MM-DD". Older rows hold the browser's local midnight
 *   as UTC ("2026-03-19T23:00:00.000Z" for 20 March in Berlin); calendarDateFromLegacy reads the day
 *   that was picked. A value it cannot read is left as it is rather than lost.
 */
import { calendarDateFromLegacy } from '@showcaller/shared';
import type { Kysely } from 'kysely';
import type { Engine } from './columns.js';

interface LegacyEvents {
  events: { id: number; date: string };
}

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('cues')
    .addColumn('time_mode', 'text', (c) => c.notNull().defaultTo('hard'))
    .execute();

  const k = db as unknown as Kysely<LegacyEvents>;
  const rows = await k.selectFrom('events').select(['id', 'date']).execute();
  for (const row of rows) {
    const date = calendarDateFromLegacy(row.date);
    if (date !== null && date !== row.date) await k.updateTable('events').set({ date }).where('id', '=', row.id).execute();
  }
}
