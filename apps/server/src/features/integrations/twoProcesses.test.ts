/**
 * Two server processes (two apps, each with its own LISTEN/NOTIFY bus) on one PostgreSQL schema:
 * a GO made through one sends its OSC packet once, not once per process, and a rundown change
 * that both processes hear queues one webhook delivery. Runs with TEST_ENGINE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Webhook, WebhookDelivery } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp, secondProcess } from '../../test/harness.js';
import { fakeOsc, type FakeOsc } from '../../test/fakeOsc.js';
import { fakeReceiver } from '../../test/fakeReceiver.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

describe.skipIf(testEngine !== 'postgres')('show control with two server processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let show: ShowFixture;
  let target: FakeOsc;

  beforeAll(async () => {
    a = await createTestApp();
    ({ app: b, close: closeB } = await secondProcess(a));
    show = await makeShow(a);
    target = await fakeOsc();
    // Made through B: A still sends (targets are read from the database, kept for 2 s at most).
    const r = await b.inject({
      method: 'POST',
      url: `/api/events/${show.eventId}/osc-targets`,
      payload: { name: 'Sink', host: '127.0.0.1', port: target.port, preset: 'generic' },
      headers: { authorization: `Bearer ${show.owner.token}` },
    });
    expect(r.statusCode).toBe(201);
  });
  afterAll(async () => {
    await target.close();
    await closeB();
    await a.close();
  });

  it('sends each change once, from the process that made it', async () => {
    await a.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    await target.waitFor((m) => m.address === '/showcaller/go');
    await b.inject({
      method: 'POST',
      url: `/api/events/${show.eventId}/cuestatus/next`,
      headers: { authorization: `Bearer ${show.owner.token}` },
    });
    await target.waitFor((m) => m.address === '/showcaller/next');
    // Time for a second copy to arrive, had any process sent one.
    await new Promise((r) => setTimeout(r, 500));
    expect(target.heard.map((m) => m.address)).toEqual(['/showcaller/go', '/showcaller/next']);
  });

  it('queues a rundown change heard by both processes once', async () => {
    let secret: string | undefined;
    const rx = await fakeReceiver(
      () => secret,
      () => 200,
    );
    try {
      const made = await a.call<Webhook & { secret: string }>(
        'POST',
        `/api/events/${show.eventId}/webhooks`,
        { url: rx.url, events: ['rundown.changed'] },
        show.owner.token,
      );
      secret = made.body.secret;
      await a.call('POST', '/api/cues', { eventId: show.eventId, action: 'Encore', duration: 30 }, show.owner.token);
      await rx.waitFor(1);
      await new Promise((r) => setTimeout(r, 800));
      const log = await a.call<WebhookDelivery[]>('GET', `/api/webhooks/${made.body.id}/deliveries`, undefined, show.owner.token);
      expect(log.body.filter((d) => d.kind === 'rundown.changed')).toHaveLength(1);
      expect(rx.received).toHaveLength(1);
      expect(rx.received[0]!.signatureOk).toBe(true);
    } finally {
      await rx.close();
    }
  });
});
