/**
 * Bitfocus Companion's way in: the socket subscribes with the event's control key, its commands
 * (and go to cue) go through the dispatcher as 'companion', and one HTTP call gives what its
 * buttons show. A wrong key gets nothing; a replaced one loses its socket.
 */
import { z } from 'zod';
import { apiKeyResponse } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';
import type { controlStateSchema } from './control.routes.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

type ControlState = z.infer<typeof controlStateSchema>;

describe('Companion over the socket with the control key', () => {
  let t: TestApp;
  let show: ShowFixture;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    show = await makeShow(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const state = (key: string) =>
    t.app.inject({ method: 'GET', url: `/api/events/${show.eventId}/control/state`, headers: { 'x-api-key': key } });

  it('subscribes with the key, moves the show as companion, and reads what the buttons show', async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: show.eventId, controlKey: show.controlKey });
    expect((await ws.next('subscribed')).role).toBe('caller');
    await ws.next('cueStatusUpdate');
    ws.send({ type: 'command', eventId: show.eventId, command: 'standby', requestId: 'a' });
    expect(await ws.next('commandResult', (m) => m.requestId === 'a')).toMatchObject({ ok: true });
    ws.send({ type: 'goto', eventId: show.eventId, number: 2, requestId: 'b' });
    expect(await ws.next('commandResult', (m) => m.requestId === 'b')).toMatchObject({ ok: true });
    ws.send({ type: 'goto', eventId: show.eventId, number: 42, requestId: 'c' });
    expect(await ws.next('commandResult', (m) => m.requestId === 'c')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no cue number 42/),
    });
    const log = (await asRun(t, show.eventId)).slice(-2);
    expect(log.map((r) => [r.kind, r.actor, r.cue_number])).toEqual([
      ['standby', 'companion', 1],
      ['setCurrent', 'companion', 2],
    ]);
    const s = await state(show.controlKey);
    expect(s.statusCode).toBe(200);
    expect(s.json<ControlState>()).toMatchObject({
      status: { status: 'hold' },
      current: { number: 2, action: 'Welcome' },
      next: { number: 3, action: 'Keynote' },
      remaining: 60,
      overtime: false,
      ready: { ready: 0, total: 0 },
    });
    await ws.close();
  });

  it('a wrong key subscribes nothing; a replaced key ends the socket at once', async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: show.eventId, controlKey: `sc_${'x'.repeat(43)}` });
    expect((await ws.next('error')).error).toMatch(/valid/);
    ws.send({ type: 'subscribeEvent', eventId: show.eventId, controlKey: show.controlKey });
    await ws.next('subscribed');
    const fresh = await t.callParsed(apiKeyResponse, 'POST', `/api/events/${show.eventId}/api-key`, {}, show.owner.token);
    // More in controlKeyRevocation.test.ts (a command that gets there first is refused).
    expect((await ws.next('revoked')).reason).toMatch(/control key was changed/);
    expect(await ws.closed).toBe(4401);
    expect((await state(show.controlKey)).statusCode).toBe(401);
    expect((await state(fresh.body.apiKey)).statusCode).toBe(200);
    show.controlKey = fresh.body.apiKey;
    await ws.close();
  });

  it('the state call takes only the key or an editing session', async () => {
    const other = await buildUser(t);
    expect((await t.call('GET', `/api/events/${show.eventId}/control/state`, undefined, show.callerToken)).status).toBe(200);
    expect((await t.call('GET', `/api/events/${show.eventId}/control/state`, undefined, other.token)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.eventId}/control/state`)).status).toBe(401);
  });
});
