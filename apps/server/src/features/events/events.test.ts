import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE_ALPHABET, eventListItemSchema, eventSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildEvent, buildUser } from '../../test/factories.js';

describe('events', () => {
  let t: TestApp;
  let alice: { token: string };
  let bob: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await buildUser(t, { username: 'alice' });
    bob = await buildUser(t, { username: 'bob' });
  });
  afterAll(() => t.close());

  const create = (token: string, body: unknown) => t.call('POST', '/api/events', body, token);

  it('creates an event with trimmed fields and a unique 6-character caller code', async () => {
    const res = await create(alice.token, { name: '  Tech Conference  ', description: '  Day one ', date: '2026-12-01T09:00:00.000Z' });
    expect(res.status).toBe(201);
    // A calendar date: the date part of a date-time is kept as written (docs/decisions/0012-event-dates-are-calendar-dates.md).
    expect(res.body).toMatchObject({ name: 'Tech Conference', description: 'Day one', date: '2026-12-01' });
    expect(res.parse(eventSchema).showCallerCode).toHaveLength(6);
    for (const ch of res.parse(eventSchema).showCallerCode) expect(CODE_ALPHABET).toContain(ch);
  });

  it('defaults the description to empty and refuses a blank name or a bad date', async () => {
    const ok = await create(alice.token, { name: 'No desc', date: '2026-12-02' });
    expect(ok.status).toBe(201);
    expect(ok.parse(eventSchema).description).toBe('');
    const blank = await create(alice.token, { name: '   ', date: '2026-12-02' });
    expect(blank.status).toBe(400);
    expect(blank.issues?.[0]?.message).toBe('Please provide a name for the event.');
    const noDate = await create(alice.token, { name: 'X' });
    expect(noDate.status).toBe(400);
    const badDate = await create(alice.token, { name: 'X', date: 'tomorrow-ish' });
    expect(badDate.status).toBe(400);
    const huge = await create(alice.token, { name: 'x'.repeat(201), date: '2026-12-02' });
    expect(huge.status).toBe(400);
  });

  it('lists only the owner\u2019s events, with cue and department counts', async () => {
    // Accounts of its own: the list does not depend on what earlier tests created.
    const owner = await buildUser(t);
    const other = await buildUser(t);
    await buildEvent(t, { owner, name: 'Tech Conference', date: '2026-12-01' });
    await buildEvent(t, { owner, name: 'No desc', date: '2026-12-02' });
    const mine = await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((e) => e.name)).toEqual(['Tech Conference', 'No desc']);
    expect(mine.body[0]).toMatchObject({ cueCount: 0, departmentCount: 0 });
    const theirs = await t.call('GET', '/api/events', undefined, other.token);
    expect(theirs.body).toEqual([]);
    expect((await t.call('GET', '/api/events')).status).toBe(401);
  });

  it('counts cues and departments in the list', async () => {
    const ev = (await create(alice.token, { name: 'Counted', date: '2027-01-01' })).parse(eventSchema);
    const at = new Date().toISOString();
    await t.db.kysely
      .insertInto('cues')
      .values(
        [1, 2].map((n) => ({
          event_id: ev.id,
          number: n,
          time: 'TBD',
          action: `A${n}`,
          notes: null,
          duration: null,
          color_mark: '',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await t.db.kysely
      .insertInto('departments')
      .values({ event_id: ev.id, name: 'Sound', access_code: 'ZZZZZ2', position: 0, created_at: at })
      .execute();
    const list = await t.call('GET', '/api/events', undefined, alice.token);
    expect(list.parse(z.array(eventListItemSchema)).find((e) => e.id === ev.id)).toMatchObject({ cueCount: 2, departmentCount: 1 });
  });

  it('hides another account\u2019s event behind 404 on every verb', async () => {
    const ev = (await create(alice.token, { name: 'Private', date: '2027-01-01' })).parse(eventSchema);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Hacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/events/${ev.id}`, body, bob.token);
      expect(res.status).toBe(404);
    }
    expect((await t.call('POST', `/api/events/${ev.id}/regenerate-caller-code`, {}, bob.token)).status).toBe(404);
    expect((await t.callParsed(eventSchema, 'GET', `/api/events/${ev.id}`, undefined, alice.token)).body.name).toBe('Private');
  });

  it('answers 400 to malformed ids and 404 to missing ones', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await t.call('GET', `/api/events/${id}`, undefined, alice.token)).status).toBe(400);
    }
    expect((await t.call('GET', '/api/events/424242', undefined, alice.token)).status).toBe(404);
  });

  it('updates part of an event and keeps the rest', async () => {
    const ev = (await create(alice.token, { name: 'Before', description: 'Keep me', date: '2027-02-01' })).parse(eventSchema);
    const res = await t.callParsed(eventSchema, 'PATCH', `/api/events/${ev.id}`, { name: ' After ' }, alice.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'After', description: 'Keep me', date: '2027-02-01', showCallerCode: ev.showCallerCode });
    const bad = await t.call('PATCH', `/api/events/${ev.id}`, { name: '' }, alice.token);
    expect(bad.status).toBe(400);
    expect((await t.callParsed(eventSchema, 'GET', `/api/events/${ev.id}`, undefined, alice.token)).body.name).toBe('After');
  });

  it('makes a missing show caller code on PATCH', async () => {
    const ev = (await create(alice.token, { name: 'Old event', date: '2027-02-01' })).parse(eventSchema);
    await t.db.kysely.updateTable('events').set({ show_caller_code: null }).where('id', '=', ev.id).execute();
    const res = await t.call('PATCH', `/api/events/${ev.id}`, {}, alice.token);
    expect(res.parse(eventSchema).showCallerCode).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('regenerates the caller code and revokes co-caller sessions', async () => {
    const ev = (await create(alice.token, { name: 'Codes', date: '2027-03-01' })).parse(eventSchema);
    const at = new Date().toISOString();
    await t.db.kysely
      .insertInto('sessions')
      .values({
        token_hash: 'h'.repeat(64),
        kind: 'caller',
        user_id: null,
        event_id: ev.id,
        department_id: null,
        created_at: at,
        last_used_at: at,
        expires_at: '2999-01-01T00:00:00.000Z',
        user_agent: null,
      })
      .execute();
    const res = await t.callParsed(eventSchema, 'POST', `/api/events/${ev.id}/regenerate-caller-code`, {}, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.showCallerCode).not.toBe(ev.showCallerCode);
    const left = await t.db.kysely.selectFrom('sessions').select('id').where('event_id', '=', ev.id).execute();
    expect(left).toHaveLength(0);
  });

  it('deletes an event with everything in it, in one go', async () => {
    const ev = (await create(alice.token, { name: 'Doomed', date: '2027-04-01' })).parse(eventSchema);
    const at = new Date().toISOString();
    const cue = await t.db.kysely
      .insertInto('cues')
      .values({
        event_id: ev.id,
        number: 1,
        time: 'TBD',
        action: 'Open',
        notes: null,
        duration: 60,
        color_mark: '',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dep = await t.db.kysely
      .insertInto('departments')
      .values({ event_id: ev.id, name: 'Light', access_code: 'QQQQQ3', position: 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('tasks')
      .values({
        cue_id: cue.id,
        department_id: dep.id,
        description: 'Fade',
        completed: 0,
        completed_at: null,
        color: '',
        position: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db.kysely
      .insertInto('cue_status')
      .values({
        event_id: ev.id,
        current_cue_id: cue.id,
        status: 'go',
        elapsed_base: 0,
        running_since: Date.now(),
        auto_advance: 0,
        display: null,
        overtime_notified: 0,
        live: 1,
        version: 1,
        updated_at: at,
      })
      .execute();
    const res = await t.call('DELETE', `/api/events/${ev.id}`, undefined, alice.token);
    expect(res.status).toBe(200);
    for (const table of ['cues', 'departments', 'cue_status'] as const) {
      const rows = await t.db.kysely.selectFrom(table).select('event_id').where('event_id', '=', ev.id).execute();
      expect(rows).toHaveLength(0);
    }
    expect(await t.db.kysely.selectFrom('tasks').select('id').where('cue_id', '=', cue.id).execute()).toHaveLength(0);
    expect((await t.call('GET', `/api/events/${ev.id}`, undefined, alice.token)).status).toBe(404);
  });
});

describe('admin users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists users with event counts for an admin and answers 403 to anyone else', async () => {
    const admin = await buildUser(t, { username: 'first' }); // id 1 is the admin
    const plain = await buildUser(t, { username: 'second' });
    await t.call('POST', '/api/events', { name: 'E', date: '2027-01-01' }, plain.token);
    const res = await t.callParsed(
      z.array(z.object({ username: z.string(), eventCount: z.number(), isAdmin: z.boolean() })),
      'GET',
      '/api/admin/users',
      undefined,
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ username: 'first', eventCount: 0, isAdmin: true }),
      expect.objectContaining({ username: 'second', eventCount: 1, isAdmin: false }),
    ]);
    const search = await t.call('GET', '/api/admin/users?search=SEC', undefined, admin.token);
    expect(search.body).toHaveLength(1);
    const wild = await t.call('GET', '/api/admin/users?search=%25', undefined, admin.token);
    expect(wild.body).toHaveLength(0);
    const denied = await t.call('GET', '/api/admin/users', undefined, plain.token);
    expect(denied.status).toBe(403);
    expect(denied.error).toMatch(/administrators/);
    expect((await t.call('GET', '/api/admin/users')).status).toBe(401);
  });
});
