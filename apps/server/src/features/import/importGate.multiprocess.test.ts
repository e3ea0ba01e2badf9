/**
 * docs/security.md "Trust, round 3" 20.9: one import per account holds across processes. Two apps (two server processes) on
 * one PostgreSQL database: while one reads an import of an account, the other answers 429 for the
 * same account. The lease is checked on each engine: a dead holder's row is taken once it expires.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, registerUser, testEngine, type ErrorResponse, type TestApp, secondProcess } from '../../test/harness.js';
import { buildRundown } from '../../test/testRundown.js';
import { IMPORT_LEASE_MS, ONE_AT_A_TIME } from './importGate.js';
import { importLocksRepo } from './importLocks.repo.js';
import { RUNDOWN_ROWS, xlsxWithSheet } from '../../test/hostileXlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = xlsxWithSheet(`<sheetData>${RUNDOWN_ROWS}</sheetData>`);

describe.skipIf(testEngine !== 'postgres')('one import per account with two server processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    a = await createTestApp();
    ({ app: b, close: closeB } = await secondProcess(a));
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  it('answers 429 on one process while the other reads an import of the same account, and 200 once it is done', async () => {
    const mine = await registerUser(a);
    const show = await buildRundown(a, mine.token, 'Two processes', [], ['Sound']);
    const me = (await a.callParsed(z.object({ id: z.number() }), 'GET', '/api/user', undefined, mine.token)).body.id;
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/api/events/${show.eventId}/import/preview`,
        payload: file,
        headers: { 'content-type': XLSX, authorization: `Bearer ${mine.token}` },
      });

    const leave = await a.app.services.imports.gate.enter(`user:${me}`); // process A is reading one
    const busy = await send(b);
    expect(busy.statusCode).toBe(429);
    expect(busy.json<ErrorResponse>().error).toBe(ONE_AT_A_TIME);
    // Another account is not held up.
    const other = await registerUser(a);
    const theirs = await buildRundown(a, other.token, 'Theirs', [], ['Sound']);
    const free = await b.inject({
      method: 'POST',
      url: `/api/events/${theirs.eventId}/import/preview`,
      payload: file,
      headers: { 'content-type': XLSX, authorization: `Bearer ${other.token}` },
    });
    expect(free.statusCode).toBe(200);
    await leave();
    expect((await send(b)).statusCode).toBe(200);
    expect((await send(a.app)).statusCode).toBe(200);
  });
});

describe(`import locks (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are taken once, released only by their holder, and taken over when the lease has run out', async () => {
    const locks = importLocksRepo(t.db.kysely);
    const now = 1_700_000_000_000;
    expect(await locks.claim('user:1', 'first', now, IMPORT_LEASE_MS)).toBe(true);
    expect(await locks.claim('user:1', 'second', now + 1000, IMPORT_LEASE_MS)).toBe(false);
    expect(await locks.claim('user:2', 'second', now + 1000, IMPORT_LEASE_MS)).toBe(true);
    await locks.release('user:1', 'second'); // not its row
    expect(await locks.claim('user:1', 'third', now + IMPORT_LEASE_MS - 1, IMPORT_LEASE_MS)).toBe(false);
    // The first holder died: once its lease is over, the account can import again.
    expect(await locks.claim('user:1', 'third', now + IMPORT_LEASE_MS, IMPORT_LEASE_MS)).toBe(true);
    await locks.release('user:1', 'first'); // too late: no longer its row
    expect(await locks.claim('user:1', 'fourth', now + IMPORT_LEASE_MS + 1, IMPORT_LEASE_MS)).toBe(false);
    await locks.release('user:1', 'third');
    expect(await locks.claim('user:1', 'fourth', now + IMPORT_LEASE_MS + 1, IMPORT_LEASE_MS)).toBe(true);
  });
});
