/**
 * Show control (docs/decisions/0011-show-control.md): OSC targets, per-cue OSC triggers, webhooks with their delivery queue
 * (kept here so retries survive a restart), and the confirmation columns of the as-run log.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('osc_targets'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('preset', 'text', (c) => c.notNull())
    .addColumn('passcode', 'text')
    .addColumn('cue_list', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('osc_targets_event_idx').on('osc_targets').column('event_id').execute();

  await withId(db.schema.createTable('cue_triggers'), engine)
    .addColumn('cue_id', 'integer', (c) => c.notNull().references('cues.id').onDelete('cascade'))
    .addColumn('on_status', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('args', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('cue_triggers_cue_idx').on('cue_triggers').column('cue_id').execute();

  await withId(db.schema.createTable('webhooks'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_event_idx').on('webhooks').column('event_id').execute();

  await withId(db.schema.createTable('webhook_deliveries'), engine)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull().unique())
    // Every process hears every bus message; the first to insert a (webhook, dedupe) pair sends it.
    .addColumn('dedupe', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('updated_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_dedupe_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'dedupe'])
    .unique()
    .execute();
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['state', 'next_at_ms']).execute();

  // A confirmation ('fired') names its target and how long after the GO the equipment reported.
  await db.schema.alterTable('as_run_log').addColumn('target_id', 'integer').execute();
  await db.schema.alterTable('as_run_log').addColumn('delay_ms', 'integer').execute();
}
