/**
 * "Sent once, even with several server processes" (docs/decisions/0029-show-report.md): two server
 * processes on one database both see the end of a run (its last cue completes, and End show is
 * pressed on each at once); one run is recorded and one mail goes. PostgreSQL: two pools on one
 * schema; SQLite: two connections to one database file.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { recipientsSchema, showEndsSchema } from '@showcaller/shared';
import { buildApp } from '../../app.js';
import { migrate, openDb, type Db } from '../../db/client.js';
import type { MailMessage } from '../../mail/mailer.js';
import { createTestApp, answer, testEngine, type TestApp } from '../../test/harness.js';
import { buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import { buildRundown } from '../../test/testRundown.js';

describe('show report across two processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDb: Db;
  const bMail: MailMessage[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (testEngine === 'postgres') {
      a = await createTestApp();
      bDb = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL ?? '', pgSchema: a.db.pg?.schema ?? '' });
      cleanup = () => a.close();
    } else {
      // SQLite: process A is the harness's app on a file instead of memory, B a second app on the same file.
      const file = path.join(tmpdir(), `showcaller-twoproc-${randomBytes(4).toString('hex')}.db`);
      const aDb = await openDb({ sqliteFile: file });
      await migrate(aDb);
      const base = await createTestApp();
      const mail: MailMessage[] = [];
      const app = await buildApp({
        config: base.config,
        db: aDb,
        clock: base.clock,
        mailer: { send: async (m) => void mail.push(m) },
        logger: false,
      });
      await app.ready();
      a = {
        ...base,
        app,
        db: aDb,
        mail,
        async call(method, url, body, token) {
          const res = await app.inject({
            method,
            url,
            ...(body !== undefined ? { payload: body as string } : {}),
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          return answer(method, url, res.statusCode, res.body);
        },
        async callParsed(schema, method, url, body, token) {
          const res = await a.call(method, url, body, token);
          if (res.status < 200 || res.status > 299) throw new Error(`${method} ${url} answered ${res.status}`);
          return { status: res.status, body: res.parse(schema) };
        },
      };
      bDb = await openDb({ sqliteFile: file });
      cleanup = async () => {
        await app.close();
        await aDb.close();
        await base.close();
        await rm(file, { force: true });
      };
    }
    b = await buildApp({ config: a.config, db: bDb, clock: a.clock, mailer: { send: async (m) => void bMail.push(m) }, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await bDb.close();
    await cleanup();
  });

  it('records one end and sends one mail when both processes see the last cue complete, and when both get End show', async () => {
    const owner = await buildUser(a);
    const show = await buildRundown(a, owner.token, 'Twin');
    const url = (p: string) => `/api/events/${show.eventId}${p}`;
    await a.callParsed(recipientsSchema, 'PUT', url('/report-recipients'), { addresses: ['sm@example.com'] }, owner.token);
    for (const c of ['standby', 'go', 'next', 'next', 'go'])
      expect((await a.call('POST', url(`/cuestatus/${c}`), {}, owner.token)).status).toBe(200);
    a.clock.advance(301_000);
    // Both processes' timers fire at the same moment.
    await Promise.all([a.app.services.showReports.checkLastCue(show.eventId), b.services.showReports.checkLastCue(show.eventId)]);
    // A process's own watch (jobs/showEnd.ts) may hear the last GO late (over LISTEN/NOTIFY) and be the
    // one that records the end: its mail can still be on its way when both checks above answer.
    await until(() => a.mail.length + bMail.length >= 1, { what: 'the report mail', timeoutMs: 5000 });
    expect(a.mail.length + bMail.length).toBe(1);

    // A new run, and End show pressed on both processes at once.
    for (const c of ['standby', 'go']) expect((await a.call('POST', url(`/cuestatus/${c}`), {}, owner.token)).status).toBe(200);
    const inject = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: url('/show/end'), payload: {}, headers: { authorization: `Bearer ${owner.token}` } });
    const answers = await Promise.all([inject(a.app), inject(b), inject(a.app), inject(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(a.mail.length + bMail.length).toBe(2);
    const list = await a.callParsed(showEndsSchema, 'GET', url('/show-reports'), undefined, owner.token);
    expect(list.body.ended.map((e) => [e.run, e.reason, e.mails.length])).toEqual([
      [1, 'last-cue', 1],
      [2, 'caller', 1],
    ]);
  });
});
