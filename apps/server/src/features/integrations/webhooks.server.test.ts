/**
 * Webhooks over real HTTP on the loopback: the receiver checks the signature, fails twice and gets
 * the third try (retries after about 1 s and 5 s, on the test clock); redirects are not followed,
 * link-local addresses refused, and only the owner configures them.
 */
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookEnvelopeSchema, webhookCreated, webhookDeliverySchema, webhookSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import { closedPortUrl, fakeReceiver, silentReceiver } from '../../test/fakeReceiver.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

describe('webhooks', () => {
  let t: TestApp;
  let show: ShowFixture;
  let secret: string | undefined;

  beforeAll(async () => {
    t = await createTestApp();
  });
  // A fresh show per test: no test starts from the status, webhooks or departments another left.
  beforeEach(async () => {
    show = await makeShow(t);
    secret = undefined;
  });
  afterAll(() => t.close());

  const deliveries = async (id: number) =>
    (await t.callParsed(z.array(webhookDeliverySchema), 'GET', `/api/webhooks/${id}/deliveries`, undefined, show.owner.token)).body;

  it('signs each delivery, retries after 1 s and 5 s, and keeps one delivery id', async () => {
    const rx = await fakeReceiver(
      () => secret,
      (n) => (n <= 2 ? 500 : 200),
    );
    const made = await t.callParsed(
      webhookCreated,
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: rx.url, events: ['cue.status'] },
      show.owner.token,
    );
    expect(made.status).toBe(201);
    secret = made.body.secret;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const listed = await t.callParsed(z.array(webhookSchema), 'GET', `/api/events/${show.eventId}/webhooks`, undefined, show.callerToken);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    await rx.waitFor(1);
    expect(rx.received[0]).toMatchObject({ signatureOk: true, kind: 'cue.status', status: 500 });
    const body = webhookEnvelopeSchema.parse(JSON.parse(rx.received[0]!.body));
    expect(body).toMatchObject({ type: 'cue.status', eventId: show.eventId, data: { status: 'go', cue: { number: 1 } } });
    expect(body.data.source).toMatch(/^user:/);

    // Not before its time: the retry waits about a second (test clock). Once the first attempt has
    // settled (its next time 1 s ahead, not a 30 s in-flight lease), a pump at the same clock finds
    // nothing due: the row keeps one attempt and the receiver heard once.
    const firstSettled = async () => {
      const d = (await deliveries(made.body.id))[0];
      return d?.attempts === 1 && d.nextAttemptAt !== null && Date.parse(d.nextAttemptAt) === t.clock.now() + 1_000;
    };
    await until(firstSettled, { what: 'the first attempt settled' });
    await t.app.services.integrations.webhooks.pump();
    expect(await firstSettled()).toBe(true);
    expect(rx.received).toHaveLength(1);
    t.clock.advance(1_000);
    await rx.waitFor(2);
    // The receiver can answer before the server has written the next retry time (5 s after *its*
    // clock): move the clock only once the second attempt is settled, or the retry moves with it.
    // (While an attempt is in flight its next time is a 30 s lease; settled, it is 5 s from now.)
    const settled = async () => {
      const d = (await deliveries(made.body.id))[0];
      return d?.attempts === 2 && d.nextAttemptAt !== null && Date.parse(d.nextAttemptAt) <= t.clock.now() + 5_000;
    };
    await until(settled, { what: 'the second attempt settled' });
    t.clock.advance(5_000);
    await rx.waitFor(3);
    expect(rx.received.map((r) => [r.status, r.signatureOk, r.signatureV2Ok])).toEqual([
      [500, true, true],
      [500, true, true],
      [200, true, true],
    ]);
    // Each attempt is signed anew with its own time (the test clock moved 1 s, then 5 s).
    const started = Math.floor(Date.parse('2026-11-22T10:00:00.000Z') / 1000);
    expect(rx.received.map((r) => Number(r.timestamp) - started)).toEqual([0, 1, 6]);
    expect(new Set(rx.received.map((r) => r.deliveryId)).size).toBe(1);
    await until(async () => (await deliveries(made.body.id))[0]?.state === 'delivered', { what: 'the delivery marked delivered' });
    const log = await deliveries(made.body.id);
    expect(log[0]).toMatchObject({
      state: 'delivered',
      attempts: 3,
      lastCode: 200,
      deliveryId: rx.received[0]!.deliveryId,
      nextAttemptAt: null,
    });
    await rx.close();
    await t.call('DELETE', `/api/webhooks/${made.body.id}`, undefined, show.owner.token);
  });

  it('does not follow redirects and tells rundown changes', async () => {
    const rx = await fakeReceiver(
      () => secret,
      () => ({ redirect: 'http://169.254.169.254/latest/meta-data' }),
    );
    const made = await t.callParsed(
      webhookCreated,
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: rx.url, events: ['rundown.changed'] },
      show.owner.token,
    );
    secret = made.body.secret;
    await t.call('POST', '/api/cues', { eventId: show.eventId, action: 'Encore', duration: 30 }, show.owner.token);
    await rx.waitFor(1);
    expect(webhookEnvelopeSchema.parse(JSON.parse(rx.received[0]!.body))).toMatchObject({
      type: 'rundown.changed',
      data: { what: 'cues' },
    });
    await until(async () => (await deliveries(made.body.id))[0]?.attempts === 1, { what: 'the first attempt logged' });
    const log = await deliveries(made.body.id);
    expect(log[0]).toMatchObject({ state: 'pending', attempts: 1, lastCode: 302, lastError: expect.stringMatching(/Redirect/) });
    expect(rx.received).toHaveLength(1); // nothing went to the redirect's address
    await rx.close();
  });

  it('tells crew Ready presses (one delivery each) and over-time', async () => {
    const rx = await fakeReceiver(
      () => secret,
      () => 200,
    );
    try {
      const made = await t.callParsed(
        webhookCreated,
        'POST',
        `/api/events/${show.eventId}/webhooks`,
        { url: rx.url, events: ['crew.ack', 'cue.overtime'] },
        show.owner.token,
      );
      secret = made.body.secret;
      const deps = await Promise.all(['Sound', 'Light'].map((name) => buildDepartment(t, show.owner.token, show.eventId, name)));
      const codes = await Promise.all(deps.map((d) => insertCodeSession(t, 'department', show.eventId, d.id)));
      await t.call('POST', `/api/events/${show.eventId}/cuestatus/standby`, {}, show.owner.token);
      for (const code of codes) expect((await t.call('POST', `/api/events/${show.eventId}/ack`, {}, code)).status).toBe(200);
      await rx.waitFor(2);
      const acks = rx.received.map((r) => webhookEnvelopeSchema.parse(JSON.parse(r.body)));
      expect(acks.map((a) => [a.type, a.data.department]).sort()).toEqual([
        ['crew.ack', 'Light'],
        ['crew.ack', 'Sound'],
      ]);
      t.app.services.bus.publish({ type: 'overtime', eventId: show.eventId, cueId: show.cueIds[0]!, cueNumber: 1 });
      await rx.waitFor(3);
      expect(webhookEnvelopeSchema.parse(JSON.parse(rx.received[2]!.body))).toMatchObject({ type: 'cue.overtime', data: { cueNumber: 1 } });
      expect(rx.received.every((r) => r.signatureOk)).toBe(true);
      await t.call('DELETE', `/api/webhooks/${made.body.id}`, undefined, show.owner.token);
    } finally {
      await rx.close();
    }
  });

  it('refuses link-local and bad addresses; only the owner configures', async () => {
    for (const url of ['http://169.254.169.254/hook', 'http://[fe80::1]/hook', 'ftp://example.com/x', 'not a url']) {
      const r = await t.call('POST', `/api/events/${show.eventId}/webhooks`, { url, events: ['cue.status'] }, show.owner.token);
      expect(r.status, url).toBe(400);
    }
    expect(
      (await t.call('POST', `/api/events/${show.eventId}/webhooks`, { url: 'http://127.0.0.1:9/x', events: [] }, show.owner.token)).status,
    ).toBe(400);
    const made = await t.callParsed(
      webhookSchema,
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: 'http://127.0.0.1:9/x', events: ['crew.ack'] },
      show.owner.token,
    );
    const other = await buildUser(t);
    const dep = await t.callParsed(
      z.object({ id: z.number() }),
      'POST',
      '/api/departments',
      { eventId: show.eventId, name: 'Stage' },
      show.owner.token,
    );
    const dept = await insertCodeSession(t, 'department', show.eventId, dep.body.id);
    expect(
      (
        await t.call(
          'POST',
          `/api/events/${show.eventId}/webhooks`,
          { url: 'http://127.0.0.1:9/y', events: ['crew.ack'] },
          show.callerToken,
        )
      ).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/webhooks/${made.body.id}`, undefined, show.callerToken)).status).toBe(403);
    expect((await t.call('GET', `/api/webhooks/${made.body.id}/deliveries`, undefined, dept)).status).toBe(403);
    expect((await t.call('DELETE', `/api/webhooks/${made.body.id}`, undefined, other.token)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.eventId}/webhooks`, undefined, other.token)).status).toBe(404);
    const listed = await t.callParsed(z.array(webhookSchema), 'GET', `/api/events/${show.eventId}/webhooks`, undefined, show.owner.token);
    expect(listed.body.map((h) => h.id)).toContain(made.body.id);
  });
  it("answers the same 404 for another account's webhook as for a missing one", async () => {
    const made = await t.callParsed(
      webhookSchema,
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: 'http://127.0.0.1:9/x', events: ['crew.ack'] },
      show.owner.token,
    );
    const other = await buildUser(t);
    const missing = made.body.id + 100_000;
    for (const [method, url] of [
      ['DELETE', `/api/webhooks/${made.body.id}`],
      ['GET', `/api/webhooks/${made.body.id}/deliveries`],
    ] as const) {
      const theirs = await t.call(method, url, undefined, other.token);
      const none = await t.call(method, url.replace(String(made.body.id), String(missing)), undefined, other.token);
      expect({ status: theirs.status, body: theirs.body }, url).toEqual({
        status: 404,
        body: { error: 'That webhook could not be found.' },
      });
      expect({ status: none.status, body: none.body }, url).toEqual({ status: theirs.status, body: theirs.body });
    }
    // The owner's own webhook is still there.
    expect((await t.call('GET', `/api/webhooks/${made.body.id}/deliveries`, undefined, show.owner.token)).status).toBe(200);
  });

  it('shows the owner the host and path only, co-callers the host only', async () => {
    const url = 'https://ops:hunter2@hooks.example.com:8443/services/T01/B02?token=s3cret#frag';
    const made = await t.callParsed(
      webhookCreated,
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url, events: ['cue.status'] },
      show.owner.token,
    );
    expect(made.status).toBe(201);
    expect(made.body.url).toBe('https://hooks.example.com:8443/services/T01/B02');
    const owner = await t.callParsed(z.array(webhookSchema), 'GET', `/api/events/${show.eventId}/webhooks`, undefined, show.owner.token);
    expect(owner.body.map((h) => h.url)).toEqual(['https://hooks.example.com:8443/services/T01/B02']);
    const caller = await t.callParsed(z.array(webhookSchema), 'GET', `/api/events/${show.eventId}/webhooks`, undefined, show.callerToken);
    expect(caller.body.map((h) => h.url)).toEqual(['https://hooks.example.com:8443']);
    for (const text of [JSON.stringify(made.body), JSON.stringify(owner.body), JSON.stringify(caller.body)])
      for (const secretPart of ['ops', 'hunter2', 's3cret', 'frag']) expect(text).not.toContain(secretPart);
    expect(JSON.stringify(caller.body)).not.toContain('T01');
  });

  it('allows at most 10 webhooks per event', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await t.call(
        'POST',
        `/api/events/${show.eventId}/webhooks`,
        { url: `http://127.0.0.1:9/${i}`, events: ['crew.ack'] },
        show.owner.token,
      );
      expect(r.status).toBe(201);
    }
    const eleventh = await t.call(
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: 'http://127.0.0.1:9/10', events: ['crew.ack'] },
      show.owner.token,
    );
    expect({ status: eleventh.status, body: eleventh.body }).toEqual({
      status: 400,
      body: { error: 'An event can have at most 10 webhooks.' },
    });
    expect(
      (await t.callParsed(z.array(webhookSchema), 'GET', `/api/events/${show.eventId}/webhooks`, undefined, show.owner.token)).body,
    ).toHaveLength(10);
  });

  it('logs a closed port and a silent one with the same words, naming no address', { timeout: 30_000 }, async () => {
    const silent = await silentReceiver();
    const closed = await closedPortUrl();
    try {
      const hooks: number[] = [];
      for (const url of [closed, silent.url]) {
        const r = await t.callParsed(
          webhookSchema,
          'POST',
          `/api/events/${show.eventId}/webhooks`,
          { url, events: ['cue.status'] },
          show.owner.token,
        );
        hooks.push(r.body.id);
      }
      await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
      const settled = async (id: number) => {
        const d = (await deliveries(id))[0];
        return d?.attempts === 1 && d.lastError !== null;
      };
      await until(async () => (await settled(hooks[0]!)) && (await settled(hooks[1]!)), {
        what: 'both first attempts logged',
        timeoutMs: 15_000,
      });
      const logs = await Promise.all(hooks.map(async (id) => (await deliveries(id))[0]));
      for (const d of logs) {
        expect(d).toMatchObject({ lastCode: null, lastError: 'No HTTP answer within 5 s' });
        expect(d?.lastError).not.toMatch(/127\.0\.0\.1|ECONN|:\d+/);
      }
    } finally {
      await silent.close();
    }
  });
});
