/**
 * Two real server processes on one PostgreSQL database (docs/decisions/0007-sessions.md): a
 * session ended through one process ends its sockets on the other within a second.
 * Runs with TEST_ENGINE=postgres (SQLite is one process: test/security/sessionRevocation.test.ts).
 */
import { loginResponse, signedOutResponse, userSchema } from '@showcaller/shared';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/harness.js';
import { admin, pgUrl } from '../test/faults/pgAdmin.js';
import { ServerProcess } from '../test/faults/serverProcess.js';
import { makeShow, okParsed, type Call, type Show } from '../test/faults/showFixture.js';
import { expectRevoked } from '../test/revocation.js';
import { openSocket, type TestSocket } from '../test/ws.js';

describe.skipIf(testEngine !== 'postgres')('sessions end on every process', () => {
  const dbName = `rv_${randomBytes(5).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let show: Show;
  let username: string;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    const u = new URL(pgUrl);
    u.pathname = `/${dbName}`;
    const env = { DATABASE_URL: u.toString() };
    a = new ServerProcess(mkdtempSync(path.join(tmpdir(), 'rv-a-')), env);
    b = new ServerProcess(mkdtempSync(path.join(tmpdir(), 'rv-b-')), env);
    // B starts once A has migrated, like a rolling deploy.
    await a.start();
    await b.start();
    const call: Call = (method, url, body, token) => a.call(method, url, body, token);
    show = await makeShow(call, 'twoproc');
    username = (await okParsed(userSchema, call, 'GET', '/api/user', undefined, show.token)).username;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  });

  const login = async (via: ServerProcess) =>
    (
      await okParsed(loginResponse, (m, u, body) => via.call(m, u, body), 'POST', '/api/auth/login', {
        username,
        password: 'correct horse',
      })
    ).token;

  async function subscribed(via: ServerProcess, token: string): Promise<TestSocket> {
    const ws = await openSocket(via.url);
    ws.send({ type: 'subscribeEvent', eventId: show.eventId, token });
    await ws.next('subscribed');
    await ws.next('cueStatusUpdate');
    return ws;
  }

  it('logout through A ends the session’s socket on B', async () => {
    const token = await login(a);
    const onB = await subscribed(b, token);
    const keeper = await subscribed(b, show.token);
    expect((await a.call('POST', '/api/auth/logout', {}, token)).status).toBe(200);
    await expectRevoked(onB, show.eventId);

    // B's other socket still hears the show; a GO through A reaches it, not the ended one.
    expect((await a.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token)).status).toBe(200);
    await keeper.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go', 5000);
    expect(onB.frames.filter((f) => f.type === 'cueStatusUpdate')).toHaveLength(1);
    await keeper.close();
  });

  it('sign-out-others through B ends the other sessions’ sockets on A and on B', async () => {
    const [t1, t2] = [await login(a), await login(b)];
    const onA = await subscribed(a, t1);
    const onB = await subscribed(b, t2);
    const mine = await subscribed(a, show.token);
    const r = await b.callParsed(signedOutResponse, 'POST', '/api/user/sign-out-others', {}, show.token);
    expect(r.body.signedOut).toBeGreaterThanOrEqual(2);
    await Promise.all([expectRevoked(onA, show.eventId), expectRevoked(onB, show.eventId)]);
    mine.send({ type: 'ping', t0: 7 });
    expect((await mine.next('pong')).t0).toBe(7);
    await mine.close();
  });
});
