/**
 * The session cache (auth.service.ts, docs/architecture.md#the-request-path) never outlives the session: whatever ends a
 * session refuses its token on the very next request (docs/decisions/0007-sessions.md).
 * Two processes on one PostgreSQL: sessionCache.multiprocess.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, insertCodeSession, testEngine, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';
import { hashToken } from '../../lib/crypto.js';
import { CACHE_TTL_MS } from './auth.service.js';

describe(`session cache (${testEngine})`, () => {
  let t: TestApp;
  let owner: { token: string; user: { username: string } };
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp();
    // An ordinary account (the first one of a server is an administrator).
    await buildUser(t);
    owner = await buildUser(t);
    eventId = (await buildEventWith(t, owner.token, { name: 'Cached', date: '2026-12-01' })).id;
  });
  afterAll(() => t.close());

  const status = async (url: string, token: string) => (await t.call('GET', url, undefined, token)).status;
  const login = async () =>
    (
      await t.callParsed(z.object({ token: z.string() }), 'POST', '/api/auth/login', {
        username: owner.user.username,
        password: 'correct horse',
      })
    ).body.token;

  it('serves a known session from memory and refuses it right after logout', async () => {
    const token = await login();
    expect(await status('/api/user', token)).toBe(200);
    const held = t.app.services.auth.cached();
    // PostgreSQL may run several processes: no cache there (services.ts), every look-up reads.
    expect(held > 0).toBe(testEngine === 'sqlite');
    expect(await status('/api/user', token)).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', {}, token)).status).toBe(200);
    expect(await status('/api/user', token)).toBe(401);
    expect(t.app.services.auth.cached()).toBe(Math.max(0, held - 1));
  });

  it('refuses the other sessions right after sign-out-others', async () => {
    const other = await login();
    expect(await status('/api/user', other)).toBe(200);
    expect((await t.call('POST', '/api/user/sign-out-others', {}, owner.token)).status).toBe(200);
    expect(await status('/api/user', other)).toBe(401);
    expect(await status('/api/user', owner.token)).toBe(200);
  });

  it('refuses a department session right after its code is regenerated', async () => {
    const dep = await buildDepartment(t, owner.token, eventId, 'Sound');
    const crew = await insertCodeSession(t, 'department', eventId, dep.id);
    expect(await status(`/api/events/${eventId}/cuestatus`, crew)).toBe(200);
    expect((await t.call('POST', `/api/departments/${dep.id}/regenerate-code`, {}, owner.token)).status).toBe(200);
    expect(await status(`/api/events/${eventId}/cuestatus`, crew)).toBe(401);
  });

  it('refuses a co-caller session right after the event is deleted (a cascade no sessionsEnded names)', async () => {
    const ev = await buildEventWith(t, owner.token, { name: 'Gone', date: '2026-12-01' });
    const co = await insertCodeSession(t, 'caller', ev.id);
    expect(await status(`/api/events/${ev.id}/cuestatus`, co)).toBe(200);
    expect((await t.call('DELETE', `/api/events/${ev.id}`, undefined, owner.token)).status).toBe(200);
    expect(await status(`/api/events/${ev.id}/cuestatus`, co)).toBe(401);
  });

  it('reads the session again once the time bound has passed', async () => {
    const token = await login();
    expect(await status('/api/user', token)).toBe(200);
    // Deleted behind the service's back (as a cascade would): only the time bound notices.
    await t.db.kysely.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    t.clock.advance(CACHE_TTL_MS);
    expect(await status('/api/user', token)).toBe(401);
  });
});
