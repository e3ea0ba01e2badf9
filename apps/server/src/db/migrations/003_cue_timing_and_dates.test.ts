/**
 * Migration 003 on a database that holds rows from before it: event dates stored as the browser's
 * local midnight in UTC become the calendar day that was picked; existing cues become hard starts.
 */
import { describe, expect, it } from 'vitest';
import { migrate } from '../client.js';
import { databasesAt001, insertOldUser } from '../../test/oldDatabase.js';

const openAt001 = databasesAt001();

describe('migration 003: cue timing and calendar dates', () => {
  it('turns stored dates into the day that was picked and keeps every cue time', async () => {
    const db = await openAt001();
    const at = '2026-01-01T00:00:00.000Z';
    const k = db.kysely;
    // The 001 shape of users, which later migrations change.
    const owner = await insertOldUser(db, at, { trial_end_date: null, voice_defaults: null });
    const legacy = [
      ['2026-03-19T23:00:00.000Z', '2026-03-20'], // picked 20 March in Berlin
      ['2026-03-20T07:00:00.000Z', '2026-03-20'], // picked 20 March in Los Angeles
      ['2026-03-20T00:00:00.000Z', '2026-03-20'],
      ['2026-03-20T15:42:17.123Z', '2026-03-20'], // created "today" without touching the picker
      ['2026-03-20', '2026-03-20'],
      ['not a date', 'not a date'], // unreadable: kept, never lost
    ] as const;
    const ids: number[] = [];
    for (const [date] of legacy) {
      const row = {
        owner_id: owner,
        name: date,
        description: '',
        date,
        show_caller_code: null,
        api_key_hash: null,
        revision: 0,
        created_at: at,
        updated_at: at,
      };
      ids.push((await k.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow()).id);
    }
    const cue = {
      event_id: ids[0]!,
      number: 1,
      time: '19:00:00',
      action: 'Go',
      notes: null,
      duration: 0,
      color_mark: '',
      created_at: at,
      updated_at: at,
    };
    await k.insertInto('cues').values(cue).execute();

    await migrate(db);

    const events = await k.selectFrom('events').select(['id', 'date']).orderBy('id').execute();
    expect(events.map((e) => e.date)).toEqual(legacy.map(([, want]) => want));
    const cues = await k.selectFrom('cues').select(['time', 'time_mode', 'duration']).execute();
    expect(cues).toEqual([{ time: '19:00:00', time_mode: 'hard', duration: 0 }]);
  });
});
