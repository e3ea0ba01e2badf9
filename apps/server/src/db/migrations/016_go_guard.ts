/**
 * 016: the double-GO guard (docs/decisions/0030-double-go-guard.md). `events.go_guard_ms` is the caller's minimum time between
 * GO presses (0, the default for every existing and new event: off). `cue_status.last_go_at_ms` is
 * the server time of the last committed GO press; the command's transaction reads it, so the guard
 * holds across server processes (cueStatus.repo.ts `commit`). The default is written out: a
 * migration must not change with the code's constants.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('go_guard_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('cue_status').addColumn('last_go_at_ms', 'bigint').execute();
}
