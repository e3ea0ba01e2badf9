/**
 * Custom fields through Excel (docs/decisions/0034-custom-fields.md): exported in their own "Custom
 * Fields" sheet (the "Event Rundown" sheet keeps the spec's columns), imported back into another
 * event with their types, listed in the preview of a replace, and refused with a sentence per bad value.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cueFieldSchema, cueFieldsResponse, importPreviewSchema, type CueField } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown } from '../../test/factories.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook read from a file's bytes (ExcelJS takes an ArrayBuffer). */
async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(body).buffer);
  return wb;
}

describe(`custom fields in the Excel round trip (${testEngine})`, () => {
  let t: TestApp;
  let show: TestRundown;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    show = await buildRundown(t, { owner: await buildUser(t), cues: ['Doors', 'Welcome'], departments: ['Sound'] });
    owner = show.owner.token;
  });
  afterAll(() => t.close());

  const made = async (eventId: number, body: unknown): Promise<CueField> =>
    (await t.call('POST', `/api/events/${eventId}/fields`, body, owner)).parse(cueFieldSchema);
  const put = (cue: number, field: number, value: unknown) => t.call('PUT', `/api/cues/${cue}/fields/${field}`, { value }, owner);
  const list = async (eventId: number) => (await t.call('GET', `/api/events/${eventId}/fields`, undefined, owner)).parse(cueFieldsResponse);
  const exported = async (eventId: number) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/export/xlsx`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(r.statusCode).toBe(200);
    return r.rawPayload;
  };
  const upload = (eventId: number, body: Buffer, preview = false, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${preview ? '/preview' : ''}${query}`,
      payload: body,
      headers: { 'content-type': XLSX, authorization: `Bearer ${owner}` },
    });

  async function filled() {
    const shot = await made(show.event.id, { name: 'Shot', kind: 'choice', choices: ['Wide', 'Close'] });
    const mic = await made(show.event.id, { name: 'Mic', kind: 'number' });
    const live = await made(show.event.id, { name: 'Live', kind: 'boolean' });
    const walk = await made(show.event.id, { name: 'Walk', kind: 'duration' });
    const deck = await made(show.event.id, { name: 'Deck', kind: 'link', hidden: true });
    const note = await made(show.event.id, { name: 'Formula', kind: 'text' });
    const [a, b] = [show.cues[0]!.id, show.cues[1]!.id];
    await put(a, shot.id, 'Wide');
    await put(a, mic.id, 4);
    await put(a, live.id, true);
    await put(b, walk.id, 90);
    await put(b, deck.id, 'https://example.com/deck');
    await put(b, note.id, '=SUM(A1)');
    return { shot, mic };
  }

  it('exports the fields in their own sheet and keeps the rundown sheet exact', async () => {
    await filled();
    const wb = await workbook(await exported(show.event.id));
    const rundown = wb.getWorksheet('Event Rundown')!;
    expect(rundown.getRow(1).values).toEqual([undefined, 'Time', '#', 'Action', 'Sound', 'Notes']);
    const sheet = wb.getWorksheet('Custom Fields')!;
    expect(sheet.state).toBe('visible');
    const rows = [1, 2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['#', 'Action', 'Shot', 'Mic', 'Live', 'Walk', 'Deck', 'Formula'],
      ['1', 'Doors', 'Wide', '4', 'Yes'],
      ['2', 'Welcome', undefined, undefined, undefined, '00:01:30', 'https://example.com/deck', '=SUM(A1)'],
    ]);
    expect(wb.getWorksheet('ShowCaller Fields')!.state).toBe('hidden');
  });

  it('imports the fields with their types into another event, and a replace lists what changes', async () => {
    await filled();
    const file = await exported(show.event.id);
    const other = await buildRundown(t, { owner: show.owner, cues: [], departments: [] });
    const preview = importPreviewSchema.parse((await upload(other.event.id, file, true)).json());
    expect(preview.customFields?.map((f) => [f.name, f.kind, f.isNew])).toEqual([
      ['Shot', 'choice', true],
      ['Mic', 'number', true],
      ['Live', 'boolean', true],
      ['Walk', 'duration', true],
      ['Deck', 'link', true],
      ['Formula', 'text', true],
    ]);
    expect((await upload(other.event.id, file)).statusCode).toBe(200);
    const after = await list(other.event.id);
    expect(after.fields.map((f) => [f.name, f.kind, f.choices])).toEqual([
      ['Shot', 'choice', ['Wide', 'Close']],
      ['Mic', 'number', []],
      ['Live', 'boolean', []],
      ['Walk', 'duration', []],
      ['Deck', 'link', []],
      ['Formula', 'text', []],
    ]);
    expect(after.values.map((v) => v.value).sort()).toEqual([4, 90, '=SUM(A1)', 'Wide', 'https://example.com/deck', true].sort());

    // Edit the file: cue 1's shot becomes Close, its mic is cleared. A replace preview names both.
    const wb = await workbook(file);
    const sheet = wb.getWorksheet('Custom Fields')!;
    sheet.getCell('C2').value = 'Close';
    sheet.getCell('D2').value = null;
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const replace = importPreviewSchema.parse((await upload(other.event.id, edited, true)).json());
    expect(replace.customFields?.every((f) => !f.isNew)).toBe(true);
    expect(replace.rows[0]!.replaces).toEqual(expect.arrayContaining(['Shot "Wide" → "Close"', 'Mic "4" → none']));
    expect((await upload(other.event.id, edited, false, '?mode=replace')).statusCode).toBe(200);
    const replaced = await list(other.event.id);
    expect(replaced.fields).toHaveLength(6);
    expect(replaced.values.map((v) => v.value)).toContain('Close');
    expect(replaced.values.map((v) => v.value)).not.toContain(4);
  });

  it("exports in Portuguese (the Custom Fields sheet titled in it, the rundown sheet the spec's) and imports that file again", async () => {
    await filled();
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/${show.event.id}/export/xlsx`,
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'pt-PT,pt;q=0.9' },
    });
    const file = r.rawPayload;
    const wb = await workbook(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Event Rundown', 'ShowCaller Data', 'Campos personalizados', 'ShowCaller Fields']);
    expect(wb.getWorksheet('Event Rundown')!.getRow(1).values).toEqual([undefined, 'Time', '#', 'Action', 'Sound', 'Notes']);
    expect((wb.getWorksheet('Campos personalizados')!.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['#', 'Action']);

    const other = await buildRundown(t, { owner: show.owner, cues: [], departments: [] });
    const preview = importPreviewSchema.parse((await upload(other.event.id, file, true)).json());
    expect(preview.rows.map((row) => row.action)).toEqual(['Doors', 'Welcome']);
    expect(preview.customFields?.map((f) => f.name)).toEqual(['Shot', 'Mic', 'Live', 'Walk', 'Deck', 'Formula']);
    expect((await upload(other.event.id, file)).statusCode).toBe(200);
    const after = await list(other.event.id);
    expect(after.values.map((v) => v.value).sort()).toEqual([4, 90, '=SUM(A1)', 'Wide', 'https://example.com/deck', true].sort());
  });

  it('refuses bad values and a file without the sheet says what a replace drops', async () => {
    const { shot } = await filled();
    const wb = await workbook(await exported(show.event.id));
    const sheet = wb.getWorksheet('Custom Fields')!;
    sheet.getCell('C2').value = 'Crane';
    sheet.getCell('D2').value = 'four';
    sheet.getCell('G3').value = 'javascript:alert(1)';
    const bad = await upload(show.event.id, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    expect(text).toContain('\\"Crane\\" is not a choice of Shot');
    expect(text).toContain('Mic: \\"four\\" is not a number');
    expect(text).toContain('Deck must be a web address');
    expect((await list(show.event.id)).values.filter((v) => v.fieldId === shot.id).map((v) => v.value)).toEqual(['Wide']);

    wb.removeWorksheet(sheet.id);
    const plain = importPreviewSchema.parse((await upload(show.event.id, Buffer.from(await wb.xlsx.writeBuffer()), true)).json());
    expect(plain.customFields).toBeUndefined();
    expect(plain.rows[0]!.replaces).toContain('Shot "Wide" → none (the file has no "Custom Fields" sheet)');
  });
});
