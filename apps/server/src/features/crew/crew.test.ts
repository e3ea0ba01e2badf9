import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccessResponse,
  accessResponseSchema,
  ackStateSchema,
  type DevicesState,
  devicesStateSchema,
  type Event,
} from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildCue, buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import { openSocket } from '../../test/ws.js';

describe('standby acknowledgements and device health', () => {
  let t: TestApp;
  let owner: { token: string };
  let event: Event;
  let sound: AccessResponse;
  let light: AccessResponse;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A fresh event per test, nothing on standby and both departments joined by their codes: no
  // test depends on what an earlier one put on standby or acknowledged.
  beforeEach(async () => {
    event = await buildEventWith(t, owner.token, { name: 'Acks', date: '2026-12-01' });
    const s = await buildDepartment(t, owner.token, event.id, 'Sound');
    const l = await buildDepartment(t, owner.token, event.id, 'Light');
    await buildCue(t, owner.token, { eventId: event.id, action: 'Walk-in', time: '19:00:00', duration: 60 });
    sound = (await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code: s.accessCode })).body;
    light = (await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code: l.accessCode })).body;
  });
  afterAll(() => t.close());

  it('refuses Ready when nothing is on standby, and from a caller', async () => {
    expect((await t.call('POST', `/api/events/${event.id}/ack`, {}, sound.token)).status).toBe(403);
    await t.call('POST', `/api/events/${event.id}/cuestatus/standby`, {}, owner.token);
    expect((await t.call('POST', `/api/events/${event.id}/ack`, {}, owner.token)).status).toBe(403);
  });

  it('collects Ready from each department until all are ready, and logs the times', async () => {
    expect((await t.call('POST', `/api/events/${event.id}/cuestatus/standby`, {}, owner.token)).status).toBe(200);
    const first = await t.callParsed(ackStateSchema, 'POST', `/api/events/${event.id}/ack`, {}, sound.token);
    expect(first.status).toBe(200);
    expect(first.body.allReady).toBe(false);
    expect(first.body.departments.find((d) => d.name === 'Sound')?.readyAt).toBe(new Date(t.clock.now()).toISOString());

    // Light says Ready as the crew page does (HTTP; the socket has no ack path); the caller's socket gets the ack (docs/decisions/0039-task-and-ack-deltas.md).
    const caller = await openSocket(base);
    caller.send({ type: 'subscribeEvent', eventId: event.id, token: owner.token });
    await caller.next('subscribed');
    const crew = await openSocket(base);
    crew.send({ type: 'subscribeEvent', eventId: event.id, token: light.token });
    await crew.next('subscribed');
    expect((await t.call('POST', `/api/events/${event.id}/ack`, {}, light.token)).status).toBe(200);
    const ack = await caller.next('ackChanged');
    expect(ack).toMatchObject({ eventId: event.id, departmentId: light.department?.id, cueId: expect.any(Number) });
    const all = await t.call('GET', `/api/events/${event.id}/acks`, undefined, owner.token);
    expect(all.body).toMatchObject({ standby: true, allReady: true });
    const log = await t.db.kysely
      .selectFrom('as_run_log')
      .select(['kind', 'department_id'])
      .where('event_id', '=', event.id)
      .where('kind', '=', 'ready')
      .execute();
    expect(log).toHaveLength(2);

    // A new standby starts a new round.
    await t.call('POST', `/api/events/${event.id}/cuestatus/go`, {}, owner.token);
    await t.call('POST', `/api/events/${event.id}/cuestatus/standby`, {}, owner.token);
    const fresh = await t.call('GET', `/api/events/${event.id}/acks`, undefined, owner.token);
    expect(fresh.parse(ackStateSchema).allReady).toBe(false);
    expect(fresh.parse(ackStateSchema).departments.every((d) => d.readyAt === null)).toBe(true);

    // The caller sees connected devices per department, with the crew's clock report.
    crew.send({ type: 'clientInfo', rttMs: 42, offsetMs: -3 });
    let devices!: { body: DevicesState };
    await until(
      async () => {
        devices = await t.callParsed(devicesStateSchema, 'GET', `/api/events/${event.id}/devices`, undefined, owner.token);
        return devices.body.departments.some((d) => d.devices.some((x) => x.rttMs === 42));
      },
      { what: "the crew phone's clock report in the device list" },
    );
    expect(devices.body.departments.find((d) => d.name === 'Light')).toMatchObject({ noDevice: false, devices: [{ rttMs: 42 }] });
    expect(devices.body.departments.find((d) => d.name === 'Sound')?.noDevice).toBe(true);
    expect((await t.call('GET', `/api/events/${event.id}/devices`, undefined, light.token)).status).toBe(403);
    await crew.close();
    await caller.close();
  });
});
