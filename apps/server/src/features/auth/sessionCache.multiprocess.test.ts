/**
 * Two real server processes on one PostgreSQL (docs/decisions/0007-sessions.md): a session that
 * process B has just served is refused by B on the next request after A ended it, with no wait
 * for the bus (which is why services.ts keeps no session cache on PostgreSQL). Runs with
 * TEST_ENGINE=postgres (SQLite is one process: sessionCache.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessResponseSchema, departmentSchema, loginResponse, userSchema } from '@showcaller/shared';
import { testEngine } from '../../test/harness.js';
import { admin, pgUrl } from '../../test/faults/pgAdmin.js';
import { ServerProcess } from '../../test/faults/serverProcess.js';
import { makeShow, okParsed, type Call } from '../../test/faults/showFixture.js';

describe.skipIf(testEngine !== 'postgres')('cached sessions end on every process', () => {
  const dbName = `sc_${randomBytes(5).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let username: string;
  let eventId: number;
  let departmentId: number;
  let ownerToken: string;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    const u = new URL(pgUrl);
    u.pathname = `/${dbName}`;
    const env = { DATABASE_URL: u.toString() };
    a = new ServerProcess(mkdtempSync(path.join(tmpdir(), 'sc-a-')), env);
    b = new ServerProcess(mkdtempSync(path.join(tmpdir(), 'sc-b-')), env);
    await a.start();
    await b.start();
    const call: Call = (method, url, body, token) => a.call(method, url, body, token);
    // The first account is an administrator (never cached); the show belongs to a second one.
    await makeShow(call, 'first');
    const show = await makeShow(call, 'cached');
    ({ eventId, departmentId, token: ownerToken } = show);
    username = (await okParsed(userSchema, call, 'GET', '/api/user', undefined, show.token)).username;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  });

  const login = async () =>
    (await okParsed(loginResponse, (m, u, body) => a.call(m, u, body), 'POST', '/api/auth/login', { username, password: 'correct horse' }))
      .token;

  it('logout through A: B refuses the token on the next request', async () => {
    for (let i = 0; i < 5; i++) {
      const token = await login();
      expect((await b.call('GET', '/api/user', undefined, token)).status).toBe(200);
      expect((await b.call('GET', '/api/user', undefined, token)).status).toBe(200);
      expect((await a.call('POST', '/api/auth/logout', {}, token)).status).toBe(200);
      expect((await b.call('GET', '/api/user', undefined, token)).status).toBe(401);
    }
  });

  it('a department code regenerated through A: B refuses the crew token on the next request', async () => {
    const crew = await okParsed(accessResponseSchema, (m, u, body) => b.call(m, u, body), 'POST', '/api/access', {
      code: await departmentCode(),
    });
    const url = `/api/events/${eventId}/cuestatus`;
    expect((await b.call('GET', url, undefined, crew.token)).status).toBe(200);
    expect((await b.call('GET', url, undefined, crew.token)).status).toBe(200);
    expect((await a.call('POST', `/api/departments/${departmentId}/regenerate-code`, {}, ownerToken)).status).toBe(200);
    expect((await b.call('GET', url, undefined, crew.token)).status).toBe(401);
  });

  async function departmentCode(): Promise<string> {
    const r = await a.call('GET', `/api/events/${eventId}/departments`, undefined, ownerToken);
    const dep = z
      .array(departmentSchema)
      .parse(r.body)
      .find((d) => d.id === departmentId);
    if (!dep) throw new Error('no department');
    return dep.accessCode;
  }
});
