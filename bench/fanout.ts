/**
 * bench:fanout (README.md#benchmarks): N WebSocket viewers of one event; GO and NEXT sent over HTTP; the
 * time until every viewer has the change, connect time, server memory and the traffic while a
 * cue runs. The floor is a bare `ws` broadcast server (floor-server.mjs) in the same run.
 *
 * Fairness: both servers get N viewers connected the same way (all at once, `subscribed` plus a
 * status frame each), the same settle time and unmeasured warm-up changes, and frames of the
 * same size. Their changes are interleaved (ours, floor, ours, floor, ...) so a busy machine
 * slows both alike instead of whichever happened to run during the noise; ROUNDS rounds give
 * 2 × ROUNDS measured changes per size on each side, so p99 is not just the single slowest one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { serverMessage } from '@showcaller/shared';
import { ms, summary, table } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = (process.env.FANOUT_SIZES ?? '100,500,1000').split(',').map(Number);
/** Rounds per size (README.md#benchmarks: the median of 9); each round alternates CHANGES of ours with CHANGES of the floor's. */
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 9);
/**
 * How a change is set off on both sides: 'socket' (the caller screen's GO over its open socket,
 * docs/decisions/0039-task-and-ack-deltas.md, and the floor's broadcast frame) or 'http' (a POST each).
 */
const VIA = process.env.FANOUT_VIA === 'http' ? 'http' : 'socket';
/** Changes per side in a round, half GO and half NEXT on ours; each round gives its own p50/p99. */
const CHANGES = Number(process.env.FANOUT_CHANGES ?? 20);
const SETTLE_MS = 1500;
/** Node flags of the production start (package.json `start`, Dockerfile `CMD`). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
/** Unmeasured rounds per size before the measured ones, the same on both sides. */
const WARMUP_ROUNDS = Number(process.env.FANOUT_WARMUP_ROUNDS ?? 5);
/** A viewer that has not seen a change after this long counts as missed. */
const MISSED_AFTER_MS = 15_000;

export function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));

export async function start(cmd: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const p = spawn(process.execPath, cmd, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = env.PORT!;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${ready}`)).status < 500) return p;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error(`${cmd.join(' ')} did not start`);
}

export interface Viewer {
  ws: WebSocket;
  frames: number;
  bytes: number;
  /** The first cue status frame received (the snapshot sent on subscribe). */
  firstStatus: string | null;
  waiters: Array<(data: string) => boolean>;
}

export async function connectViewers(url: string, n: number, subscribe: string): Promise<{ viewers: Viewer[]; connectMs: number }> {
  const t0 = performance.now();
  const viewers = await Promise.all(
    Array.from({ length: n }, () => {
      return new Promise<Viewer>((resolve, reject) => {
        const ws = new WebSocket(url);
        const v: Viewer = { ws, frames: 0, bytes: 0, firstStatus: null, waiters: [] };
        ws.on('message', (data: Buffer) => {
          v.frames++;
          v.bytes += data.length;
          const text = data.toString('utf8');
          if (v.firstStatus === null && text.includes('"cueStatusUpdate"')) v.firstStatus = text;
          v.waiters = v.waiters.filter((w) => !w(text));
        });
        ws.once('open', () => {
          v.waiters.push((t) => (t.includes('"subscribed"') ? (resolve(v), true) : false));
          ws.send(subscribe);
        });
        ws.once('error', reject);
      });
    }),
  );
  return { viewers, connectMs: performance.now() - t0 };
}

/** Sends one change and returns each viewer's delay until a frame containing `marker` (NaN: missed). */
export async function change(viewers: Viewer[], send: () => Promise<void>, marker: string): Promise<number[]> {
  const t0 = performance.now();
  const arrivals = viewers.map(
    (v) =>
      new Promise<number>((resolve) => {
        const timer = setTimeout(() => resolve(NaN), MISSED_AFTER_MS);
        v.waiters.push((t) => (t.includes(marker) ? (clearTimeout(timer), resolve(performance.now() - t0), true) : false));
      }),
  );
  await send();
  return Promise.all(arrivals);
}

/** Median of each round's figures, and the spread between rounds. */
export function roundsSummary(rounds: number[][]) {
  const per = rounds.map((r) => summary(r.filter((x) => !Number.isNaN(x))));
  const mid = (k: 'p50' | 'p99') => summary(per.map((p) => p[k])).p50;
  const spread = (k: 'p50' | 'p99') => `${Math.min(...per.map((p) => p[k])).toFixed(1)}–${Math.max(...per.map((p) => p[k])).toFixed(1)}`;
  return {
    p50: mid('p50'),
    p99: mid('p99'),
    p50Spread: spread('p50'),
    p99Spread: spread('p99'),
    missed: rounds.flat().filter(Number.isNaN).length,
  };
}

async function quietTraffic(viewers: Viewer[], seconds: number): Promise<{ frames: number; bytes: number }> {
  const f0 = viewers.reduce((n, v) => n + v.frames, 0);
  const b0 = viewers.reduce((n, v) => n + v.bytes, 0);
  await sleep(seconds * 1000);
  const frames = viewers.reduce((n, v) => n + v.frames, 0) - f0;
  const bytes = viewers.reduce((n, v) => n + v.bytes, 0) - b0;
  return { frames: frames / viewers.length / seconds, bytes: bytes / viewers.length / seconds };
}

async function clockOffsetError(url: string, subscribe: string): Promise<number[]> {
  const errors: number[] = [];
  for (let c = 0; c < 2; c++) {
    const { viewers } = await connectViewers(url, 1, subscribe);
    const v = viewers[0]!;
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 8; i++) {
      const t0 = Date.now();
      const pong = await new Promise<{ serverTime: number }>((resolve) => {
        v.waiters.push((t) => (t.includes('"pong"') ? (resolve(JSON.parse(t) as { serverTime: number }), true) : false));
        v.ws.send(JSON.stringify({ type: 'ping', t0 }));
      });
      const t1 = Date.now();
      if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: pong.serverTime - (t0 + t1) / 2 };
    }
    errors.push(Math.abs(best.offset)); // same machine: the true offset is 0
    v.ws.close();
  }
  return errors;
}

export async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function fanoutBench(): Promise<void> {
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const port = 3451;
  const floorPort = 3452;
  const server = await start(
    // The way `npm start` and the Dockerfile run it (V8 young generation capped at 2 × 8 MiB).
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/index.js')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    },
    '/healthz',
  );
  const floor = await start([path.join(root, 'bench/floor-server.mjs')], { PORT: String(floorPort) }, '/');
  const base = `http://127.0.0.1:${port}`;
  const floorBase = `http://127.0.0.1:${floorPort}`;
  try {
    const reg = await json<{ token: string }>(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'fanout',
        name: 'Fan Out',
        email: 'fanout@example.com',
        password: 'fanout password',
        confirmPassword: 'fanout password',
      }),
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` };
    const ev = await json<{ id: number }>(`${base}/api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Fan-out', date: '2026-12-01' }),
    });
    let firstCueId = 0;
    // One NEXT per two changes, warm-up included, from the first cue.
    for (let i = 0; i < WARMUP_ROUNDS + ROUNDS * Math.ceil(CHANGES / 2) + 1; i++) {
      const cue = await json<{ id: number }>(`${base}/api/cues`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ eventId: ev.id, action: `Cue ${i + 1}`, time: 'TBD', duration: 600 }),
      });
      if (i === 0) firstCueId = cue.id;
    }
    const subscribe = JSON.stringify({ type: 'subscribeEvent', eventId: ev.id, token: reg.token });
    // The caller's own socket (not one of the measured viewers) sends the commands when VIA is 'socket'.
    const caller = (await connectViewers(`ws://127.0.0.1:${port}/ws`, 1, subscribe)).viewers[0]!;
    let requests = 0;
    const command = (name: string) => async () => {
      if (VIA === 'http') {
        const res = await fetch(`${base}/api/events/${ev.id}/cuestatus/${name}`, { method: 'POST', headers, body: '{}' });
        if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
        return;
      }
      const requestId = `r${++requests}`;
      const answered = new Promise<string>((resolve) =>
        caller.waiters.push((t) => (t.includes('"commandResult"') && t.includes(`"${requestId}"`) ? (resolve(t), true) : false)),
      );
      caller.ws.send(JSON.stringify({ type: 'command', eventId: ev.id, command: name, requestId }));
      // The server's answer, checked with the protocol's own schema.
      const result = serverMessage.parse(JSON.parse(await answered));
      if (result.type !== 'commandResult' || !result.ok) throw new Error(`${name}: ${await answered}`);
    };
    const rows: Array<Record<string, string | number>> = [];

    for (const n of SIZES) {
      const ours = await connectViewers(`ws://127.0.0.1:${port}/ws`, n, subscribe);
      // The floor broadcasts a frame of the same size as ours: our snapshot plus a round marker.
      const statusFrame = ours.viewers[0]!.firstStatus;
      if (!statusFrame) throw new Error('no status frame on subscribe');
      const floorFrame = (r: number) => statusFrame.replace(/}$/, `,"round":${r}}`);
      await fetch(`${floorBase}/broadcast`, { method: 'POST', body: floorFrame(-1) });
      const fl = await connectViewers(`ws://127.0.0.1:${floorPort}/ws`, n, subscribe);
      const floorControl = (await connectViewers(`ws://127.0.0.1:${floorPort}/ws`, 1, subscribe)).viewers[0]!;
      // Joins announce a device-list change to callers (throttled to 1/s); let it pass before measuring.
      await sleep(SETTLE_MS);

      let floorRound = 0;
      const floorChange = () => {
        const r = floorRound++;
        return change(
          fl.viewers,
          async () =>
            VIA === 'http'
              ? void (await fetch(`${floorBase}/broadcast`, { method: 'POST', body: floorFrame(r) }))
              : floorControl.ws.send(JSON.stringify({ type: 'broadcast', body: floorFrame(r) })),
          `"round":${r}}`,
        );
      };
      const go = () => change(ours.viewers, command('go'), '"status":"go"');
      const next = () => change(ours.viewers, command('next'), '"status":"hold"');
      // Warm-up, not measured, alike on both sides: the floor is 20 lines and warm at once, while
      // our server's request path needs some runs before V8 has optimised it (a live show is warm).
      for (let w = 0; w < WARMUP_ROUNDS; w++) {
        await go();
        await floorChange();
        await next();
        await floorChange();
      }

      const ourRounds: number[][] = [];
      const floorRounds: number[][] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const delays: number[] = [];
        const floorDelays: number[] = [];
        for (let c = 0; c < CHANGES; c++) {
          delays.push(...(await (c % 2 ? next() : go())));
          floorDelays.push(...(await floorChange()));
          if (r === 0 && c === 0) {
            const traffic = await quietTraffic(ours.viewers, 2);
            rows.push({
              server: 'ours',
              N: n,
              'frames/viewer/s while running': traffic.frames,
              'bytes/viewer/s': traffic.bytes.toFixed(0),
            });
          }
        }
        ourRounds.push(delays);
        floorRounds.push(floorDelays);
      }
      // Back to the first cue for the next size.
      await fetch(`${base}/api/events/${ev.id}/cuestatus`, { method: 'PUT', headers, body: JSON.stringify({ currentCueId: firstCueId }) });
      const mem = rssMiB(server.pid!);
      const floorMem = rssMiB(floor.pid!);
      const s = roundsSummary(ourRounds);
      const f = roundsSummary(floorRounds);
      rows.push({
        server: 'ours',
        N: n,
        p50: ms(s.p50),
        p99: ms(s.p99),
        'p99 rounds': s.p99Spread,
        missed: s.missed,
        'connect all': ms(ours.connectMs),
        'RSS MiB': mem.toFixed(0),
      });
      rows.push({
        server: 'floor (bare ws)',
        N: n,
        p50: ms(f.p50),
        p99: ms(f.p99),
        'p99 rounds': f.p99Spread,
        missed: f.missed,
        'connect all': ms(fl.connectMs),
        'RSS MiB': floorMem.toFixed(0),
      });
      rows.push({
        server: 'ratio ours/floor',
        N: n,
        p50: (s.p50 / f.p50).toFixed(2),
        p99: (s.p99 / f.p99).toFixed(2),
        'connect all': (ours.connectMs / fl.connectMs).toFixed(2),
      });
      for (const v of [...ours.viewers, ...fl.viewers, floorControl]) v.ws.terminate();
      await sleep(500);
    }
    caller.ws.terminate();
    table(rows);
    const offsets = await clockOffsetError(`ws://127.0.0.1:${port}/ws`, subscribe);
    console.log(`clock offset error of two clients (true offset 0 on one machine): ${offsets.map((o) => ms(o)).join(', ')}`);
    console.log(
      `p50/p99: the median of ${ROUNDS} rounds (FANOUT_ROUNDS), each ${CHANGES} changes per side (FANOUT_CHANGES) alternating with the floor, after ${WARMUP_ROUNDS * 4} unmeasured ones; "p99 rounds" is the spread; changes set off over ${VIA === 'socket' ? 'a socket on both sides (the caller screen’s GO)' : 'HTTP on both sides'} (FANOUT_VIA=socket|http)`,
    );
    console.log(
      'goals: p99 within 1.2x the floor at every size, 1,000 viewers connected in under 0.6 s, under 150 MiB, 0 frames between changes, 0 missed',
    );
  } finally {
    server.kill('SIGTERM');
    floor.kill('SIGTERM');
  }
}
