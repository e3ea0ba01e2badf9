/**
 * docs/security.md "Trust hardening": a 1 MB .xlsx whose sheet claims 1,000 bytes but inflates to 950 MB. The real
 * server (a child process, so its memory is its own) must refuse it with 400 and save nothing,
 * and two of them at once must not grow its resident memory by 100 MB.
 */
import { z } from 'zod';
import { cueSchema } from '@showcaller/shared';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, registerUser, testEngine, type TestApp } from '../../test/harness.js';
import { ServerProcess } from '../../test/faults/serverProcess.js';
import { injectCall, makeShow, okParsed, type Call } from '../../test/faults/showFixture.js';
import { xlsxBomb } from '../../test/testZip.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak since the last reset). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} for ${pid}`);
  return Number(m[1]) * 1024;
}

// The memory figures are the child's own; the storage engine plays no part in them.
describe.skipIf(testEngine !== 'sqlite' || process.platform !== 'linux')('an .xlsx zip bomb (real server process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-bomb-'));
  const server = new ServerProcess(dataDir);
  let bomb: Buffer;

  beforeAll(async () => {
    bomb = await xlsxBomb(950 * 1000 * 1000);
  }, 60_000);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (eventId: number, token: string, body: Buffer, preview = true) => {
    const res = await fetch(`${server.url}/api/events/${eventId}/import${preview ? '/preview' : ''}`, {
      method: 'POST',
      headers: { 'content-type': XLSX, authorization: `Bearer ${token}` },
      body,
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  };

  it('refuses two at once with 400, saves nothing, and grows the server by less than 100 MB', { timeout: 120_000 }, async () => {
    expect(bomb.length).toBeLessThan(MB);
    await server.start();
    const pid = server.pid!;
    const call: Call = (m, u, b, t) => server.call(m, u, b, t);
    const [a, b] = [await makeShow(call, 'bomba'), await makeShow(call, 'bombb')];

    // Warm up: a real import loads ExcelJS (about 30 MB), which is not what is measured here.
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Event Rundown').addRow(['Action']);
    wb.getWorksheet('Event Rundown')!.addRow(['Warm-up']);
    expect((await upload(a.eventId, a.token, Buffer.from(await wb.xlsx.writeBuffer()))).status).toBe(200);

    const cuesOf = async (show: { eventId: number; token: string }) =>
      (await okParsed(z.array(cueSchema), call, 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).length;
    const cuesBefore = [await cuesOf(a), await cuesOf(b)];

    // Linux: writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memoryOf(pid, 'VmRSS');
    const answers = await Promise.all([upload(a.eventId, a.token, bomb, false), upload(b.eventId, b.token, bomb, true)]);
    const peak = memoryOf(pid, 'VmHWM');
    console.log(
      `bomb ${(bomb.length / 1024).toFixed(0)} KB → 950 MB: server RSS before ${(before / MB).toFixed(0)} MB, peak during two at once ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB); answers ${answers.map((x) => x.status).join(', ')}`,
    );

    for (const r of answers) {
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/unpacks to more/);
    }
    expect(peak - before).toBeLessThan(100 * MB);
    // Nothing was saved.
    expect([await cuesOf(a), await cuesOf(b)]).toEqual(cuesBefore);
    // And the server still works.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

// The same refusal in the app on each storage engine (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): an entry that inflates past its header's claim is a 400 and the
// rundown is as it was. The bomb is small here; the memory figure is the child-process test's.
describe(`an .xlsx entry that lies about its size (${testEngine})`, () => {
  let t: TestApp;
  let lying: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    lying = await xlsxBomb(8 * MB);
  }, 60_000);
  afterAll(() => t.close());

  it('is refused with 400 on preview and apply, and nothing is saved', async () => {
    const owner = await registerUser(t);
    const show = await makeShow(injectCall(t.app), 'lying');
    const cuesBefore = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).body;
    for (const url of [`/api/events/${show.eventId}/import/preview`, `/api/events/${show.eventId}/import`]) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        payload: lying,
        headers: { 'content-type': XLSX, authorization: `Bearer ${show.token}` },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(/unpacks to more/);
    }
    expect((await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${show.eventId}/cues`, undefined, show.token)).body).toEqual(
      cuesBefore,
    );
    // Another account's event: the same upload is a 404, not a look at the file.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/events/${show.eventId}/import/preview`,
      payload: lying,
      headers: { 'content-type': XLSX, authorization: `Bearer ${owner.token}` },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
