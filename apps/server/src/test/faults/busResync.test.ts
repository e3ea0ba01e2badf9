/**
 * Two server processes on one PostgreSQL database; one of them loses its connections (its bus
 * listener included) while the other runs the show. NOTIFY does not queue for a listener that is
 * away, so what was announced meanwhile is gone: when the listener is back, its screens must get
 * the show as it is now, without reconnecting.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueCommandResponse } from '@showcaller/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrate, openDb, type Db } from '../../db/client.js';
import { testEngine } from '../harness.js';
import { until } from '../until.js';
import { openSocket } from '../ws.js';
import { injectCall, makeShow, ok, okParsed, type Show } from './showFixture.js';
import { admin, pgUrl, proxiedDatabase } from './pgAdmin.js';
import { newPgSchemaName, retirePgSchema } from '../pgSchemas.js';
import type { TcpProxy } from './tcpProxy.js';

describe.skipIf(testEngine !== 'postgres')('a server process whose bus listener was away', () => {
  const schema = newPgSchemaName();
  let proxy: TcpProxy;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];

  async function start(databaseUrl: string): Promise<FastifyInstance> {
    const db = await openDb({ databaseUrl, pgSchema: schema });
    dbs.push(db);
    await migrate(db);
    const config = loadConfig({
      DATA_DIR: path.join(tmpdir(), `showcaller-resync-${randomBytes(4).toString('hex')}`),
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(tmpdir(), 'showcaller-no-web'),
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    });
    const app = await buildApp({ config, db, logger: false });
    apps.push(app);
    return app;
  }

  let away: FastifyInstance;
  let steady: FastifyInstance;
  let show: Show;

  beforeAll(async () => {
    const proxied = await proxiedDatabase();
    proxy = proxied.proxy;
    await admin((c) => c.query(`create schema ${schema}`));
    steady = await start(pgUrl);
    away = await start(proxied.url);
    show = await makeShow(injectCall(steady), 'resync');
    await ok(injectCall(steady), 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
  });

  afterAll(async () => {
    await proxy?.restore();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await retirePgSchema(pgUrl, schema);
    await proxy?.close();
  });

  it('sends its screens the current status once its listener is back', { timeout: 30_000 }, async () => {
    const viewer = await openSocket(await away.listen({ port: 0, host: '127.0.0.1' }));
    try {
      viewer.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.token });
      await viewer.next('subscribed');
      const first = await viewer.next('cueStatusUpdate');

      // A listener of the test's own (not behind the proxy) hears what the steady process announces.
      const witness = new pg.Client({ connectionString: pgUrl });
      await witness.connect();
      const announced: string[] = [];
      witness.on('notification', (n) => void announced.push(n.payload ?? ''));
      await witness.query(`listen showcaller_${schema}`);

      await proxy.down(); // this process loses its database and its listener
      const next = await okParsed(
        cueCommandResponse,
        injectCall(steady),
        'POST',
        `/api/events/${show.eventId}/cuestatus/next`,
        {},
        show.token,
      );
      expect(next.cueStatus.version).toBeGreaterThan(first.cueStatus.version);
      // The NOTIFY has gone out, unheard here: the witness heard it, so the away process missed it.
      await until(() => announced.some((p) => p.includes(`"version":${next.cueStatus.version}`)), {
        what: "the NEXT's NOTIFY",
        timeoutMs: 5000,
      });
      await witness.end();
      await proxy.restore();

      const seen = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.version === next.cueStatus.version, 20_000);
      expect(seen.cueStatus.currentCueId).toBe(show.cueIds[1]);
      // And it re-reads the rundown too: cues may have changed meanwhile.
      await viewer.next('refetch', (m) => m.key === 'cues', 5000);
    } finally {
      await viewer.close();
    }
  });
});
