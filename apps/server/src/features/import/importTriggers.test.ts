/** Per-cue OSC triggers ride in the hidden data sheet (docs/decisions/0009-excel-round-trip.md): export, import, hand edits, co-callers. */
import { z } from 'zod';
import { cueSchema, cueTriggersBody } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CueTrigger, ImportPreview, ImportResult } from '@showcaller/shared';
import { createTestApp, registerUser, type ErrorResponse, type TestApp } from '../../test/harness.js';
import { buildEventWith } from '../../test/factories.js';
import { buildRundown, codeToken } from '../../test/testRundown.js';
import { CUE_DATA_HEADERS, CUE_DATA_SHEET } from '../export/cueDataSheet.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const GO_TRIGGERS: CueTrigger[] = [
  { on: 'go', address: '/cue/{cue.number}/start', args: [] },
  {
    on: 'go',
    address: '/eos/cue/1/{cue.number}/fire',
    args: [
      { type: 'i', value: '{cue.number}' },
      { type: 's', value: '{cue.action}' },
    ],
  },
];
const STANDBY_TRIGGERS: CueTrigger[] = [{ on: 'standby', address: '/lights/preheat', args: [{ type: 'f', value: '0.5' }] }];

describe('OSC triggers in the Excel round trip', () => {
  let t: TestApp;
  let owner: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin');
    owner = await registerUser(t);
  });
  afterAll(() => t.close());

  const upload = (eventId: number, body: Buffer, token: string, preview = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${preview ? '/preview' : ''}`,
      payload: body,
      headers: { 'content-type': XLSX, authorization: `Bearer ${token}` },
    });
  const exportFile = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export/xlsx`, headers: { authorization: `Bearer ${owner.token}` } }))
      .rawPayload;
  const newEvent = async (name: string) => buildEventWith(t, owner.token, { name });
  const triggersOf = async (eventId: number, token = owner.token) => {
    const cues = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${eventId}/cues`, undefined, token)).body;
    const out: CueTrigger[][] = [];
    for (const c of cues)
      out.push((await t.callParsed(cueTriggersBody, 'GET', `/api/cues/${c.id}/triggers`, undefined, owner.token)).body.triggers);
    return out;
  };
  /** A show whose cues 1 and 3 have triggers; its export. */
  async function sourceWithTriggers(name: string) {
    const source = await buildRundown(t, owner.token, name);
    expect(source.cues.length).toBeGreaterThanOrEqual(3);
    for (const [cue, triggers] of [
      [source.cues[0]!, GO_TRIGGERS],
      [source.cues[2]!, STANDBY_TRIGGERS],
    ] as const) {
      const put = await t.call('PUT', `/api/cues/${cue.id}/triggers`, { triggers }, owner.token);
      expect(put.status).toBe(200);
    }
    return { source, file: await exportFile(source.eventId) };
  }

  it("writes each cue's triggers to the hidden sheet and an owner's import brings them back on the same cues", async () => {
    const { source, file } = await sourceWithTriggers('Triggered show');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const data = wb.getWorksheet(CUE_DATA_SHEET)!;
    const col = (data.getRow(1).values as unknown[]).indexOf(CUE_DATA_HEADERS.oscTriggers);
    expect(col).toBeGreaterThan(0);
    expect(JSON.parse(data.getRow(2).getCell(col).text)).toEqual(GO_TRIGGERS);
    expect(data.getRow(3).getCell(col).value).toBeNull();

    const target = await newEvent('Triggered copy');
    const preview = (await upload(target.id, file, owner.token, true)).json<ImportPreview>();
    expect(preview.rows.map((r) => r.oscTriggers)).toEqual([GO_TRIGGERS, undefined, STANDBY_TRIGGERS]);
    const done = await upload(target.id, file, owner.token);
    expect(done.statusCode).toBe(200);
    expect(await triggersOf(target.id)).toEqual(await triggersOf(source.eventId));
    expect((await triggersOf(target.id))[0]).toEqual(GO_TRIGGERS);
  });

  it('a co-caller imports the cues but not the triggers (only the owner sets equipment commands)', async () => {
    const { file } = await sourceWithTriggers('Co-caller source');
    const target = await newEvent('Co-caller copy');
    const caller = await codeToken(t, target.showCallerCode);
    const done = await upload(target.id, file, caller);
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>().created.cues).toBe(3);
    expect(await triggersOf(target.id)).toEqual([[], [], []]);
  });

  it("a co-caller's replace keeps the owner's triggers on the cues with the same Action, and cannot set others", async () => {
    const { source, file } = await sourceWithTriggers('Co-caller replace');
    const caller = await codeToken(t, source.showCallerCode);
    // The co-caller's file asks for another trigger on cue 1: only the owner may set one.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const data = wb.getWorksheet(CUE_DATA_SHEET)!;
    const col = (data.getRow(1).values as unknown[]).indexOf(CUE_DATA_HEADERS.oscTriggers);
    data.getRow(2).getCell(col).value = JSON.stringify([{ on: 'go', address: '/not/the/owners', args: [] }]);
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const same = await t.app.inject({
      method: 'POST',
      url: `/api/events/${source.eventId}/import?mode=replace`,
      payload: edited,
      headers: { 'content-type': XLSX, authorization: `Bearer ${caller}` },
    });
    expect(same.statusCode).toBe(200);
    expect(await triggersOf(source.eventId)).toEqual([GO_TRIGGERS, [], STANDBY_TRIGGERS]);

    // Reordered, with a new cue first: the triggers follow their cues' Action, not their places.
    const actions = source.cues.map((c) => c.action);
    const moved = new ExcelJS.Workbook();
    const ws = moved.addWorksheet('Event Rundown');
    for (const action of ['Action', 'A new first cue', actions[2]!, actions[1]!, actions[0]!]) ws.addRow([action]);
    const reordered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${source.eventId}/import?mode=replace`,
      payload: Buffer.from(await moved.xlsx.writeBuffer()),
      headers: { 'content-type': XLSX, authorization: `Bearer ${caller}` },
    });
    expect(reordered.statusCode).toBe(200);
    expect(await triggersOf(source.eventId)).toEqual([[], STANDBY_TRIGGERS, [], GO_TRIGGERS]);
  });

  it('a hand-edited trigger cell that is no longer valid is a problem of its row, and nothing is imported', async () => {
    const { file } = await sourceWithTriggers('Edited triggers');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const data = wb.getWorksheet(CUE_DATA_SHEET)!;
    const col = (data.getRow(1).values as unknown[]).indexOf(CUE_DATA_HEADERS.oscTriggers);
    data.getRow(2).getCell(col).value = '[{"on":"explode","address":"/x"}]';
    const edited = Buffer.from(await wb.xlsx.writeBuffer());

    const target = await newEvent('Edited copy');
    const preview = (await upload(target.id, edited, owner.token, true)).json<ImportPreview>();
    expect(preview.rows[0]!.problems).toEqual([
      `The OSC triggers of this cue in the "${CUE_DATA_SHEET}" sheet are not valid; fix or clear that cell.`,
    ]);
    const refused = await upload(target.id, edited, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error).toMatch(/^Nothing was imported/);
    expect(await triggersOf(target.id)).toEqual([]);
  });
});
