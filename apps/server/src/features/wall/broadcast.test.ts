/**
 * Producer broadcasts (docs/decisions/0027-producer-wall.md) on both engines: who may send and
 * read, the limits, where a broadcast appears (stage message, crew phones), the receipts on the
 * wall, and the as-run rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BROADCASTS_PER_MINUTE,
  broadcastSchema,
  departmentMessageSchema,
  errorBody,
  eventSchema,
  productionLiveSchema,
  roomBroadcastSchema,
  stageViewSchema,
  type Production,
} from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildProduction, buildUser, type TestUser } from '../../test/factories.js';

describe('producer broadcasts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let production: Production;
  let rooms: { main: number; a: number; b: number };
  let events: { main: number; a: number };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    other = await buildUser(t);
    production = await buildProduction(t, owner.token, {
      name: 'Fest',
      firstDay: '2027-06-01',
      lastDay: '2027-06-02',
      rooms: ['Main', 'A', 'B'],
    });
    const [main, a, b] = production.rooms.map((r) => r.id);
    rooms = { main: main!, a: a!, b: b! };
    const make = async (name: string, room: string) =>
      (
        await t.callParsed(
          eventSchema,
          'POST',
          '/api/events',
          { name, date: '2027-06-01', productionId: production.id, room, day: '2027-06-01' },
          owner.token,
        )
      ).body.id;
    events = { main: await make('Keynote', 'Main'), a: await make('Talk', 'A') };
  });
  afterAll(() => t.close());

  const send = (body: unknown, token = owner.token, id = production.id) => t.call('POST', `/api/productions/${id}/broadcasts`, body, token);

  it('reaches the chosen rooms’ stage, crew phones and caller screen, and logs each room', async () => {
    const sound = await buildDepartment(t, owner.token, events.main, 'Sound');
    const crew = await insertCodeSession(t, 'department', events.main, sound.id);
    const res = await send({ text: ' Doors open in 5 ', day: '2027-06-01', roomIds: [rooms.main], toCrew: true });
    expect(res.status).toBe(201);
    const sent = broadcastSchema.parse(res.body);
    expect(sent.text).toBe('Doors open in 5');
    expect(sent.rooms.map((r) => [r.room, r.eventId, r.readAt])).toEqual([['Main', events.main, null]]);

    const stage = await t.callParsed(stageViewSchema, 'GET', `/api/events/${events.main}/stage`, undefined, owner.token);
    expect(stage.body.message?.text).toBe('Doors open in 5');
    const phone = await t.callParsed(z.array(departmentMessageSchema), 'GET', `/api/events/${events.main}/my-messages`, undefined, crew);
    expect(phone.body.map((m) => m.text)).toEqual(['Doors open in 5']);
    const other = await t.callParsed(stageViewSchema, 'GET', `/api/events/${events.a}/stage`, undefined, owner.token);
    expect(other.body.message).toBeNull(); // room A was not chosen

    const caller = await insertCodeSession(t, 'caller', events.main);
    const mine = await t.callParsed(z.array(roomBroadcastSchema), 'GET', `/api/events/${events.main}/broadcasts`, undefined, caller);
    expect(mine.body).toEqual([{ id: sent.id, text: 'Doors open in 5', sentAt: sent.sentAt, readAt: null }]);
    const read = await t.callParsed(
      z.array(roomBroadcastSchema),
      'POST',
      `/api/events/${events.main}/broadcasts/read`,
      { broadcastId: sent.id },
      caller,
    );
    expect(read.body[0]?.readAt).not.toBeNull();

    const wall = await t.callParsed(
      productionLiveSchema,
      'GET',
      `/api/productions/${production.id}/live?day=2027-06-01`,
      undefined,
      owner.token,
    );
    expect(wall.body.broadcasts.find((b) => b.id === sent.id)?.rooms[0]?.readAt).not.toBeNull();

    const log = await t.db.kysely
      .selectFrom('as_run_log')
      .select(['event_id', 'kind', 'cue_action'])
      .where('kind', '=', 'producer-broadcast')
      .execute();
    expect(log).toEqual([{ event_id: events.main, kind: 'producer-broadcast', cue_action: 'Doors open in 5' }]);
  });

  it('sends to every room with an event that day when no room is chosen', async () => {
    const res = await send({ text: 'Lunch is served', day: '2027-06-01' });
    expect(res.status).toBe(201);
    expect(broadcastSchema.parse(res.body).rooms.map((r) => r.eventId)).toEqual([events.main, events.a]);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const count = async () => (await t.db.kysely.selectFrom('producer_broadcasts').select('id').execute()).length;
    const before = await count();
    const cases: Array<[unknown, RegExp]> = [
      [{ text: '   ', day: '2027-06-01' }, /write the message/],
      [{ text: 'x'.repeat(201), day: '2027-06-01' }, /at most 200 characters/],
      [{ text: 'Hi', day: '2027-07-01' }, /not a day of Fest/],
      [{ text: 'Hi', day: 'soon' }, /./],
      [{ text: 'Hi', day: '2027-06-01', roomIds: [rooms.b] }, /B has no event on 2027-06-01/],
      [{ text: 'Hi', day: '2027-06-02' }, /No room of Fest has an event/],
      [{ text: 'Hi', day: '2027-06-01', roomIds: [999_999] }, /not rooms of this production/],
      [{ text: 'Hi', day: '2027-06-01', toCrew: 'yes' }, /./],
    ];
    for (const [body, sentence] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorBody.parse(res.body).error).toMatch(sentence);
    }
    expect(await count()).toBe(before);
  });

  it('answers another account as a missing production, and codes and strangers 401', async () => {
    const theirs = await send({ text: 'Hi', day: '2027-06-01' }, other.token);
    const missing = await send({ text: 'Hi', day: '2027-06-01' }, owner.token, 999_999);
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(errorBody.parse(theirs.body).error).toBe(errorBody.parse(missing.body).error);
    const code = await insertCodeSession(t, 'caller', events.main);
    expect((await send({ text: 'Hi', day: '2027-06-01' }, code)).status).toBe(401);
    expect((await t.call('POST', `/api/productions/${production.id}/broadcasts`, { text: 'Hi', day: '2027-06-01' })).status).toBe(401);
    // A room's messages are its callers': another account 404, a crew phone 403.
    expect((await t.call('GET', `/api/events/${events.main}/broadcasts`, undefined, other.token)).status).toBe(404);
    const sound = await buildDepartment(t, owner.token, events.a, 'Light');
    const crew = await insertCodeSession(t, 'department', events.a, sound.id);
    expect((await t.call('GET', `/api/events/${events.a}/broadcasts`, undefined, crew)).status).toBe(403);
    // A broadcast of another room cannot be marked read from this one.
    const sent = broadcastSchema.parse((await send({ text: 'Only A', day: '2027-06-01', roomIds: [rooms.a] })).body);
    const wrong = await t.call('POST', `/api/events/${events.main}/broadcasts/read`, { broadcastId: sent.id }, owner.token);
    expect(wrong.status).toBe(404);
    expect(errorBody.parse(wrong.body).error).toBe('That broadcast was not found.');
  });

  it(`allows ${BROADCASTS_PER_MINUTE} broadcasts a minute per production`, async () => {
    t.clock.advance(120_000);
    for (let i = 0; i < BROADCASTS_PER_MINUTE; i++) expect((await send({ text: `n${i}`, day: '2027-06-01' })).status).toBe(201);
    const over = await send({ text: 'one too many', day: '2027-06-01' });
    expect(over.status).toBe(429);
    expect(errorBody.parse(over.body).error).toMatch(/At most 6 broadcasts a minute/);
    t.clock.advance(61_000);
    expect((await send({ text: 'later', day: '2027-06-01' })).status).toBe(201);
  });
});
