/**
 * bench scaleout (README.md#benchmarks): SCALE_VIEWERS (5,000) viewers over 4 and over 2 server processes
 * on one PostgreSQL behind nginx (Debian's package, started here with a config of its own), and
 * the floor (floor-server.mjs, a bare ws broadcast) holding the same viewers in one process, in
 * the same run, changes alternating. Prints GO-to-all p50/p99 (median of rounds), missed
 * viewers, connect time, RSS per process and PostgreSQL's CPU while changes ran.
 *
 * Needs nginx (`apt-get install nginx-light`, done here when running as root, as .ci/run installs
 * Chromium) and PostgreSQL: SCALE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test) is used to
 * (re)create the database `bench` (SCALE_DB). Everything started here is stopped in `finally`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { change, connectViewers, roundsSummary, rssMiB, SERVER_NODE_FLAGS, sleep, start, type Viewer } from './fanout.js';
import { freshDatabase } from './pgDatabase.js';
import { ms, table } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VIEWERS = Number(process.env.SCALE_VIEWERS ?? 5000);
const PROCESS_COUNTS = (process.env.SCALE_PROCESSES ?? '4,2').split(',').map(Number);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 5);
const CHANGES = Number(process.env.SCALE_CHANGES ?? 10);
const WARMUP = 4;
/** Sockets opened at once: more would overflow the listen backlog and measure SYN retries. */
const CONNECT_WAVE = 1000;
const ADMIN_URL = process.env.SCALE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.SCALE_DB ?? 'bench';
const NGINX = '/usr/sbin/nginx';
const BASE_PORT = 3480;

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: sudo apt-get install -y nginx-light');
  console.log("Installing Debian's nginx-light for the scale-out bench");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env }).status !== 0)
    throw new Error('apt-get failed');
}

/** CPU seconds (user + system) of every process named `command` on this machine, exited children included. */
function cpuSeconds(command: string): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith(command)) continue;
      const f = stat.slice(close + 2).split(' ');
      // utime, stime, and cutime, cstime: a backend that has exited is counted in the postmaster's children.
      total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / tick;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const conf = `worker_processes 2;
worker_rlimit_nofile 40000;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 20000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream showcaller { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location /ws { proxy_pass http://showcaller; proxy_http_version 1.1; proxy_set_header Upgrade $http_upgrade; proxy_set_header Connection "upgrade"; proxy_read_timeout 1h; }
    location / { proxy_pass http://showcaller; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

async function connectInWaves(url: string, n: number, subscribe: string): Promise<{ viewers: Viewer[]; connectMs: number }> {
  const t0 = performance.now();
  const viewers: Viewer[] = [];
  for (let i = 0; i < n; i += CONNECT_WAVE) viewers.push(...(await connectViewers(url, Math.min(CONNECT_WAVE, n - i), subscribe)).viewers);
  return { viewers, connectMs: performance.now() - t0 };
}

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

async function oneSetUp(processes: number, floorPort: number, rows: Array<Record<string, string | number>>): Promise<void> {
  const databaseUrl = await freshDatabase(ADMIN_URL, DB_NAME);
  const started: ChildProcess[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'scaleout-'));
  const lbPort = BASE_PORT;
  const ports = Array.from({ length: processes }, (_, i) => BASE_PORT + 1 + i);
  try {
    // The first process migrates; the others start once it has (like a rolling deploy).
    for (const port of ports) {
      const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dir, LOG_LEVEL: 'warn' };
      started.push(
        await start(
          [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/index.js')],
          { ...env, RATE_LIMIT_AUTH_PER_MINUTE: '100000' },
          '/healthz',
        ),
      );
    }
    const nginx = spawn(NGINX, ['-c', nginxConfig(dir, lbPort, ports), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
    started.push(nginx);
    const floor = await start([path.join(root, 'bench/floor-server.mjs')], { PORT: String(floorPort) }, '/');
    started.push(floor);
    const base = `http://127.0.0.1:${lbPort}`;
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(100);

    const { token } = await post(`${base}/api/auth/register`, tokenBody, {
      username: 'scaleout',
      name: 'Scale Out',
      email: 'scaleout@example.com',
      password: 'scaleout password',
      confirmPassword: 'scaleout password',
    });
    const ev = await post(`${base}/api/events`, idBody, { name: 'Scale-out', date: '2026-12-01' }, token);
    for (let i = 0; i < WARMUP + ROUNDS * Math.ceil(CHANGES / 2) + 1; i++)
      await post(`${base}/api/cues`, idBody, { eventId: ev.id, action: `Cue ${i + 1}`, time: 'TBD', duration: 600 }, token);
    const subscribe = JSON.stringify({ type: 'subscribeEvent', eventId: ev.id, token });
    const command = (name: string) => async () => {
      const res = await fetch(`${base}/api/events/${ev.id}/cuestatus/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    };

    const ours = await connectInWaves(`ws://127.0.0.1:${lbPort}/ws`, VIEWERS, subscribe);
    const statusFrame = ours.viewers[0]?.firstStatus;
    if (!statusFrame) throw new Error('no status frame on subscribe');
    const floorFrame = (r: number) => statusFrame.replace(/}$/, `,"round":${r}}`);
    const floorBase = `http://127.0.0.1:${floorPort}`;
    await fetch(`${floorBase}/broadcast`, { method: 'POST', body: floorFrame(-1) });
    const fl = await connectInWaves(`ws://127.0.0.1:${floorPort}/ws`, VIEWERS, subscribe);
    await sleep(1500);
    let fr = 0;
    const floorChange = () => {
      const r = fr++;
      return change(
        fl.viewers,
        async () => void (await fetch(`${floorBase}/broadcast`, { method: 'POST', body: floorFrame(r) })),
        `"round":${r}}`,
      );
    };
    const go = () => change(ours.viewers, command('go'), '"status":"go"');
    const next = () => change(ours.viewers, command('next'), '"status":"hold"');
    for (let w = 0; w < WARMUP / 2; w++) {
      await go();
      await floorChange();
      await next();
      await floorChange();
    }
    const cpu0 = cpuSeconds('postgres');
    const nginx0 = cpuSeconds('nginx');
    const t0 = performance.now();
    const ourRounds: number[][] = [];
    const floorRounds: number[][] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const a: number[] = [];
      const b: number[] = [];
      for (let c = 0; c < CHANGES; c++) {
        a.push(...(await (c % 2 ? next() : go())));
        b.push(...(await floorChange()));
      }
      ourRounds.push(a);
      floorRounds.push(b);
    }
    const wall = (performance.now() - t0) / 1000;
    const pgCpu = ((cpuSeconds('postgres') - cpu0) / wall) * 100;
    // nginx copies every frame to every viewer: on 2 cores its share is time the servers and the client do not get.
    const nginxCpu = ((cpuSeconds('nginx') - nginx0) / wall) * 100;
    const s = roundsSummary(ourRounds);
    const f = roundsSummary(floorRounds);
    const rss = started.slice(0, processes).map((p) => rssMiB(p.pid ?? 0).toFixed(0));
    rows.push({
      setup: `${processes} processes + nginx + PostgreSQL`,
      N: VIEWERS,
      p50: ms(s.p50),
      p99: ms(s.p99),
      'p99 rounds': s.p99Spread,
      missed: s.missed,
      connect: ms(ours.connectMs),
      'RSS MiB each': rss.join(' / '),
      'PostgreSQL CPU %': pgCpu.toFixed(0),
      'nginx CPU %': nginxCpu.toFixed(0),
    });
    rows.push({
      setup: 'floor: bare ws, 1 process',
      N: VIEWERS,
      p50: ms(f.p50),
      p99: ms(f.p99),
      'p99 rounds': f.p99Spread,
      missed: f.missed,
      connect: ms(fl.connectMs),
      'RSS MiB each': rssMiB(floor.pid ?? 0).toFixed(0),
    });
    rows.push({
      setup: `ratio ${processes} processes/floor`,
      p50: (s.p50 / f.p50).toFixed(2),
      p99: (s.p99 / f.p99).toFixed(2),
      connect: (ours.connectMs / fl.connectMs).toFixed(2),
    });
    for (const v of [...ours.viewers, ...fl.viewers]) v.ws.terminate();
  } finally {
    for (const p of started.reverse()) p.kill('SIGTERM');
    await sleep(500);
    for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  }
}

export async function scaleoutBench(): Promise<void> {
  ensureNginx();
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const rows: Array<Record<string, string | number>> = [];
  for (const n of PROCESS_COUNTS) await oneSetUp(n, BASE_PORT + 20, rows);
  table(rows);
  console.log(
    `p50/p99: median of ${ROUNDS} rounds of ${CHANGES} changes per side (SCALE_ROUNDS, SCALE_CHANGES), alternating with the floor; viewers connect ${CONNECT_WAVE} at a time; goal p99 ≤ 1.5× the floor, 0 missed`,
  );
}
