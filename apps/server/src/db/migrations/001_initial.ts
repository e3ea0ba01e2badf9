/** The whole data model of both spec documents (docs/decisions/0005-storage-engines.md), identical on SQLite and PostgreSQL. */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('users'), engine)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('trial_end_date', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demo_expires_at', 'text')
    .addColumn('voice_defaults', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('events'), engine)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('show_caller_code', 'text', (c) => c.unique())
    .addColumn('api_key_hash', 'text', (c) => c.unique())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_owner_idx').on('events').column('owner_id').execute();

  await withId(db.schema.createTable('departments'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_code', 'text', (c) => c.unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('departments_event_idx').on('departments').column('event_id').execute();

  await withId(db.schema.createTable('sessions'), engine)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_event_idx').on('sessions').column('event_id').execute();
  await db.schema.createIndex('sessions_department_idx').on('sessions').column('department_id').execute();

  await withId(db.schema.createTable('auth_tokens'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('cues'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('duration', 'integer')
    .addColumn('color_mark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cues_event_number_idx').on('cues').columns(['event_id', 'number']).execute();

  await withId(db.schema.createTable('tasks'), engine)
    .addColumn('cue_id', 'integer', (c) => c.notNull().references('cues.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_cue_idx').on('tasks').columns(['cue_id', 'department_id']).execute();
  await db.schema.createIndex('tasks_department_idx').on('tasks').column('department_id').execute();

  await db.schema
    .createTable('cue_status')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('current_cue_id', 'integer', (c) => c.references('cues.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('elapsed_base', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('running_since', 'bigint')
    .addColumn('auto_advance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display', 'text')
    .addColumn('overtime_notified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('as_run_log'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('cue_id', 'integer')
    .addColumn('cue_number', 'integer')
    .addColumn('cue_action', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('elapsed', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('department_id', 'integer')
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('as_run_event_idx').on('as_run_log').columns(['event_id', 'at_ms']).execute();

  await withId(db.schema.createTable('annotations'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('annotations_event_idx').on('annotations').column('event_id').execute();
}
