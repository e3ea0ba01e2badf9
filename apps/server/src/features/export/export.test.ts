import { z } from 'zod';
import { exportPayloadSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.js';
import { buildRundown, codeToken, SAMPLE_CUES } from '../../test/testRundown.js';
import { RUNDOWN_SHEET } from './rundownWorkbook.js';
import { CUE_DATA_SHEET } from './cueDataSheet.js';
import { xlsxPart } from '../../lib/excel/quotePrefix.js';

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  return wb;
}

describe('export', () => {
  let t: TestApp;
  let owner: { token: string };
  let other: { token: string };
  let show: Awaited<ReturnType<typeof buildRundown>>;
  let callerToken: string;
  let crewToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin'); // id 1 is an admin; the owner is an ordinary account
    owner = await registerUser(t);
    other = await registerUser(t);
    show = await buildRundown(t, owner.token, 'Gala: Night/1 "Café"');
    callerToken = await codeToken(t, show.showCallerCode);
    crewToken = await codeToken(t, show.departments[0]!.accessCode);
  });
  afterAll(() => t.close());

  const xlsx = (token?: string, eventId = show.eventId) =>
    t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export/xlsx`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the payload {event, departments, cues, tasks} without access codes', async () => {
    const r = await t.callParsed(exportPayloadSchema, 'GET', `/api/events/${show.eventId}/export/excel`, undefined, owner.token);
    expect(r.status).toBe(200);
    expect(r.body.event).toMatchObject({ id: show.eventId, name: 'Gala: Night/1 "Café"', showCallerCode: '' });
    expect(r.body.departments.map((d) => [d.name, d.accessCode])).toEqual([
      ['Sound', ''],
      ['Light', ''],
    ]);
    expect(r.body.cues.map((c) => c.action)).toEqual(SAMPLE_CUES.map((c) => c.action));
    expect(r.body.tasks).toHaveLength(show.tasks.length);
    expect((await t.call('GET', `/api/events/${show.eventId}/export/excel`, undefined, callerToken)).status).toBe(200);
  });

  it('refuses department codes (403), other accounts (404), no session (401) and bad ids (400)', async () => {
    for (const path of ['export/excel', 'export/xlsx']) {
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`, undefined, crewToken)).status).toBe(403);
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`, undefined, other.token)).status).toBe(404);
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`)).status).toBe(401);
      expect((await t.call('GET', `/api/events/nope/${path}`, undefined, owner.token)).status).toBe(400);
    }
  });

  it('sends the rundown as an .xlsx with a safe file name', async () => {
    const res = await xlsx(callerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Gala Night1 Cafe-Rundown.xlsx"; filename*=UTF-8''Gala%20Night1%20Caf%C3%A9-Rundown.xlsx`,
    );
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('lays the sheet out per spec: names, widths, bold header, fills, ticks', async () => {
    const wb = await readXlsx((await xlsx(owner.token)).rawPayload);
    expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
      [RUNDOWN_SHEET, 'visible'],
      [CUE_DATA_SHEET, 'hidden'],
    ]);
    const ws = wb.getWorksheet(RUNDOWN_SHEET)!;
    const header = ws.getRow(1);
    expect([1, 2, 3, 4, 5, 6].map((c) => header.getCell(c).value)).toEqual(['Time', '#', 'Action', 'Sound', 'Light', 'Notes']);
    expect([1, 2, 3, 4, 5, 6].map((c) => header.getCell(c).font?.bold)).toEqual([true, true, true, true, true, true]);
    expect([1, 2, 3, 4, 5, 6].map((c) => ws.getColumn(c).width)).toEqual([12, 8, 30, 25, 25, 30]);
    expect([1, 2, 3, 4, 5, 6].map((c) => ws.getColumn(c).hidden)).toEqual([false, false, false, false, false, false]);
    expect(ws.columnCount).toBe(6); // exactly the spec's columns, nothing hidden after Notes
    expect(ws.rowCount).toBe(4);

    const [doors, welcome, keynote] = [ws.getRow(2), ws.getRow(3), ws.getRow(4)];
    expect([1, 2, 3].map((c) => doors.getCell(c).value)).toEqual(['09:00:00', 1, 'Doors open']);
    expect(doors.getCell(4).value).toBe('✓ Walk-in music\n-6 dB on the PA');
    expect(doors.getCell(5).value).toBeNull();
    expect(welcome.getCell(5).value).toBe('✓ @stage wash');
    expect(keynote.getCell(5).value).toBe('Spot on lectern\n✓ House to 30%');
    expect(keynote.getCell(6).value).toBe('Line one\nLine two');

    // Every cell of a coloured row is filled; dark fills get white text.
    for (let c = 1; c <= 6; c++) {
      expect(doors.getCell(c).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF000000' } });
      expect(doors.getCell(c).font?.color?.argb).toBe('FFFFFFFF');
      expect(welcome.getCell(c).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF90EE90' } });
      expect(welcome.getCell(c).font?.color?.argb).toBeUndefined();
      expect(keynote.getCell(c).fill).not.toMatchObject({ pattern: 'solid' });
    }
  });

  it('carries durations, task colours, time modes, OSC triggers and timers in the hidden data sheet, one text row per cue keyed by # and Action', async () => {
    const data = (await readXlsx((await xlsx(owner.token)).rawPayload)).getWorksheet(CUE_DATA_SHEET)!;
    expect(data.state).toBe('hidden');
    expect(data.getRow(1).values).toEqual([
      undefined,
      '#',
      'Action',
      'Duration (hh:mm:ss)',
      'Task colours',
      'Time mode',
      'OSC triggers',
      'Timer',
      'At the end',
      'Ends at',
    ]);
    // The timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): every cue here counts down and runs over.
    expect([7, 8, 9].map((c) => data.getRow(2).getCell(c).value)).toEqual(['countdown', 'overrun', null]);
    expect([2, 3, 4].map((r) => [1, 2, 3, 4, 5].map((c) => data.getRow(r).getCell(c).value))).toEqual([
      ['1', 'Doors open', '00:15:00', 'Sound: -, #FF69B4', 'hard'],
      ['2', 'Welcome', '00:02:30', null, 'hard'],
      // Added without a time after a cue with a duration, so its time follows Welcome's end.
      ['3', '+1 Keynote', null, 'Light: -, #800080', 'linked'],
    ]);
    expect(data.getCell('C2').type).toBe(ExcelJS.ValueType.String);
  });

  it('stores text that looks like a formula (= + - @) as text with Excel’s quote prefix, never as a formula', async () => {
    const ev = await buildRundown(t, owner.token, 'Formulas', [
      {
        time: 'TBD',
        action: '@Stage',
        notes: '-5 dB',
        duration: null,
        colorMark: '',
        tasks: { Sound: [{ description: '=1+1', completed: false }] },
      },
    ]);
    const body = (await xlsx(owner.token, ev.eventId)).rawPayload;
    const wb = await readXlsx(body);
    const ws = wb.getWorksheet(RUNDOWN_SHEET)!;
    const cells = [ws.getCell('C2'), ws.getCell('D2'), ws.getCell('F2')];
    expect(cells.map((c) => c.value)).toEqual(['@Stage', '=1+1', '-5 dB']);
    for (const c of cells) {
      expect(c.type).toBe(ExcelJS.ValueType.String);
      expect(c.formula).toBeUndefined();
      expect(c.numFmt).toBe('@');
    }
    expect(ws.getCell('A2').numFmt).toBeUndefined(); // ordinary text keeps the General format
    // The styles of those cells carry quotePrefix="1" (what Excel writes for a leading ').
    const styles = xlsxPart(body, 'xl/styles.xml')!.toString('utf8');
    const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.match(/<xf\b[^>]*>/g)!;
    const text = xfs.filter((x) => x.includes('numFmtId="49"'));
    expect(text.length).toBeGreaterThan(0);
    for (const x of text) expect(x).toContain('quotePrefix="1"');
    for (const x of xfs.filter((y) => !y.includes('numFmtId="49"'))) expect(x).not.toContain('quotePrefix');

    const sample = (await readXlsx((await xlsx(owner.token)).rawPayload)).getWorksheet(RUNDOWN_SHEET)!;
    expect(['F2', 'C4'].map((a) => [sample.getCell(a).value, sample.getCell(a).numFmt])).toEqual([
      ['=SUM(A1)', '@'],
      ['+1 Keynote', '@'],
    ]);
  });

  it('exports an empty rundown as just the header, and an unnamed-looking event as Event-Rundown.xlsx', async () => {
    const ev = await t.callParsed(z.object({ id: z.number() }), 'POST', '/api/events', { name: '???', date: '2026-12-01' }, owner.token);
    const res = await xlsx(owner.token, ev.body.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Event-Rundown.xlsx"');
    const ws = (await readXlsx(res.rawPayload)).getWorksheet(RUNDOWN_SHEET)!;
    expect(ws.rowCount).toBe(1);
    expect(ws.getRow(1).values).toEqual([undefined, 'Time', '#', 'Action', 'Notes']);
  });
});
