/**
 * docs/decisions/0023-crew-phones-lost-fixed-and-found.md: a crew phone whose link dropped must not look like a healthy one. The socket of
 * a phone that walked out of Wi-Fi stays half open (no TCP close); crew pages send a frame every
 * second, and the server marks a department socket lost after 2.5 s without one; the caller is told
 * through the 'devices' refetch, and any frame from the phone clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResponseSchema, type DevicesState, devicesStateSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';

describe('a dropped crew phone shows as lost', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('marks a department device lost after 2.5 s without a frame, tells the caller, and clears it on its next frame', async () => {
    const owner = await buildUser(t);
    const event = await buildEventWith(t, owner.token, { name: 'Drops', date: '2026-12-01' });
    const dep = async (name: string) => (await buildDepartment(t, owner.token, event.id, name)).accessCode;
    const join = async (code: string) => (await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code })).body.token;
    const soundToken = await join(await dep('Sound'));
    const lightToken = await join(await dep('Light'));

    const caller = await openSocket(base);
    caller.send({ type: 'subscribeEvent', eventId: event.id, token: owner.token });
    await caller.next('subscribed');
    // The dropped phone: its socket stays open but nothing comes from it (pongs do not count).
    const dropped = await openSocket(base);
    dropped.send({ type: 'subscribeEvent', eventId: event.id, token: soundToken });
    await dropped.next('subscribed');
    const healthy = await openSocket(base);
    healthy.send({ type: 'subscribeEvent', eventId: event.id, token: lightToken });
    await healthy.next('subscribed');

    const devices = async () =>
      (await t.callParsed(devicesStateSchema, 'GET', `/api/events/${event.id}/devices`, undefined, owner.token)).body;
    const dept = (s: DevicesState, name: string) => s.departments.find((d) => d.name === name)!;
    expect(dept(await devices(), 'Sound')).toMatchObject({ noDevice: false, lost: false, devices: [{ lost: false }] });

    // The joins' refetch is out of the way: the next one is the drop's.
    await caller.next('refetch', (m) => m.key === 'devices', 3000);

    // Three seconds pass, one at a time: the healthy phone sends its heartbeat each second, the dropped one nothing.
    for (let s = 0; s < 3; s++) {
      t.clock.advance(1000);
      healthy.send({ type: 'ping', t0: s });
      await healthy.next('pong');
      t.app.hub.checkLiveness();
    }
    await caller.next('refetch', (m) => m.key === 'devices', 3000);
    const after = await devices();
    expect(dept(after, 'Sound')).toMatchObject({ noDevice: false, lost: true, devices: [{ lost: true, lastSeenMsAgo: 3000 }] });
    expect(dept(after, 'Light')).toMatchObject({ lost: false, devices: [{ lost: false }] });

    // Its network comes back: the next frame clears it, and the caller hears of it.
    dropped.send({ type: 'ping', t0: 1 });
    await caller.next('refetch', (m) => m.key === 'devices', 3000);
    expect(dept(await devices(), 'Sound')).toMatchObject({ lost: false, devices: [{ lost: false }] });

    await dropped.close();
    await healthy.close();
    await caller.close();
  });
});
