/**
 * One budget for code guesses (docs/security.md "Trust hardening"): POST /api/access and WebSocket subscribe frames with a
 * code draw from one count per address. On PostgreSQL that count, and the login and registration
 * counts, live in the database, so two processes allow the limit once, not twice.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, registerUser, testEngine, type TestApp, secondProcess } from '../test/harness.js';
import { openSocket } from '../test/ws.js';
import { TOO_MANY_CODES } from './attemptLimiter.js';

const NO_CREDENTIAL = 'Subscribing needs a valid session token or access code.';

describe(`one budget for access-code guesses (${testEngine})`, () => {
  let t: TestApp;
  let base: string;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '4' });
    const { token } = await registerUser(t);
    eventId = (await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Budget', date: '2026-12-01' }, token)).body
      .id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts guesses over HTTP and over the socket in one bucket per address', async () => {
    const http = async () => {
      const r = await t.app.inject({ method: 'POST', url: '/api/access', payload: { code: 'ZZZZZZ' } });
      return { status: r.statusCode, retryAfter: r.headers['retry-after'], body: r.json<{ error: string }>() };
    };
    const ws = await openSocket(base);
    const overSocket = async () => {
      ws.send({ type: 'subscribeEvent', eventId, accessCode: 'YYYYYY' });
      return (await ws.next('error')).error;
    };
    expect((await http()).status).toBe(404);
    expect(await overSocket()).toBe(NO_CREDENTIAL);
    expect((await http()).status).toBe(404);
    expect(await overSocket()).toBe(NO_CREDENTIAL);
    // Four guesses from this address in this minute, two each way: both ways are closed now.
    const fifth = await http();
    expect(fifth).toMatchObject({ status: 429, body: { error: TOO_MANY_CODES } });
    expect(Number(fifth.retryAfter)).toBeGreaterThan(0);
    expect(await overSocket()).toBe(TOO_MANY_CODES);
    await ws.close();
  });
});

describe.skipIf(testEngine !== 'postgres')('rate-limit counts shared by two processes on one PostgreSQL', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; close: () => Promise<void> };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '4', RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    // Another process: its own pool, bus and memory, the same database and schema.
    second = await secondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const status = async (app: FastifyInstance, url: string, payload: object) =>
    (await app.inject({ method: 'POST', url, payload })).statusCode;

  it('allows the code limit once across both processes, not once each', async () => {
    const guess = (app: FastifyInstance) => status(app, '/api/access', { code: 'QQQQQQ' });
    expect([await guess(t.app), await guess(second.app), await guess(t.app), await guess(second.app)]).toEqual([404, 404, 404, 404]);
    expect(await guess(second.app)).toBe(429);
    expect(await guess(t.app)).toBe(429);
  });

  it('allows the login limit once across both processes, and keeps registration’s count apart', async () => {
    const login = (app: FastifyInstance) => status(app, '/api/auth/login', { username: 'nobody', password: 'wrong password' });
    expect([await login(t.app), await login(second.app), await login(t.app)]).toEqual([401, 401, 401]);
    expect(await login(second.app)).toBe(429);
    // Another route, another bucket: a registration is still counted from zero.
    expect(await status(second.app, '/api/auth/register', {})).toBe(400);
  });
});
