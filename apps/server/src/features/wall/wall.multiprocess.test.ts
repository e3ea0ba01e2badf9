/**
 * The producer's wall across two server processes on one PostgreSQL (docs/decisions/0027-producer-wall.md):
 * a GO on process B reaches a wall on process A, and a caller connected to B shows as connected on
 * a wall read from A (and no longer once it leaves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, productionLiveSchema, productionSchema } from '@showcaller/shared';
import { createTestApp, secondProcess, testEngine, type TestApp } from '../../test/harness.js';
import { buildCue, buildUser, type TestUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';

describe.skipIf(testEngine !== 'postgres')('the wall over two processes', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  let baseA: string;
  let baseB: string;
  let owner: TestUser;

  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a);
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await buildUser(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('hears a GO made on the other process and the caller connected there', async () => {
    const production = (
      await a.callParsed(
        productionSchema,
        'POST',
        '/api/productions',
        { name: 'Two', timeZone: 'UTC', firstDay: '2027-01-05', lastDay: '2027-01-05', rooms: [{ name: 'Hall' }] },
        owner.token,
      )
    ).body;
    const event = (
      await a.callParsed(
        eventSchema,
        'POST',
        '/api/events',
        { name: 'Keynote', date: '2027-01-05', productionId: production.id, room: 'Hall', day: '2027-01-05' },
        owner.token,
      )
    ).body;
    await buildCue(a, owner.token, { eventId: event.id, action: 'Walk-in' });

    const wall = await openSocket(baseA);
    wall.send({ type: 'subscribeProduction', productionId: production.id, token: owner.token });
    expect((await wall.next('productionSubscribed')).eventIds).toEqual([event.id]);

    // The caller opens the show on process B.
    const caller = await openSocket(baseB);
    caller.send({ type: 'subscribeEvent', eventId: event.id, token: owner.token });
    await caller.next('subscribed');
    await b.app.services.presence.flush();
    await wall.next('refetch', (m) => m.key === 'devices' && m.eventId === event.id, 5000);
    const read = async () =>
      (await a.callParsed(productionLiveSchema, 'GET', `/api/productions/${production.id}/live`, undefined, owner.token)).body.rooms[0]
        ?.events[0]?.callerConnected;
    expect(await read()).toBe(true);

    // GO on B reaches the wall on A.
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/cuestatus/go`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await wall.next('cueStatusUpdate', (m) => m.cueStatus.eventId === event.id && m.cueStatus.status === 'go', 5000);

    await caller.close();
    await wall.next('refetch', (m) => m.key === 'devices' && m.eventId === event.id, 5000);
    await b.app.services.presence.flush();
    expect(await read()).toBe(false);
    await wall.close();
  });
});
