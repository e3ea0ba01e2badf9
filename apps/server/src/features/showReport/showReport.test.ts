/** The show report (docs/decisions/0029-show-report.md) on a real database (both engines). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daySummarySchema,
  recipientsSchema,
  showEndSchema,
  showEndsSchema,
  showReportSchema,
  type ShowReportForm,
} from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readPdf } from '../../test/readPdf.js';
import { buildProduction, buildUser, type TestUser } from '../../test/factories.js';
import { buildRundown, codeToken } from '../../test/testRundown.js';
import { NO_ACTS } from './compile.js';
import { FORM_SENT, NOT_STARTED } from './showReport.service.js';

describe('show report', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let show: Awaited<ReturnType<typeof buildRundown>>;
  let caller: string;
  let sound: string;
  const url = (path = '') => `/api/events/${show.eventId}${path}`;
  const cmd = async (command: string, token = owner.token) => {
    const r = await t.call('POST', url(`/cuestatus/${command}`), {}, token);
    if (r.status !== 200) throw new Error(`${command}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  const wait = (s: number) => t.clock.advance(s * 1000);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    other = await buildUser(t);
    show = await buildRundown(t, owner.token, 'Gala');
    caller = await codeToken(t, show.showCallerCode);
    sound = await codeToken(t, show.departments[0]!.accessCode);
    await t.callParsed(
      recipientsSchema,
      'PUT',
      url('/report-recipients'),
      { addresses: ['sm@example.com', 'Producer@Example.com'] },
      owner.token,
    );
  });
  afterAll(() => t.close());

  it('refuses End show before any cue went, then ends a run once: the report has planned against actual, holds and one act', async () => {
    const before = await t.call('POST', url('/show/end'), {}, owner.token);
    expect([before.status, before.error]).toEqual([409, NOT_STARTED]);
    await cmd('standby');
    await cmd('go'); // cue 1, 900 s planned
    wait(100);
    await cmd('hold');
    wait(30);
    await cmd('resume');
    wait(800);
    await cmd('next');
    await cmd('go'); // cue 2, 150 s planned
    wait(160);
    const ended = await t.callParsed(showEndSchema, 'POST', url('/show/end'), {}, caller);
    expect(ended.body).toMatchObject({ run: 1, reason: 'caller', endedBy: 'Co-caller' });
    expect(ended.body.mails).toEqual([{ purpose: 'ended', sentAt: expect.any(String), recipients: 2, error: null }]);
    // Pressed again (another screen, a double click): the same run, no second mail.
    wait(5);
    const again = await t.callParsed(showEndSchema, 'POST', url('/show/end'), {}, owner.token);
    expect(again.body.run).toBe(1);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]!.to).toBe('sm@example.com, producer@example.com');
    expect(t.mail[0]!.subject).toContain('Show report: Gala, run 1');
    expect(t.mail[0]!.html).toContain('Holds');

    const { body: r } = await t.callParsed(showReportSchema, 'GET', url('/show-report?run=1'), undefined, owner.token);
    const byNumber = (n: number) => r.cues.find((c) => c.number === n)!;
    expect(byNumber(1)).toMatchObject({ plannedDuration: 900, actualDuration: 930, overUnder: 30 });
    // The cue on screen at the end runs until the end.
    expect(byNumber(2)).toMatchObject({ plannedDuration: 150, actualDuration: 160, overUnder: 10 });
    expect(r.holds).toEqual([{ cueNumber: 1, at: expect.any(String), seconds: 30 }]);
    expect(r.total).toMatchObject({ actualSeconds: 1090, overUnderSeconds: 40 });
    expect([r.acts.length, r.actsNote]).toEqual([1, NO_ACTS]);
  });

  it('saves the form whole, refuses bad input with a sentence and changes nothing, and mails it once', async () => {
    const form: ShowReportForm = {
      houseCount: 1234,
      incidents: 'Fire door alarm at 21:10',
      notes: 'Good show',
      departmentNotes: [{ departmentId: show.departments[0]!.id, text: 'Radio mic 3 dropped out' }],
    };
    const saved = await t.callParsed(showReportSchema, 'PUT', url('/show-report/form?run=1'), form, caller);
    expect(saved.body.form).toEqual(form);
    const bad: Array<[unknown, string]> = [
      [{ ...form, houseCount: -1 }, 'House count cannot be negative'],
      [{ ...form, houseCount: 1_000_001 }, 'House count must be at most 1,000,000'],
      [{ ...form, houseCount: 'many' }, 'House count must be a whole number'],
      [{ ...form, incidents: 'x'.repeat(4001) }, 'Incidents must be at most 4000 characters'],
      [
        { ...form, departmentNotes: [{ departmentId: 2_000_000, text: 'x' }] },
        'A department note names a department that is not in this event.',
      ],
    ];
    for (const [body, sentence] of bad) {
      const r = await t.call('PUT', url('/show-report/form?run=1'), body, owner.token);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(sentence);
    }
    const kept = await t.callParsed(showReportSchema, 'GET', url('/show-report?run=1'), undefined, owner.token);
    expect(kept.body.form).toEqual(form);

    const sent = await t.callParsed(showEndSchema, 'POST', url('/show-report/send?run=1'), {}, owner.token);
    expect(sent.body.mails.map((m) => m.purpose)).toEqual(['ended', 'form']);
    expect(t.mail).toHaveLength(2);
    expect(t.mail[1]!.text).toContain('House count: 1,234');
    expect(t.mail[1]!.text).toContain('Sound:\nRadio mic 3 dropped out');
    const twice = await t.call('POST', url('/show-report/send?run=1'), {}, owner.token);
    expect([twice.status, twice.error]).toEqual([409, FORM_SENT]);
    // Still editable after the mail: nothing entered is lost.
    const later = await t.callParsed(showReportSchema, 'PUT', url('/show-report/form?run=1'), { ...form, houseCount: 1240 }, owner.token);
    expect(later.body.form.houseCount).toBe(1240);
  });

  it('writes the PDF in A4 and Letter with the report in it', async () => {
    for (const [paper, size] of [
      ['a4', [595, 842]],
      ['letter', [612, 792]],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: url(`/show-report/pdf?run=1&paper=${paper}`),
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.size).toEqual(size);
      for (const s of ['Show report: Gala', 'Doors open', '+0:30 over', 'Holds', '1,240', 'Fire door alarm', 'Radio mic 3 dropped out'])
        expect(pdf.text).toContain(s);
    }
    const wrong = await t.call('GET', url('/show-report/pdf?run=1&paper=a3'), undefined, owner.token);
    expect(wrong.status).toBe(400);
  });

  it('ends a run when its last cue completes, and a new GO starts run 2', async () => {
    await cmd('standby'); // cue 1 again: a new run
    await cmd('go');
    await cmd('next');
    await cmd('next');
    await cmd('go'); // cue 3, the last, no duration: the default length applies
    const due = await t.app.services.showReports.checkLastCue(show.eventId);
    expect(due).toBeGreaterThan(t.clock.now());
    wait(299);
    expect(await t.app.services.showReports.checkLastCue(show.eventId)).not.toBeNull();
    wait(1);
    expect(await t.app.services.showReports.checkLastCue(show.eventId)).toBeNull();
    const list = await t.callParsed(showEndsSchema, 'GET', url('/show-reports'), undefined, owner.token);
    expect(list.body.ended.map((e) => [e.run, e.reason, e.endedBy])).toEqual([
      [1, 'caller', 'Co-caller'],
      [2, 'last-cue', 'ShowCaller (the last cue completed)'],
    ]);
    const run2 = await t.callParsed(showReportSchema, 'GET', url('/show-report?run=2'), undefined, owner.token);
    // Run 2's report holds run 2 only: no hold, a fresh form.
    expect(run2.body.holds).toEqual([]);
    expect(run2.body.form.houseCount).toBeNull();
    expect(t.mail).toHaveLength(3);
  });

  it("answers another account like a missing event, refuses department codes, and keeps the list the owner's", async () => {
    const paths: Array<[string, string, unknown?]> = [
      ['POST', '/show/end', {}],
      ['GET', '/show-reports'],
      ['GET', '/show-report?run=1'],
      ['PUT', '/show-report/form?run=1', { houseCount: 1, incidents: '', notes: '', departmentNotes: [] }],
      ['POST', '/show-report/send?run=1', {}],
      ['GET', '/show-report/pdf?run=1'],
      ['GET', '/report-recipients'],
      ['PUT', '/report-recipients', { addresses: [] }],
    ];
    for (const [method, path, body] of paths) {
      const theirs = await t.call(method, url(path), body, other.token);
      const missing = await t.call(method, `/api/events/2147483000${path}`, body, other.token);
      expect([theirs.status, theirs.error]).toEqual([404, missing.error]);
      expect(missing.status).toBe(404);
      expect((await t.call(method as 'GET', url(path), body, sound)).status).toBe(403);
      expect((await t.call(method as 'GET', url(path), body)).status).toBe(401);
    }
    expect((await t.call('GET', url('/report-recipients'), undefined, caller)).status).toBe(403);
    const tooMany = await t.call(
      'PUT',
      url('/report-recipients'),
      { addresses: Array.from({ length: 51 }, (_, i) => `a${i}@example.com`) },
      owner.token,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toContain('A distribution list holds at most 50 addresses');
    const notMail = await t.call('PUT', url('/report-recipients'), { addresses: ['not an address'] }, owner.token);
    expect(notMail.status).toBe(400);
    expect(notMail.error).toContain('Please enter valid email addresses');
    const runMissing = await t.call('GET', url('/show-report?run=9'), undefined, owner.token);
    expect(runMissing.status).toBe(404);
  });

  it("gives a production's owner the day across rooms, as JSON and PDF, and the production's list to its events", async () => {
    const p = { body: await buildProduction(t, owner.token, { timeZone: 'Europe/Berlin' }) };
    const moved = await t.call('PATCH', url(), { productionId: p.body.id, room: 'Main Hall', day: '2027-03-10' }, owner.token);
    expect(moved.status).toBe(200);
    const list = await t.callParsed(
      recipientsSchema,
      'PUT',
      `/api/productions/${p.body.id}/report-recipients`,
      { addresses: ['desk@example.com'] },
      owner.token,
    );
    expect(list.body.addresses).toEqual(['desk@example.com']);
    const forEvent = await t.callParsed(recipientsSchema, 'GET', url('/report-recipients'), undefined, owner.token);
    expect(forEvent.body).toEqual({ addresses: ['desk@example.com'], from: 'production', productionId: p.body.id });

    const day = await t.callParsed(
      daySummarySchema,
      'GET',
      `/api/productions/${p.body.id}/day-report?day=2027-03-10`,
      undefined,
      owner.token,
    );
    expect(day.body.rooms).toEqual([
      expect.objectContaining({ room: 'Main Hall', eventName: 'Gala', run: 2, holds: 0, houseCount: null, plannedEnd: expect.any(String) }),
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/productions/${p.body.id}/day-report/pdf?day=2027-03-10&paper=letter`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const read = await readPdf(pdf.rawPayload);
    expect(read.size).toEqual([612, 792]);
    expect(read.text).toContain('Main Hall');
    const theirs = await t.call('GET', `/api/productions/${p.body.id}/day-report?day=2027-03-10`, undefined, other.token);
    const missing = await t.call('GET', `/api/productions/2147483000/day-report?day=2027-03-10`, undefined, other.token);
    expect([theirs.status, theirs.error]).toEqual([404, missing.error]);
    expect((await t.call('GET', `/api/productions/${p.body.id}/day-report?day=2027-03-10`, undefined, caller)).status).toBe(401);
    expect((await t.call('GET', `/api/productions/${p.body.id}/day-report?day=10.3.2027`, undefined, owner.token)).status).toBe(400);
  });
});
