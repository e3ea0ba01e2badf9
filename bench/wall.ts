/**
 * bench wall (docs/decisions/0027-producer-wall.md): a producer's wall following
 * WALL_ROOMS (20) live rooms, each with WALL_VIEWERS (250) viewers, over 2 server processes on one
 * PostgreSQL. The wall's socket is on process A; each room's viewers are split over A and B; the
 * GOs and NEXTs go to B and A in turn. Per change: GO → that room's frame on the wall socket, beside
 * GO → that room's viewers, in the same run. Goal: the wall no slower than 1.2× a viewer (p50 and p99).
 *
 * Needs PostgreSQL: WALL_ADMIN_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 * is used to (re)create the database `wallbench`. Everything started here is stopped in `finally`.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { z } from 'zod';
import { connectViewers, rssMiB, SERVER_NODE_FLAGS, sleep, start, type Viewer } from './fanout.js';
import { freshDatabase } from './pgDatabase.js';
import { ms, summary, table } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOMS = Number(process.env.WALL_ROOMS ?? 20);
const PER_ROOM = Number(process.env.WALL_VIEWERS ?? 250);
const PASSES = Number(process.env.WALL_PASSES ?? 6);
const ADMIN_URL = process.env.WALL_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'wallbench';
const PORTS = [3560, 3561] as const;
const MISSED_AFTER_MS = 15_000;

const idBody = z.object({ id: z.number() });
const tokenBody = z.object({ token: z.string() });
async function post<T>(url: string, schema: z.ZodType<T>, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return schema.parse(await res.json());
}

/** Resolves with ms since t0 when `socket` hears a status frame of `eventId` at `version` or later (NaN: missed). */
function arrival(v: Viewer, eventId: number, version: number, t0: () => number): Promise<number> {
  const key = `"eventId":${eventId},`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(NaN), MISSED_AFTER_MS);
    v.waiters.push((t) => {
      if (!t.includes('"cueStatusUpdate"') || !t.includes(key)) return false;
      const m = /"version":(\d+)/.exec(t);
      if (!m || Number(m[1]) < version) return false;
      clearTimeout(timer);
      resolve(performance.now() - t0());
      return true;
    });
  });
}

/** The wall's socket as a Viewer, subscribed to the production (the bench's own frame reader). */
function openWall(url: string, productionId: number, token: string): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const v: Viewer = { ws, frames: 0, bytes: 0, firstStatus: null, waiters: [] };
    ws.on('message', (data: Buffer) => {
      v.frames++;
      v.bytes += data.length;
      const text = data.toString('utf8');
      v.waiters = v.waiters.filter((w) => !w(text));
    });
    ws.once('open', () => {
      v.waiters.push((t) => (t.includes('"productionSubscribed"') ? (resolve(v), true) : false));
      ws.send(JSON.stringify({ type: 'subscribeProduction', productionId, token }));
    });
    ws.once('error', reject);
  });
}

export async function wallBench(): Promise<void> {
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const databaseUrl = await freshDatabase(ADMIN_URL, DB_NAME);
  const dir = mkdtempSync(path.join(tmpdir(), 'wallbench-'));
  const started: ChildProcess[] = [];
  try {
    for (const port of PORTS)
      started.push(
        await start(
          [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/index.js')],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            DATA_DIR: dir,
            LOG_LEVEL: 'warn',
            RATE_LIMIT_AUTH_PER_MINUTE: '100000',
          },
          '/healthz',
        ),
      );
    const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
    const [a, b] = bases as [string, string];
    const { token } = await post(`${a}/api/auth/register`, tokenBody, {
      username: 'wallbench',
      name: 'Wall Bench',
      email: 'wallbench@example.com',
      password: 'wallbench password',
      confirmPassword: 'wallbench password',
    });
    const rooms = Array.from({ length: ROOMS }, (_, i) => ({ name: `Room ${i + 1}` }));
    const production = await post(
      `${a}/api/productions`,
      idBody,
      { name: 'Bench Fest', timeZone: 'UTC', firstDay: '2030-01-01', lastDay: '2030-01-01', rooms },
      token,
    );
    const events: number[] = [];
    for (const r of rooms) {
      const ev = await post(
        `${a}/api/events`,
        idBody,
        { name: r.name, date: '2030-01-01', productionId: production.id, room: r.name, day: '2030-01-01' },
        token,
      );
      for (let c = 0; c < PASSES + 2; c++)
        await post(`${a}/api/cues`, idBody, { eventId: ev.id, action: `Cue ${c + 1}`, time: 'TBD', duration: 600 }, token);
      events.push(ev.id);
    }

    // Viewers: each room's half on A, half on B, connected room by room (250 at a time).
    const viewers = new Map<number, Viewer[]>();
    const c0 = performance.now();
    for (const id of events) {
      const sub = JSON.stringify({ type: 'subscribeEvent', eventId: id, token });
      const half = Math.ceil(PER_ROOM / 2);
      const onA = await connectViewers(`ws://127.0.0.1:${PORTS[0]}/ws`, half, sub);
      const onB = await connectViewers(`ws://127.0.0.1:${PORTS[1]}/ws`, PER_ROOM - half, sub);
      viewers.set(id, [...onA.viewers, ...onB.viewers]);
    }
    const connectMs = performance.now() - c0;
    const wall = await openWall(`ws://127.0.0.1:${PORTS[0]}/ws`, production.id, token);
    await sleep(1500);

    const versions = new Map(events.map((id) => [id, 0]));
    const statusVersion = async (id: number) => {
      const res = await fetch(`${a}/api/events/${id}/cuestatus`, { headers: { authorization: `Bearer ${token}` } });
      return z.object({ version: z.number() }).parse(await res.json()).version;
    };
    for (const id of events) versions.set(id, await statusVersion(id));

    const wallMs: number[] = [];
    const viewerMs: number[] = [];
    let missed = 0;
    let n = 0;
    for (let pass = 0; pass < PASSES + 1; pass++) {
      const warm = pass === 0;
      for (const id of events) {
        const base = n++ % 2 === 0 ? b : a;
        const command = pass % 2 === 0 ? 'go' : 'next';
        const want = (versions.get(id) ?? 0) + 1;
        let t0 = 0;
        const at = () => t0;
        const onWall = arrival(wall, id, want, at);
        const onViewers = (viewers.get(id) ?? []).map((v) => arrival(v, id, want, at));
        t0 = performance.now();
        const res = await fetch(`${base}/api/events/${id}/cuestatus/${command}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        if (!res.ok) throw new Error(`${command}: ${res.status} ${await res.text()}`);
        versions.set(id, want);
        const [w, vs] = await Promise.all([onWall, Promise.all(onViewers)]);
        if (warm) continue;
        if (Number.isNaN(w)) missed++;
        else wallMs.push(w);
        for (const x of vs) {
          if (Number.isNaN(x)) missed++;
          else viewerMs.push(x);
        }
      }
    }
    const sw = summary(wallMs);
    const sv = summary(viewerMs);
    const rss = started.map((p) => rssMiB(p.pid ?? 0).toFixed(0)).join(' / ');
    table([
      { measured: 'GO → the room’s tile frame on the wall (process A)', samples: wallMs.length, p50: ms(sw.p50), p99: ms(sw.p99) },
      { measured: 'GO → the room’s viewers (A and B)', samples: viewerMs.length, p50: ms(sv.p50), p99: ms(sv.p99) },
      { measured: 'ratio wall / viewer (goal ≤ 1.2)', p50: (sw.p50 / sv.p50).toFixed(2), p99: (sw.p99 / sv.p99).toFixed(2) },
    ]);
    console.log(
      `${ROOMS} rooms × ${PER_ROOM} viewers (${ROOMS * PER_ROOM} sockets, connected in ${ms(connectMs)}), 2 processes on PostgreSQL, ` +
        `${PASSES} passes of one change per room (GO / NEXT, sent to B and A in turn) after one warm-up pass; missed ${missed}; RSS MiB ${rss}`,
    );
    for (const list of viewers.values()) for (const v of list) v.ws.terminate();
    wall.ws.terminate();
  } finally {
    for (const p of started.reverse()) p.kill('SIGTERM');
    await sleep(500);
    for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  }
}
