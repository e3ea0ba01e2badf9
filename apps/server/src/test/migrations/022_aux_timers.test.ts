/**
 * Migration 022 lands after 023–025 ran (docs/decisions/0037-aux-timers.md): a database that ran
 * every migration but 022 starts, runs 022 and records it, instead of refusing to start.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/client.js';
import { databasesAt } from '../oldDatabase.js';

const openAt025 = databasesAt('025_lobby_links');

describe('migration 022: aux timers, after later migrations ran', () => {
  it('runs 022 on a database that ran 023 to 025 without it', async () => {
    const db = await openAt025();
    const k = db.kysely;
    // As a server of the version before 022 left it: every migration but 022.
    await k.schema.dropTable('aux_timers').execute();
    await sql`delete from ${sql.table('kysely_migration')} where name = '022_aux_timers'`.execute(k);
    await migrate(db);
    // In the order they ran: 022 after 025 (and any later migration after it too).
    const ran = (
      await sql<{ name: string }>`select name from ${sql.table('kysely_migration')} order by timestamp, name`.execute(k)
    ).rows.map((r) => r.name);
    expect(ran).toContain('022_aux_timers');
    expect(ran.indexOf('022_aux_timers')).toBeGreaterThan(ran.indexOf('025_lobby_links'));
    expect(await k.selectFrom('aux_timers').selectAll().execute()).toEqual([]);
  });
});
