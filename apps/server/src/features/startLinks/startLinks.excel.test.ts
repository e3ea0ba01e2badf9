/**
 * A linked start in the Excel export (docs/decisions/0028-linked-event-starts.md): a visible "Linked
 * Start" sheet after the rundown says the projection at the moment of the export; the "Event Rundown"
 * sheet is exactly as before, and the file imports again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { cueSchema, eventSchema, productionSchema } from '@showcaller/shared';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildCue, buildUser, type TestUser } from '../../test/factories.js';
import { LINKED_START_SHEET } from '../export/linkedStartSheet.js';
import { RUNDOWN_SHEET } from '../export/rundownWorkbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = '2026-11-22';

describe('a linked start in the Excel export', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
  });
  afterAll(() => t.close());

  const exportFile = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export/xlsx`, headers: { authorization: `Bearer ${owner.token}` } }))
      .rawPayload;
  const workbook = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return wb;
  };

  it('adds a visible "Linked Start" sheet with the projection; the rundown sheet is unchanged and the file imports again', async () => {
    const rooms = [{ name: 'Main Hall' }, { name: 'Room A' }];
    const p = (
      await t.callParsed(
        productionSchema,
        'POST',
        '/api/productions',
        { name: 'Summit', timeZone: 'UTC', firstDay: DAY, lastDay: DAY, rooms },
        owner.token,
      )
    ).body;
    const make = async (name: string, room: string) =>
      (await t.callParsed(eventSchema, 'POST', '/api/events', { name, date: DAY, productionId: p.id, room, day: DAY }, owner.token)).body;
    const plenary = await make('=Plenary', 'Main Hall');
    const breakout = await make('Breakout', 'Room A');
    const cue = await buildCue(t, owner.token, { eventId: plenary.id, action: 'Keynote', time: '10:00:00', duration: 1800 });
    await buildCue(t, owner.token, { eventId: breakout.id, action: 'Doors', time: '10:40:00', duration: 600 });
    const before = await workbook(await exportFile(breakout.id));
    expect(before.worksheets.map((w) => w.name)).not.toContain(LINKED_START_SHEET);

    await t.call('PUT', `/api/events/${breakout.id}/start-link`, { eventId: plenary.id, cueId: cue.id, offsetMinutes: 10 }, owner.token);
    t.clock.ms = Date.parse(`${DAY}T10:00:00Z`);
    await t.call('POST', `/api/events/${plenary.id}/cuestatus/go`, {}, owner.token);
    t.clock.advance(36 * 60_000); // 6 min over
    const file = await exportFile(breakout.id);
    const wb = await workbook(file);
    expect(wb.worksheets[0]?.name).toBe(RUNDOWN_SHEET);
    const sheet = wb.getWorksheet(LINKED_START_SHEET)!;
    expect(sheet.state).toBe('visible');
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(rows).toEqual([
      ['Starts after', '=Plenary cue 1 + 10 min'],
      ['Planned start', '10:40:00'],
      ['Projected start', '10:46:00'],
      ['Difference', '+6 min'],
      ['When exported', 'Projected start 10:46:00, +6 min because =Plenary is running over.'],
    ]);
    // The rundown sheet is the same with or without the link.
    const values = (w: ExcelJS.Workbook) => w.getWorksheet(RUNDOWN_SHEET)!.getSheetValues();
    expect(values(wb)).toEqual(values(before));
    // An event name that looks like a formula stays text.
    expect(sheet.getCell('B2').numFmt).toBe('@');

    // In French (ADR 0040): the extra sheet's title, headers and labels are French; the rundown sheet is the spec's, unchanged.
    const fr = await workbook(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${breakout.id}/export/xlsx`,
          headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
        })
      ).rawPayload,
    );
    expect(fr.worksheets.map((w) => w.name)).toEqual([RUNDOWN_SHEET, 'ShowCaller Data', 'ShowCaller Event', 'Début lié']);
    expect(values(fr)).toEqual(values(wb));
    expect(fr.getWorksheet(RUNDOWN_SHEET)!.getRow(1).values).toEqual([undefined, 'Time', '#', 'Action', 'Notes']);
    expect(
      fr
        .getWorksheet('Début lié')!
        .getSheetValues()
        .slice(1)
        .map((r) => (Array.isArray(r) ? r.slice(1, 2) : [])),
    ).toEqual([['Champ'], ['Commence après'], ['Début prévu'], ['Début estimé'], ['Écart'], ['Au moment de l’export']]);
    expect(fr.getWorksheet('Début lié')!.getCell('B2').value).toBe('=Plenary effet 1 + 10 min');

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/events/${breakout.id}/import?mode=replace`,
      payload: file,
      headers: { 'content-type': XLSX, authorization: `Bearer ${owner.token}` },
    });
    expect(back.statusCode, back.body).toBe(200);
    const cues = await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${breakout.id}/cues`, undefined, owner.token);
    expect(cues.body.map((c) => [c.time, c.action])).toEqual([['10:40:00', 'Doors']]);
  });
});
