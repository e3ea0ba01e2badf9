/**
 * 009 (docs/decisions/0020-rewind-guard-and-undo.md and docs/product.md#during-a-show): the cue status remembers whether the show is live (a cue has been GO
 * since the last STANDBY of the first cue) and who moved it last (screen, osc, companion, api,
 * server); cue_status_undo holds, per event, what the last jump, refresh, BACK or NEXT replaced:
 * the state before it (JSON), the tasks it un-ticked with their completedAt (JSON), the status
 * version it produced and when (epoch ms, hence bigint). An undo applies only while that version is
 * still the event's and within 10 s (docs/decisions/0020-rewind-guard-and-undo.md).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cue_status')
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('cue_status').addColumn('moved_by', 'text').execute();
  await db.schema
    .createTable('cue_status_undo')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('tasks', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
}
