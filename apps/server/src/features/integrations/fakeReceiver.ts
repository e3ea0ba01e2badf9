/** A webhook receiver on a real HTTP port on the loopback: it checks each signature and answers as told. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

export interface Received {
  body: string;
  deliveryId: string;
  kind: string;
  signatureOk: boolean;
  status: number;
}

export async function fakeReceiver(secret: () => string | undefined, answer: (n: number) => number | { redirect: string }) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = secret() ?? '';
      const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(body).digest('hex')}`);
      const got = Buffer.from(String(req.headers['x-showcaller-signature'] ?? ''));
      const signatureOk = got.length === expected.length && timingSafeEqual(got, expected);
      const a = answer(received.length + 1);
      const status = typeof a === 'number' ? a : 302;
      received.push({
        body,
        deliveryId: String(req.headers['x-showcaller-delivery'] ?? ''),
        kind: String(req.headers['x-showcaller-event'] ?? ''),
        signatureOk,
        status,
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
    async waitFor(n: number, ms = 10_000) {
      const end = Date.now() + ms;
      while (received.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      if (received.length < n) throw new Error(`only ${received.length} of ${n} deliveries arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
