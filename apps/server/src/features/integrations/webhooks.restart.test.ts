/**
 * Webhook retries are kept in the database: the real server (a child process) fails a delivery,
 * is stopped and started again on the same SQLite file, and the receiver still gets its third try,
 * with the same delivery id and a valid signature every time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookCreated, webhookDeliverySchema, type WebhookDelivery } from '@showcaller/shared';
import { testEngine } from '../../test/harness.js';
import { ServerProcess } from '../../test/faults/serverProcess.js';
import { makeShow, ok, okParsed, type Call } from '../../test/faults/showFixture.js';
import { fakeReceiver } from '../../test/fakeReceiver.js';
import { until } from '../../test/until.js';

// Spawns the real server on SQLite; webhooks.server.test.ts runs the same queue on PostgreSQL.
describe.skipIf(testEngine !== 'sqlite')('webhook retries across a restart (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-hooks-'));
  let server = new ServerProcess(dataDir);

  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails twice, survives a restart, and delivers on the third try', { timeout: 120_000 }, async () => {
    let secret: string | undefined;
    const rx = await fakeReceiver(
      () => secret,
      (n) => (n <= 2 ? 503 : 204),
    );
    try {
      await server.start();
      const call: Call = (m, u, b, t) => server.call(m, u, b, t);
      const show = await makeShow(call, 'hooks');
      const hook = await okParsed(
        webhookCreated,
        call,
        'POST',
        `/api/events/${show.eventId}/webhooks`,
        { url: rx.url, events: ['cue.status'] },
        show.token,
      );
      secret = hook.secret;
      await ok(call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
      await rx.waitFor(1);
      // Down before the 1 s retry: the queue row is all that is left of it.
      await server.stop('SIGTERM');
      server = new ServerProcess(dataDir);
      await server.start();
      await rx.waitFor(3, 30_000);
      expect(rx.received.map((r) => [r.status, r.signatureOk, r.signatureV2Ok, r.kind])).toEqual([
        [503, true, true, 'cue.status'],
        [503, true, true, 'cue.status'],
        [204, true, true, 'cue.status'],
      ]);
      // Each attempt carries its own time (the real clock here): within a few seconds of its arrival.
      for (const r of rx.received) expect(Math.abs(Number(r.timestamp) - r.at / 1000)).toBeLessThan(5);
      expect(new Set(rx.received.map((r) => r.deliveryId)).size).toBe(1);
      let log: WebhookDelivery[] = [];
      await until(
        async () => {
          log = await okParsed(z.array(webhookDeliverySchema), call, 'GET', `/api/webhooks/${hook.id}/deliveries`, undefined, show.token);
          return log[0]?.state === 'delivered';
        },
        { what: 'the delivery marked delivered', timeoutMs: 5000, intervalMs: 50 },
      );
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ state: 'delivered', attempts: 3, lastCode: 204 });
    } finally {
      await rx.close();
    }
  });
});
