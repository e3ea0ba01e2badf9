/**
 * 006 (docs/decisions/0017-stage-display-and-crew-talk.md): the stage display and the messages between caller, stage and crews.
 * - stage_displays: one row per event that has a stage display, made on first use: its stage code
 *   (a third code kind, docs/decisions/0004-access-codes.md), the wrap-up thresholds, the caller's
 *   message over the timer and the blackout.
 * - cue_wrap_ups: a cue's own thresholds (null: the event's), apart from cues so the rundown's
 *   reads and writes stay as they are.
 * - crew_messages and crew_message_reads: a caller's message to some departments, and who read it.
 * - saved_messages: the event's one-click messages ('Wrap up', ...).
 * - problem_flags: a crew's 'Problem', open until the caller clears it.
 * The defaults 2:00 and 0:30 are written out: a migration must not change with the code's constants.
 * Times are ISO strings, as elsewhere, so both engines read them back the same.
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('stage_displays')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('stage_code', 'text', (c) => c.unique())
    .addColumn('warning_seconds', 'integer', (c) => c.notNull().defaultTo(120))
    .addColumn('danger_seconds', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('message', 'text')
    .addColumn('message_flash', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_at', 'text')
    .addColumn('blackout', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cue_wrap_ups')
    .addColumn('cue_id', 'integer', (c) => c.primaryKey().references('cues.id').onDelete('cascade'))
    .addColumn('warning_seconds', 'integer')
    .addColumn('danger_seconds', 'integer')
    .execute();

  await withId(db.schema.createTable('crew_messages'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crew_messages_event_idx').on('crew_messages').column('event_id').execute();

  await db.schema
    .createTable('crew_message_reads')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('crew_messages.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('crew_message_reads_pk', ['message_id', 'department_id'])
    .execute();
  await db.schema.createIndex('crew_message_reads_department_idx').on('crew_message_reads').column('department_id').execute();

  await withId(db.schema.createTable('saved_messages'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_messages_event_idx').on('saved_messages').column('event_id').execute();

  await withId(db.schema.createTable('problem_flags'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addColumn('cleared_at', 'text')
    .execute();
  await db.schema.createIndex('problem_flags_event_idx').on('problem_flags').column('event_id').execute();
}
