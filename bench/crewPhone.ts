/**
 * bench phone (README.md#benchmarks): a crew phone on a venue network. Chromium (360 × 740) reaches the
 * server through a shaping TCP proxy in this process: PHONE_RTT_MS round trip (half each way) and
 * PHONE_KBITS per direction, applied to every byte, WebSocket frames included (Chromium's own
 * network emulation leaves WebSocket frames alone, so it would flatter the GO figure).
 * - Navigation to the live cue on screen: a fresh browser context (empty cache, no service
 *   worker), `/department/{code}`, until the cue card shows a cue and its status; in the page.
 * - GO to the phone's paint: GO over HTTP straight to the server (the caller is not on the phone's
 *   network), until the card's status is painted; epoch times on one machine.
 * The baseline in the same run: the same page without the proxy.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { Browser } from '@playwright/test';
import { launchChromium, startBigShow } from './rundown.js';
import { ms, summary, table } from './stats.js';

const RTT_MS = Number(process.env.PHONE_RTT_MS ?? 400);
const KBITS = Number(process.env.PHONE_KBITS ?? 400);
const LOADS = Number(process.env.PHONE_LOADS ?? 5);
const GOS = Number(process.env.PHONE_GOS ?? 20);

/** One direction of a link: bytes leave after the ones before them at the link's rate, then travel RTT/2. */
function pipe(from: Socket, to: Socket, bytesPerMs: number, oneWayMs: number) {
  let free = 0;
  from.on('data', (chunk: Buffer) => {
    const now = performance.now();
    free = Math.max(free, now) + chunk.length / bytesPerMs;
    setTimeout(() => to.writable && to.write(chunk), free - now + oneWayMs);
  });
  from.on('close', () => setTimeout(() => to.destroy(), Math.max(0, free - performance.now()) + oneWayMs));
  from.on('error', () => to.destroy());
}

async function shapingProxy(target: URL): Promise<{ server: Server; base: string }> {
  const bytesPerMs = (KBITS * 1000) / 8 / 1000;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    pipe(client, upstream, bytesPerMs, RTT_MS / 2);
    pipe(upstream, client, bytesPerMs, RTT_MS / 2);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  if (addr === null || typeof addr === 'string') throw new Error('proxy has no port');
  return { server, base: `http://127.0.0.1:${addr.port}` };
}

/** In the page: epoch time (ms) of the first painted frame whose cue card shows a cue with the wanted status. */
const WATCH_CARD = `(() => {
  window.__cardAt = {};
  const seen = () => {
    const card = document.querySelector('[data-testid="crew-cue-card"]');
    if (!card || !card.querySelector('.cue-number')) return;
    const s = card.getAttribute('data-status');
    if (window.__cardAt[s] !== undefined) return;
    window.__cardAt[s] = -1;
    requestAnimationFrame(() => setTimeout(() => (window.__cardAt[s] = performance.timeOrigin + performance.now())));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
})();`;

declare global {
  interface Window {
    __cardAt?: Record<string, number>;
  }
}

async function phone(browser: Browser, base: string, code: string, show: { base: string; eventId: number; auth: Record<string, string> }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_CARD });
    const t0 = performance.timeOrigin + performance.now();
    await page.goto(`${base}/department/${code}`, { waitUntil: 'commit' });
    const navStart: unknown = await page.evaluate(() => performance.timeOrigin);
    await page.waitForFunction(() => Object.values(window.__cardAt ?? {}).some((v) => v > 0), undefined, { timeout: 60_000 });
    const at: unknown = await page.evaluate(() => Math.max(...Object.values(window.__cardAt ?? {})));
    const loadMs = typeof at === 'number' && typeof navStart === 'number' ? at - Math.min(navStart, t0) : NaN;
    // Where the load's time went: each request's end (ms after navigation) and its bytes on the wire.
    const resources: unknown = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .map(
          (e) => `${new URL(e.name).pathname.slice(0, 40)} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ms ${e.transferSize} B`,
        ),
    );
    const gos: number[] = [];
    for (let i = 0; i < GOS; i++) {
      const command = i % 2 ? 'hold' : 'go';
      await page.evaluate((s) => window.__cardAt && delete window.__cardAt[s], command);
      const sent = performance.timeOrigin + performance.now();
      const res = await fetch(`${show.base}/api/events/${show.eventId}/cuestatus/${command}`, {
        method: 'POST',
        headers: { ...show.auth, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`${command}: ${res.status}`);
      await page.waitForFunction((s) => (window.__cardAt?.[s] ?? 0) > 0, command, { timeout: 30_000 });
      const painted: unknown = await page.evaluate((s) => window.__cardAt?.[s], command);
      if (command === 'go' && typeof painted === 'number') gos.push(painted - sent);
    }
    return { loadMs, gos, resources: Array.isArray(resources) ? resources.map(String) : [] };
  } finally {
    await context.close();
  }
}

export async function phoneBench(): Promise<void> {
  const show = await startBigShow();
  const proxy = await shapingProxy(new URL(show.base));
  const browser = await launchChromium();
  try {
    const dep = await show.db.kysely
      .selectFrom('departments')
      .select('access_code')
      .where('event_id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    const code = dep.access_code;
    if (code === null) throw new Error('the seeded department has no code');
    const loads: number[] = [];
    const floorLoads: number[] = [];
    const gos: number[] = [];
    const floorGos: number[] = [];
    let lastVenue: string[] = [];
    // Alternating, so a busy machine slows both alike.
    for (let i = 0; i < LOADS; i++) {
      const venue = await phone(browser, proxy.base, code, show);
      loads.push(venue.loadMs);
      gos.push(...venue.gos);
      lastVenue = venue.resources;
      const local = await phone(browser, show.base, code, show);
      floorLoads.push(local.loadMs);
      floorGos.push(...local.gos);
    }
    const [l, fl, g, fg] = [summary(loads), summary(floorLoads), summary(gos), summary(floorGos)];
    table([
      { measure: `navigation to live cue, ${RTT_MS} ms RTT, ${KBITS} kbit/s`, p50: ms(l.p50), max: ms(l.max), goal: '< 2,500 ms' },
      { measure: 'navigation to live cue, loopback (baseline)', p50: ms(fl.p50), max: ms(fl.max) },
      { measure: 'GO to phone paint, venue network', p50: ms(g.p50), p95: ms(g.p95), max: ms(g.max), goal: `< ${RTT_MS + 50} ms` },
      { measure: 'GO to phone paint, loopback (baseline)', p50: ms(fg.p50), p95: ms(fg.p95), max: ms(fg.max) },
      { measure: 'venue minus loopback', p50: ms(l.p50 - fl.p50), p95: ms(g.p95 - fg.p95) },
    ]);
    console.log(`the last venue load, request by request (start→end after navigation, bytes):\n  ${lastVenue.join('\n  ')}`);
    console.log(`${LOADS} cold loads and ${Math.ceil(GOS / 2) * LOADS} GOs per side (PHONE_LOADS, PHONE_GOS, PHONE_RTT_MS, PHONE_KBITS)`);
  } finally {
    await browser.close();
    proxy.server.close();
    await show.close();
  }
}
