/**
 * A socket lives no longer than its session (docs/decisions/0007-sessions.md): whatever ends a session sends its
 * open sockets a `revoked` frame and closes them within a second, so they neither hear the show
 * nor move it. (Two processes on one PostgreSQL: realtime/sessionRevocation.multiprocess.test.ts.)
 * Here under test/, not realtime/: it drives the whole app (demo lifetime included), and realtime/
 * never imports features/ (the layer rule in eslint.config.js holds tests too).
 */
import { z } from 'zod';
import { demoResponse, signedOutResponse } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIFETIME_MS } from '../../features/demo/demo.service.js';
import { createTestApp, insertCodeSession, registerUser, testEngine, type TestApp } from '../harness.js';
import { injectCall, makeShow, type Show } from '../faults/showFixture.js';
import { expectAlive, expectRevoked, subscribedSocket } from '../revocation.js';

const SIGNED_OUT = 'You were signed out. Please log in again.';

describe(`sockets end with their sessions (${testEngine})`, () => {
  let t: TestApp;
  let base: string;
  let show: Show;

  beforeAll(async () => {
    t = await createTestApp();
    show = await makeShow(injectCall(t.app), 'revoke');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const login = async (username: string) => {
    const r = await t.callParsed(z.object({ token: z.string() }), 'POST', '/api/auth/login', { username, password: 'correct horse' });
    expect(r.status).toBe(200);
    return r.body.token;
  };
  const usernameOf = async (token: string) =>
    (await t.callParsed(z.object({ username: z.string() }), 'GET', '/api/user', undefined, token)).body.username;

  it('logout ends the sockets of that session, and only those', async () => {
    const second = await login(await usernameOf(show.token));
    const leaving = await subscribedSocket(base, show.eventId, { token: second });
    const staying = await subscribedSocket(base, show.eventId, { token: show.token });
    expect((await t.call('POST', '/api/auth/logout', {}, second)).status).toBe(200);
    await expectRevoked(leaving, show.eventId, SIGNED_OUT);

    // The show moves on; the ended socket heard nothing of it (it is closed), the other did.
    expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token)).status).toBe(200);
    expect((await staying.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go')).cueStatus.eventId).toBe(show.eventId);
    expect(leaving.frames.filter((f) => f.type === 'cueStatusUpdate')).toHaveLength(1);
    await staying.close();
  });

  it('sign-out-others ends the other sessions’ sockets and keeps the caller’s own', async () => {
    const other = await login(await usernameOf(show.token));
    const mine = await subscribedSocket(base, show.eventId, { token: show.token });
    const theirs = await subscribedSocket(base, show.eventId, { token: other });
    // Another account's socket: its sessions are not this account's to end.
    const stranger = await registerUser(t);
    const strangerEvent = (
      await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Theirs', date: '2026-12-01' }, stranger.token)
    ).body;
    const strangers = await subscribedSocket(base, strangerEvent.id, { token: stranger.token });
    expect((await t.callParsed(signedOutResponse, 'POST', '/api/user/sign-out-others', {}, show.token)).body.signedOut).toBe(1);
    await expectRevoked(theirs, show.eventId, SIGNED_OUT);
    await expectAlive(mine);
    await expectAlive(strangers);
    // And the stranger signing out its others ends nothing of this account.
    expect((await t.callParsed(signedOutResponse, 'POST', '/api/user/sign-out-others', {}, stranger.token)).body.signedOut).toBe(0);
    await expectAlive(mine);
    await mine.close();
    await strangers.close();
  });

  it('a password change ends the other sessions’ sockets', async () => {
    const { token, user } = await registerUser(t);
    const ev = (await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Pw', date: '2026-12-01' }, token)).body;
    const other = await login(user.username);
    const theirs = await subscribedSocket(base, ev.id, { token: other });
    const mine = await subscribedSocket(base, ev.id, { token: token });
    const r = await t.call(
      'POST',
      '/api/user/password',
      { currentPassword: 'correct horse', password: 'new horse battery', confirmPassword: 'new horse battery' },
      token,
    );
    expect(r.status).toBe(200);
    await expectRevoked(theirs, ev.id, SIGNED_OUT);
    await expectAlive(mine);
    await mine.close();
  });

  it('an e-mail change ends the other sessions’ sockets; a name change alone ends none', async () => {
    const { token, user } = await registerUser(t);
    const ev = (await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Mail', date: '2026-12-01' }, token)).body;
    const other = await login(user.username);
    const theirs = await subscribedSocket(base, ev.id, { token: other });
    const mine = await subscribedSocket(base, ev.id, { token: token });
    const rename = await t.call('PATCH', '/api/user', { name: 'Renamed', email: user.email }, token);
    expect(rename.status).toBe(200);
    await expectAlive(theirs);
    const moved = await t.call(
      'PATCH',
      '/api/user',
      { name: 'Renamed', email: `moved-${user.email}`, currentPassword: 'correct horse' },
      token,
    );
    expect(moved.status).toBe(200);
    await expectRevoked(theirs, ev.id, SIGNED_OUT);
    await expectAlive(mine);
    expect((await t.call('GET', '/api/user', undefined, other)).status).toBe(401);
    await mine.close();
  });

  it('a password reset ends every socket of the account', async () => {
    const { token, user } = await registerUser(t);
    const ev = (await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Reset', date: '2026-12-01' }, token)).body;
    const ws = await subscribedSocket(base, ev.id, { token: token });
    await t.call('POST', '/api/auth/forgot-password', { email: user.email });
    const resetToken = /reset=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    const r = await t.call('POST', '/api/auth/reset-password', {
      token: resetToken,
      password: 'fresh horse',
      confirmPassword: 'fresh horse',
    });
    expect(r.status).toBe(200);
    await expectRevoked(ws, ev.id, SIGNED_OUT);
  });

  it('a code session that expires is ended by the sweep, with the words crews get for a lapsed code', async () => {
    const crew = await insertCodeSession(t, 'department', show.eventId, show.departmentId);
    const ws = await subscribedSocket(base, show.eventId, { token: crew });
    t.clock.advance(86_400_000 + 1); // insertCodeSession's sessions last one day
    expect(await t.app.sessionSweep.run()).toBeGreaterThanOrEqual(1);
    await expectRevoked(ws, show.eventId, 'This access code session has ended. Enter the code again.');
  });

  it('a demo account’s sockets end when the demo does, before the account is deleted', async () => {
    const demo = await t.callParsed(demoResponse, 'POST', '/api/demo');
    expect(demo.status).toBe(201);
    const ws = await subscribedSocket(base, demo.body.eventId, { token: demo.body.token });
    t.clock.advance(DEMO_LIFETIME_MS + 1);
    await t.app.sessionSweep.run();
    await expectRevoked(ws, demo.body.eventId, 'Your session has expired. Please log in again.');
    expect((await t.call('GET', '/api/user', undefined, demo.body.token)).status).toBe(401);
  });

  it('a session removed without an announcement (an account deleted with a cascade) is found by the check', async () => {
    const { token, user } = await registerUser(t);
    const ev = (await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Gone', date: '2026-12-01' }, token)).body;
    const ws = await subscribedSocket(base, ev.id, { token: token });
    const caller = await subscribedSocket(base, show.eventId, { token: show.token });
    // The account goes behind the repository's back, as a cascade would take its sessions.
    await t.db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    await t.app.hub.checkSessions();
    await expectRevoked(ws, ev.id, SIGNED_OUT);
    await expectAlive(caller);
    await caller.close();
  });

  it('a regenerated department code still says so, and now closes the socket', async () => {
    const crew = await insertCodeSession(t, 'department', show.eventId, show.departmentId);
    const ws = await subscribedSocket(base, show.eventId, { token: crew });
    const r = await t.call('POST', `/api/departments/${show.departmentId}/regenerate-code`, {}, show.token);
    expect(r.status).toBe(200);
    await expectRevoked(ws, show.eventId, 'This access code was changed. Enter the new code.');
  });
});
