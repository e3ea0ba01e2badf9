/**
 * A download the client drops half-way (a phone's service worker cancelling a fetch, a tab closed
 * while the app's scripts load) is the network's ordinary life, not a server error: nothing is
 * logged at error level for it. @fastify/compress before 9.2 logged each such abort of a compressed
 * stream as an error (fastify/fastify-compress#382, #410), which an operator would read as a fault
 * in the middle of a show.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openTestDb } from './test/harness.js';
import { until } from './test/until.js';

const lines: string[] = [];
let close: () => Promise<void>;
let base: string;

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'showcaller-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>ShowCaller</title>');
  // 4 MB of text that does not compress to nothing: the compressed stream takes many chunks.
  let big = '';
  for (let i = 0; big.length < 4_000_000; i++) big += `${(i * 2654435761) % 1000003}-${Math.sin(i).toFixed(12)};`;
  writeFileSync(path.join(web, 'big.js'), big);
  const { db, drop } = await openTestDb();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'showcaller-test-')),
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://show.test',
    WEB_DIST: web,
  });
  const app = await buildApp({ config, db, logStream: { write: (line) => void lines.push(line) } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await drop();
  };
});
afterAll(() => close());

const errorsLogged = () => lines.filter((l) => /"level":(50|60)/.test(l));

it('logs no error when a client drops a compressed download half-way', async () => {
  for (const encoding of ['br', 'gzip']) {
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get(`${base}/big.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
        expect(res.headers['content-encoding']).toBe(encoding);
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    expect(received).toBeGreaterThan(0);
  }
  // The server notices the closed sockets.
  const ended = () => lines.filter((l) => /"msg":"(stream closed prematurely|request completed)"/.test(l)).length;
  await until(() => ended() >= 2, { what: 'both requests ended', timeoutMs: 5000 });
  // A whole download still works and is compressed; it takes longer than the dropped streams' ends
  // (and, before 9.2, their error lines) took to be logged.
  const whole = await fetch(`${base}/big.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(whole.headers.get('content-encoding')).toBe('gzip');
  expect((await whole.text()).length).toBeGreaterThan(3_900_000);
  expect(errorsLogged()).toEqual([]);
});
