/**
 * Migration 005 on a database from before it: the demo expiry moves out of trial_end_date, only an
 * address confirmed after registration counts as proved, and retired codes start empty.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../client.js';
import { databasesAt001 } from '../../test/oldDatabase.js';
import { ownTables } from '../../test/ownTables.js';

const openAt001 = databasesAt001();

const created = '2026-01-01T00:00:00.000Z';
const later = '2026-01-02T09:00:00.000Z';

describe('migration 005: codes and demo expiry', () => {
  it('keeps a demo expiry, carries proof only for addresses confirmed after registration, drops the paid columns', async () => {
    const db = await openAt001();
    const old = (username: string, verified: string | null, demoUntil: string | null) =>
      sql`insert into users (username, username_key, email, email_key, name, password_hash, email_verified_at,
            trial_end_date, is_demo, demo_expires_at, voice_defaults, created_at, updated_at)
          values (${username}, ${username}, ${`${username}@example.com`}, ${`${username}@example.com`}, ${username}, 'x',
            ${verified}, ${demoUntil}, ${demoUntil ? 1 : 0}, null, null, ${created}, ${created})`.execute(db.kysely);
    await old('auto', created, null); // marked verified at registration, nothing was mailed
    await old('linked', later, null); // opened the link a day later
    await old('pending', null, null);
    await old('demo', created, '2026-01-02T00:00:00.000Z');

    await migrate(db);

    const rows = await db.kysely.selectFrom('users').select(['username', 'email_proven_at', 'demo_expires_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'auto', email_proven_at: null, demo_expires_at: null },
      { username: 'linked', email_proven_at: later, demo_expires_at: null },
      { username: 'pending', email_proven_at: null, demo_expires_at: null },
      { username: 'demo', email_proven_at: null, demo_expires_at: '2026-01-02T00:00:00.000Z' },
    ]);
    const columns = (await ownTables(db)).find((t) => t.name === 'users')!.columns.map((c) => c.name);
    expect(columns).not.toContain('trial_end_date');
    expect(columns).not.toContain('voice_defaults');
    expect(await db.kysely.selectFrom('retired_codes').selectAll().execute()).toEqual([]);
  });
});
