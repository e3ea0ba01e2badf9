/**
 * Big rundowns (README.md#benchmarks): seeds 1,000 cues × 15 departments with a task in every cell on
 * SQLite, then times GET /api/events/:id/cues and GET /api/events/:id/tasks over HTTP. The
 * floor is a bare Fastify route answering the same bytes from memory, in the same run.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDb } from '../apps/server/src/db/client.js';
import { buildApp } from '../apps/server/src/app.js';
import { randomCode } from '../apps/server/src/features/codes/codes.service.js';
import { ms, summary, table } from './stats.js';

const CUES = 1000;
const DEPARTMENTS = 15;
const RUNS = 30;

async function time(url: string, headers: Record<string, string>, runs = RUNS): Promise<{ samples: number[]; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 3) samples.push(performance.now() - t0); // the first three warm up
    bytes = body.byteLength;
  }
  return { samples, bytes };
}

export async function seedSmall(base: string, auth: Record<string, string>): Promise<number> {
  const headers = { ...auth, 'content-type': 'application/json' };
  const ev = (await (
    await fetch(`${base}/api/events`, { method: 'POST', headers, body: JSON.stringify({ name: 'Small show', date: '2026-12-01' }) })
  ).json()) as { id: number };
  for (let d = 0; d < DEPARTMENTS; d++)
    await fetch(`${base}/api/departments`, { method: 'POST', headers, body: JSON.stringify({ eventId: ev.id, name: `Dept ${d + 1}` }) });
  for (let c = 0; c < 10; c++)
    await fetch(`${base}/api/cues`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ eventId: ev.id, action: `Cue ${c + 1}`, time: '09:00:00', duration: 60 }),
    });
  return ev.id;
}

declare global {
  interface Window {
    /** performance.now() when the first screenful of rows was painted with its task cells (set by WATCH_FIRST_RENDER). */
    __firstRender?: number;
  }
}

/**
 * Runs in the page before its own scripts. "First render" is the first frame painted where the rundown
 * shows rows, every rendered department cell shows its checklist with working controls (no loading
 * placeholder), and the rows fill the table's visible area (or every cue is shown). Recorded in the
 * page, so the figure does not depend on how often the test driver polls. DOM changes trigger a cheap
 * check; the layout-reading part runs in an animation frame, where the frame lays out anyway.
 * A string, not a function: tsx would wrap inner functions in a helper the page does not have.
 */
export const WATCH_FIRST_RENDER = `(() => {
  let queued = false;
  const inFrame = () => {
    queued = false;
    const rows = document.querySelectorAll('tbody tr[data-index]');
    const last = rows[rows.length - 1];
    if (!last || document.querySelector('tbody tr[data-index] [role="status"]') || !last.querySelector('button[aria-expanded]')) return;
    const total = Number(last.closest('table')?.getAttribute('aria-rowcount') ?? 0) - 1;
    const region = last.closest('[role="region"]');
    if (rows.length < total && (!region || last.getBoundingClientRect().bottom < region.getBoundingClientRect().bottom)) return;
    observer.disconnect();
    // This frame paints right after its animation callbacks; a task queued now runs once it has painted.
    setTimeout(() => (window.__firstRender = performance.now()));
  };
  const observer = new MutationObserver(() => {
    if (queued || document.querySelector('tbody tr[data-index] [role="status"]')) return;
    if (!document.querySelector('tbody tr[data-index] button[aria-expanded]')) return; // tasks loading or no rows yet
    queued = true;
    requestAnimationFrame(inFrame);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    env: { ...process.env, HOME: mkdtempSync(path.join(tmpdir(), 'bench-home-')) },
  });
}

/** Opens the show screen in Chromium several times; returns the time from navigation start to the first render. */
export async function firstRender(base: string, token: string, eventId: number, loads = 6) {
  const browser = await launchChromium();
  const samples: number[] = [];
  let rows = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript({ content: WATCH_FIRST_RENDER });
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    for (let i = 0; i < loads; i++) {
      // From a bare page of the same site (no new renderer process): the previous show screen's
      // teardown is no part of this one's first render.
      await page.goto(`${base}/healthz`);
      await page.goto(`${base}/event/${eventId}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => window.__firstRender, undefined, { timeout: 30_000 });
      const t = (await handle.jsonValue()) as number;
      if (i > 0) samples.push(t); // the first load warms the HTTP cache, like a caller's second visit
      rows = await page.locator('tbody tr[data-index]').count();
    }
  } finally {
    await browser.close();
  }
  return { ...summary(samples), rows };
}

/** A server on a fresh SQLite file with one account and a 1,000 × 15 show seeded straight into the tables. */
export async function startBigShow() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-bench-'));
  // WEB_DIST: a build of the web app elsewhere (e.g. `vite build --outDir /tmp/perf-dist`); default apps/web/dist.
  const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`No web build in ${webDist}: run the web build first (or set WEB_DIST)`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MINUTE: '100000', WEB_DIST: webDist });
  const db = await openDb({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
  await migrate(db);
  const app = await buildApp({ config, db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      name: 'Bench',
      email: 'bench@example.com',
      password: 'bench password',
      confirmPassword: 'bench password',
    }),
  });
  const { token } = (await reg.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const ev = (await (
    await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Big show', date: '2026-12-01' }),
    })
  ).json()) as { id: number };

  const seed0 = performance.now();
  const at = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const deps: number[] = [];
    for (let d = 0; d < DEPARTMENTS; d++) {
      const r = await trx
        .insertInto('departments')
        .values({ event_id: ev.id, name: `Dept ${d + 1}`, access_code: randomCode(), position: d, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      deps.push(r.id);
    }
    for (let c = 0; c < CUES; c++) {
      const cue = await trx
        .insertInto('cues')
        .values({
          event_id: ev.id,
          number: c + 1,
          time: '09:00:00',
          action: `Cue ${c + 1}: walk-in music and lights`,
          notes: c % 3 ? null : 'Check the stage manager',
          duration: 60,
          color_mark: '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tasks')
        .values(
          deps.map((d, i) => ({
            cue_id: cue.id,
            department_id: d,
            description: `Task ${i + 1} for cue ${c + 1}`,
            completed: i % 2,
            completed_at: null,
            color: i % 5 ? '' : '#FF69B4',
            position: 0,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
  });
  const seedMs = performance.now() - seed0;
  const close = async () => {
    await app.close();
    await db.close();
  };
  return { base, token, auth, eventId: ev.id, seedMs, close, db };
}

export async function rundownBench(): Promise<void> {
  const { base, token, auth, eventId, seedMs, close } = await startBigShow();

  const cues = await time(`${base}/api/events/${eventId}/cues`, auth);
  const tasks = await time(`${base}/api/events/${eventId}/tasks`, auth);

  // Floor: the same JSON answered from memory by a bare Fastify with the same compression.
  const cuesBody = await (await fetch(`${base}/api/events/${eventId}/cues`, { headers: auth })).text();
  const tasksBody = await (await fetch(`${base}/api/events/${eventId}/tasks`, { headers: auth })).text();
  const floor = Fastify();
  await floor.register((await import('@fastify/compress')).default, { global: true, threshold: 1024 });
  floor.get('/cues', (_q, r) => r.type('application/json').send(cuesBody));
  floor.get('/tasks', (_q, r) => r.type('application/json').send(tasksBody));
  const floorBase = await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorCues = await time(`${floorBase}/cues`, {});
  const floorTasks = await time(`${floorBase}/tasks`, {});

  const row = (name: string, r: { samples: number[]; bytes: number }, f: { samples: number[] }) => {
    const s = summary(r.samples);
    const fs = summary(f.samples);
    return {
      request: name,
      p50: ms(s.p50),
      p99: ms(s.p99),
      'floor p50': ms(fs.p50),
      'ratio p50': (s.p50 / fs.p50).toFixed(2),
      'JSON bytes': r.bytes,
    };
  };
  console.log(
    `seeded ${CUES} cues × ${DEPARTMENTS} departments, ${CUES * DEPARTMENTS} tasks in ${ms(seedMs)}; ${RUNS} timed requests each`,
  );
  table([row('GET /api/events/:id/cues', cues, floorCues), row('GET /api/events/:id/tasks', tasks, floorTasks)]);
  console.log('goal: the table needs exactly these two requests for 1,000 × 15 (one tasks request, never one per cell)');

  const big = await firstRender(base, token, eventId);
  const small = await firstRender(base, token, await seedSmall(base, auth));
  table([
    { show: `${CUES} cues × ${DEPARTMENTS} departments`, 'first render p50': ms(big.p50), max: ms(big.max), 'rows in DOM': big.rows },
    {
      show: `10 cues × ${DEPARTMENTS} departments (baseline)`,
      'first render p50': ms(small.p50),
      max: ms(small.max),
      'rows in DOM': small.rows,
    },
    { show: 'ratio big/baseline', 'first render p50': (big.p50 / small.p50).toFixed(2) },
  ]);
  console.log('first render = navigation start to the last task cell of the first screenful painted, in Chromium; goal under 500 ms');

  await floor.close();
  await close();
}
