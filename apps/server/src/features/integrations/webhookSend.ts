/**
 * One webhook POST (docs/decisions/0011-show-control.md): signed `X-ShowCaller-Signature: sha256=<hex HMAC-SHA256 of the
 * raw body>` and, against replays (docs/security.md "Trust, round 3" 20.9), `X-ShowCaller-Signature-V2: v1=<hex HMAC-SHA256 of
 * "<X-ShowCaller-Timestamp>.<raw body>">`; 5 s time-out, no redirects followed (a 3xx is a
 * failure), and the connection goes only to an address the outbound policy allows (checked inside
 * the socket's own DNS look-up).
 *
 * What the owner reads of a failure is general (docs/security.md "Trust, round 3" 20.4): the HTTP status, or "No HTTP answer
 * within 5 s" for everything else (refused, reset, not HTTP, TLS, no answer, name not found), and
 * that answer comes 5 s after the attempt began in every case, so neither its words nor its time
 * tell a closed port from an open one. An address the outbound policy refuses is said at once,
 * without the address (no connection was tried). The cause, with the peer's address, is in
 * `detail`, for the server's log only.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { APP_VERSION } from '@showcaller/shared';
import { OutboundRefused, type OutboundPolicy } from './outbound.js';

export const WEBHOOK_TIMEOUT_MS = 5000;

export const signature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
/** The timestamped signature: `timestamp` is the attempt's unix seconds, sent as X-ShowCaller-Timestamp. */
export const signatureV2 = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export const NO_ANSWER = `No HTTP answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
export const REFUSED = 'Not sent: this server may not reach that address (OUTBOUND_ALLOW).';

export interface PostResult {
  ok: boolean;
  code: number | null;
  /** What the owner's delivery log shows. */
  error: string | null;
  /** The cause when there was no HTTP answer (may name the peer): for the server's log only. */
  detail?: string;
}

export function postWebhook(policy: OutboundPolicy, url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  const target = new URL(url);
  // Node connects to an address literal without calling `lookup`, so a literal is checked here.
  try {
    policy.literal(target.hostname);
  } catch (err) {
    return Promise.resolve({ ok: false, code: null, error: REFUSED, detail: err instanceof Error ? err.message : 'refused' });
  }
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
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    /** No HTTP answer: told the same way, once the whole time-out has passed. */
    const failed = (err: Error) => {
      if (settled) return;
      // Refused before any connection (nothing learnt about the peer): said at once, without the address.
      if (err instanceof OutboundRefused) return done({ ok: false, code: null, error: REFUSED, detail: err.message });
      settled = true;
      const r: PostResult = { ok: false, code: null, error: NO_ANSWER, detail: err.message.slice(0, 300) };
      setTimeout(() => resolve(r), Math.max(0, started + WEBHOOK_TIMEOUT_MS - Date.now()));
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
    req.on('error', failed);
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
