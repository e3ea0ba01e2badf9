/**
 * bench:osc (docs/decisions/0011-show-control.md): GOs at a QLab that answers as its OSC dictionary says (the fake
 * of apps/server/src/test/devices/qlab.ts, answering at once), one target over TCP (SLIP) and one
 * over UDP (replies to QLAB_REPLY_PORT, as QLab sends them to port 53001 of the sender).
 * - Packet: 1,000 GOs over HTTP (OSC_GOS); for each, the delay from sending the request to
 *   `/cue/1/start` arriving at the device, over TCP and over UDP, beside the delay to a socket
 *   viewer of the same event in the same run. Goal: the packet not later than the socket.
 * - Confirmation painted: 50 G presses on the caller screen in Chromium (OSC_PAINTS), each after an
 *   H; from the key press (the event's time stamp) to the first frame painted with both targets'
 *   "fired +N ms" ticks. Goal: under 100 ms.
 * Needs the web build (apps/web/dist): run `npm run build` first (under the e2e lock when shared).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { fakeQlab } from '../apps/server/src/test/devices/qlab.js';
import { launchChromium } from './rundown.js';
import { ms, summary, table } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOS = Number(process.env.OSC_GOS ?? 1000);
const PAINTS = Number(process.env.OSC_PAINTS ?? 50);
const WARMUP = 50;
const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));

async function startServer(port: number, qlabReplyPort: number): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--max-semi-space-size=8', path.join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-osc-')),
      DATABASE_URL: '',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      QLAB_REPLY_PORT: String(qlabReplyPort),
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

/** A UDP port free on the loopback now (for the server's QLab reply port). */
async function freeUdpPort(): Promise<number> {
  const s = createSocket('udp4');
  await new Promise<void>((r) => s.bind(0, '127.0.0.1', r));
  const port = s.address().port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Runs in the caller page before its scripts: from each G press to the frame painted with every target's "fired". */
const WATCH_FIRED = `(() => {
  window.__fired = [];
  let pressedAt = null;
  addEventListener('keydown', (e) => { if (e.key === 'g') pressedAt = e.timeStamp; }, true);
  new MutationObserver(() => {
    if (pressedAt === null) return;
    const ticks = document.querySelectorAll('ul[aria-label="Equipment confirmations of the live cue"] li');
    if (ticks.length < 2 || ![...ticks].every((li) => li.dataset.state === 'confirmed' && /fired \\+\\d+ ms/.test(li.textContent || ''))) return;
    const t0 = pressedAt;
    pressedAt = null;
    requestAnimationFrame(() => setTimeout(() => window.__fired.push(performance.now() - t0)));
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

declare global {
  interface Window {
    __fired?: number[];
  }
}

export async function oscBench(): Promise<void> {
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('No web build in apps/web/dist: run `npm run build` first');
  const port = 3461;
  const replyPort = await freeUdpPort();
  const server = await startServer(port, replyPort);
  const base = `http://127.0.0.1:${port}`;
  // The device answers at once, and only as QLab's dictionary says (after /alwaysReply 1, which the server sends).
  const qlab = await fakeQlab({ replyPort });
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
    for (const [name, transport, devicePort] of [
      ['QLab TCP', 'tcp', qlab.tcpPort],
      ['QLab UDP', 'udp', qlab.udpPort],
    ] as const) {
      await json(`${base}/api/events/${ev.id}/osc-targets`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, host: '127.0.0.1', port: devicePort, preset: 'qlab', transport }),
      });
    }

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

    const tcpMs: number[] = [];
    const udpMs: number[] = [];
    const wsMs: number[] = [];
    let version = 0;
    const missed = { tcp: [] as number[], udp: [] as number[] };
    let go = 0;
    /** The delay to `/cue/1/start` over `via`, or undefined (counted as missed) when none came within 5 s. */
    const started = (via: 'tcp' | 'udp', t0: number) =>
      qlab
        .waitFor((m) => m.via === via && m.address === '/cue/1/start' && m.at >= t0, 5000)
        .then(
          (m) => m.at - t0,
          () => void missed[via].push(go),
        );
    // At most one GO per 15 ms: two targets then stay under the server's send budget (SEND_BUDGET,
    // 200 packets per event per second, past which packets are skipped as a flood guard); unpaced,
    // this loop made about 100 GOs a second and every 101st GO's packets were skipped.
    let lastGo = 0;
    for (let i = 0; i < GOS + WARMUP; i++) {
      go = i;
      const wait = lastGo + 15 - performance.now();
      if (wait > 0) await sleep(wait);
      lastGo = performance.now();
      const t0 = performance.now();
      const tcp = started('tcp', t0);
      const udp = started('udp', t0);
      const sock = new Promise<number>((resolve) => (wsWaiter = (v) => v > version && resolve(performance.now() - t0)));
      const res = await fetch(`${base}/api/events/${ev.id}/cuestatus/go`, { method: 'POST', headers, body: '{}' });
      if (!res.ok) throw new Error(`GO ${i}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { cueStatus: { version: number } };
      const [t, u, s] = await Promise.all([tcp, udp, sock]);
      version = body.cueStatus.version;
      if (i >= WARMUP) {
        if (t !== undefined) tcpMs.push(t);
        if (u !== undefined) udpMs.push(u);
        wsMs.push(s);
      }
    }
    if (missed.tcp.length + missed.udp.length > 0)
      console.log(`GOs whose packet never came (5 s), by GO number: TCP [${missed.tcp.join(', ')}], UDP [${missed.udp.join(', ')}]`);
    const t = summary(tcpMs);
    const u = summary(udpMs);
    const s = summary(wsMs);

    // The caller screen: G → both ticks painted "fired +N ms".
    const browser = await launchChromium();
    let painted: number[] = [];
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript({ content: WATCH_FIRED });
      await page.goto(`${base}/`);
      await page.evaluate((tok) => localStorage.setItem('authToken', tok), reg.token);
      await page.goto(`${base}/event/${ev.id}`);
      await page.getByRole('button', { name: /^GO/ }).first().waitFor({ timeout: 30_000 });
      const ticks = page.locator('ul[aria-label="Equipment confirmations of the live cue"]');
      for (let i = 0; i < PAINTS + 5; i++) {
        await page.keyboard.press('h');
        await ticks.waitFor({ state: 'detached', timeout: 10_000 });
        const before = await page.evaluate(() => window.__fired?.length ?? 0);
        await page.keyboard.press('g');
        await page.waitForFunction((n) => (window.__fired?.length ?? 0) > n, before, { timeout: 10_000 });
      }
      const all: unknown = await page.evaluate(() => window.__fired ?? []);
      painted = (Array.isArray(all) ? all.filter((x): x is number => typeof x === 'number') : []).slice(5);
    } finally {
      await browser.close();
    }
    const p = summary(painted);

    table([
      { to: 'QLab /cue/1/start at the device (TCP)', n: tcpMs.length, p50: ms(t.p50), p99: ms(t.p99), max: ms(t.max) },
      { to: 'QLab /cue/1/start at the device (UDP)', n: udpMs.length, p50: ms(u.p50), p99: ms(u.p99), max: ms(u.max) },
      { to: 'socket viewer (cueStatusUpdate)', n: wsMs.length, p50: ms(s.p50), p99: ms(s.p99), max: ms(s.max) },
      { to: 'caller screen: G to both "fired" painted', n: painted.length, p50: ms(p.p50), p99: ms(p.p99), max: ms(p.max) },
    ]);
    console.log(
      `packet/socket p50 ratio TCP ${(t.p50 / s.p50).toFixed(2)}, UDP ${(u.p50 / s.p50).toFixed(2)}; ` +
        `p99 ratio TCP ${(t.p99 / s.p99).toFixed(2)}, UDP ${(u.p99 / s.p99).toFixed(2)} (goal: packet not later than the socket, ratio <= 1); ` +
        `confirmation painted p50 ${ms(p.p50)} p99 ${ms(p.p99)} (goal < 100 ms)`,
    );
  } finally {
    for (const w of ws) w.close();
    await qlab.close();
    server.kill('SIGTERM');
  }
}
