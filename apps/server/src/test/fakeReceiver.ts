/** A webhook receiver on a real HTTP port on the loopback: it checks each signature and answers as told. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { until } from './until.js';

export interface Received {
  body: string;
  deliveryId: string;
  kind: string;
  signatureOk: boolean;
  /** X-ShowCaller-Timestamp (unix seconds of the attempt), '' when absent. */
  timestamp: string;
  /** X-ShowCaller-Signature-V2 is `v1=` and the HMAC of `<timestamp>.<raw body>`. */
  signatureV2Ok: boolean;
  status: number;
  /** Date.now() when the request arrived. */
  at: number;
}

const same = (got: string, expected: string) => {
  const a = Buffer.from(got);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

export async function fakeReceiver(secret: () => string | undefined, answer: (n: number) => number | { redirect: string }) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = secret() ?? '';
      const timestamp = String(req.headers['x-showcaller-timestamp'] ?? '');
      const a = answer(received.length + 1);
      const status = typeof a === 'number' ? a : 302;
      received.push({
        body,
        deliveryId: String(req.headers['x-showcaller-delivery'] ?? ''),
        kind: String(req.headers['x-showcaller-event'] ?? ''),
        signatureOk: same(String(req.headers['x-showcaller-signature'] ?? ''), `sha256=${hmac(key, body)}`),
        timestamp,
        signatureV2Ok: same(String(req.headers['x-showcaller-signature-v2'] ?? ''), `v1=${hmac(key, `${timestamp}.${body}`)}`),
        status,
        at: Date.now(),
      });
      if (typeof a === 'number') res.writeHead(a).end();
      else res.writeHead(302, { location: a.redirect }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = addr && typeof addr === 'object' ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Waits until `n` deliveries arrived (a test that then says "no more" drains the sender first: webhooks' idle()). */
    async waitFor(n: number, ms = 10_000) {
      await until(() => received.length >= n, { what: `${n} deliveries`, timeoutMs: ms, intervalMs: 25 }).catch(() => {
        throw new Error(`only ${received.length} of ${n} deliveries arrived`);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A receiver that reads each request and never answers (a slow or stuck peer): counts what came. */
export async function silentReceiver() {
  let requests = 0;
  const server = createServer(() => {
    requests++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = addr && typeof addr === 'object' ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on the loopback where nothing listens (connections are refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = addr && typeof addr === 'object' ? addr.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/closed`;
}
