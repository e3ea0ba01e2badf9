/**
 * bench caller (README.md#benchmarks): the show caller's own screen with 1,000 cues × 15 departments live.
 * - G to paint: from the key press (the event's own time stamp) to the first frame painted with
 *   the new status chip, recorded in the page (an animation frame, then a task: the frame has
 *   painted), 100 presses (CALLER_PRESSES), each after an H that is not measured.
 * - Inline edit: Enter in a cue's action cell to the frame that shows the new text, and to the
 *   moment the PUT's answer arrived (Resource Timing), whichever is later ("saved and shown").
 * - First render (rundown.ts `firstRender`), and what GET …/tasks weighs on the wire.
 * The baseline in the same run: the same presses on a 10-cue show.
 */
import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { firstRender, launchChromium, seedSmall, startBigShow } from './rundown.js';
import { z } from 'zod';
import { ms, summary, table } from './stats.js';

const PRESSES = Number(process.env.CALLER_PRESSES ?? 100);
const EDITS = Number(process.env.CALLER_EDITS ?? 20);

/** Runs in the page before its scripts; a string (tsx would wrap inner functions in a helper the page lacks). */
const WATCH_STATUS = `(() => {
  window.__marks = [];
  let pressedAt = null;
  let want = null;
  addEventListener('keydown', (e) => {
    if (e.key === 'g') { pressedAt = e.timeStamp; want = /In Progress/; }
  }, true);
  new MutationObserver(() => {
    if (pressedAt === null) return;
    const chip = document.querySelector('[data-testid="status-label"]');
    if (!chip || !want.test(chip.textContent || '')) return;
    const t0 = pressedAt;
    pressedAt = null;
    requestAnimationFrame(() => setTimeout(() => window.__marks.push(performance.now() - t0)));
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

declare global {
  interface Window {
    __marks?: number[];
  }
}

async function marks(page: Page): Promise<number[]> {
  const v: unknown = await page.evaluate(() => window.__marks ?? []);
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
}

async function pressG(base: string, token: string, eventId: number, presses: number): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript({ content: WATCH_STATUS });
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    await page.goto(`${base}/event/${eventId}`);
    await page.locator('[data-connection="live"]').waitFor({ timeout: 30_000 });
    const chip = page.getByTestId('status-label');
    // CALLER_PROFILE=1: a Chromium trace over the presses, summed by what the renderer did (where the time goes).
    const tracing = process.env.CALLER_PROFILE === '1';
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink'] });
    for (let i = 0; i < presses + 3; i++) {
      await page.locator('body').press('h');
      await chip.filter({ hasText: /On Hold/ }).waitFor({ timeout: 10_000 });
      const before = (await marks(page)).length;
      await page.locator('body').press('g');
      await page.waitForFunction((n) => (window.__marks?.length ?? 0) > n, before, { timeout: 10_000 });
    }
    if (tracing) printTrace(await browser.stopTracing(), presses);
    return (await marks(page)).slice(3); // three warm-up presses
  } finally {
    await browser.close();
  }
}

const traceEvent = z.object({ name: z.string(), ph: z.string(), dur: z.number().optional() });
const traceFile = z.object({ traceEvents: z.array(z.unknown()) });

/** Renderer time by trace event (complete events, nested ones counted inside their parents too), per press. */
function printTrace(buffer: Buffer, presses: number) {
  const byName = new Map<string, number>();
  for (const raw of traceFile.parse(JSON.parse(buffer.toString('utf8'))).traceEvents) {
    const e = traceEvent.safeParse(raw);
    if (!e.success || e.data.ph !== 'X' || e.data.dur === undefined) continue;
    byName.set(e.data.name, (byName.get(e.data.name) ?? 0) + e.data.dur / 1000);
  }
  const wanted = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'v8.run',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'HitTest',
    'ParseHTML',
    'MajorGC',
    'MinorGC',
    'ResourceReceivedData',
  ];
  const n = (presses + 3) * 2;
  console.log(`renderer time per key press (trace over ${presses + 3} G and as many H presses; nested events overlap):`);
  for (const name of wanted) if (byName.has(name)) console.log(`  ${((byName.get(name) ?? 0) / n).toFixed(2).padStart(7)} ms  ${name}`);
}

async function inlineEdits(base: string, token: string, eventId: number, edits: number): Promise<{ shown: number[]; saved: number[] }> {
  const browser = await launchChromium();
  const shown: number[] = [];
  const saved: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    await page.goto(`${base}/event/${eventId}`);
    await page.getByRole('button', { name: 'Edit Rundown' }).click();
    for (let i = 0; i < edits + 2; i++) {
      const text = `Edited ${i} ${Date.now()}`;
      await page.getByRole('button', { name: 'Edit action of cue 2' }).click();
      const box = page.getByRole('textbox', { name: 'action of cue 2' });
      await box.fill(text);
      const r: unknown = await box.evaluate(
        (el, wanted) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            const table = el.closest('table') ?? document.body;
            const obs = new MutationObserver(() => {
              if (!table.textContent?.includes(wanted) || table.querySelector('input[aria-label="action of cue 2"]')) return;
              obs.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const paint = performance.now() - t0;
                  const put = performance
                    .getEntriesByType('resource')
                    .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && e.startTime >= t0 - 1)
                    .find((e) => e.name.includes('/api/cues/'));
                  resolve([paint, put ? put.responseEnd - t0 : NaN]);
                }),
              );
            });
            obs.observe(table, { childList: true, subtree: true, characterData: true });
            el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          }),
        text,
      );
      // Let the save's answer land before the next edit, so each is timed alone.
      await page.waitForTimeout(300);
      if (i < 2 || !Array.isArray(r)) continue;
      const [p, s]: unknown[] = r;
      if (typeof p === 'number') shown.push(p);
      if (typeof s === 'number') saved.push(s);
    }
  } finally {
    await browser.close();
  }
  return { shown, saved };
}

/** Bytes on the wire of a GET with and without gzip accepted. */
function wireBytes(url: string, auth: Record<string, string>, gzip: boolean): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...auth, ...(gzip ? { 'accept-encoding': 'gzip, br' } : {}) } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function callerBench(): Promise<void> {
  const show = await startBigShow();
  try {
    const smallId = await seedSmall(show.base, show.auth);
    const rows: Array<Record<string, string | number>> = [];
    const g = summary(await pressG(show.base, show.token, show.eventId, PRESSES));
    const gSmall = summary(await pressG(show.base, show.token, smallId, Math.min(PRESSES, 30)));
    rows.push({ measure: 'G to painted status, 1,000 × 15', p50: ms(g.p50), p95: ms(g.p95), max: ms(g.max), goal: 'p95 < 50 ms' });
    rows.push({ measure: 'G to painted status, 10 cues (baseline)', p50: ms(gSmall.p50), p95: ms(gSmall.p95), max: ms(gSmall.max) });
    rows.push({ measure: 'ratio big/baseline', p50: (g.p50 / gSmall.p50).toFixed(2), p95: (g.p95 / gSmall.p95).toFixed(2) });
    // A standing-by or running cue locks the rundown (LiveShowControls.tsx): edit from idle.
    await fetch(`${show.base}/api/events/${show.eventId}/cuestatus`, {
      method: 'PUT',
      headers: { ...show.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'idle' }),
    });
    const e = await inlineEdits(show.base, show.token, show.eventId, EDITS);
    const shown = summary(e.shown);
    const saved = summary(e.saved);
    rows.push({ measure: 'inline edit: Enter to painted text', p50: ms(shown.p50), p95: ms(shown.p95), max: ms(shown.max) });
    rows.push({
      measure: 'inline edit: Enter to PUT answered',
      p50: ms(saved.p50),
      p95: ms(saved.p95),
      max: ms(saved.max),
      goal: '< 100 ms',
    });
    const fr = await firstRender(show.base, show.token, show.eventId);
    const frSmall = await firstRender(show.base, show.token, smallId);
    rows.push({ measure: 'first render, 1,000 × 15', p50: ms(fr.p50), max: ms(fr.max), goal: '< 250 ms' });
    rows.push({ measure: 'first render, 10 cues (baseline)', p50: ms(frSmall.p50), max: ms(frSmall.max) });
    table(rows);
    const url = `${show.base}/api/events/${show.eventId}/tasks`;
    const [plain, packed] = [await wireBytes(url, show.auth, false), await wireBytes(url, show.auth, true)];
    console.log(
      `GET …/tasks on the wire: ${plain.bytes} bytes as JSON, ${packed.bytes} bytes ${packed.encoding} (${(plain.bytes / packed.bytes).toFixed(1)}×)`,
    );
    console.log(`${PRESSES} G presses, ${EDITS} inline edits (CALLER_PRESSES, CALLER_EDITS); Chromium headless`);
  } finally {
    await show.close();
  }
}
