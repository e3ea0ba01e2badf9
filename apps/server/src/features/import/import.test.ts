import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { LIMITS, type ImportPreview, type ImportResult, cueSchema, departmentSchema, taskSchema } from '@showcaller/shared';
import { createTestApp, registerUser, type ErrorResponse, type TestApp } from '../../test/harness.js';
import { buildEventWith } from '../../test/factories.js';
import { buildRundown, codeToken, VARIED_CUES, VARIED_DEPARTMENTS } from '../../test/testRundown.js';
import { NOT_XLSX } from './workbookFile.js';
import { CUE_DATA_SHEET } from '../export/cueDataSheet.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function toArrayBuffer(buf: Buffer): ArrayBuffer {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}

/** A rundown as the caller sees it: cues with their tasks by department name. */
async function rundownOf(t: TestApp, token: string, eventId: number) {
  const [cues, deps, tasks] = await Promise.all([
    t.callParsed(z.array(cueSchema), 'GET', `/api/events/${eventId}/cues`, undefined, token),
    t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${eventId}/departments`, undefined, token),
    t.callParsed(z.array(taskSchema), 'GET', `/api/events/${eventId}/tasks`, undefined, token),
  ]);
  const depName = new Map(deps.body.map((d) => [d.id, d.name]));
  return cues.body.map((c) => ({
    number: c.number,
    time: c.time,
    action: c.action,
    duration: c.duration,
    notes: c.notes,
    colorMark: c.colorMark,
    timeMode: c.timeMode,
    tasks: tasks.body
      .filter((x) => x.cueId === c.id)
      .map((x) => ({ department: depName.get(x.departmentId), description: x.description, completed: x.completed, color: x.color })),
  }));
}

describe('Excel import', () => {
  let t: TestApp;
  let owner: { token: string };
  let other: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin');
    owner = await registerUser(t);
    other = await registerUser(t);
  });
  afterAll(() => t.close());

  const upload = (
    eventId: number,
    body: Buffer | string,
    opts: { token?: string; type?: string; preview?: boolean; query?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${opts.preview ? '/preview' : ''}${opts.query ? `?${opts.query}` : ''}`,
      payload: body,
      headers: { 'content-type': opts.type ?? XLSX, authorization: `Bearer ${opts.token ?? owner.token}` },
    });
  const exportFile = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export/xlsx`, headers: { authorization: `Bearer ${owner.token}` } }))
      .rawPayload;
  const newEvent = async (name: string) => buildEventWith(t, owner.token, { name });

  it('reproduces an exported rundown in a new event, field by field (durations and task colours from the hidden data sheet)', async () => {
    const source = await buildRundown(t, owner.token, 'Source show', VARIED_CUES, VARIED_DEPARTMENTS);
    const file = await exportFile(source.eventId);
    const target = await newEvent('Copy');

    const preview = await upload(target.id, file, { preview: true });
    expect(preview.statusCode).toBe(200);
    const p = preview.json<ImportPreview>();
    expect(p.problems).toEqual([]);
    expect(p.existingCues).toBe(0);
    expect(p.departments).toEqual(VARIED_DEPARTMENTS);
    expect(p.rows.map((r) => [r.row, r.number, r.action, r.duration, r.problems])).toEqual(
      VARIED_CUES.map((c, i) => [i + 2, i + 1, c.action, c.duration, []]),
    );
    expect(await rundownOf(t, owner.token, target.id)).toEqual([]); // a preview changes nothing

    const done = await upload(target.id, file, { type: 'application/octet-stream', query: 'ticks=keep' });
    expect(done.statusCode).toBe(200);
    const taskCount = VARIED_CUES.flatMap((c) => Object.values(c.tasks).flat()).length;
    expect(done.json<ImportResult>()).toEqual({
      created: { cues: VARIED_CUES.length, departments: VARIED_DEPARTMENTS.length, tasks: taskCount },
      replaced: 0,
    });

    const want = await rundownOf(t, owner.token, source.eventId);
    const got = await rundownOf(t, owner.token, target.id);
    expect(got).toHaveLength(VARIED_CUES.length);
    for (const [i, cue] of got.entries()) expect(cue, `cue ${i + 1}`).toEqual(want[i]);
    // The source itself is what the specs say, so equal-to-source is equal-to-spec (times of TBD cues may follow the cue before).
    expect(want.map((c) => [c.action, c.duration, c.notes, c.colorMark])).toEqual(
      VARIED_CUES.map((c) => [c.action, c.duration, c.notes, c.colorMark]),
    );
    expect(got[0]).toMatchObject({ time: '09:00:00', duration: 900, notes: '=SUM(A1)', colorMark: '#000000' });
    // The timing mode rides in the data sheet: a linked cue comes back linked (and so keeps following).
    expect(want.some((c) => c.timeMode === 'linked')).toBe(true);
    expect(got[2]).toMatchObject({ time: want[2]!.time, duration: null });
    expect(got[3]!.tasks).toEqual([
      { department: 'LED Wall', description: '=1+1', completed: false, color: '#006400' },
      { department: 'LED Wall', description: 'Logo loop « encore »', completed: true, color: '' },
      { department: 'Pyro: FX', description: 'Gerbs ×4', completed: true, color: '#000000' },
    ]);
    const deps = await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${target.id}/departments`, undefined, owner.token);
    expect(deps.body.map((d) => d.name)).toEqual(VARIED_DEPARTMENTS);
    expect(deps.body.every((d) => /^[A-Z2-9]{6}$/.test(d.accessCode))).toBe(true);
  });

  it('ignores task colours that no longer line up with an edited cell, and reads a data sheet without its Duration column', async () => {
    const source = await buildRundown(t, owner.token, 'Edited show');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(toArrayBuffer(await exportFile(source.eventId)));
    const ws = wb.getWorksheet('Event Rundown')!;
    // Someone added a Sound task to the first cue: its colours are dropped, the Light colours stay.
    ws.getCell('D2').value = '✓ Walk-in music\n-6 dB on the PA\nExtra check';
    wb.getWorksheet(CUE_DATA_SHEET)!.spliceColumns(3, 1); // and removed the Duration column
    wb.getWorksheet(CUE_DATA_SHEET)!.getCell('E1').value = 'Some later column'; // unknown columns are ignored
    const target = await newEvent('Edited copy');
    expect((await upload(target.id, await toBuffer(wb), { query: 'ticks=keep' })).statusCode).toBe(200);
    const got = await rundownOf(t, owner.token, target.id);
    expect(got.map((c) => c.duration)).toEqual([null, null, null]);
    expect(got[0]!.tasks.map((x) => [x.description, x.color])).toEqual([
      ['Walk-in music', ''],
      ['-6 dB on the PA', ''],
      ['Extra check', ''],
    ]);
    expect(got[2]!.tasks.map((x) => [x.description, x.completed, x.color])).toEqual([
      ['Spot on lectern', false, ''],
      ['House to 30%', true, '#800080'],
    ]);
  });

  it('keeps the data sheet row of a cue renamed on the first sheet only (matched by #), and imports files without the data sheet', async () => {
    const source = await buildRundown(t, owner.token, 'Data sheet show');
    const file = await exportFile(source.eventId);
    const edited = new ExcelJS.Workbook();
    await edited.xlsx.load(toArrayBuffer(file));
    edited.getWorksheet('Event Rundown')!.getCell('C3').value = 'Welcome, rewritten'; // renamed: its # still finds its data row
    const target = await newEvent('Data sheet copy');
    expect((await upload(target.id, await toBuffer(edited))).statusCode).toBe(200);
    expect((await rundownOf(t, owner.token, target.id)).map((c) => [c.action, c.duration])).toEqual([
      ['Doors open', 900],
      ['Welcome, rewritten', 150],
      ['+1 Keynote', null],
    ]);

    const bare = new ExcelJS.Workbook();
    await bare.xlsx.load(toArrayBuffer(file));
    bare.removeWorksheet(bare.getWorksheet(CUE_DATA_SHEET)!.id);
    const other = await newEvent('No data sheet');
    const r = await upload(other.id, await toBuffer(bare));
    expect(r.statusCode).toBe(200);
    const got = await rundownOf(t, owner.token, other.id);
    expect(got.map((c) => [c.action, c.duration])).toEqual([
      ['Doors open', null],
      ['Welcome', null],
      ['+1 Keynote', null],
    ]);
    expect(got.flatMap((c) => c.tasks).every((x) => x.color === '')).toBe(true);
  });

  it('still reads files of the earlier export layout (Duration and Task colours hidden after Notes)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Event Rundown');
    ws.addRow(['Time', '#', 'Action', 'Sound', 'Notes', 'Duration (hh:mm:ss)', 'Task colours']);
    ws.addRow(['09:00:00', 1, 'Doors open', '✓ Walk-in music\n-6 dB on the PA', '=SUM(A1)', '00:15:00', 'Sound: -, #FF69B4']);
    ws.addRow(['09:15:00', 2, 'Welcome', null, null, '00:02:30', null]);
    ws.getColumn(6).hidden = true;
    ws.getColumn(7).hidden = true;
    const target = await newEvent('Earlier layout');
    expect((await upload(target.id, await toBuffer(wb), { query: 'ticks=keep' })).statusCode).toBe(200);
    const got = await rundownOf(t, owner.token, target.id);
    expect(got.map((c) => [c.action, c.duration, c.notes])).toEqual([
      ['Doors open', 900, '=SUM(A1)'],
      ['Welcome', 150, null],
    ]);
    expect(got[0]!.tasks.map((x) => [x.description, x.completed, x.color])).toEqual([
      ['Walk-in music', true, ''],
      ['-6 dB on the PA', false, '#FF69B4'],
    ]);
    const deps = await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${target.id}/departments`, undefined, owner.token);
    expect(deps.body.map((d) => d.name)).toEqual(['Sound']);
  });

  it('reads variants: a title row, other header names, Excel times, durations and existing departments', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes for crew').getCell('A1').value = 'nothing here';
    const ws = wb.addWorksheet('Cues');
    ws.getCell('A1').value = 'Spring conference: running order';
    ws.getRow(2).values = ['No', 'Start', 'Cue', 'Duration', 'Comments', 'sound', 'LED'];
    const rows: ExcelJS.CellValue[][] = [
      [1, '9:00', 'Opening', '02:30', 'Go on clear', '✔ Intro sting\nMic 1 on', null],
      [2, 0.40625, 'Panel', '00:01:00', null, null, '[x] Logo loop\n☐ Lower thirds'],
      [3, new Date(Date.UTC(1899, 11, 30, 10, 30, 0)), 'Break', '90', null, null, null],
      [4, '7:30 pm', 'Dinner', new Date(Date.UTC(1899, 11, 30, 0, 2, 30)), null, null, null],
      [5, '10:05:30', 'Close', 45, null, null, null],
    ];
    rows.forEach((values, i) => {
      const row = ws.getRow(3 + i);
      row.values = values;
    });
    ws.getCell('B4').numFmt = 'hh:mm';
    ws.getCell('B5').numFmt = 'h:mm AM/PM';
    ws.getCell('D6').numFmt = '[h]:mm:ss';
    ws.getCell('C4').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF800080' } };
    ws.getCell('A5').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF69B4' } };
    ws.getCell('C7').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFFFF' } };
    ws.getRow(20).getCell(1).value = '   '; // a blank-looking row is skipped

    const ev = await newEvent('Variant');
    await t.call('POST', '/api/departments', { eventId: ev.id, name: 'Sound' }, owner.token);
    await t.call('POST', '/api/cues', { eventId: ev.id, time: '08:00:00', action: 'Existing' }, owner.token);

    const r = await upload(ev.id, await toBuffer(wb), { query: 'ticks=keep' });
    expect(r.statusCode).toBe(200);
    expect(r.json<ImportResult>()).toEqual({ created: { cues: 5, departments: 1, tasks: 4 }, replaced: 0 });
    const got = await rundownOf(t, owner.token, ev.id);
    expect(got.map((c) => [c.number, c.time, c.action, c.duration, c.notes, c.colorMark])).toEqual([
      [1, '08:00:00', 'Existing', null, null, ''],
      [2, '09:00:00', 'Opening', 150, 'Go on clear', ''],
      [3, '09:45:00', 'Panel', 60, null, '#800080'],
      [4, '10:30:00', 'Break', 90, null, '#FF69B4'],
      [5, '19:30:00', 'Dinner', 150, null, ''],
      [6, '10:05:30', 'Close', 45, null, ''],
    ]);
    expect(got[1]!.tasks).toEqual([
      { department: 'Sound', description: 'Intro sting', completed: true, color: '' },
      { department: 'Sound', description: 'Mic 1 on', completed: false, color: '' },
    ]);
    expect(got[2]!.tasks).toEqual([
      { department: 'LED', description: 'Logo loop', completed: true, color: '' },
      { department: 'LED', description: 'Lower thirds', completed: false, color: '' },
    ]);
    const deps = await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${ev.id}/departments`, undefined, owner.token);
    expect(deps.body.map((d) => d.name)).toEqual(['Sound', 'LED']);
  });

  it('lists every problem in the preview and imports nothing when there is one', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Event Rundown');
    ws.addRow(['Time', '#', 'Action', 'Duration', 'Sound', 'Notes']);
    ws.addRow(['09:00', 1, 'Fine', '1:00', 'Check', null]);
    ws.addRow(['soon', 2, 'Bad time', '1:00', null, null]);
    ws.addRow(['09:10', 3, null, null, 'Orphan task', 'no action']);
    ws.addRow(['09:20', 4, 'Bad duration', 'long', null, null]);
    ws.addRow(['09:30', 5, 'x'.repeat(LIMITS.cueAction + 1), '0:75', null, null]);
    const file = await toBuffer(wb);
    const ev = await newEvent('Problems');

    const p = (await upload(ev.id, file, { preview: true })).json<ImportPreview>();
    expect(p.rows.map((r) => [r.row, r.problems.length])).toEqual([
      [2, 0],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 2],
    ]);
    expect(p.rows[1]!.problems[0]).toContain('Time "soon"');
    expect(p.rows[2]!.problems).toEqual(['Action is required.']);
    expect(p.rows[3]!.problems[0]).toContain('Duration "long"');

    const r = await upload(ev.id, file);
    expect(r.statusCode).toBe(400);
    const body = r.json<ErrorResponse>();
    expect(body.error).toMatch(/^Nothing was imported: the file has 5 problems\. Row 3: Time "soon"/);
    expect(body.issues).toHaveLength(5);
    expect(await rundownOf(t, owner.token, ev.id)).toEqual([]);
    expect((await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${ev.id}/departments`, undefined, owner.token)).body).toEqual(
      [],
    );
  });

  it('finds no header politely, and refuses a sheet with a column twice', async () => {
    const ev = await newEvent('Headers');
    const noHeader = new ExcelJS.Workbook();
    noHeader.addWorksheet('Sheet1').addRow(['just', 'numbers', 1, 2]);
    const p = (await upload(ev.id, await toBuffer(noHeader), { preview: true })).json<ImportPreview>();
    expect(p.rows).toEqual([]);
    expect(p.problems[0]).toContain('No header row with an Action column');
    expect((await upload(ev.id, await toBuffer(noHeader))).statusCode).toBe(400);

    const twice = new ExcelJS.Workbook();
    const ws = twice.addWorksheet('S');
    ws.addRow(['Action', 'Notes', 'Notes']);
    ws.addRow(['Go', 'a', 'b']);
    const q = (await upload(ev.id, await toBuffer(twice), { preview: true })).json<ImportPreview>();
    expect(q.problems).toEqual(['Column "Notes" appears twice; keep one.']);
  });

  it('answers 400 for files that are not workbooks and bodies that are not files', async () => {
    const ev = await newEvent('Bad files');
    for (const body of [Buffer.from('hello, this is text'), Buffer.from('PK\u0003\u0004 broken zip')]) {
      const r = await upload(ev.id, body, { preview: true });
      expect(r.statusCode).toBe(400);
      expect(r.json<ErrorResponse>().error).toBe(NOT_XLSX);
    }
    // A real zip, but a workbook without a single sheet.
    const noSheets = await new ExcelJS.Workbook().xlsx.writeBuffer();
    const r = await upload(ev.id, Buffer.from(noSheets));
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorResponse>().error).toBe(NOT_XLSX);

    const empty = await upload(ev.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await upload(ev.id, JSON.stringify({ rows: [] }), { type: 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorResponse>().error).toContain('Send the .xlsx file');
    const multipart = await upload(ev.id, 'x', { type: 'multipart/form-data; boundary=abc' });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json<ErrorResponse>().error).toContain('Send the .xlsx file');
  });

  it('answers 413 with a clear text above 5 MB', async () => {
    const ev = await newEvent('Big');
    const r = await upload(ev.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(r.statusCode).toBe(413);
    expect(r.json<ErrorResponse>().error).toBe('That file is larger than 5 MB. Remove pictures or unused sheets and try again.');
  });

  it(`refuses more than ${LIMITS.maxCuesPerEvent} rows with 400`, async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Event Rundown');
    ws.addRow(['Action']);
    for (let i = 0; i <= LIMITS.maxCuesPerEvent; i++) ws.addRow([`Cue ${i}`]);
    const ev = await newEvent('Huge');
    const r = await upload(ev.id, await toBuffer(wb), { preview: true });
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorResponse>().error).toContain(`more than ${LIMITS.maxCuesPerEvent} rows`);
  });

  it('is for the owner and co-callers: department codes 403, other accounts 404, bad ids 400', async () => {
    const show = await buildRundown(t, owner.token, 'Rights', [], ['Sound']);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['Action']);
    wb.getWorksheet('S')!.addRow(['From a co-caller']);
    const file = await toBuffer(wb);
    const caller = await codeToken(t, show.showCallerCode);
    const crew = await codeToken(t, show.departments[0]!.accessCode);
    expect((await upload(show.eventId, file, { token: crew, preview: true })).statusCode).toBe(403);
    expect((await upload(show.eventId, file, { token: crew })).statusCode).toBe(403);
    expect((await upload(show.eventId, file, { token: other.token })).statusCode).toBe(404);
    expect((await upload(show.eventId, file, { token: caller })).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/events/x/import',
      payload: file,
      headers: { 'content-type': XLSX, authorization: `Bearer ${owner.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect((await rundownOf(t, owner.token, show.eventId)).map((c) => c.action)).toEqual(['From a co-caller']);
  });

  it('documents the import, export and report routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const p of [
      '/api/events/{id}/import',
      '/api/events/{id}/import/preview',
      '/api/events/{id}/export/xlsx',
      '/api/events/{id}/report/xlsx',
      '/api/annotations/{id}',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
