/**
 * 005 (docs/security.md "Trust hardening", docs/architecture.md#layers):
 * - retired_codes: every code that stopped working (regenerated, deleted with its department or
 *   event). The generator never issues one again and lookups never accept one (docs/decisions/0004-access-codes.md).
 * - users.email_proven_at: set only when the mailed verification link of the current address is
 *   opened. email_verified_at is also set without proof (when verification is not required), so
 *   it cannot decide who holds ADMIN_EMAIL.
 * - The paid model's leftovers go: trial_end_date only ever held a demo's expiry (demo_expires_at
 *   says what it is) and voice_defaults was never written.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retired_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('email_proven_at', 'text').execute();
  // Carried over: addresses confirmed after registration (by the link, or by a profile change).
  // Left out: the automatic mark of a registration without verification (the same instant as
  // created_at), which proved nothing.
  await sql`update users set email_proven_at = email_verified_at
            where email_verified_at is not null and email_verified_at <> created_at`.execute(db);

  await sql`update users set demo_expires_at = trial_end_date
            where is_demo = 1 and demo_expires_at is null`.execute(db);
  // SQLite drops one column per statement.
  await db.schema.alterTable('users').dropColumn('trial_end_date').execute();
  await db.schema.alterTable('users').dropColumn('voice_defaults').execute();
}
