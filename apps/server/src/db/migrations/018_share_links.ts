/**
 * 018: share links (docs/decisions/0036-share-links.md). A row is a link for people without an
 * account: `kind` 'viewer' reads the show live, 'department' also edits that department's tasks and
 * notes (`department_id`, cascade: a deleted department takes its links). The token is kept as it
 * is, like the access codes, so the owner can copy the link again (unique, looked up on opening).
 * `expires_at` (null: until revoked) and `revoked_at` end it. Opening a link makes a session of kind
 * 'link' that names it (`sessions.share_link_id`, cascade), so revoking ends exactly those sessions.
 * Notes a department link writes name it (`annotations.share_link_id`).
 */
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.js';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('share_links'), engine)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('share_links_event_idx').on('share_links').column('event_id').execute();
  await db.schema.createIndex('share_links_department_idx').on('share_links').column('department_id').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('share_link_id', 'integer', (c) => c.references('share_links.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_share_link_idx').on('sessions').column('share_link_id').execute();
  // A department link writes notes: the note's account is the link's maker, `share_link_id` the link
  // that wrote it (which alone may change it); a deleted link leaves its notes, unattributed.
  await db.schema
    .alterTable('annotations')
    .addColumn('share_link_id', 'integer', (c) => c.references('share_links.id').onDelete('set null'))
    .execute();
}
