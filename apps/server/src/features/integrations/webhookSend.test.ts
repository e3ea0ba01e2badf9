/** One webhook POST on a real loopback HTTP server: the 5 s time-out, and the outbound policy applied at connect time. */
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { outboundPolicy } from './outbound.js';
import { closedPortUrl } from '../../test/fakeReceiver.js';
import { postWebhook, signature, signatureV2 } from './webhookSend.js';

describe('webhook POST', () => {
  // The two 5 s waits run side by side: each has its own server or port.
  it.concurrent('gives up after 5 s without an answer', { timeout: 15_000 }, async () => {
    const server = createServer(() => undefined); // reads the request, never answers
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    const port = addr && typeof addr === 'object' ? addr.port : 0;
    try {
      const started = Date.now();
      const r = await postWebhook(outboundPolicy(['127.0.0.1']), `http://127.0.0.1:${port}/x`, '{}', {});
      expect(r).toMatchObject({ ok: false, code: null, error: 'No HTTP answer within 5 s' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it.concurrent(
    'tells a closed port as it tells a silent one: same words, after the same 5 s, no address',
    { timeout: 15_000 },
    async () => {
      const url = await closedPortUrl();
      const started = Date.now();
      const r = await postWebhook(outboundPolicy(['127.0.0.1']), url, '{}', {});
      const took = Date.now() - started;
      console.log(`a refused connection was reported after ${took} ms`);
      expect(r).toMatchObject({ ok: false, code: null, error: 'No HTTP answer within 5 s' });
      expect(r.error).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      expect(r.detail).toMatch(/ECONNREFUSED/); // the server's log keeps the cause
      expect(took).toBeGreaterThanOrEqual(4900);
    },
  );

  it('never connects outside OUTBOUND_ALLOW, even to a name', async () => {
    const r = await postWebhook(outboundPolicy(['10.0.0.0/8']), 'http://localhost:9/x', '{}', {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/OUTBOUND_ALLOW/);
  });

  it('checks an address literal too (Node connects to one without the look-up)', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    const port = addr && typeof addr === 'object' ? addr.port : 0;
    try {
      const refused = await postWebhook(outboundPolicy([]), `http://127.0.0.1:${port}/x`, '{}', {});
      expect(refused).toMatchObject({ ok: false, code: null, error: expect.stringMatching(/OUTBOUND_ALLOW/) });
      expect(hits).toBe(0);
      expect(await postWebhook(outboundPolicy(['127.0.0.1']), `http://127.0.0.1:${port}/x`, '{}', {})).toMatchObject({
        ok: true,
        code: 200,
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('signs the raw body with HMAC-SHA256 in hex', () => {
    // The value any receiver computes: printf 'body' | openssl dgst -sha256 -hmac secret
    expect(signature('secret', 'body')).toBe('sha256=dc46983557fea127b43af721467eb9b3fde2338fe3e14f51952aa8478c13d355');
    expect(signature('secret', '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/);
    // printf '1700000000.body' | openssl dgst -sha256 -hmac secret
    expect(signatureV2('secret', '1700000000', 'body')).toBe('v1=42ac6f0448c1d9c3e1e82b9726248f58fef84afffcbad5188246e96070e0ea46');
  });
});
