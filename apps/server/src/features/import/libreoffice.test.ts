/**
 * A second reader (docs/decisions/0009-excel-round-trip.md): the exported file opened and saved again by LibreOffice Calc still
 * imports as the same rundown, durations and task colours from the hidden data sheet included. Runs where
 * `soffice` is installed (apt `libreoffice-calc-nogui`); elsewhere it is reported as skipped,
 * except under CI=true, where a missing `soffice` fails the test (.ci/run installs it).
 */
import { z } from 'zod';
import { cueSchema, departmentSchema, taskSchema } from '@showcaller/shared';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.js';
import { buildRundown, VARIED_CUES, VARIED_DEPARTMENTS } from '../../test/testRundown.js';
import { DURATION_HEADER, RUNDOWN_SHEET } from '../export/rundownWorkbook.js';
import { CUE_DATA_SHEET } from '../export/cueDataSheet.js';

const SOFFICE_PATHS = ['/usr/bin/soffice', '/usr/local/bin/soffice'];
const SOFFICE = SOFFICE_PATHS.find((p) => existsSync(p));
/** CI promises this round trip: there it must run, never silently skip. */
const REQUIRED = process.env.CI === 'true';
const run = promisify(execFile);

async function rundownOf(t: TestApp, token: string, eventId: number) {
  const [cues, deps, tasks] = await Promise.all([
    t.callParsed(z.array(cueSchema), 'GET', `/api/events/${eventId}/cues`, undefined, token),
    t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${eventId}/departments`, undefined, token),
    t.callParsed(z.array(taskSchema), 'GET', `/api/events/${eventId}/tasks`, undefined, token),
  ]);
  const depName = new Map(deps.body.map((d) => [d.id, d.name]));
  return {
    departments: deps.body.map((d) => d.name),
    cues: cues.body.map(({ number, time, action, duration, notes, colorMark, id }) => ({
      number,
      time,
      action,
      duration,
      notes,
      colorMark,
      tasks: tasks.body.filter((x) => x.cueId === id).map((x) => [depName.get(x.departmentId), x.description, x.completed, x.color]),
    })),
  };
}

describe.skipIf(!SOFFICE && !REQUIRED)('export → LibreOffice Calc → import', () => {
  let t: TestApp;
  let owner: { token: string };
  const dir = mkdtempSync(path.join(tmpdir(), 'showcaller-lo-'));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reproduces the rundown after LibreOffice has opened and saved the file', { timeout: 120_000 }, async () => {
    if (!SOFFICE)
      throw new Error(
        `CI=true but no soffice at ${SOFFICE_PATHS.join(' or ')}: install LibreOffice Calc (apt-get install libreoffice-calc-nogui; .ci/run does this).`,
      );
    const source = await buildRundown(t, owner.token, 'LibreOffice show', VARIED_CUES, VARIED_DEPARTMENTS);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/events/${source.eventId}/export/xlsx`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const input = path.join(dir, 'exported.xlsx');
    writeFileSync(input, exported.rawPayload);
    const out = path.join(dir, 'out');
    // A profile of its own: no clash with a LibreOffice already running for someone else.
    await run(
      SOFFICE,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'xlsx:Calc MS Excel 2007 XML',
        '--outdir',
        out,
        input,
      ],
      { timeout: 110_000 },
    );
    const resaved = readFileSync(path.join(out, 'exported.xlsx'));
    expect(resaved.equals(exported.rawPayload)).toBe(false); // really written again, by LibreOffice

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(resaved.buffer.slice(resaved.byteOffset, resaved.byteOffset + resaved.byteLength));
    expect(wb.getWorksheet(RUNDOWN_SHEET)!.columnCount).toBe(4 + VARIED_DEPARTMENTS.length);
    const data = wb.getWorksheet(CUE_DATA_SHEET)!;
    expect(data.state).toBe('hidden');
    expect(data.getRow(1).getCell(3).value).toBe(DURATION_HEADER);

    const target = (
      await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: 'Copy', date: '2026-12-01' }, owner.token)
    ).body;
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/events/${target.id}/import?ticks=keep`,
      payload: resaved,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${owner.token}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const want = await rundownOf(t, owner.token, source.eventId);
    const got = await rundownOf(t, owner.token, target.id);
    expect(got.departments).toEqual(want.departments);
    for (const [i, cue] of got.cues.entries()) expect(cue, `cue ${i + 1}`).toEqual(want.cues[i]);
    expect(got.cues).toHaveLength(VARIED_CUES.length);
  });
});
