import { z } from 'zod';
import { reportSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.js';
import { buildRundown, codeToken } from '../../test/testRundown.js';
import { REPORT_SHEET, SHOW_LOG_SHEET } from './reportWorkbook.js';

describe('as-run report', () => {
  let t: TestApp;
  let owner: { token: string };
  let other: { token: string };
  let show: Awaited<ReturnType<typeof buildRundown>>;
  let caller: string;
  let sound: string;
  let light: string;
  let t0: number;
  const at = (s: number) => new Date(t0 + s * 1000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    await registerUser(t, 'admin');
    owner = await registerUser(t);
    other = await registerUser(t);
    show = await buildRundown(t, owner.token, 'Awards/Night');
    caller = await codeToken(t, show.showCallerCode);
    sound = await codeToken(t, show.departments[0]!.accessCode);
    light = await codeToken(t, show.departments[1]!.accessCode);

    // Drive the show through the real command routes, with the test clock.
    const cmd = async (command: string, token = owner.token) => {
      const r = await t.call('POST', `/api/events/${show.eventId}/cuestatus/${command}`, {}, token);
      if (r.status !== 200) throw new Error(`${command}: ${r.status} ${JSON.stringify(r.body)}`);
    };
    const ack = async (token: string) => {
      const r = await t.call('POST', `/api/events/${show.eventId}/ack`, {}, token);
      if (r.status !== 200) throw new Error(`ack: ${r.status} ${JSON.stringify(r.body)}`);
    };
    const wait = (s: number) => t.clock.advance(s * 1000);
    t0 = t.clock.now();
    await cmd('standby'); // cue 1 (900 s planned) at 0
    wait(5);
    await ack(sound); // 5
    wait(2);
    await ack(light); // 7
    await ack(sound); // a second Ready of Sound is not its first
    wait(3);
    await cmd('go'); // 10
    wait(120);
    await cmd('hold'); // 130
    wait(30);
    await cmd('go', caller); // 160: a second GO; the first one counts
    wait(800);
    await cmd('next'); // 960: cue 2 in hold; cue 1 ran 950 s
    wait(5);
    await cmd('standby'); // 965
    wait(5);
    await cmd('go'); // 970
    wait(100);
    await cmd('next'); // 1070: cue 2 ran 100 s (planned 150)
    wait(10);
    await cmd('go'); // 1080: cue 3 is still running
    wait(42);
  });
  afterAll(() => t.close());

  it('reports planned against actual per cue, from the as-run log', async () => {
    const r = await t.callParsed(reportSchema, 'GET', `/api/events/${show.eventId}/report`, undefined, owner.token);
    expect(r.status).toBe(200);
    const [c1, c2, c3] = r.body.cues;
    const [soundDep, lightDep] = show.departments;
    expect(c1).toEqual({
      cueId: show.cues[0]!.id,
      number: 1,
      action: 'Doors open',
      run: 1,
      runs: 1,
      plannedStart: '09:00:00',
      plannedDuration: 900,
      standbyAt: at(0),
      goAt: at(10),
      holdAt: at(130),
      actualDuration: 950,
      overUnder: 50,
      acknowledgements: [
        { departmentId: soundDep!.id, departmentName: 'Sound', at: at(5) },
        { departmentId: lightDep!.id, departmentName: 'Light', at: at(7) },
      ],
    });
    // Arriving by NEXT leaves a cue in hold, but nobody pressed HOLD.
    expect(c2).toMatchObject({
      number: 2,
      standbyAt: at(965),
      goAt: at(970),
      holdAt: null,
      actualDuration: 100,
      overUnder: -50,
      acknowledgements: [],
    });
    expect(c3).toMatchObject({
      number: 3,
      // plannedStart of a TBD cue is the rundown's rule (linked times), checked with the cues.
      plannedDuration: null,
      standbyAt: null,
      goAt: at(1080),
      actualDuration: null,
      overUnder: null,
    });
    expect(r.body.totals).toEqual({
      plannedSeconds: 1050,
      actualSeconds: 1050,
      overUnderSeconds: 0,
      cuesRun: 3,
      startedAt: at(10),
      endedAt: at(1080),
    });
    // The server clock when asked (1122 s in, unless another test has moved the shared test clock on since).
    expect(r.body.generatedAt).toBe(new Date(t.clock.now()).toISOString());
    expect(r.body).toMatchObject({ eventId: show.eventId, eventName: 'Awards/Night' });
  });

  it('gives each run of a cue run again (rehearsal, BACK) its own row, in the order they happened', async () => {
    const again = await buildRundown(t, owner.token, 'Rehearsal');
    const token = await codeToken(t, again.departments[0]!.accessCode);
    const cmd = async (command: string) => {
      const r = await t.call('POST', `/api/events/${again.eventId}/cuestatus/${command}`, {}, owner.token);
      expect(r.status, command).toBe(200);
    };
    const wait = (s: number) => t.clock.advance(s * 1000);
    const start = t.clock.now();
    const when = (s: number) => new Date(start + s * 1000).toISOString();
    await cmd('go'); // cue 1, run 1 at 0
    wait(60);
    await cmd('next'); // 60: run 1 of cue 1 lasted 60 s
    wait(5);
    await cmd('back'); // 65: refreshes cue 2 (nothing happened on it: no row)...
    await cmd('back'); // ...and the second press goes back to cue 1
    wait(5);
    await cmd('standby'); // 70: cue 1, run 2
    expect((await t.call('POST', `/api/events/${again.eventId}/ack`, {}, token)).status).toBe(200);
    wait(10);
    await cmd('go'); // 80
    wait(900);
    await cmd('next'); // 980: run 2 lasted 900 s
    await cmd('go'); // cue 2, run 1 at 980
    wait(30);
    await cmd('back'); // 1010: one press refreshes cue 2: its run ends, the next GO is run 2
    wait(20);
    await cmd('go'); // 1030
    wait(40);
    await cmd('next'); // 1070

    const r = await t.callParsed(reportSchema, 'GET', `/api/events/${again.eventId}/report`, undefined, owner.token);
    expect(r.status).toBe(200);
    const rows = r.body.cues.map(({ number, run, runs, standbyAt, goAt, actualDuration, overUnder, acknowledgements }) => ({
      number,
      run,
      runs,
      standbyAt,
      goAt,
      actualDuration,
      overUnder,
      acks: acknowledgements.length,
    }));
    expect(rows).toEqual([
      { number: 1, run: 1, runs: 2, standbyAt: null, goAt: when(0), actualDuration: 60, overUnder: -840, acks: 0 },
      { number: 1, run: 2, runs: 2, standbyAt: when(70), goAt: when(80), actualDuration: 900, overUnder: 0, acks: 1 },
      { number: 2, run: 1, runs: 2, standbyAt: null, goAt: when(980), actualDuration: 30, overUnder: -120, acks: 0 },
      { number: 2, run: 2, runs: 2, standbyAt: null, goAt: when(1030), actualDuration: 40, overUnder: -110, acks: 0 },
      { number: 3, run: 1, runs: 1, standbyAt: null, goAt: null, actualDuration: null, overUnder: null, acks: 0 },
    ]);
    expect(r.body.totals).toMatchObject({
      plannedSeconds: 1050,
      actualSeconds: 1030,
      overUnderSeconds: -1070,
      cuesRun: 2,
      startedAt: when(0),
      endedAt: when(1070),
    });
  });

  it('is for the owner and co-callers only', async () => {
    expect((await t.call('GET', `/api/events/${show.eventId}/report`, undefined, caller)).status).toBe(200);
    for (const path of ['report', 'report/xlsx']) {
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`, undefined, sound)).status).toBe(403);
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`, undefined, other.token)).status).toBe(404);
      expect((await t.call('GET', `/api/events/${show.eventId}/${path}`)).status).toBe(401);
      expect((await t.call('GET', `/api/events/0/${path}`, undefined, owner.token)).status).toBe(400);
    }
  });

  it('sends the report as an .xlsx, times of day in the zone asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/${show.eventId}/report/xlsx?tz=Europe/Berlin`,
      headers: { authorization: `Bearer ${caller}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="AwardsNight-As-Run.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      res.rawPayload.buffer.slice(res.rawPayload.byteOffset, res.rawPayload.byteOffset + res.rawPayload.byteLength) as ArrayBuffer,
    );
    const ws = wb.getWorksheet(REPORT_SHEET)!;
    expect(ws).toBeDefined();
    const values = (n: number) => Array.from({ length: 10 }, (_, i) => ws.getRow(n).getCell(i + 1).value);
    expect(values(1)).toEqual([
      '#',
      'Action',
      'Planned Start',
      'Planned Duration',
      'Standby At (Europe/Berlin)',
      'GO At (Europe/Berlin)',
      'Hold At (Europe/Berlin)',
      'Actual Duration',
      'Over/Under',
      'Ready',
    ]);
    // 2026-11-22T10:00:00Z is 11:00 in Berlin.
    expect(values(2)).toEqual([
      1,
      'Doors open',
      '09:00:00',
      '00:15:00',
      '11:00:00',
      '11:00:10',
      '11:02:10',
      '00:15:50',
      '+00:00:50',
      'Sound 11:00:05\nLight 11:00:07',
    ]);
    expect(values(3).slice(7, 9)).toEqual(['00:01:40', '-00:00:50']);
    expect(values(5)).toEqual([null, 'Total', null, '00:17:30', null, '11:00:10', null, '00:17:30', '+00:00:00', null]);
    expect(ws.getRow(5).font?.bold).toBe(true);

    const bad = await t.call('GET', `/api/events/${show.eventId}/report/xlsx?tz=Mars/Olympus`, undefined, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: expect.stringContaining('Unknown time zone') });
  });

  it('shows the messages, blackout, read receipts and problem flags of the show, in time order, on screen and in Excel', async () => {
    const live = await buildRundown(t, owner.token, 'Talkback');
    const [soundDep] = live.departments;
    const soundToken = await codeToken(t, soundDep!.accessCode);
    const callerToken = await codeToken(t, live.showCallerCode);
    const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, token: string) => {
      const r = await t.call(method, url, body, token);
      expect(r.status, `${method} ${url}`).toBe(200);
      return r;
    };
    const e = `/api/events/${live.eventId}`;
    const wait = (s: number) => t.clock.advance(s * 1000);
    const start = t.clock.now();
    const when = (s: number) => new Date(start + s * 1000).toISOString();
    await ok('POST', `${e}/cuestatus/go`, {}, owner.token); // 0: cue 1
    wait(1);
    const sent = (await ok('POST', `${e}/crew-messages`, { text: 'Mic 3 is dead', departmentIds: [soundDep!.id] }, callerToken)).parse(
      z.array(z.object({ id: z.number() })),
    );
    wait(1);
    await ok('POST', `/api/crew-messages/${sent[0]!.id}/read`, undefined, soundToken); // 2
    await ok('POST', `/api/crew-messages/${sent[0]!.id}/read`, undefined, soundToken); // a second tap: no second receipt
    wait(1);
    await ok('POST', `${e}/crew-messages`, { text: 'Standby all', departmentIds: [] }, owner.token); // 3: to everyone
    wait(1);
    await ok('POST', `${e}/problem`, { reason: 'No power' }, soundToken); // 4
    wait(1);
    await ok('PUT', `${e}/stage/message`, { text: 'Wrap up', flash: false }, owner.token); // 5
    wait(1);
    await ok('PUT', `${e}/stage/blackout`, { blackout: true }, owner.token); // 6
    await ok('PUT', `${e}/stage/blackout`, { blackout: true }, callerToken); // already black: no second line
    wait(1);
    await ok('POST', `${e}/cuestatus/next`, {}, owner.token); // 7: cue 2 in hold
    await ok('POST', `${e}/cuestatus/go`, {}, owner.token); // 7: cue 2 runs
    wait(1);
    await ok('POST', `${e}/problems/${soundDep!.id}/clear`, {}, callerToken); // 8
    await ok('PUT', `${e}/stage/blackout`, { blackout: false }, owner.token); // 8
    await ok('DELETE', `${e}/stage/message`, undefined, owner.token); // 8

    const r = await t.callParsed(reportSchema, 'GET', `${e}/report`, undefined, owner.token);
    expect(r.status).toBe(200);
    const cue1 = { cueId: live.cues[0]!.id, number: 1, run: 1 };
    const cue2 = { cueId: live.cues[1]!.id, number: 2, run: 1 };
    expect(r.body.showLog).toEqual([
      { at: when(1), kind: 'crew-message', who: 'Co-caller', text: 'Mic 3 is dead', department: null, to: ['Sound'], during: cue1 },
      { at: when(2), kind: 'message-read', who: 'Sound', text: 'Mic 3 is dead', department: 'Sound', to: [], during: cue1 },
      { at: when(3), kind: 'crew-message', who: 'Owner', text: 'Standby all', department: null, to: ['Sound', 'Light'], during: cue1 },
      { at: when(4), kind: 'problem', who: 'Sound', text: 'No power', department: 'Sound', to: [], during: cue1 },
      { at: when(5), kind: 'stage-message', who: 'Owner', text: 'Wrap up', department: null, to: [], during: cue1 },
      { at: when(6), kind: 'stage-blackout', who: 'Owner', text: null, department: null, to: [], during: cue1 },
      { at: when(8), kind: 'problem-cleared', who: 'Co-caller', text: null, department: 'Sound', to: [], during: cue2 },
      { at: when(8), kind: 'stage-unblackout', who: 'Owner', text: null, department: null, to: [], during: cue2 },
      { at: when(8), kind: 'stage-message-cleared', who: 'Owner', text: null, department: null, to: [], during: cue2 },
    ]);
    // The co-caller reads the same report; another account's event is not found.
    expect((await t.callParsed(reportSchema, 'GET', `${e}/report`, undefined, callerToken)).body.showLog).toHaveLength(9);
    expect((await t.call('GET', `${e}/report`, undefined, other.token)).status).toBe(404);
    expect((await t.call('GET', `${e}/report/xlsx`, undefined, other.token)).status).toBe(404);

    const res = await t.app.inject({ method: 'GET', url: `${e}/report/xlsx?tz=UTC`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      res.rawPayload.buffer.slice(res.rawPayload.byteOffset, res.rawPayload.byteOffset + res.rawPayload.byteLength) as ArrayBuffer,
    );
    const ws = wb.getWorksheet(SHOW_LOG_SHEET)!;
    const line = (n: number) => Array.from({ length: 4 }, (_, i) => ws.getRow(n).getCell(i + 1).value);
    const hms = (s: number) => when(s).slice(11, 19);
    expect(line(1)).toEqual(['Time (UTC)', 'During Cue', 'Who', 'What']);
    expect(line(2)).toEqual([hms(1), '1 Doors open', 'Co-caller', 'Message to Sound: “Mic 3 is dead”']);
    expect(line(3)).toEqual([hms(2), '1 Doors open', 'Sound', 'Sound read the message: “Mic 3 is dead”']);
    expect(line(5)).toEqual([hms(4), '1 Doors open', 'Sound', 'Sound raised a problem: “No power”']);
    expect(line(8)?.[3]).toBe("Sound's problem cleared");
    expect(ws.rowCount).toBe(10);
  });

  it('reports a show that never ran with empty times and zero totals', async () => {
    const quiet = await buildRundown(t, owner.token, 'Quiet');
    const r = await t.callParsed(reportSchema, 'GET', `/api/events/${quiet.eventId}/report`, undefined, owner.token);
    expect(r.body.cues.every((c) => c.goAt === null && c.actualDuration === null && c.acknowledgements.length === 0)).toBe(true);
    expect(r.body.totals).toMatchObject({ plannedSeconds: 1050, actualSeconds: 0, cuesRun: 0, startedAt: null, endedAt: null });
  });
});
