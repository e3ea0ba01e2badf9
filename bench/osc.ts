/**
 * bench:osc (issue 13): 1,000 GOs over HTTP; for each, the delay from sending the request to the
 * OSC packet arriving at a fake target (generic preset, UDP on the loopback), beside the delay to a
 * socket viewer of the same event in the same run. Goal: OSC not slower than the socket.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { ms, summary, table } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOS = Number(process.env.OSC_GOS ?? 1000);
const WARMUP = 50;
const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));

async function startServer(port: number): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--max-semi-space-size=8', path.join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-osc-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      // The fake OSC target listens on the loopback (refused unless named).
      OUTBOUND_ALLOW: 'private,public,127.0.0.0/8,::1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return p;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function oscBench(): Promise<void> {
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const port = 3461;
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const target = createSocket('udp4');
  const ws: WebSocket[] = [];
  try {
    const reg = await json<{ token: string }>(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'oscbench',
        name: 'OSC Bench',
        email: 'oscbench@example.com',
        password: 'bench password',
        confirmPassword: 'bench password',
      }),
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` };
    const ev = await json<{ id: number }>(`${base}/api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'OSC bench', date: '2026-12-01' }),
    });
    await json(`${base}/api/cues`, { method: 'POST', headers, body: JSON.stringify({ eventId: ev.id, action: 'Doors', duration: 600 }) });

    // The fake target: notes when each /showcaller/go arrives (the address is the packet's first string).
    let oscWaiter: (() => void) | undefined;
    target.on('message', (buf) => {
      if (buf.subarray(0, buf.indexOf(0)).toString() === '/showcaller/go') oscWaiter?.();
    });
    await new Promise<void>((r) => target.bind(0, '127.0.0.1', r));
    await json(`${base}/api/events/${ev.id}/osc-targets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench', host: '127.0.0.1', port: target.address().port, preset: 'generic' }),
    });

    const viewer = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    ws.push(viewer);
    await new Promise((r, j) => (viewer.once('open', r), viewer.once('error', j)));
    let wsWaiter: ((version: number) => void) | undefined;
    viewer.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as { type: string; cueStatus?: { version: number } };
      if (m.type === 'cueStatusUpdate' && m.cueStatus) wsWaiter?.(m.cueStatus.version);
    });
    viewer.send(JSON.stringify({ type: 'subscribeEvent', eventId: ev.id, token: reg.token }));
    await sleep(300);

    const oscMs: number[] = [];
    const wsMs: number[] = [];
    let version = 0;
    for (let i = 0; i < GOS + WARMUP; i++) {
      const t0 = performance.now();
      const osc = new Promise<number>((resolve) => (oscWaiter = () => resolve(performance.now() - t0)));
      const sock = new Promise<number>((resolve) => (wsWaiter = (v) => v > version && resolve(performance.now() - t0)));
      const res = await fetch(`${base}/api/events/${ev.id}/cuestatus/go`, { method: 'POST', headers, body: '{}' });
      const body = (await res.json()) as { cueStatus: { version: number } };
      const [o, s] = await Promise.all([osc, sock]);
      version = body.cueStatus.version;
      if (i >= WARMUP) {
        oscMs.push(o);
        wsMs.push(s);
      }
    }
    const o = summary(oscMs);
    const s = summary(wsMs);
    table([
      { to: 'OSC packet at the target (UDP)', GOs: oscMs.length, p50: ms(o.p50), p99: ms(o.p99), max: ms(o.max) },
      { to: 'socket viewer (cueStatusUpdate)', GOs: wsMs.length, p50: ms(s.p50), p99: ms(s.p99), max: ms(s.max) },
    ]);
    console.log(
      `OSC/socket p50 ratio ${(o.p50 / s.p50).toFixed(2)}, p99 ratio ${(o.p99 / s.p99).toFixed(2)} (goal: OSC not slower, ratio <= 1)`,
    );
  } finally {
    for (const w of ws) w.close();
    target.close();
    server.kill('SIGTERM');
  }
}
