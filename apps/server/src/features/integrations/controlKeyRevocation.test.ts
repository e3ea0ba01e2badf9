/**
 * A retired control key ends what it opened (docs/decisions/0011-show-control.md, docs/security.md): regenerating the key
 * sends every Companion socket subscribed with the old one a `revoked` frame and closes it within
 * a second, on every process (the `revoked` 'controlKey' announcement on the bus); a command
 * that reaches such a socket first is refused, and OSC in refuses the old key at once.
 */
import { cueStatusSchema, apiKeyResponse } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { inProcessBus, type Bus } from '../../bus/bus.js';
import { KEY_CHANGED } from '../../realtime/fanout.js';
import { createTestApp, testEngine, type TestApp, secondProcess } from '../../test/harness.js';
import { expectAlive, expectRevoked, subscribedSocket } from '../../test/revocation.js';
import { openSocket } from '../../test/ws.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

const newKey = async (t: TestApp, show: ShowFixture) => {
  const r = await t.callParsed(apiKeyResponse, 'POST', `/api/events/${show.eventId}/api-key`, {}, show.owner.token);
  expect(r.status).toBe(200);
  return r.body.apiKey;
};

describe(`a new control key ends the old key's sockets (${testEngine})`, () => {
  let t: TestApp;
  let base: string;
  let oscPort: number;
  let panel: FakeOsc;

  beforeAll(async () => {
    oscPort = await freeUdpPort();
    t = await createTestApp({ OSC_PORT: String(oscPort), OSC_HOST: '127.0.0.1' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    panel = await fakeOsc();
  });
  afterAll(async () => {
    await panel.close();
    await t.close();
  });

  const status = async (show: ShowFixture) =>
    (await t.callParsed(cueStatusSchema, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.owner.token)).body;

  it('regenerating ends the old key’s socket; the co-caller’s and the new key’s keep going', async () => {
    const show = await makeShow(t);
    const old = await subscribedSocket(base, show.eventId, { controlKey: show.controlKey });
    const caller = await openSocket(base);
    caller.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.callerToken });
    await caller.next('subscribed');
    const fresh = await newKey(t, show);
    await expectRevoked(old, show.eventId, KEY_CHANGED);
    await expectAlive(caller);

    const current = await subscribedSocket(base, show.eventId, { controlKey: fresh });
    current.send({ type: 'command', eventId: show.eventId, command: 'go', requestId: 'g' });
    expect(await current.next('commandResult', (m) => m.requestId === 'g')).toMatchObject({ ok: true });
    await caller.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
    // The ended socket heard nothing of the GO.
    expect(old.frames.filter((f) => f.type === 'cueStatusUpdate')).toHaveLength(1);
    await current.close();
    await caller.close();
  });

  it('a command that reaches the old key’s socket before its end is refused; the session check ends it', async () => {
    const show = await makeShow(t);
    // A second app on the same database whose bus loses the announcement (a process that missed it).
    const lossy = inProcessBus();
    const bus: Bus = { ...lossy, publish: (m) => (m.type === 'revoked' ? undefined : lossy.publish(m)) };
    const config = { ...t.config, osc: { ...t.config.osc, port: undefined } }; // A has the OSC port
    const b = await buildApp({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, logger: false, bus });
    try {
      const onB = await subscribedSocket(await b.listen({ port: 0, host: '127.0.0.1' }), show.eventId, { controlKey: show.controlKey });
      const before = await status(show);
      expect((await b.inject({ method: 'POST', url: `/api/events/${show.eventId}/api-key`, headers: auth(show) })).statusCode).toBe(200);
      onB.send({ type: 'command', eventId: show.eventId, command: 'go', requestId: 'x' });
      expect(await onB.next('commandResult', (m) => m.requestId === 'x')).toMatchObject({
        ok: false,
        error: expect.stringMatching(/control key/),
      });
      onB.send({ type: 'goto', eventId: show.eventId, number: 2, requestId: 'y' });
      expect(await onB.next('commandResult', (m) => m.requestId === 'y')).toMatchObject({ ok: false });
      expect((await status(show)).version).toBe(before.version);
      await b.hub.checkSessions();
      await expectRevoked(onB, show.eventId, KEY_CHANGED);
    } finally {
      await b.close();
    }
  });

  it('deleting the event ends the key’s socket too', async () => {
    const show = await makeShow(t);
    const ws = await subscribedSocket(base, show.eventId, { controlKey: show.controlKey });
    expect((await t.call('DELETE', `/api/events/${show.eventId}`, undefined, show.owner.token)).status).toBe(200);
    await expectRevoked(ws, show.eventId, 'This event was deleted.');
  });

  it('OSC in refuses the old key at once (unanswered) and takes the new one', async () => {
    const show = await makeShow(t);
    const to = { address: '127.0.0.1', port: oscPort };
    const replies = () => panel.heard.filter((m) => m.address === '/showcaller/reply');
    const fresh = await newKey(t, show);
    const n = replies().length;
    await panel.send(to, { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's', value: show.controlKey }] });
    await panel.send(to, { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's', value: fresh }] });
    await panel.waitFor(() => replies().length >= n + 1);
    // A last command drains the socket: the old key's GO was dropped without a reply.
    await panel.send(to, { address: `/showcaller/${show.eventId}/hold`, args: [{ type: 's', value: fresh }] });
    await panel.waitFor(() => replies().some((m, i) => i >= n && m.args[1] === 'hold'));
    expect(
      replies()
        .slice(n)
        .map((m) => m.args),
    ).toEqual([
      ['ok', 'go', 1],
      ['ok', 'hold', 1],
    ]);
  });
});

const auth = (show: ShowFixture) => ({ authorization: `Bearer ${show.owner.token}` });

describe.skipIf(testEngine !== 'postgres')('a new control key ends the old key’s sockets on every process', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp();
    ({ app: b, close: closeB } = await secondProcess(a));
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  it('a key regenerated through A ends the Companion socket on B within a second', async () => {
    const show = await makeShow(a);
    const onB = await subscribedSocket(baseB, show.eventId, { controlKey: show.controlKey });
    const caller = await openSocket(baseB);
    caller.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.callerToken });
    await caller.next('subscribed');
    const fresh = await newKey(a, show);
    await expectRevoked(onB, show.eventId, KEY_CHANGED);
    await expectAlive(caller);
    // The new key subscribes on B and stays.
    const current = await subscribedSocket(baseB, show.eventId, { controlKey: fresh });
    // A cross-process drain: a GO saved on A reaches B's socket over the same bus, after every
    // announcement A published before it, so a late `revoked` would already have ended `current`.
    await a.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    await current.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
    await expectAlive(current);
    expect(current.frames.filter((f) => f.type === 'revoked')).toEqual([]);
    await current.close();
    await caller.close();
  });
});
