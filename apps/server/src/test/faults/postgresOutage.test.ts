/**
 * docs/decisions/0014-errors-are-json-sentences.md (503) and 0006-bus-and-fan-out.md (the listener
 * reconnects): PostgreSQL goes away under a running show (its connections reset, then nothing
 * listening, as in a restart) and comes back. Meanwhile every request that needs the database
 * answers 503 with a clear text and /healthz says so; the process never crashes; afterwards it
 * serves again by itself, without a restart, the screens included. The outage is made by a TCP
 * proxy in front of the shared PostgreSQL, so only this test's connections are cut.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueCommandResponse } from '@showcaller/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrate, openDb, type Db } from '../../db/client.js';
import { StorageError } from '../../lib/errors.js';
import { testEngine } from '../harness.js';
import { openSocket } from '../ws.js';
import { until } from '../until.js';
import { injectCall, makeShow, ok, okParsed, readStatus, type Call, type Method, type Show } from './showFixture.js';
import { admin, pgUrl, proxiedDatabase } from './pgAdmin.js';
import { newPgSchemaName, retirePgSchema } from '../pgSchemas.js';
import type { TcpProxy } from './tcpProxy.js';

const UNAVAILABLE = 'The database is unavailable. Try again in a moment.';

describe.skipIf(testEngine !== 'postgres')('PostgreSQL outage under a running show', () => {
  const schema = newPgSchemaName();
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let show: Show;

  // `app` is built in beforeAll: look it up at each call.
  const call: Call = (method: Method, u: string, body?: unknown, token?: string) => injectCall(app)(method, u, body, token);
  const raw = (method: Method, u: string, token?: string) =>
    app.inject({
      method,
      url: u,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  beforeAll(async () => {
    const proxied = await proxiedDatabase();
    proxy = proxied.proxy;
    await admin((c) => c.query(`create schema ${schema}`));
    db = await openDb({ databaseUrl: proxied.url, pgSchema: schema });
    await migrate(db);
    const config = loadConfig({
      DATA_DIR: path.join(tmpdir(), `showcaller-pgfault-${randomBytes(4).toString('hex')}`),
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(tmpdir(), 'showcaller-no-web'),
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    });
    app = await buildApp({ config, db, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    show = await makeShow(call, 'pgout');
    await ok(call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await db?.close();
    await retirePgSchema(pgUrl, schema);
    await proxy?.close();
  });

  it('answers 503 with a clear text while the database is away, and recovers by itself', { timeout: 60_000 }, async () => {
    const viewer = await openSocket(base);
    try {
      viewer.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.token });
      await viewer.next('subscribed');
      await viewer.next('cueStatusUpdate');
      const before = await readStatus(call, show);

      for (const outage of ['connections reset', 'nothing listening'] as const) {
        if (outage === 'connections reset') proxy.cut();
        else await proxy.down();

        for (const [method, u] of [
          ['GET', `/api/events/${show.eventId}/cuestatus`],
          ['GET', `/api/events/${show.eventId}/tasks`],
          ['POST', `/api/events/${show.eventId}/cuestatus/next`],
        ] as const) {
          const res = await raw(method, u, show.token);
          expect(res.statusCode, `${outage}: ${method} ${u}`).toBe(503);
          expect(res.json()).toEqual({ error: UNAVAILABLE });
          expect(res.headers['retry-after']).toBe('5');
        }
        // Logging in needs the database too; a wrong password is not blamed for it.
        const login = await call('POST', '/api/auth/login', { username: 'nobody', password: 'wrong password' });
        expect(login).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
        const health = await raw('GET', '/healthz');
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable', storage: 'postgres', version: expect.any(String), error: UNAVAILABLE });
        // A screen's command gets the same text over the socket; the socket itself stays open.
        viewer.send({ type: 'command', eventId: show.eventId, command: 'next', requestId: outage });
        expect(await viewer.next('commandResult', (m) => m.requestId === outage, 10_000)).toMatchObject({ ok: false, error: UNAVAILABLE });
        // What needs no database still works: the process is alive.
        expect((await raw('GET', '/api/nope')).statusCode).toBe(404);
      }

      await proxy.restore();
      const healthyAfterMs = await until(async () => (await raw('GET', '/healthz')).statusCode === 200, {
        what: 'healthz 200',
        timeoutMs: 20_000,
        intervalMs: 100,
      });
      // Nothing that failed was half-applied: the show is exactly as before the outage.
      expect(await readStatus(call, show)).toMatchObject({
        status: 'go',
        currentCueId: before.currentCueId,
        runningSince: before.runningSince,
        version: before.version,
      });
      const nextAt = Date.now();
      const next = await okParsed(cueCommandResponse, call, 'POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.token);
      expect(next.cueStatus).toMatchObject({ currentCueId: show.cueIds[1], version: before.version + 1 });
      // The open screen hears that change without reconnecting, even before the bus listener is back.
      const seen = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.version === before.version + 1, 5000);
      expect(seen.cueStatus.currentCueId).toBe(show.cueIds[1]);
      console.log(
        `[faults] healthz 200 ${healthyAfterMs} ms after PostgreSQL came back; the next GO reached the screen in ${Date.now() - nextAt} ms`,
      );
    } finally {
      await viewer.close();
    }
  });

  it('survives connections killed by pg_terminate_backend, even one checked out in a transaction', { timeout: 30_000 }, async () => {
    const terminateOurs = () =>
      admin((c) =>
        c.query('select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[]) and pid <> pg_backend_pid()', [
          proxy.upstreamPorts(),
        ]),
      );
    // A client idle inside a transaction gets PostgreSQL's "terminating connection" with no query
    // to hand it to: pg emits 'error' on the client, which would crash a process without a listener.
    const inTransaction = db.kysely.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await terminateOurs();
      // A short wait that stays: the point is the client sitting idle while PostgreSQL's FATAL
      // arrives (its 'error' event with no query to hand it to); polling with a query would end the idleness.
      // eslint-disable-next-line no-restricted-syntax -- the client must sit idle while the FATAL arrives (above)
      await new Promise((r) => setTimeout(r, 300));
      await sql`select 1`.execute(trx);
    });
    const failure = await inTransaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ fault: 'unavailable', statusCode: 503 });

    // Idle pooled connections killed too: requests answer 200 again at once, or 503 for a moment, never 500.
    await ok(call, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.token);
    await terminateOurs();
    const seen = new Set<number>();
    await until(
      async () => {
        const s = (await raw('GET', `/api/events/${show.eventId}/cuestatus`, show.token)).statusCode;
        seen.add(s);
        return s === 200;
      },
      { what: 'a 200 after pg_terminate_backend', timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(
      [...seen].every((s) => s === 200 || s === 503),
      `statuses seen: ${[...seen].join(', ')}`,
    ).toBe(true);
  });
});
