/**
 * The Excel round trip keeps an event's room and day (docs/decisions/0026-productions.md):
 * they travel in the hidden "ShowCaller Event" sheet; the "Event Rundown" sheet is exactly as before.
 */
import { eventSchema, productionSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ImportPreview, Production } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type ErrorResponse, type TestApp } from '../../test/harness.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { EVENT_SHEET } from '../export/eventPlaceSheet.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('productions in the Excel export and import', () => {
  let t: TestApp;
  let owner: TestUser;
  let production: Production;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    production = (
      await t.callParsed(
        productionSchema,
        'POST',
        '/api/productions',
        {
          name: 'DevSummit',
          timeZone: 'Europe/Berlin',
          firstDay: '2027-03-10',
          lastDay: '2027-03-11',
          rooms: [{ name: 'Main Hall' }, { name: 'Room A' }],
        },
        owner.token,
      )
    ).body;
  });
  afterAll(() => t.close());

  const exportFile = async (eventId: number, token = owner.token) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export/xlsx`, headers: { authorization: `Bearer ${token}` } }))
      .rawPayload;
  const upload = (eventId: number, body: Buffer, preview = false, token = owner.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${preview ? '/preview' : ''}`,
      payload: body,
      headers: { 'content-type': XLSX, authorization: `Bearer ${token}` },
    });
  const event = async (body: object) =>
    (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Talk', date: '2027-03-10', ...body }, owner.token)).body;
  const read = async (id: number) => (await t.callParsed(eventSchema, 'GET', `/api/events/${id}`, undefined, owner.token)).body;
  const withCue = async (id: number) => {
    await t.call('POST', '/api/cues', { eventId: id, action: 'Walk-in', duration: 60 }, owner.token);
  };

  it('writes room and day to a hidden sheet, leaves the rundown sheet as it was, and an import into a standalone event puts it back in its room and day', async () => {
    const source = await event({ productionId: production.id, room: 'Room A', day: '2027-03-11' });
    await withCue(source.id);
    const file = await exportFile(source.id);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
      ['Event Rundown', 'visible'],
      ['ShowCaller Data', 'hidden'],
      [EVENT_SHEET, 'hidden'],
    ]);
    expect((wb.getWorksheet('Event Rundown')!.getRow(1).values as unknown[]).slice(1)).toEqual(['Time', '#', 'Action', 'Notes']);
    const target = await event({ name: 'Copy', date: '2027-06-01' });
    const preview = (await upload(target.id, file, true)).json<ImportPreview>();
    expect(preview.place).toMatchObject({ production: 'DevSummit', room: 'Room A', day: '2027-03-11' });
    expect((await upload(target.id, file)).statusCode).toBe(200);
    expect(await read(target.id)).toMatchObject({ productionId: production.id, room: 'Room A', day: '2027-03-11', date: '2027-03-11' });
  });

  it('a standalone event exports no such sheet, and a file whose production the account lacks imports the rundown as before', async () => {
    const alone = await event({ name: 'Gala', date: '2027-05-01' });
    await withCue(alone.id);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportFile(alone.id)) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).not.toContain(EVENT_SHEET);

    const source = await event({ productionId: production.id, room: 'Main Hall', day: '2027-03-10' });
    await withCue(source.id);
    const file = await exportFile(source.id);
    const stranger = await buildUser(t);
    const theirs = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Theirs', date: '2027-07-01' }, stranger.token)).body;
    expect((await upload(theirs.id, file, false, stranger.token)).statusCode).toBe(200);
    const after = (await t.callParsed(eventSchema, 'GET', `/api/events/${theirs.id}`, undefined, stranger.token)).body;
    expect(after).toMatchObject({ productionId: null, room: null, day: null, date: '2027-07-01' });
  });

  it('a room the production lacks refuses the whole import with a sentence; a co-caller imports the rundown but does not move the event', async () => {
    const source = await event({ productionId: production.id, room: 'Room A', day: '2027-03-10' });
    await withCue(source.id);
    const file = await exportFile(source.id);
    const target = await event({ name: 'Target', productionId: production.id, room: 'Main Hall', day: '2027-03-11' });
    // A file naming a room the production does not have.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    wb.getWorksheet(EVENT_SHEET)!.getCell('B4').value = 'Cellar';
    const bad = Buffer.from(await wb.xlsx.writeBuffer());
    const refused = await upload(target.id, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error).toBe(
      'Nothing was imported: "Cellar" is not a room of DevSummit; its rooms are Main Hall, Room A.',
    );
    expect((await t.call('GET', `/api/events/${target.id}/cues`, undefined, owner.token)).body).toEqual([]);
    const caller = await insertCodeSession(t, 'caller', target.id);
    expect((await upload(target.id, file, false, caller)).statusCode).toBe(200);
    expect(await read(target.id)).toMatchObject({ room: 'Main Hall', day: '2027-03-11' });
    expect((await upload(target.id, file)).statusCode).toBe(200);
    expect(await read(target.id)).toMatchObject({ room: 'Room A', day: '2027-03-10' });
  });
});
