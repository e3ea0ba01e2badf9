/**
 * One account cannot stall another's webhook deliveries (docs/security.md "Trust, round 3" 20.3): account A's 40 webhooks
 * point at a receiver that never answers (each attempt holds its slot for the 5 s time-out);
 * account B's one webhook still gets its delivery at once. Real HTTP on the loopback, both engines.
 */
import { webhookCreated } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildCue, buildEventWith } from '../../test/factories.js';
import { until } from '../../test/until.js';
import { fakeReceiver, silentReceiver } from '../../test/fakeReceiver.js';
import { makeShow } from '../../test/integrationsFixture.js';

describe('webhook fairness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("another account's slow webhooks do not delay this account's delivery", { timeout: 60_000 }, async () => {
    const slow = await silentReceiver();
    let secret: string | undefined;
    const fast = await fakeReceiver(
      () => secret,
      () => 200,
    );
    try {
      // Account A: four events of ten webhooks each (the most an event may have), all to the stuck peer.
      const a = await makeShow(t);
      const aEvents = [a.eventId];
      for (let i = 0; i < 3; i++) {
        const ev = await buildEventWith(t, a.owner.token, { name: `A${i}` });
        await buildCue(t, a.owner.token, { eventId: ev.id, action: 'Doors', duration: 60 });
        aEvents.push(ev.id);
      }
      for (const eventId of aEvents)
        for (let i = 0; i < 10; i++) {
          const r = await t.call(
            'POST',
            `/api/events/${eventId}/webhooks`,
            { url: `${slow.url}/${i}`, events: ['cue.status'] },
            a.owner.token,
          );
          expect(r.status).toBe(201);
        }
      const b = await makeShow(t);
      const hook = await t.callParsed(
        webhookCreated,
        'POST',
        `/api/events/${b.eventId}/webhooks`,
        { url: fast.url, events: ['cue.status'] },
        b.owner.token,
      );
      secret = hook.body.secret;

      for (const eventId of aEvents)
        expect((await t.call('POST', `/api/events/${eventId}/cuestatus/go`, {}, a.owner.token)).status).toBe(200);
      await until(() => slow.requests() >= 4, { what: "A's first attempts reaching the stuck receiver", timeoutMs: 5_000 });

      const started = Date.now();
      expect((await t.call('POST', `/api/events/${b.eventId}/cuestatus/go`, {}, b.owner.token)).status).toBe(200);
      await fast.waitFor(1, 20_000);
      const waited = fast.received[0]!.at - started;
      console.log(`B's delivery arrived ${waited} ms after its GO, with A's ${slow.requests()} attempts stuck`);
      expect(fast.received[0]).toMatchObject({ signatureOk: true, kind: 'cue.status' });
      expect(waited).toBeLessThan(1_000);
    } finally {
      await slow.close();
      await fast.close();
    }
  });
});
