/**
 * docs/decisions/0024-keys-and-lossless-imports.md: the hidden data sheet is paired with the cues by # and Action, then Action
 * (renumbered), then # (renamed), and the preview names every field a replace drops or changes.
 * Before: a cue renamed on the first sheet only lost its duration while the preview said OK.
 */
import { z } from 'zod';
import { cueSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ImportPreview } from '@showcaller/shared';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.js';
import { buildRundown } from '../../test/testRundown.js';
import { CUE_DATA_SHEET } from '../export/cueDataSheet.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Import: data rows by # then Action, and the changes a replace makes', () => {
  let t: TestApp;
  let owner: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin');
    owner = await registerUser(t);
  });
  afterAll(() => t.close());

  const upload = (eventId: number, body: Buffer, path: '/preview' | '?mode=replace') =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${path}`,
      payload: body,
      headers: { 'content-type': XLSX, authorization: `Bearer ${owner.token}` },
    });
  /** The event's export, opened for editing. */
  async function exported(eventId: number): Promise<ExcelJS.Workbook> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/export/xlsx`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const wb = new ExcelJS.Workbook();
    const buf = res.rawPayload;
    await wb.xlsx.load(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    return wb;
  }
  const bytes = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());
  const durations = async (eventId: number) =>
    (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${eventId}/cues`, undefined, owner.token)).body.map((c) => [
      c.action,
      c.duration,
    ]);

  it('a cue renamed on the first sheet only keeps its duration; the preview says how its data row was found and that a replace renames it', async () => {
    const show = await buildRundown(t, owner.token, 'Renamed');
    const wb = await exported(show.eventId);
    wb.getWorksheet('Event Rundown')!.getCell('C3').value = 'Welcome, rewritten';
    const file = await bytes(wb);

    const preview = await upload(show.eventId, file, '/preview');
    expect(preview.statusCode).toBe(200);
    const rows = preview.json<ImportPreview>().rows;
    expect(rows.map((r) => [r.action, r.duration, r.dataMatch])).toEqual([
      ['Doors open', 900, 'exact'],
      ['Welcome, rewritten', 150, 'number'],
      ['+1 Keynote', null, 'exact'],
    ]);
    expect(rows.map((r) => r.replaces)).toEqual([[], ['action "Welcome" → "Welcome, rewritten"'], []]);
    expect(preview.json<ImportPreview>().unusedData).toEqual([]);

    expect((await upload(show.eventId, file, '?mode=replace')).statusCode).toBe(200);
    expect(await durations(show.eventId)).toEqual([
      ['Doors open', 900],
      ['Welcome, rewritten', 150],
      ['+1 Keynote', null],
    ]);
  });

  it('a row inserted and the cues renumbered: each cue keeps its own data row (by Action), the new one takes none and the preview says so', async () => {
    const show = await buildRundown(t, owner.token, 'Renumbered');
    const wb = await exported(show.eventId);
    const ws = wb.getWorksheet('Event Rundown')!;
    ws.spliceRows(3, 0, ['09:10:00', 2, 'Intro video']);
    ws.getCell('B4').value = 3;
    ws.getCell('B5').value = 4;
    const preview = (await upload(show.eventId, await bytes(wb), '/preview')).json<ImportPreview>();
    expect(preview.rows.map((r) => [r.number, r.action, r.duration, r.dataMatch ?? null])).toEqual([
      [1, 'Doors open', 900, 'exact'],
      [2, 'Intro video', null, null],
      [3, 'Welcome', 150, 'action'],
      [4, '+1 Keynote', null, 'action'],
    ]);
    // Replacing: the new cue takes the place of "Welcome", whose duration it does not have.
    expect(preview.rows[1]!.replaces).toContain('duration 00:02:30 → none (no data row)');
    expect(preview.rows[1]!.replaces).toContain('action "Welcome" → "Intro video"');
    expect(preview.rows[3]!.replaces).toBeUndefined(); // a fourth place: nothing there to change
  });

  it('lists data rows that no cue takes, and a replace from a file without the data sheet names each field it drops', async () => {
    const show = await buildRundown(t, owner.token, 'Dropped');
    const wb = await exported(show.eventId);
    wb.getWorksheet('Event Rundown')!.spliceRows(4, 1); // "+1 Keynote" deleted on the first sheet only
    const preview = (await upload(show.eventId, await bytes(wb), '/preview')).json<ImportPreview>();
    expect(preview.rows.map((r) => r.action)).toEqual(['Doors open', 'Welcome']);
    expect(preview.unusedData).toEqual([
      `"${CUE_DATA_SHEET}" row 4 (#3 "+1 Keynote": task colours, linked time) matches no cue; it is not imported.`,
    ]);

    const bare = await exported(show.eventId);
    bare.removeWorksheet(bare.getWorksheet(CUE_DATA_SHEET)!.id);
    const lost = (await upload(show.eventId, await bytes(bare), '/preview')).json<ImportPreview>();
    const why = `(the file has no "${CUE_DATA_SHEET}" sheet)`;
    expect(lost.dataSheet).toBe(false);
    expect(lost.rows[0]!.replaces).toEqual([`duration 00:15:00 → none ${why}`, `Sound task colours dropped on 1 task ${why}`]);
    expect(lost.rows[1]!.replaces).toEqual([`duration 00:02:30 → none ${why}`]);
    expect(lost.rows[2]!.replaces).toEqual([`time linked → fixed ${why}`, `Light task colours dropped on 1 task ${why}`]);
  });
});
