/** Sessions end when they should (docs/decisions/0007-sessions.md): logout, password change, regenerated codes, expiry. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessResponseSchema, eventSchema, type Department, type Event, signedOutResponse } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine, type TestApp } from '../harness.js';
import { buildRundown, buildUser } from '../factories.js';
import { PASSWORD } from './accessMatrix.js';
import { openRawSocket } from './helpers.js';

describe(`sessions end when they should (${testEngine})`, () => {
  let s: TestApp;
  let user: { username: string; token: string };
  let ev: Event;
  let dep: Department;
  beforeAll(async () => {
    s = await createTestApp();
    await registerUser(s, 'someadmin');
  });
  // An account, event and code of its own per test: a signed-out session or a regenerated code
  // never carries over into the next test.
  beforeEach(async () => {
    const show = await buildRundown(s, {
      owner: await buildUser(s, { password: PASSWORD }),
      name: 'Tokens',
      cues: [],
      departments: ['Sound'],
    });
    user = { username: show.owner.user.username, token: show.owner.token };
    ev = show.event;
    dep = show.department('Sound');
  });
  afterAll(() => s.close());

  const loginAgain = async (password = PASSWORD) => s.call('POST', '/api/auth/login', { username: user.username, password });
  const codeSession = async (code: string) => (await s.callParsed(accessResponseSchema, 'POST', '/api/access', { code })).body.token;
  const status = async (url: string, token: string) => (await s.call('GET', url, undefined, token)).status;

  it('logout revokes that session only', async () => {
    const other = (await loginAgain()).parse(z.object({ token: z.string() })).token;
    const crew = await codeSession(dep.accessCode);
    expect((await s.call('POST', '/api/auth/logout', undefined, other)).status).toBe(200);
    expect(await status('/api/user', other)).toBe(401);
    expect(await status('/api/user', user.token)).toBe(200);
    expect((await s.call('POST', '/api/auth/logout', undefined, crew)).status).toBe(200);
    expect(await status(`/api/events/${ev.id}`, crew)).toBe(401);
  });

  it('a password change signs out the other sessions, not this one', async () => {
    const other = (await loginAgain()).parse(z.object({ token: z.string() })).token;
    const changed = await s.callParsed(
      signedOutResponse,
      'POST',
      '/api/user/password',
      { currentPassword: PASSWORD, password: 'battery staple', confirmPassword: 'battery staple' },
      user.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.signedOut).toBeGreaterThanOrEqual(1);
    expect(await status('/api/user', other)).toBe(401);
    expect(await status('/api/user', user.token)).toBe(200);
    expect((await loginAgain()).status).toBe(401);
    expect((await loginAgain('battery staple')).status).toBe(200);
  });

  it('a regenerated show caller code ends the co-caller sessions of the old one', async () => {
    const caller = await codeSession(ev.showCallerCode);
    expect(await status(`/api/events/${ev.id}`, caller)).toBe(200);
    const renewed = await s.callParsed(eventSchema, 'POST', `/api/events/${ev.id}/regenerate-caller-code`, undefined, user.token);
    expect(await status(`/api/events/${ev.id}`, caller)).toBe(401);
    expect((await s.call('POST', '/api/access', { code: ev.showCallerCode })).status).toBe(404);
    expect((await s.call('POST', '/api/access', { code: renewed.body.showCallerCode })).status).toBe(200);
  });

  it('every session expires: after 31 days the account and code tokens answer 401, on HTTP and WebSocket', async () => {
    const caller = await codeSession(ev.showCallerCode);
    const crew = await codeSession(dep.accessCode);
    expect(await status('/api/user', user.token)).toBe(200);
    s.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await status('/api/user', user.token)).toBe(401);
    expect(await status(`/api/events/${ev.id}`, user.token)).toBe(401);
    expect(await status(`/api/events/${ev.id}`, caller)).toBe(401);
    expect(await status(`/api/events/${ev.id}/tasks`, crew)).toBe(401);
    const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = await openRawSocket(url);
    ws.sendText(JSON.stringify({ type: 'subscribeEvent', eventId: ev.id, token: user.token }));
    expect((await ws.waitFor((f) => f.type === 'subscribed' || f.type === 'error')).frame.type).toBe('error');
    await ws.close();
  });
});
