/**
 * Two server processes (two apps, each with its own LISTEN/NOTIFY bus) on one PostgreSQL schema:
 * a GO made through one sends its OSC packet once, not once per process, and a rundown change
 * that both processes hear queues one webhook delivery. Runs with TEST_ENGINE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cueCommandResponse, cueSchema, webhookCreated, webhookDeliverySchema } from '@showcaller/shared';
import type { BusMessage } from '../../bus/bus.js';
import { answer, createTestApp, testEngine, type TestApp, secondProcess } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeOsc, type FakeOsc } from '../../test/fakeOsc.js';
import { fakeReceiver } from '../../test/fakeReceiver.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

describe.skipIf(testEngine !== 'postgres')('show control with two server processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let show: ShowFixture;
  let target: FakeOsc;

  /** A request through process B, read like the harness's `call`. */
  const callB = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await b.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${show.owner.token}` } });
    return answer(method, url, r.statusCode, r.body);
  };
  /** What a process's bus delivered from now on (its own changes and the other process's). */
  const listen = (app: FastifyInstance) => {
    const heard: BusMessage[] = [];
    const off = app.services.bus.subscribe((m) => void heard.push(m));
    return { heard, off };
  };

  beforeAll(async () => {
    a = await createTestApp();
    ({ app: b, close: closeB } = await secondProcess(a));
    show = await makeShow(a);
    target = await fakeOsc();
    // Made through B: A still sends (targets are read from the database, kept for 2 s at most).
    const r = await callB('POST', `/api/events/${show.eventId}/osc-targets`, {
      name: 'Sink',
      host: '127.0.0.1',
      port: target.port,
      preset: 'generic',
    });
    expect(r.status).toBe(201);
  });
  afterAll(async () => {
    await target.close();
    await closeB();
    await a.close();
  });

  it('sends each change once, from the process that made it', async () => {
    const inA = listen(a.app);
    try {
      await a.callParsed(cueCommandResponse, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
      await target.waitFor((m) => m.address === '/showcaller/go');
      const next = (await callB('POST', `/api/events/${show.eventId}/cuestatus/next`)).parse(cueCommandResponse).cueStatus;
      await target.waitFor((m) => m.address === '/showcaller/next');
      // A has heard B's change: the message that would make it send a copy, had it one to send.
      await until(() => inA.heard.some((m) => m.type === 'cueStatus' && m.version === next.version), { what: "A hearing B's NEXT" });
      // Then a marker from each process: a copy either one sent leaves its socket before its marker.
      await a.callParsed(cueCommandResponse, 'POST', `/api/events/${show.eventId}/cuestatus/standby`, {}, show.owner.token);
      await target.waitFor((m) => m.address === '/showcaller/standby');
      expect((await callB('POST', `/api/events/${show.eventId}/cuestatus/hold`)).status).toBe(200);
      await target.waitFor((m) => m.address === '/showcaller/hold');
      expect(target.heard.map((m) => m.address)).toEqual(['/showcaller/go', '/showcaller/next', '/showcaller/standby', '/showcaller/hold']);
    } finally {
      inA.off();
    }
  });

  it('queues a rundown change heard by both processes once', async () => {
    let secret: string | undefined;
    const rx = await fakeReceiver(
      () => secret,
      () => 200,
    );
    const inA = listen(a.app);
    const inB = listen(b);
    try {
      const made = await a.callParsed(
        webhookCreated,
        'POST',
        `/api/events/${show.eventId}/webhooks`,
        { url: rx.url, events: ['rundown.changed'] },
        show.owner.token,
      );
      secret = made.body.secret;
      await a.callParsed(cueSchema, 'POST', '/api/cues', { eventId: show.eventId, action: 'Encore', duration: 30 }, show.owner.token);
      await rx.waitFor(1);
      // Both processes heard the change, queued what they would, and sent what was due: nothing is left to arrive.
      const heardCues = (heard: BusMessage[]) => heard.some((m) => m.type === 'refetch' && m.key === 'cues');
      await until(() => heardCues(inA.heard) && heardCues(inB.heard), { what: 'both processes hearing the new cue' });
      const webhooksOf = [a.app.services.integrations.webhooks, b.services.integrations.webhooks];
      for (const w of webhooksOf) await w.idle();
      for (const w of webhooksOf) await w.pump();
      for (const w of webhooksOf) await w.idle();
      const log = await a.callParsed(
        z.array(webhookDeliverySchema),
        'GET',
        `/api/webhooks/${made.body.id}/deliveries`,
        undefined,
        show.owner.token,
      );
      expect(log.body.filter((d) => d.kind === 'rundown.changed')).toHaveLength(1);
      expect(rx.received).toHaveLength(1);
      expect(rx.received[0]!.signatureOk).toBe(true);
    } finally {
      inA.off();
      inB.off();
      await rx.close();
    }
  });
});
