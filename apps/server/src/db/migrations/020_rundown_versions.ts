/**
 * 020: saved versions of an event's rundown (docs/decisions/0032-history-versions-presence.md):
 * its departments, cues and tasks as JSON, saved before each import, before the first GO of each
 * run, before a version is restored, and when a caller asks. The newest VERSIONS_KEEP per event
 * are kept (versions.repo.ts).
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('rundown_versions'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('who_kind', 'text', (c) => c.notNull())
    .addColumn('who_id', 'integer')
    .addColumn('who_label', 'text', (c) => c.notNull())
    .addColumn('cue_count', 'integer', (c) => c.notNull())
    .addColumn('task_count', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rundown_versions_event_idx').on('rundown_versions').columns(['event_id', 'id']).execute();
}
