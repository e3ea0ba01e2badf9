/**
 * 007: a crew message's as-run row names its message in a column of its own. Since the show log
 * (docs/decisions/0017-stage-display-and-crew-talk.md) a 'crew-message' row kept the message id in target_id, the OSC target column of 004,
 * so one column meant two things. crew_message_id references crew_messages and is set null if the
 * message goes: crew messages only go with their event, whose log rows events.repo deleteCascade
 * removes first, so the reference never blocks a delete. Existing rows move over; an id whose
 * message is gone, or is another event's, becomes null rather than a broken reference.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds a referencing column in place only with a null default (no table rebuild).
  await db.schema
    .alterTable('as_run_log')
    .addColumn('crew_message_id', 'integer', (c) => c.references('crew_messages.id').onDelete('set null'))
    .execute();
  // Deleting a crew message looks its log rows up by this column (set null).
  await db.schema.createIndex('as_run_log_crew_message_idx').on('as_run_log').column('crew_message_id').execute();

  await sql`update as_run_log
            set crew_message_id = (select m.id from crew_messages m
                                   where m.id = as_run_log.target_id and m.event_id = as_run_log.event_id),
                target_id = null
            where kind = 'crew-message' and target_id is not null`.execute(db);
}
