/**
 * docs/security.md "Trust, round 3" 20.1: small .xlsx files that declare more than a rundown holds (3,000,000,000 columns
 * in one <col>, a merge of a million cells, ...). Before, ExcelJS built them: one froze the server
 * for a minute and killed it at 4.6 GiB. The real server (a child process, so its memory is its
 * own) must answer each with 400 within 2 s, grow by less than 100 MiB, and keep answering
 * /healthz meanwhile.
 */
import { z } from 'zod';
import { cueSchema } from '@showcaller/shared';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { ServerProcess } from '../../test/faults/serverProcess.js';
import { injectCall, makeShow, okParsed, type Call } from '../../test/faults/showFixture.js';
import { hostileWorkbooks, RUNDOWN_ROWS, xlsxWithSheet } from '../../test/hostileXlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MiB = 1024 * 1024;

function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} for ${pid}`);
  return Number(m[1]) * 1024;
}

describe.skipIf(testEngine !== 'sqlite' || process.platform !== 'linux')('hostile spreadsheet declarations (real server process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-hostile-'));
  const server = new ServerProcess(dataDir);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers each with 400 within 2 s, grows the server by less than 100 MiB, and /healthz answers throughout',
    { timeout: 180_000 },
    async () => {
      await server.start();
      const pid = server.pid!;
      const call: Call = (m, u, b, t) => server.call(m, u, b, t);
      const show = await makeShow(call, 'hostile');
      const upload = async (body: Buffer, preview: boolean) => {
        const res = await fetch(`${server.url}/api/events/${show.eventId}/import${preview ? '/preview' : ''}`, {
          method: 'POST',
          headers: { 'content-type': XLSX, authorization: `Bearer ${show.token}` },
          body,
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      };
      // Warm up: a real import starts a worker and loads ExcelJS, which is not what is measured.
      const warm = await upload(xlsxWithSheet(`<sheetData>${RUNDOWN_ROWS}</sheetData>`), true);
      expect(warm.status, JSON.stringify(warm.body)).toBe(200);
      const cuesBefore = (await okParsed(z.array(cueSchema), call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token))
        .length;

      const figures: string[] = [];
      for (const [name, file] of Object.entries(hostileWorkbooks())) {
        writeFileSync(`/proc/${pid}/clear_refs`, '5'); // the peak (VmHWM) starts again from now
        const before = memoryOf(pid, 'VmRSS');
        let importing = true;
        let slowestHealth = 0;
        let healthAnswers = 0;
        const health = (async () => {
          while (importing) {
            const t0 = performance.now();
            const r = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
            expect(r.status).toBe(200);
            slowestHealth = Math.max(slowestHealth, performance.now() - t0);
            healthAnswers++;
            // Not a wait for something: the sampling pace of the health probe during the import.
            // eslint-disable-next-line no-restricted-syntax -- the health probe's sampling pace, not a wait for something
            await new Promise((r) => setTimeout(r, 20));
          }
        })();
        const t0 = performance.now();
        const answer = await upload(file, name.length % 2 === 0);
        const ms = performance.now() - t0;
        importing = false;
        await health;
        const growth = memoryOf(pid, 'VmHWM') - before;
        figures.push(
          `${name} (${file.length} B): ${answer.status} in ${ms.toFixed(0)} ms, RSS +${(growth / MiB).toFixed(1)} MiB, /healthz ×${healthAnswers} slowest ${slowestHealth.toFixed(0)} ms — ${answer.body.error}`,
        );
        expect(answer.status, name).toBe(400);
        expect(answer.body.error, name).toMatch(/^Nothing was imported: The spreadsheet/);
        expect(ms, name).toBeLessThan(2_000);
        expect(growth, name).toBeLessThan(100 * MiB);
        expect(healthAnswers, name).toBeGreaterThan(0);
        expect(slowestHealth, name).toBeLessThan(1_000);
      }
      console.log(figures.join('\n'));
      expect((await okParsed(z.array(cueSchema), call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).length).toBe(
        cuesBefore,
      );
    },
  );
});

// The same refusals in the app on each storage engine: 400 with the sentence, nothing saved.
describe(`hostile spreadsheet declarations (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses each on preview and apply, and nothing is saved', async () => {
    const show = await makeShow(injectCall(t.app), 'hostile');
    const cuesBefore = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).body;
    for (const [name, file] of Object.entries(hostileWorkbooks()))
      for (const url of [`/api/events/${show.eventId}/import/preview`, `/api/events/${show.eventId}/import?mode=replace`]) {
        const r = await t.app.inject({
          method: 'POST',
          url,
          payload: file,
          headers: { 'content-type': XLSX, authorization: `Bearer ${show.token}` },
        });
        expect(r.statusCode, `${name} ${url}`).toBe(400);
        expect(r.json<{ error: string }>().error, name).toMatch(/^Nothing was imported: The spreadsheet/);
      }
    expect((await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).body).toEqual(
      cuesBefore,
    );
  });
});
