/**
 * bench:soak (README.md#benchmarks): the real server with 1,000 crew sockets (department access codes, the
 * way the crew page joins) spread over 10 events, and a GO / NEXT every second per event over
 * HTTP for SOAK_MINUTES (default 10). Prints missed, duplicate and out-of-order updates (by
 * status version), latency per minute, server RSS per minute and reconnects.
 *
 * Environment: SOAK_MINUTES (10), SOAK_SOCKETS (1000), SOAK_EVENTS (10), SOAK_PORT (3467),
 * SOAK_DATABASE_URL (an empty PostgreSQL database; unset: SQLite in a temporary DATA_DIR).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { ms } from './stats.js';
import { report, type Crew, type EventRun, type Minute } from './soakReport.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPARTMENTS = ['Lighting', 'Sound', 'Video', 'Stage'];
const CUES_PER_EVENT = 6;
const DRAIN_MS = 3000;
const RSS_SAMPLE_MS = 5000;

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return n;
}

const sleep = (msec: number) => new Promise<void>((r) => setTimeout(r, msec));

/** NaN once the process is gone (the run then shows it as network errors). */
function rssMiB(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return NaN;
  }
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

interface CueStatusBody {
  currentCueId: number | null;
  status: string;
  version: number;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // Another process answering on the port would be measured instead of ours.
  const busy = await fetch(`http://127.0.0.1:${env.PORT}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${env.PORT} is in use; choose another with SOAK_PORT`);
  const p = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (p.exitCode !== null) throw new Error(`the server exited with code ${p.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) return p;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  p.kill('SIGKILL');
  throw new Error('the server did not become healthy within 20 s');
}

export async function soakBench(): Promise<void> {
  const minutes = positiveEnv('SOAK_MINUTES', 10);
  const socketCount = Math.round(positiveEnv('SOAK_SOCKETS', 1000));
  const eventCount = Math.round(positiveEnv('SOAK_EVENTS', 10));
  const port = Math.round(positiveEnv('SOAK_PORT', 3467));
  const databaseUrl = process.env.SOAK_DATABASE_URL ?? '';
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');

  const server = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'soak-')),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_CODE_PER_MINUTE: '100000',
  });
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}`;
  const health = (await (await fetch(`${base}/healthz`)).json()) as { storage: string };
  const crews: Crew[] = [];
  const minuteRows: Minute[] = Array.from({ length: Math.ceil(minutes) }, () => ({
    commands: 0,
    httpErrors: 0,
    frames: 0,
    latencies: [],
    reconnects: 0,
    rss: NaN,
  }));
  let runStart = Infinity;
  let stopping = false;
  const httpStatuses = new Map<number, number>();
  let subscribeErrors = 0;
  const minuteNow = () => minuteRows[Math.min(minuteRows.length - 1, Math.max(0, Math.floor((performance.now() - runStart) / 60_000)))]!;

  async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  try {
    // Setup: one account, N events with cues, departments and a task per cue and department.
    const suffix = Date.now().toString(36);
    const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
      username: `soak${suffix}`,
      name: 'Soak Caller',
      email: `soak-${suffix}@example.com`,
      password: 'soak test password',
      confirmPassword: 'soak test password',
    });
    const events: EventRun[] = [];
    for (let e = 0; e < eventCount; e++) {
      const ev = await api<{ id: number }>('POST', '/api/events', token, { name: `Soak show ${e + 1}`, date: '2026-12-01' });
      const cueIds: number[] = [];
      for (let c = 0; c < CUES_PER_EVENT; c++)
        cueIds.push((await api<{ id: number }>('POST', '/api/cues', token, { eventId: ev.id, action: `Cue ${c + 1}`, duration: 600 })).id);
      const codes: string[] = [];
      for (const name of DEPARTMENTS) {
        const dep = await api<{ id: number; accessCode: string }>('POST', '/api/departments', token, { eventId: ev.id, name });
        codes.push(dep.accessCode);
        for (const cueId of cueIds) await api('POST', '/api/tasks', token, { cueId, departmentId: dep.id, description: `${name} check` });
      }
      const status = await api<CueStatusBody>('GET', `/api/events/${ev.id}/cuestatus`, token);
      events.push({
        id: ev.id,
        cueIds,
        codes,
        status: status.status,
        cueIndex: Math.max(0, cueIds.indexOf(status.currentCueId ?? -1)),
        sentAt: new Map(),
        versions: [],
        lastVersion: status.version,
        inflightT0: null,
        unchanged: 0,
        skippedTicks: 0,
      });
    }
    const idleRss = rssMiB(pid);

    function onFrame(c: Crew, data: Buffer): void {
      const text = data.toString('utf8');
      if (text.includes('"type":"error"')) {
        subscribeErrors++;
        return;
      }
      if (!text.includes('"cueStatusUpdate"')) return;
      const now = performance.now();
      const msg = JSON.parse(text) as { metadata: { version: number } };
      const v = msg.metadata.version;
      if (c.awaitingSnapshot) {
        c.awaitingSnapshot = false;
        c.baseline ??= v;
        c.seen.add(v);
        c.maxSeen = Math.max(c.maxSeen, v);
        return;
      }
      const row = minuteNow();
      row.frames++;
      if (c.seen.has(v)) c.duplicates++;
      else if (v < c.maxSeen) c.outOfOrder++;
      c.seen.add(v);
      c.maxSeen = Math.max(c.maxSeen, v);
      const t0 = c.event.sentAt.get(v) ?? c.event.inflightT0;
      if (t0 === null) c.unexpected++;
      else row.latencies.push(now - t0);
    }

    function connect(c: Crew): Promise<void> {
      return new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
        c.ws = ws;
        let subscribed = false;
        ws.on('message', (data: Buffer) => {
          if (!subscribed && data.toString('utf8').includes('"subscribed"')) {
            subscribed = true;
            resolve();
            return;
          }
          onFrame(c, data);
        });
        ws.once('open', () => {
          c.awaitingSnapshot = true;
          ws.send(JSON.stringify({ type: 'subscribeEvent', eventId: c.event.id, token: c.token }));
        });
        ws.once('error', (err) => {
          if (!subscribed) reject(err);
        });
        ws.once('close', () => {
          if (stopping) return;
          // Like the crew page: come back after a pause and subscribe again.
          minuteNow().reconnects++;
          // (A failed attempt closes too, and so tries again.)
          if (c.baseline !== null) setTimeout(() => void connect(c).catch(() => undefined), 1000 + Math.random() * 1000);
        });
      });
    }

    // Crew devices: each exchanges its department code for a session (POST /api/access), then subscribes.
    const connectStart = performance.now();
    for (let i = 0; i < socketCount; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, socketCount - i) }, async (_, k) => {
          const j = i + k;
          const event = events[j % eventCount]!;
          const code = event.codes[Math.floor(j / eventCount) % event.codes.length]!;
          const access = await api<{ token: string }>('POST', '/api/access', null, { code });
          const c: Crew = {
            event,
            token: access.token,
            ws: null,
            baseline: null,
            awaitingSnapshot: false,
            seen: new Set(),
            maxSeen: 0,
            duplicates: 0,
            outOfOrder: 0,
            unexpected: 0,
          };
          crews.push(c);
          await connect(c);
        }),
      );
    }
    const connectMs = performance.now() - connectStart;
    await sleep(1500); // let the join announcements (device lists, throttled to 1/s) pass
    const startRss = rssMiB(pid);
    console.log(
      `storage ${health.storage}; ${crews.length} crew sockets over ${eventCount} events connected in ${ms(connectMs)}; ` +
        `server RSS idle ${idleRss.toFixed(0)} MiB, with sockets ${startRss.toFixed(0)} MiB; running ${minutes} min`,
    );

    async function command(ev: EventRun): Promise<void> {
      const last = ev.cueIds.length - 1;
      const [method, url, body] =
        ev.status !== 'go'
          ? ['POST', `/api/events/${ev.id}/cuestatus/go`, {}]
          : ev.cueIndex < last
            ? ['POST', `/api/events/${ev.id}/cuestatus/next`, {}]
            : ['PUT', `/api/events/${ev.id}/cuestatus`, { currentCueId: ev.cueIds[0] }];
      const row = minuteNow();
      row.commands++;
      const t0 = performance.now();
      ev.inflightT0 = t0;
      try {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (!res.ok) {
          row.httpErrors++;
          httpStatuses.set(res.status, (httpStatuses.get(res.status) ?? 0) + 1);
          await res.body?.cancel();
          return;
        }
        const answer = (await res.json()) as CueStatusBody | { cueStatus: CueStatusBody };
        const s = 'cueStatus' in answer ? answer.cueStatus : answer;
        if (s.version > ev.lastVersion) {
          ev.sentAt.set(s.version, t0);
          ev.versions.push(s.version);
          ev.lastVersion = s.version;
        } else ev.unchanged++;
        ev.status = s.status;
        ev.cueIndex = Math.max(0, ev.cueIds.indexOf(s.currentCueId ?? -1));
      } catch {
        row.httpErrors++;
        httpStatuses.set(0, (httpStatuses.get(0) ?? 0) + 1);
      } finally {
        ev.inflightT0 = null;
      }
    }

    async function drive(ev: EventRun, offset: number, until: number): Promise<void> {
      let next = runStart + offset;
      for (;;) {
        await sleep(Math.max(0, next - performance.now()));
        if (performance.now() >= until) return;
        await command(ev);
        next += 1000;
        // A command slower than a second skips ticks instead of queueing them.
        while (next < performance.now()) {
          next += 1000;
          ev.skippedTicks++;
        }
      }
    }

    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const rssSamples: Array<[number, number]> = [[0, startRss]];
    runStart = performance.now();
    const until = runStart + minutes * 60_000;
    const sampler = setInterval(() => {
      const t = performance.now() - runStart;
      const rss = rssMiB(pid);
      rssSamples.push([t / 60_000, rss]);
      const m = Math.floor(t / 60_000 - 1e-9);
      if (m >= 0 && m < minuteRows.length) minuteRows[m]!.rss = rss; // the last sample inside a minute
    }, RSS_SAMPLE_MS);
    // Events are spread over the second, as real shows are not in lock-step.
    await Promise.all(events.map((ev, i) => drive(ev, (i * 1000) / eventCount, until)));
    await sleep(DRAIN_MS);
    clearInterval(sampler);
    loopDelay.disable();
    const endRss = rssMiB(pid);
    rssSamples.push([(performance.now() - runStart) / 60_000, endRss]);
    minuteRows.at(-1)!.rss = endRss;

    report({
      minutes,
      minuteRows,
      crews,
      events,
      rssSamples,
      startRss,
      endRss,
      subscribeErrors,
      httpStatuses,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    });
  } finally {
    stopping = true;
    for (const c of crews) c.ws?.terminate();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(12_000)]);
  }
}
