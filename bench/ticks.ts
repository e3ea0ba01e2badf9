/**
 * bench ticks (README.md#benchmarks, docs/decisions/0039-task-and-ack-deltas.md): 15 crews tick a task once a second each on
 * the 1,000 × 15 show while 3 caller screens (Chromium) have it open, for TICKS_SECONDS (60).
 * - tick → caller paint: from the crew's PUT to the frame in which each caller screen shows the
 *   cell's new "n/1 completed" (recorded in the page; one tick, three paints); p50/p95/max; a tick
 *   that one screen never painted counts as lost.
 * - server CPU per tick: the server runs in a process of its own (tickServer.ts), its user+system
 *   time over the ticking window from /proc.
 * - bytes sent per tick: what the caller screens received (WebSocket frames and HTTP bodies, as
 *   Chromium counts them on the wire) and what the crews received (socket frames, the PUT answers
 *   and, as a crew page of that build does, the re-read of its tasks on a `refetch` of 'tasks').
 * TICKS_ROOT: another checkout (built: its apps/web/dist) whose server and web app to run, the
 * "before" of a before/after pair run back to back on the same machine.
 */
import { z } from 'zod';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import type { Page } from '@playwright/test';
import { launchChromium } from './rundown.js';
import { ms, summary, table } from './stats.js';

const SECONDS = Number(process.env.TICKS_SECONDS ?? 60);
const CALLERS = Number(process.env.TICKS_CALLERS ?? 3);
const CREWS = 15;
/** Ticks go to the tasks of the first cues, which every caller screen has on screen. */
const VISIBLE_CUES = 8;

/** Runs in each caller page: every change of a task cell's summary, with the moment its frame painted. */
const WATCH_CELLS = `(() => {
  window.__cells = [];
  new MutationObserver((list) => {
    const seen = [];
    for (const m of list) {
      const label = m.target.getAttribute && m.target.getAttribute('aria-label');
      if (label && / tasks: \\d+\\/\\d+ completed$/.test(label)) seen.push(label);
    }
    if (seen.length === 0) return;
    requestAnimationFrame(() => setTimeout(() => {
      const t = performance.timeOrigin + performance.now();
      for (const label of seen) window.__cells.push([label, t]);
    }));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
})();`;

declare global {
  interface Window {
    __cells?: Array<[string, number]>;
  }
}

interface Show {
  base: string;
  token: string;
  eventId: number;
  pid: number;
  stop: () => void;
}

const showLine = z.object({ base: z.string(), token: z.string(), eventId: z.number().int(), pid: z.number().int() });

function startServer(): Promise<Show> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'tickServer.ts')], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`tick server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      // The tick server's first line says where it listens; checked, not cast.
      const info = showLine.parse(JSON.parse(line));
      resolve({ ...info, stop: () => child.kill() });
    });
  });
}

/** The process's user + system CPU time in ms (Linux /proc; 100 clock ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Crew {
  department: { id: number; name: string };
  token: string;
  socket: WebSocket;
  bytes: number;
  rereads: number;
  failedRereads: number;
}

async function json(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** A crew phone as its page of that build behaves: subscribed, re-reading its tasks on a 'tasks' refetch. */
async function joinCrew(show: Show, department: { id: number; name: string; accessCode: string }): Promise<Crew> {
  const access = (await json(`${show.base}/api/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: department.accessCode }),
  })) as { token: string };
  const socket = new WebSocket(show.base.replace(/^http/, 'ws') + '/ws');
  const crew: Crew = { department, token: access.token, socket, bytes: 0, rereads: 0, failedRereads: 0 };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      crew.bytes += data.length;
      const m = JSON.parse(data.toString('utf8')) as { type: string; key?: string };
      if (m.type === 'subscribed') resolve();
      if (m.type === 'refetch' && m.key === 'tasks') {
        crew.rereads++;
        fetch(`${show.base}/api/events/${show.eventId}/tasks`, {
          headers: { authorization: `Bearer ${crew.token}`, 'accept-encoding': 'gzip, br' },
        }).then(
          async (res) => (crew.bytes += (await res.arrayBuffer()).byteLength),
          () => crew.failedRereads++, // a server that cannot keep up refuses or drops them
        );
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribeEvent', eventId: show.eventId, token: crew.token })));
  });
  return crew;
}

async function openCaller(show: Show, page: Page): Promise<{ bytes: () => number; reset: () => void }> {
  await page.addInitScript({ content: WATCH_CELLS });
  let bytes = 0;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e: { response: { payloadData: string } }) => (bytes += e.response.payloadData.length));
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  await page.goto(`${show.base}/`);
  await page.evaluate((t) => localStorage.setItem('authToken', t), show.token);
  await page.goto(`${show.base}/event/${show.eventId}`);
  await page.locator('[data-connection="live"]').waitFor({ timeout: 60_000 });
  await page.locator('tbody tr[data-index] button[aria-expanded]').first().waitFor({ timeout: 60_000 });
  return { bytes: () => bytes, reset: () => (bytes = 0) };
}

export async function ticksBench(): Promise<void> {
  const show = await startServer();
  const browser = await launchChromium();
  try {
    const auth = { authorization: `Bearer ${show.token}` };
    const departments = (await json(`${show.base}/api/events/${show.eventId}/departments`, { headers: auth })) as Array<{
      id: number;
      name: string;
      accessCode: string;
    }>;
    const cues = (await json(`${show.base}/api/events/${show.eventId}/cues`, { headers: auth })) as Array<{ id: number; number: number }>;
    const tasks = (await json(`${show.base}/api/events/${show.eventId}/tasks`, { headers: auth })) as Array<{
      id: number;
      cueId: number;
      departmentId: number;
      completed: boolean;
    }>;
    const crews = await Promise.all(departments.slice(0, CREWS).map((d) => joinCrew(show, d)));
    const callers = [];
    for (let i = 0; i < CALLERS; i++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      callers.push({ page, ...(await openCaller(show, page)) });
    }
    const cueNumber = new Map(cues.map((c) => [c.id, c.number]));
    const state = new Map(tasks.map((t) => [t.id, t.completed]));
    const taskOf = (departmentId: number, number: number) =>
      tasks.find((t) => t.departmentId === departmentId && cueNumber.get(t.cueId) === number)!;

    for (const c of callers) c.reset();
    for (const crew of crews) crew.bytes = 0;
    const putBytes = { n: 0, failed: 0 };
    const ticks: Array<{ label: string; at: number }> = [];
    const cpu0 = cpuMs(show.pid);
    const t0 = performance.now();
    // Each crew ticks once a second, the crews spread over the second; each tick flips one of its tasks on the first cues.
    await Promise.all(
      crews.map(async (crew, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / CREWS));
        for (let s = 0; s < SECONDS; s++) {
          const due = t0 + (i * 1000) / CREWS + s * 1000;
          await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
          const number = (s % VISIBLE_CUES) + 1;
          const task = taskOf(crew.department.id, number);
          const completed = !state.get(task.id);
          state.set(task.id, completed);
          const at = performance.timeOrigin + performance.now();
          ticks.push({ label: `${crew.department.name}, cue ${number} tasks: ${completed ? 1 : 0}/1 completed`, at });
          try {
            const res = await fetch(`${show.base}/api/tasks/${task.id}`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${crew.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ completed }),
            });
            putBytes.n += (await res.arrayBuffer()).byteLength;
            if (!res.ok) putBytes.failed++;
          } catch {
            putBytes.failed++; // counted; its paints will be missing, so it shows as lost
          }
        }
      }),
    );
    const cpu = cpuMs(show.pid) - cpu0;
    const wallMs = performance.now() - t0;
    // Let the last ticks' paints (and re-reads) land.
    await new Promise((r) => setTimeout(r, 3000));
    const lags: number[] = [];
    let lost = 0;
    for (const c of callers) {
      const cells = await c.page.evaluate<Array<[string, number]>>(() => window.__cells ?? []);
      const used = new Set<number>();
      for (const tick of ticks) {
        const i = cells.findIndex(([label, t], k) => !used.has(k) && label.endsWith(tick.label) && t >= tick.at);
        if (i < 0) {
          lost++;
          continue;
        }
        used.add(i);
        lags.push(cells[i]![1] - tick.at);
      }
    }
    const lag = summary(lags);
    const callerBytes = callers.reduce((n, c) => n + c.bytes(), 0);
    const crewBytes = crews.reduce((n, c) => n + c.bytes, 0) + putBytes.n;
    const rereads = crews.reduce((n, c) => n + c.rereads, 0);
    const failedRereads = crews.reduce((n, c) => n + c.failedRereads, 0);
    const n = ticks.length;
    console.log(
      `${process.env.TICKS_ROOT ? `checkout ${process.env.TICKS_ROOT}` : 'this checkout'}: ${n} ticks by ${CREWS} crews over ${ms(wallMs)}, ${CALLERS} caller screens`,
    );
    table([
      { measure: 'tick → caller paint', p50: ms(lag.p50), p95: ms(lag.p95), max: ms(lag.max), goal: 'p95 < 100 ms' },
      {
        measure: 'lost ticks (paints missing of ticks × screens)',
        p50: `${lost} of ${n * CALLERS}`,
        p95: `${putBytes.failed} ticks failed`,
        goal: '0',
      },
      { measure: 'server CPU per tick', p50: ms(cpu / n), p95: `${((cpu / wallMs) * 100).toFixed(0)}% of a core` },
      { measure: 'bytes to the caller screens per tick', p50: Math.round(callerBytes / n) },
      {
        measure: 'bytes to the crews per tick (frames, answers, re-reads)',
        p50: Math.round(crewBytes / n),
        p95: `${rereads} re-reads, ${failedRereads} failed`,
      },
    ]);
    for (const crew of crews) crew.socket.close();
  } finally {
    await browser.close();
    show.stop();
  }
}
