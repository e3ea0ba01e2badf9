/**
 * README.md#export-and-import and docs/security.md "Trust hardening": importing into an event that has cues (append or replace,
 * the preview says how many exist), completed ticks dropped unless asked, one import per account
 * at a time, a few per process, and a rate limit.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { cueSchema, cueStatusSchema, departmentSchema, taskSchema, type ImportPreview, type ImportResult } from '@showcaller/shared';
import { createTestApp, registerUser, type ErrorResponse, type TestApp } from '../../test/harness.js';
import { buildRundown, codeToken } from '../../test/testRundown.js';
import { DEFAULT_IMPORTS_PER_MINUTE, IMPORT_RETRY_AFTER_SECONDS, ONE_AT_A_TIME, SERVER_BUSY } from './importGate.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A small rundown file: Action, Sound; a ✓ marks a completed task. */
async function rundownFile(rows: Array<[string, string | null]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Event Rundown');
  ws.addRow(['Action', 'Sound']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('import modes, ticks and limits', () => {
  let t: TestApp;
  let owner: { token: string };
  let file: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin');
    owner = await registerUser(t);
    file = await rundownFile([
      ['New opening', '✓ Sting played\nMic 1 on'],
      ['New close', null],
    ]);
  });
  afterAll(() => t.close());

  const upload = (eventId: number, body: Buffer, opts: { token?: string; preview?: boolean; query?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/import${opts.preview ? '/preview' : ''}${opts.query ? `?${opts.query}` : ''}`,
      payload: body,
      headers: { 'content-type': XLSX, authorization: `Bearer ${opts.token ?? owner.token}` },
    });
  const get = async <S extends z.ZodType>(schema: S, url: string, token = owner.token) =>
    (await t.callParsed(schema, 'GET', url, undefined, token)).body;
  const cuesOf = (eventId: number) => get(z.array(cueSchema), `/api/events/${eventId}/cues`);

  it('says in the preview how many cues exist, and appends by default after them', async () => {
    const show = await buildRundown(t, owner.token, 'Append show');
    const p = (await upload(show.eventId, file, { preview: true })).json<ImportPreview>();
    expect(p.existingCues).toBe(3);
    const r = await upload(show.eventId, file);
    expect(r.statusCode).toBe(200);
    expect(r.json<ImportResult>()).toEqual({ created: { cues: 2, departments: 0, tasks: 2 }, replaced: 0 });
    expect((await cuesOf(show.eventId)).map((c) => [c.number, c.action])).toEqual([
      [1, 'Doors open'],
      [2, 'Welcome'],
      [3, '+1 Keynote'],
      [4, 'New opening'],
      [5, 'New close'],
    ]);
  });

  it('replaces the cues and their tasks, keeps the departments and their codes, and moves a running show to the first new cue', async () => {
    const show = await buildRundown(t, owner.token, 'Replace show');
    for (const command of ['standby', 'go', 'next', 'go'])
      expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/${command}`, {}, owner.token)).status).toBe(200);
    const r = await upload(show.eventId, file, { query: 'mode=replace' });
    expect(r.statusCode).toBe(200);
    expect(r.json<ImportResult>()).toEqual({ created: { cues: 2, departments: 0, tasks: 2 }, replaced: 3 });
    const cues = await cuesOf(show.eventId);
    expect(cues.map((c) => [c.number, c.action])).toEqual([
      [1, 'New opening'],
      [2, 'New close'],
    ]);
    const tasks = await get(z.array(taskSchema), `/api/events/${show.eventId}/tasks`);
    expect(tasks.map((x) => [x.cueId, x.description])).toEqual([
      [cues[0]!.id, 'Sting played'],
      [cues[0]!.id, 'Mic 1 on'],
    ]);
    const deps = await get(z.array(departmentSchema), `/api/events/${show.eventId}/departments`);
    expect(deps.map((d) => [d.name, d.accessCode])).toEqual(show.departments.map((d) => [d.name, d.accessCode]));
    const s = await get(cueStatusSchema, `/api/events/${show.eventId}/cuestatus`);
    expect(s).toMatchObject({ currentCueId: cues[0]!.id, status: 'hold', runningSince: null });
  });

  it('drops completed ticks unless asked to keep them', async () => {
    const show = await buildRundown(t, owner.token, 'Ticks', [], ['Sound']);
    expect((await upload(show.eventId, file)).statusCode).toBe(200);
    expect(
      (await get(z.array(taskSchema), `/api/events/${show.eventId}/tasks`)).map((x) => [x.description, x.completed, x.completedAt]),
    ).toEqual([
      ['Sting played', false, null],
      ['Mic 1 on', false, null],
    ]);
    expect((await upload(show.eventId, file, { query: 'mode=replace&ticks=keep' })).statusCode).toBe(200);
    const kept = await get(z.array(taskSchema), `/api/events/${show.eventId}/tasks`);
    expect(kept.map((x) => [x.description, x.completed])).toEqual([
      ['Sting played', true],
      ['Mic 1 on', false],
    ]);
    expect(kept[0]!.completedAt).not.toBeNull();
  });

  it('refuses unknown options with 400 and changes nothing; replace is for the owner and co-callers only', async () => {
    const show = await buildRundown(t, owner.token, 'Guarded');
    const before = await cuesOf(show.eventId);
    for (const query of ['mode=everything', 'ticks=maybe', 'mode=']) {
      const r = await upload(show.eventId, file, { query });
      expect(r.statusCode, query).toBe(400);
      expect(r.json<ErrorResponse>().error).toBeTruthy();
    }
    const other = await registerUser(t);
    expect((await upload(show.eventId, file, { token: other.token, query: 'mode=replace' })).statusCode).toBe(404);
    const crew = await codeToken(t, show.departments[0]!.accessCode);
    expect((await upload(show.eventId, file, { token: crew, query: 'mode=replace' })).statusCode).toBe(403);
    expect(await cuesOf(show.eventId)).toEqual(before);
    const caller = await codeToken(t, show.showCallerCode);
    const r = await upload(show.eventId, file, { token: caller, query: 'mode=replace' });
    expect(r.statusCode).toBe(200);
    expect((await cuesOf(show.eventId)).map((c) => c.action)).toEqual(['New opening', 'New close']);
  });

  it('lets one import per account run at a time and a few per process: 429 with Retry-After, nothing saved', async () => {
    const mine = await registerUser(t);
    const show = await buildRundown(t, mine.token, 'Gated', [], ['Sound']);
    const { gate } = t.app.services.imports;
    const me = (await t.callParsed(z.object({ id: z.number() }), 'GET', '/api/user', undefined, mine.token)).body.id;

    const leave = await gate.enter(`user:${me}`); // as if a preview of mine were still being read
    for (const preview of [true, false]) {
      const r = await upload(show.eventId, file, { token: mine.token, preview });
      expect(r.statusCode).toBe(429);
      expect(r.headers['retry-after']).toBe(String(IMPORT_RETRY_AFTER_SECONDS));
      expect(r.json<ErrorResponse>().error).toBe(ONE_AT_A_TIME);
    }
    expect(await get(z.array(cueSchema), `/api/events/${show.eventId}/cues`, mine.token)).toEqual([]);
    const someoneElse = await buildRundown(t, owner.token, 'Not gated', [], ['Sound']);
    expect((await upload(someoneElse.eventId, file, { preview: true })).statusCode).toBe(200);
    await leave();

    // Two imports of other accounts running fill the process.
    const others = [await gate.enter('user:-1'), await gate.enter('user:-2')];
    const busy = await upload(show.eventId, file, { token: mine.token });
    expect(busy.statusCode).toBe(429);
    expect(busy.json<ErrorResponse>().error).toBe(SERVER_BUSY);
    await Promise.all(others.map((l) => l()));
    expect((await upload(show.eventId, file, { token: mine.token })).statusCode).toBe(200);
  });

  it(`rate limits each account to RATE_LIMIT_IMPORT_PER_MINUTE (default ${DEFAULT_IMPORTS_PER_MINUTE}) uploads a minute per route, before reading the file`, async () => {
    // The harness lifts the limit for other tests; this app has the default.
    const limited = await createTestApp({ RATE_LIMIT_IMPORT_PER_MINUTE: String(DEFAULT_IMPORTS_PER_MINUTE) });
    try {
      expect(limited.app.services.imports.perMinute).toBe(DEFAULT_IMPORTS_PER_MINUTE);
      const [mine, someone] = [await registerUser(limited), await registerUser(limited)];
      const show = await buildRundown(limited, mine.token, 'Limited', [], ['Sound']);
      const send = (token: string, body: Buffer) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/events/${show.eventId}/import/preview`,
          payload: body,
          headers: { 'content-type': XLSX, authorization: `Bearer ${token}` },
        });
      const junk = Buffer.from('not a workbook');
      for (let i = 0; i < DEFAULT_IMPORTS_PER_MINUTE; i++) expect((await send(mine.token, junk)).statusCode).toBe(400);
      const r = await send(mine.token, file);
      expect(r.statusCode).toBe(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json<ErrorResponse>().error).toMatch(/Too many/);
      // Another account is not slowed down by it (its answer is the usual 404 for someone else's event).
      expect((await send(someone.token, file)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
