/**
 * 015: the show report (docs/decisions/0029-show-report.md).
 * `show_ends`: one row per ended run of an event's show. `run` counts the runs (1, 2, ...) and is
 * unique per event, so two server processes that both see the same end write one row; the row
 * keeps the last as-run row's id at the end (`last_log_id`: the run's log is the rows after the
 * previous run's and up to this one) and the caller's form (JSON, parsed on read).
 * `show_report_mails`: the claim that a report mail went out, unique per run and purpose, so a
 * mail is sent once however many processes see the end. `report_recipients` (JSON array) on events
 * and productions: the distribution lists.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('show_ends'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('run', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ended_by', 'text', (c) => c.notNull())
    .addColumn('ended_at_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_log_id', 'bigint', (c) => c.notNull())
    .addColumn('form', 'text')
    .addColumn('form_updated_at', 'text')
    .addUniqueConstraint('show_ends_event_run_key', ['event_id', 'run'])
    .execute();

  await withId(db.schema.createTable('show_report_mails'), engine)
    .addColumn('show_end_id', 'integer', (c) => c.notNull().references('show_ends.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addUniqueConstraint('show_report_mails_once_key', ['show_end_id', 'purpose'])
    .execute();

  await db.schema.alterTable('events').addColumn('report_recipients', 'text').execute();
  await db.schema.alterTable('productions').addColumn('report_recipients', 'text').execute();
}
