/**
 * Big rundowns (issue 4): seeds 1,000 cues × 15 departments with a task in every cell on
 * SQLite, then times GET /api/events/:id/cues and GET /api/events/:id/tasks over HTTP. The
 * floor is a bare Fastify route answering the same bytes from memory, in the same run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDb } from '../apps/server/src/db/client.js';
import { buildApp } from '../apps/server/src/app.js';
import { newAccessCode } from '../apps/server/src/lib/crypto.js';
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

async function seedSmall(base: string, auth: Record<string, string>): Promise<number> {
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

/** Opens the show screen in Chromium several times; returns the time until the table is painted. */
async function firstRender(base: string, token: string, eventId: number) {
  const browser = await chromium.launch({
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
  const samples: number[] = [];
  let rows = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    for (let i = 0; i < 6; i++) {
      await page.goto(`${base}/event/${eventId}`, { waitUntil: 'commit' });
      await page.locator('tbody tr[data-index] [data-cell-color], tbody tr[data-index] td:last-child').last().waitFor({ timeout: 30_000 });
      const t = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
      if (i > 0) samples.push(t); // the first load warms the HTTP cache, like a caller's second visit
      rows = await page.locator('tbody tr[data-index]').count();
    }
  } finally {
    await browser.close();
  }
  return { ...summary(samples), rows };
}

export async function rundownBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
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
        .values({ event_id: ev.id, name: `Dept ${d + 1}`, access_code: newAccessCode(), position: d, created_at: at })
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

  const cues = await time(`${base}/api/events/${ev.id}/cues`, auth);
  const tasks = await time(`${base}/api/events/${ev.id}/tasks`, auth);

  // Floor: the same JSON answered from memory by a bare Fastify with the same compression.
  const cuesBody = await (await fetch(`${base}/api/events/${ev.id}/cues`, { headers: auth })).text();
  const tasksBody = await (await fetch(`${base}/api/events/${ev.id}/tasks`, { headers: auth })).text();
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

  const big = await firstRender(base, token, ev.id);
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
  await app.close();
  await db.close();
}
