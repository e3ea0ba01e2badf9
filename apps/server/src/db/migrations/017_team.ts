/**
 * 017: the team of an event (docs/decisions/0031-team-members-and-roles.md). `event_members` gives an
 * account a role on one event (event_id) or on every event of a production (production_id), never
 * both. `member_departments` names the departments a department lead edits (event members only:
 * departments belong to one event); a deleted department leaves the lead with the others.
 * `invitations` are pending e-mail invitations: the token is kept as its SHA-256 only, it ends at
 * `expires_at` and works once (`accepted_at`). `department_ids` is a JSON array, checked again on
 * acceptance. Every row goes with its event, production or account (cascade).
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('event_members'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_members_user_idx').on('event_members').column('user_id').execute();
  await db.schema.createIndex('event_members_event_user_idx').on('event_members').columns(['event_id', 'user_id']).unique().execute();
  await db.schema
    .createIndex('event_members_production_user_idx')
    .on('event_members')
    .columns(['production_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('member_departments')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('event_members.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('member_departments_pk', ['member_id', 'department_id'])
    .execute();
  await db.schema.createIndex('member_departments_department_idx').on('member_departments').column('department_id').execute();

  await withId(db.schema.createTable('invitations'), engine)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('department_ids', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_event_idx').on('invitations').column('event_id').execute();
  await db.schema.createIndex('invitations_production_idx').on('invitations').column('production_id').execute();
}
