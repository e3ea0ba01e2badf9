/**
 * 010 (docs/decisions/0022-wrap-up-colours-and-cue-lights.md): events.cue_colors, the colours of the show's calls on the caller's rows and
 * GO button and on the crew phones' flash: 'spec' (amber standby, red GO, green hold, the default
 * for every existing and new event) or 'cue-light' (the theatre cue-light convention: red standby,
 * green GO). docs/decisions/0022-wrap-up-colours-and-cue-lights.md. The default is written out: a
 * migration must not change with the code's constants.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('cue_colors', 'text', (c) => c.notNull().defaultTo('spec'))
    .execute();
}
