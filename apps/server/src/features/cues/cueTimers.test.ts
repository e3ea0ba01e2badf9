/**
 * Timer types per cue (docs/decisions/0033-cue-timer-types-and-aux-timers.md) on a real database (both
 * engines): the fields are stored and checked, every status carries the current cue's timer, and the
 * server acts at the end as the cue says (over time, stop at zero, on to the next cue), with no screen open.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueSchema, cueStatusSchema, eventSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildProduction, buildRundown, buildUser } from '../../test/factories.js';
import { asRun } from '../../test/integrationsFixture.js';
import { CUE_NOT_FOUND } from '../rundown/access.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('cue timer types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = async (eventId: number, token: string) =>
    (await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, token)).body;
  const cmd = (eventId: number, token: string, command: string) => t.call('POST', `/api/events/${eventId}/cuestatus/${command}`, {}, token);

  it('stores the type, end action and end time; a cue without them is a count-down that runs over', async () => {
    const r = await buildRundown(t, {
      cues: [
        'Plain',
        { action: 'Walk-in', timerType: 'countup', endAction: 'stop', duration: 60 },
        { action: 'Keynote', timerType: 'timeOfDay', endTime: '14:30', endAction: 'next' },
      ],
    });
    expect(r.cues.map((c) => [c.timerType, c.endAction, c.endTime])).toEqual([
      ['countdown', 'overrun', null],
      ['countup', 'stop', null],
      ['timeOfDay', 'next', '14:30:00'],
    ]);
    // Leaving time of day forgets the end time; going back to it needs one.
    const changed = await t.callParsed(cueSchema, 'PATCH', `/api/cues/${r.cues[2]!.id}`, { timerType: 'none' }, r.owner.token);
    expect(changed.body).toMatchObject({ timerType: 'none', endAction: 'next', endTime: null });
    const refused = await t.call('PATCH', `/api/cues/${r.cues[2]!.id}`, { timerType: 'timeOfDay' }, r.owner.token);
    expect(refused.status).toBe(400);
    expect(refused.error).toBe('A time-of-day cue needs an end time (HH:MM:SS).');
  });

  it('bad timer input is a 400 sentence that changes nothing; another account gets the missing-cue answer', async () => {
    const r = await buildRundown(t, { cues: ['One'] });
    const id = r.cues[0]!.id;
    const bad: Array<[unknown, string]> = [
      [{ timerType: 'sideways' }, "Timer type must be 'countdown', 'countup', 'timeOfDay' or 'none'"],
      [{ endAction: 'explode' }, "At the end the timer must 'overrun', 'stop' or go on to the 'next' cue"],
      [{ timerType: 'timeOfDay', endTime: '25:00' }, 'End time must be HH:MM or HH:MM:SS'],
      [{ timerType: 'timeOfDay', endTime: 'TBD' }, 'End time must be HH:MM or HH:MM:SS'],
    ];
    for (const [body, sentence] of bad) {
      const res = await t.call('PATCH', `/api/cues/${id}`, body, r.owner.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.issues?.map((i) => i.message).join(' ') ?? res.error).toContain(sentence);
    }
    const create = await t.call('POST', '/api/cues', { eventId: r.event.id, action: 'X', timerType: 'timeOfDay' }, r.owner.token);
    expect(create.status).toBe(400);
    expect(create.issues?.map((i) => i.message).join(' ')).toContain('A time-of-day cue needs an end time');
    const stranger = await buildUser(t);
    const other = await t.call('PATCH', `/api/cues/${id}`, { timerType: 'countup' }, stranger.token);
    expect(other.status).toBe(404);
    expect(other.error).toBe(CUE_NOT_FOUND);
    const crew = await t.call('PATCH', `/api/cues/${id}`, { timerType: 'countup' }, await r.crewToken('Sound'));
    expect(crew.status).toBe(403);
    const after = await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${r.event.id}/cues`, undefined, r.owner.token);
    expect(after.body[0]).toMatchObject({ timerType: 'countdown', endAction: 'overrun', endTime: null });
  });

  it('every status carries the current cue timer; a time-of-day cue ends at its time in the production zone', async () => {
    const owner = await buildUser(t);
    const { id: productionId } = await buildProduction(t, owner.token, {
      timeZone: 'Europe/Berlin',
      firstDay: '2026-11-22',
      lastDay: '2026-11-23',
      rooms: ['Hall'],
    });
    const r = await buildRundown(t, {
      owner,
      cues: [{ action: 'Keynote', timerType: 'timeOfDay', endTime: '11:30', endAction: 'overrun' }, 'Panel'],
    });
    const moved = await t.call('PATCH', `/api/events/${r.event.id}`, { productionId, room: 'Hall', day: '2026-11-22' }, owner.token);
    expect(moved.parse(eventSchema).productionId).toBe(productionId);
    // The test clock reads 10:00 UTC, 11:00 in Berlin: the keynote ends at 11:30 Berlin, 10:30 UTC.
    expect((await cmd(r.event.id, owner.token, 'go')).status).toBe(200);
    const s = await status(r.event.id, owner.token);
    expect(s.timer).toEqual({ type: 'timeOfDay', endAction: 'overrun', endsAt: Date.parse('2026-11-22T10:30:00Z') });
    // The crew sees the same status.
    expect((await status(r.event.id, await r.crewToken('Sound'))).timer).toEqual(s.timer);
    t.clock.advance(29 * 60_000);
    await t.app.overtime.checkNow(r.event.id);
    expect((await asRun(t, r.event.id)).filter((x) => x.kind === 'overtime')).toHaveLength(0);
    t.clock.advance(60_000);
    await t.app.overtime.checkNow(r.event.id);
    expect((await asRun(t, r.event.id)).filter((x) => x.kind === 'overtime')).toHaveLength(1);
    // Over time: the cue stays (no auto-advance), the status still counts to the same end.
    expect(await status(r.event.id, owner.token)).toMatchObject({ currentCueId: r.cues[0]!.id, status: 'go' });
    await cmd(r.event.id, owner.token, 'next');
    expect((await status(r.event.id, owner.token)).timer).toEqual({ type: 'countdown', endAction: 'overrun', endsAt: null });
  });

  it("'next' goes on at the end without auto-advance; 'stop' stays even with it; 'none' never ends", async () => {
    const r = await buildRundown(t, {
      cues: [
        { action: 'Sting', duration: 10, endAction: 'next' },
        { action: 'Speech', duration: 20, timerType: 'countup', endAction: 'stop' },
        { action: 'Open floor', duration: 5, timerType: 'none' },
        'Close',
      ],
    });
    const { event, owner, cues } = r;
    await cmd(event.id, owner.token, 'go');
    t.clock.advance(10_000);
    await t.app.overtime.checkNow(event.id);
    expect(await status(event.id, owner.token)).toMatchObject({ currentCueId: cues[1]!.id, status: 'go' });

    await t.call('PUT', `/api/events/${event.id}/cuestatus`, { autoAdvance: true }, owner.token);
    t.clock.advance(20_000);
    await t.app.overtime.checkNow(event.id);
    const stopped = await status(event.id, owner.token);
    expect(stopped).toMatchObject({ currentCueId: cues[1]!.id, status: 'go', timer: { type: 'countup', endAction: 'stop' } });
    const log = await asRun(t, event.id);
    // Each end is in the as-run log (as auto-advance's always was), the sting's before it went on.
    expect(log.filter((x) => x.kind === 'overtime').map((x) => x.cue_number)).toEqual([1, 2]);

    await cmd(event.id, owner.token, 'next');
    await cmd(event.id, owner.token, 'go');
    t.clock.advance(3600_000);
    await t.app.overtime.checkNow(event.id);
    expect(await status(event.id, owner.token)).toMatchObject({ currentCueId: cues[2]!.id, timer: { type: 'none' } });
    expect((await asRun(t, event.id)).filter((x) => x.kind === 'overtime')).toHaveLength(2);
  });

  it("changing the live cue's timer sends the status again at once, with no as-run row", async () => {
    const r = await buildRundown(t, { cues: [{ action: 'Speech', duration: 600 }, 'Close'] });
    await cmd(r.event.id, r.owner.token, 'go');
    const before = await status(r.event.id, r.owner.token);
    const rows = (await asRun(t, r.event.id)).length;
    const res = await t.call('PATCH', `/api/cues/${r.cues[0]!.id}`, { timerType: 'countup', endAction: 'next' }, r.owner.token);
    expect(res.status).toBe(200);
    const after = await status(r.event.id, r.owner.token);
    expect(after.version).toBe(before.version + 1);
    expect(after).toMatchObject({ status: 'go', runningSince: before.runningSince, timer: { type: 'countup', endAction: 'next' } });
    expect(await asRun(t, r.event.id)).toHaveLength(rows);
    // Another cue's timer is not the live one's: nothing goes out.
    await t.call('PATCH', `/api/cues/${r.cues[1]!.id}`, { timerType: 'none' }, r.owner.token);
    expect((await status(r.event.id, r.owner.token)).version).toBe(after.version);
    t.clock.advance(600_000);
    await t.app.overtime.checkNow(r.event.id);
    expect(await status(r.event.id, r.owner.token)).toMatchObject({ currentCueId: r.cues[1]!.id, timer: { type: 'none' } });
  });

  it('an Excel export and import keep every timer, in the hidden data sheet; a replace names the timer it changes', async () => {
    const r = await buildRundown(t, {
      cues: [
        { action: 'Walk-in', timerType: 'countup', endAction: 'stop', duration: 60 },
        { action: 'Keynote', timerType: 'timeOfDay', endTime: '14:30', endAction: 'next' },
        { action: 'Open floor', timerType: 'none' },
      ],
    });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/events/${r.event.id}/export/xlsx`,
      headers: { authorization: `Bearer ${r.owner.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    // Into a second event, then a replace of the first with its own cues made count-downs.
    const target = await buildRundown(t, { owner: r.owner, cues: [] });
    const upload = (eventId: number, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/import${query}`,
        payload: xlsx.rawPayload,
        headers: { 'content-type': XLSX, authorization: `Bearer ${r.owner.token}` },
      });
    expect((await upload(target.event.id)).statusCode).toBe(200);
    const cues = await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${target.event.id}/cues`, undefined, r.owner.token);
    expect(cues.body.map((c) => [c.action, c.timerType, c.endAction, c.endTime])).toEqual([
      ['Walk-in', 'countup', 'stop', null],
      ['Keynote', 'timeOfDay', 'next', '14:30:00'],
      ['Open floor', 'none', 'overrun', null],
    ]);
    await t.call('PATCH', `/api/cues/${r.cues[0]!.id}`, { timerType: 'countdown', endAction: 'overrun' }, r.owner.token);
    const preview = await upload(r.event.id, '/preview?mode=replace');
    expect(preview.statusCode).toBe(200);
    expect(JSON.stringify(preview.json())).toContain('timer countdown, overrun → countup, stop');
  });
});
