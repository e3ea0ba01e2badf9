/**
 * The producer's wall (docs/decisions/0027-producer-wall.md) on a real database (both engines): the
 * `subscribeProduction` frame (owner only), which frames reach a wall, an event moved into the day,
 * the caller's connected state, and the HTTP view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, eventSchema, productionLiveSchema, type Production } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildCue, buildDepartment, buildProduction, buildUser, type TestUser } from '../../test/factories.js';
import { openSocket, type TestSocket } from '../../test/ws.js';

describe('the producer’s live wall', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let other: TestUser;
  let production: Production;
  const sockets: TestSocket[] = [];
  const socket = async () => {
    const s = await openSocket(base);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await buildUser(t);
    other = await buildUser(t);
    production = await buildProduction(t, owner.token, {
      name: 'DevSummit',
      timeZone: 'Europe/Berlin',
      rooms: ['Main Hall', 'Room A', 'Room B'],
    });
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await t.close();
  });

  const event = async (name: string, room: string, day: string) =>
    (await t.callParsed(eventSchema, 'POST', '/api/events', { name, date: day, productionId: production.id, room, day }, owner.token)).body;
  const go = (eventId: number, token = owner.token) => t.call('POST', `/api/events/${eventId}/cuestatus/go`, {}, token);

  it('lets the owner subscribe and refuses another account, a code and no token', async () => {
    const plenary = await event('Plenary', 'Main Hall', '2027-03-10');
    const wall = await socket();
    wall.send({ type: 'subscribeProduction', productionId: production.id, day: '2027-03-10', token: owner.token });
    const ok = await wall.next('productionSubscribed');
    expect(ok).toMatchObject({ productionId: production.id, day: '2027-03-10' });
    expect(ok.eventIds).toContain(plenary.id);
    // Each followed event's status comes at once.
    await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === plenary.id);

    const refused = await socket();
    refused.send({ type: 'subscribeProduction', productionId: production.id, token: other.token });
    expect((await refused.next('error')).error).toBe('That production could not be found.');
    refused.send({ type: 'subscribeProduction', productionId: 999_999, token: owner.token });
    expect((await refused.next('error')).error).toBe('That production could not be found.');
    const code = await insertCodeSession(t, 'caller', plenary.id);
    refused.send({ type: 'subscribeProduction', productionId: production.id, token: code });
    expect((await refused.next('error')).error).toMatch(/production owner/);
    refused.send({ type: 'subscribeProduction', productionId: production.id, token: '' });
    expect((await refused.next('error')).error).toMatch(/token or access code/);
    refused.send({ type: 'subscribeProduction', productionId: production.id });
    expect((await refused.next('error')).error).toMatch(/token/);
    refused.send({ type: 'subscribeProduction', productionId: production.id, day: '2027-04-01', token: owner.token });
    expect((await refused.next('error')).error).toMatch(/not a day of DevSummit/);
    await refused.drain();
    expect(refused.frames.filter((f) => f.type === 'productionSubscribed' || f.type === 'cueStatusUpdate')).toEqual([]);
  });

  it('hears a GO in a room of its day, and nothing of another day or another production', async () => {
    const roomA = await event('Breakout A', 'Room A', '2027-03-10');
    const dayTwo = await event('Day two', 'Room A', '2027-03-11');
    const elsewhere = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Standalone', date: '2027-03-10' }, owner.token))
      .body;
    for (const e of [roomA, dayTwo, elsewhere]) await buildCue(t, owner.token, { eventId: e.id, action: 'Open' });
    const wall = await socket();
    wall.send({ type: 'subscribeProduction', productionId: production.id, day: '2027-03-10', token: owner.token });
    await wall.next('productionSubscribed');
    // Each event's status follows the answer (read from the database, so after a ping's pong maybe).
    await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === roomA.id);
    await wall.drain();
    const before = wall.frames.length;

    expect((await go(dayTwo.id)).status).toBe(200);
    expect((await go(elsewhere.id)).status).toBe(200);
    expect((await go(roomA.id)).status).toBe(200);
    const frame = await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === roomA.id && m.cueStatus.status === 'go');
    expect(frame.cueStatus.currentCueId).not.toBeNull();
    await wall.drain();
    const statusesAfter = wall.frames.slice(before).flatMap((f) => (f.type === 'cueStatusUpdate' ? [f.cueStatus.eventId] : []));
    expect(statusesAfter).toEqual([roomA.id]);
  });

  it('follows an event moved into the day without a new subscribe', async () => {
    const wall = await socket();
    wall.send({ type: 'subscribeProduction', productionId: production.id, day: '2027-03-10', token: owner.token });
    await wall.next('productionSubscribed');
    const late = await event('Late add', 'Room B', '2027-03-11');
    await buildCue(t, owner.token, { eventId: late.id, action: 'Welcome' });
    const moved = await t.call('PATCH', `/api/events/${late.id}`, { day: '2027-03-10' }, owner.token);
    expect(moved.status).toBe(200);
    const refetch = await wall.next('productionRefetch', (m) => m.eventIds.includes(late.id));
    expect(refetch.productionId).toBe(production.id);
    await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === late.id);
    expect((await go(late.id)).status).toBe(200);
    await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === late.id && m.cueStatus.status === 'go');
  });

  it('answers the wall view to the owner only, with readiness, problems and the caller’s connection', async () => {
    const room = await event('Workshop', 'Room B', '2027-03-11');
    await buildCue(t, owner.token, { eventId: room.id, action: 'Start', time: '09:00:00', duration: 600 });
    const sound = await buildDepartment(t, owner.token, room.id, 'Sound');
    const crew = await insertCodeSession(t, 'department', room.id, sound.id);
    expect((await t.call('POST', `/api/events/${room.id}/problem`, { reason: 'Need time' }, crew)).status).toBeLessThan(300);

    const read = async () =>
      (await t.callParsed(productionLiveSchema, 'GET', `/api/productions/${production.id}/live?day=2027-03-11`, undefined, owner.token))
        .body;
    let view = await read();
    expect(view.days).toEqual(['2027-03-10', '2027-03-11']);
    expect(view.rooms.map((r) => r.name)).toEqual(['Main Hall', 'Room A', 'Room B']);
    expect(view.rooms[0]?.events).toEqual([]); // an empty tile
    const tile = view.rooms[2]?.events.find((e) => e.id === room.id);
    expect(tile?.cues.map((c) => c.action)).toEqual(['Start']);
    expect(tile?.problems.map((p) => [p.name, p.reason])).toEqual([['Sound', 'Need time']]);
    expect(tile?.readiness).toEqual({ standby: false, ready: 0, total: 1, allReady: false });
    expect(tile?.callerConnected).toBe(false);
    expect(tile?.projectedStart).toBeNull();

    // The caller opens the show: the wall hears of it and reads it connected.
    const wall = await socket();
    wall.send({ type: 'subscribeProduction', productionId: production.id, day: '2027-03-11', token: owner.token });
    await wall.next('productionSubscribed');
    const caller = await socket();
    caller.send({ type: 'subscribeEvent', eventId: room.id, token: owner.token });
    await caller.next('subscribed');
    await t.app.services.presence.flush();
    await wall.next('refetch', (m) => m.eventId === room.id && m.key === 'devices');
    view = await read();
    expect(view.rooms[2]?.events.find((e) => e.id === room.id)?.callerConnected).toBe(true);
    await caller.close();
    await wall.next('refetch', (m) => m.eventId === room.id && m.key === 'devices');
    await t.app.services.presence.flush();
    view = await read();
    expect(view.rooms[2]?.events.find((e) => e.id === room.id)?.callerConnected).toBe(false);

    // Another account reads it exactly as a missing production; a code and no session get 401.
    const theirs = await t.call('GET', `/api/productions/${production.id}/live`, undefined, other.token);
    const missing = await t.call('GET', '/api/productions/999999/live', undefined, owner.token);
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(errorBody.parse(theirs.body).error).toBe(errorBody.parse(missing.body).error);
    const code = await insertCodeSession(t, 'caller', room.id);
    expect((await t.call('GET', `/api/productions/${production.id}/live`, undefined, code)).status).toBe(401);
    expect((await t.call('GET', `/api/productions/${production.id}/live`)).status).toBe(401);
    const badDay = await t.call('GET', `/api/productions/${production.id}/live?day=2027-02-30`, undefined, owner.token);
    expect(badDay.status).toBe(400);
  });

  it('defaults to the first day outside the production’s dates', async () => {
    const view = (await t.callParsed(productionLiveSchema, 'GET', `/api/productions/${production.id}/live`, undefined, owner.token)).body;
    // The test clock reads 2026-11-22, before the production.
    expect(view.day).toBe('2027-03-10');
  });
});
