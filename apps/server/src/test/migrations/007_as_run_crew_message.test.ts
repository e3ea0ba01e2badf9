/**
 * Migration 007 on a database at 006: a crew message's as-run row kept its message id in
 * target_id; it moves to crew_message_id, and OSC confirmations keep their target. Here under test/
 * (not beside the migration) because it deletes through the events repository: db/ never imports
 * features/ (the layer rule in eslint.config.js holds tests too).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/client.js';
import { eventsRepo } from '../../features/events/events.repo.js';
import { databasesAt, insertOldUser } from '../oldDatabase.js';

const openAt006 = databasesAt('006_stage_and_messages');

const at = '2026-01-01T00:00:00.000Z';

describe('migration 007: as-run crew message column', () => {
  it("moves a crew-message row's message id out of target_id and leaves OSC targets as they are", async () => {
    const db = await openAt006();
    const k = db.kysely;
    const owner = await insertOldUser(db, at); // the 006 shape of users
    const event = async (name: string) =>
      (
        await k
          .insertInto('events')
          .values({ owner_id: owner, name, date: '2026-03-20', created_at: at, updated_at: at } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const show = await event('Old show');
    const other = await event('Other show');
    const message = async (eventId: number) =>
      (
        await k
          .insertInto('crew_messages')
          .values({ event_id: eventId, text: 'Mic 3 is dead', sent_by: 'user:1', sent_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const mine = await message(show);
    const theirs = await message(other);
    const { id: target } = await k
      .insertInto('osc_targets')
      .values({
        event_id: show,
        name: 'QLab',
        host: '127.0.0.1',
        port: 53000,
        transport: 'udp',
        preset: 'qlab',
        passcode: null,
        created_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const log = (kind: string, targetId: number | null, atMs: number) =>
      sql`insert into as_run_log (event_id, cue_id, cue_number, cue_action, kind, status, elapsed, actor, department_id, at_ms, target_id, delay_ms)
          values (${show}, null, null, 'Mic 3 is dead', ${kind}, null, null, 'user:1', null, ${atMs}, ${targetId}, null)`.execute(k);
    await log('crew-message', mine, 1); // written by the code before 007
    await log('fired', target, 2); // an OSC confirmation: its target stays
    await log('crew-message', theirs, 3); // another event's message: no reference across events
    await log('crew-message', 999_999, 4); // a message that is gone: no broken reference
    await log('crew-message', null, 5);

    await migrate(db);

    const rows = await k.selectFrom('as_run_log').select(['kind', 'target_id', 'crew_message_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'crew-message', target_id: null, crew_message_id: mine },
      { kind: 'fired', target_id: target, crew_message_id: null },
      { kind: 'crew-message', target_id: null, crew_message_id: null },
      { kind: 'crew-message', target_id: null, crew_message_id: null },
      { kind: 'crew-message', target_id: null, crew_message_id: null },
    ]);

    // The reference: an unknown message is refused, a deleted message leaves its log row with no
    // message, and deleting an event with messages and their log rows is not blocked.
    const messageRow = (eventId: number, atMs: number, crewMessageId: number) => ({
      event_id: eventId,
      cue_id: null,
      cue_number: null,
      cue_action: 'Standby',
      kind: 'crew-message',
      status: null,
      elapsed: null,
      actor: 'user:1',
      department_id: null,
      at_ms: atMs,
      crew_message_id: crewMessageId,
    });
    await expect(
      k
        .insertInto('as_run_log')
        .values(messageRow(show, 6, 999_999))
        .execute(),
    ).rejects.toThrow();
    await k.deleteFrom('crew_messages').where('id', '=', mine).execute();
    expect((await k.selectFrom('as_run_log').select('crew_message_id').orderBy('id').executeTakeFirstOrThrow()).crew_message_id).toBeNull();
    await k
      .insertInto('as_run_log')
      .values(messageRow(other, 7, theirs))
      .execute();
    await eventsRepo(k).deleteCascade(other);
    await eventsRepo(k).deleteCascade(show);
    expect(await k.selectFrom('crew_messages').select('id').execute()).toEqual([]);
    expect(await k.selectFrom('as_run_log').select('id').execute()).toEqual([]);
  });
});
