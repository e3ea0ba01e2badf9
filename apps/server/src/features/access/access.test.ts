import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessResponseSchema, type Department, departmentSchema, type Event } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildEvent, buildRundown, type TestUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';

describe('access codes', () => {
  let t: TestApp;
  let owner: TestUser;
  let event: Event;
  let sound: Department;
  let light: Department;
  let otherEvent: Event;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // Fresh codes per test: a regenerated code or a used-up guess budget never leaks into the next test.
  beforeEach(async () => {
    const show = await buildRundown(t, { name: 'Gala', cues: [], departments: ['Sound', 'Light'] });
    ({ owner, event } = show);
    sound = show.department('Sound');
    light = show.department('Light');
    otherEvent = (await buildEvent(t, { name: 'Theirs' })).event;
  });
  afterAll(() => t.close());

  const enter = (code: string, app = t) => app.call('POST', '/api/access', { code });

  it('turns a department code into a department session, whatever the case, spaces or dashes', async () => {
    const typed = `${sound.accessCode.slice(0, 3).toLowerCase()}- ${sound.accessCode.slice(3)}`;
    const r = await enter(typed);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ kind: 'department', eventId: event.id, eventName: 'Gala', department: { id: sound.id, name: 'Sound' } });
    const { token } = r.parse(accessResponseSchema);
    const session = await t.call('GET', '/api/access/session', undefined, token);
    expect(session.body).toEqual({ kind: 'department', eventId: event.id, departmentId: sound.id });
    expect((await t.call('GET', `/api/events/${event.id}`, undefined, token)).status).toBe(200);
    expect((await t.call('GET', `/api/events/${otherEvent.id}`, undefined, token)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${otherEvent.id}/cues`, undefined, token)).status).toBe(404);
  });

  it('turns the show caller code into a co-caller session that can run the show but not delete it', async () => {
    const r = await enter(event.showCallerCode);
    expect(r.body).toMatchObject({ kind: 'caller', eventId: event.id });
    const { token } = r.parse(accessResponseSchema);
    expect((await t.call('POST', '/api/cues', { eventId: event.id, action: 'Doors', time: '18:00:00' }, token)).status).toBe(201);
    expect((await t.call('POST', `/api/events/${event.id}/cuestatus/standby`, {}, token)).status).toBe(200);
    expect((await t.call('DELETE', `/api/events/${event.id}`, undefined, token)).status).toBe(403);
    expect((await t.call('DELETE', `/api/departments/${light.id}`, undefined, token)).status).toBe(403);
  });

  it('answers 404 with words for an unknown code and 400 for an empty one', async () => {
    const r = await enter('ZZZZZZ');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: expect.stringMatching(/not found/) });
    expect((await enter('  ')).status).toBe(400);
    expect((await t.call('POST', '/api/access', { code: 42 })).status).toBe(400);
  });

  it('revokes the old code at once when it is regenerated, open crew sockets included', async () => {
    const crew = await enter(light.accessCode);
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: event.id, token: crew.parse(accessResponseSchema).token });
    expect((await ws.next('subscribed')).role).toBe('department');
    const regen = await t.callParsed(departmentSchema, 'POST', `/api/departments/${light.id}/regenerate-code`, {}, owner.token);
    expect(regen.status).toBe(200);
    expect(regen.body.accessCode).not.toBe(light.accessCode);
    expect((await ws.next('revoked')).reason).toMatch(/code was changed/);
    expect((await t.call('GET', '/api/access/session', undefined, crew.parse(accessResponseSchema).token)).status).toBe(401);
    expect((await enter(light.accessCode)).status).toBe(404);
    expect((await enter(regen.body.accessCode)).status).toBe(200);
    await ws.close();
  });

  it('lets a crew socket subscribe with the access code itself', async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: event.id, accessCode: sound.accessCode.toLowerCase() });
    expect((await ws.next('subscribed')).role).toBe('department');
    ws.send({ type: 'subscribeEvent', eventId: otherEvent.id, accessCode: sound.accessCode });
    expect((await ws.next('error')).error).toBe('Subscribing needs a valid session token or access code.'); // a real code, the wrong event: no hint
    ws.send({ type: 'command', eventId: event.id, command: 'go' });
    expect(await ws.next('commandResult')).toMatchObject({ ok: false });
    await ws.close();
  });

  it('slows down a flood of wrong codes from one address with 429', async () => {
    // An app of its own with a small budget, so the flood cannot slow down the other tests.
    const limited = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '20' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await enter(`WRONG${i}`, limited)).status);
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    } finally {
      await limited.close();
    }
  });
});
