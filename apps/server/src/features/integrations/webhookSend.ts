/**
 * One webhook POST (docs/decisions/0011-show-control.md): signed `X-ShowCaller-Signature: sha256=<hex HMAC-SHA256 of the
 * raw body>`, 5 s time-out, no redirects followed (a 3xx is a failure), and the connection goes
 * only to an address the outbound policy allows (checked inside the socket's own DNS look-up).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { APP_VERSION } from '@showcaller/shared';
import type { OutboundPolicy } from './outbound.js';

export const WEBHOOK_TIMEOUT_MS = 5000;

export const signature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface PostResult {
  ok: boolean;
  code: number | null;
  error: string | null;
}

export function postWebhook(policy: OutboundPolicy, url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  const target = new URL(url);
  const lookup: LookupFunction = (hostname, options, cb) => {
    policy.resolve(hostname).then(
      ({ address, family }) => {
        if (options.all) cb(null, [{ address, family }]);
        else cb(null, address, family);
      },
      (err: unknown) => cb(err instanceof Error ? Object.assign(err, { code: 'EREFUSED' }) : new Error('refused'), '', 4),
    );
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        lookup,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': `ShowCaller/${APP_VERSION} (webhooks)`,
          ...headers,
        },
      },
      (res) => {
        res.resume(); // the answer's body is not needed; read it so the socket is freed
        const code = res.statusCode ?? 0;
        const ok = code >= 200 && code < 300;
        done({ ok, code, error: ok ? null : code >= 300 && code < 400 ? `Redirect (${code}) not followed` : `HTTP ${code}` });
      },
    );
    // The time-out counts the whole attempt, not only idle gaps.
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => done({ ok: false, code: null, error: err.message.slice(0, 300) }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
