/**
 * Linked and hard-start cue times (docs/decisions/0013-linked-and-hard-start-cue-times.md) through the API, on a real database: the server
 * keeps every linked cue's stored time equal to the previous cue's time + effective duration.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueSchema, cueSnapshotSchema, type Event, eventSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildEventWith, buildUser } from '../../test/factories.js';

describe('cue times', () => {
  let t: TestApp;
  let token: string;
  let show: Event;

  const list = async () => (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${show.id}/cues`, undefined, token)).body;
  const times = async () => (await list()).map((c) => `${c.action} ${c.time} ${c.timeMode}`);
  const add = (body: Record<string, unknown>) => t.call('POST', '/api/cues', { eventId: show.id, ...body }, token);
  const patch = (id: number, body: Record<string, unknown>) => t.call('PATCH', `/api/cues/${id}`, body, token);

  /** The rundown the first test ends with: Preset 19:00 (20:00 long), then three linked cues. */
  const fourCues = async () => {
    await add({ action: 'Preset', time: '19:00:00', duration: 1200 });
    await add({ action: 'House out' });
    await add({ action: 'Snap', duration: 0 });
    await add({ action: 'Scene 1', duration: 120 });
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await buildUser(t)).token;
  });
  // A fresh show per test; the tests that change a rundown start from fourCues(), not from the test before.
  beforeEach(async () => {
    show = await buildEventWith(t, token, { name: 'Play', date: '2026-03-20' });
  });
  afterAll(() => t.close());

  it('links new cues by default after a timed cue and ripples duration changes', async () => {
    const a = (await add({ action: 'Preset', time: '19:00:00', duration: 600 })).parse(cueSchema);
    await add({ action: 'House out' }); // no duration: the default 5:00
    const snap = (await add({ action: 'Snap', duration: 0 })).parse(cueSchema); // an instant cue
    await add({ action: 'Scene 1', duration: 120 });
    expect(await times()).toEqual(['Preset 19:00:00 hard', 'House out 19:10:00 linked', 'Snap 19:15:00 linked', 'Scene 1 19:15:00 linked']);
    expect(snap.time).toBe('19:15:00');

    await patch(a.id, { duration: 1200 });
    expect(await times()).toEqual(['Preset 19:00:00 hard', 'House out 19:20:00 linked', 'Snap 19:25:00 linked', 'Scene 1 19:25:00 linked']);
  });

  it('a linked cue after a time-of-day cue follows its end time, not its duration', async () => {
    await fourCues();
    const [preset] = await list();
    await patch(preset!.id, { timerType: 'timeOfDay', endTime: '19:45:00' });
    expect(await times()).toEqual(['Preset 19:00:00 hard', 'House out 19:45:00 linked', 'Snap 19:50:00 linked', 'Scene 1 19:50:00 linked']);
    await patch(preset!.id, { timerType: 'countdown' });
    expect((await times())[1]).toBe('House out 19:20:00 linked');
  });

  it('a time typed for a linked cue pins it as a hard start; linking it again follows', async () => {
    await fourCues();
    const [, house] = await list();
    const pinned = await patch(house!.id, { time: '19:30' });
    expect(pinned.body).toMatchObject({ time: '19:30:00', timeMode: 'hard' });
    expect((await times()).slice(2)).toEqual(['Snap 19:35:00 linked', 'Scene 1 19:35:00 linked']);
    // The whole form sends the time it showed with the mode: a linked cue follows regardless.
    const relinked = await patch(house!.id, { ...house, time: '19:30:00', timeMode: 'linked' });
    expect(relinked.body).toMatchObject({ time: '19:20:00', timeMode: 'linked' });
    expect((await times()).slice(2)).toEqual(['Snap 19:25:00 linked', 'Scene 1 19:25:00 linked']);
  });

  it('ripples when cues move, are deleted and come back', async () => {
    await fourCues();
    const cues = await list();
    const ids = cues.map((c) => c.id);
    // Scene 1 first: a first cue has nothing to follow and keeps its time.
    await t.call('POST', `/api/events/${show.id}/cues/reorder`, { cueIds: [ids[3], ids[0], ids[1], ids[2]] }, token);
    expect(await times()).toEqual(['Scene 1 19:25:00 linked', 'Preset 19:00:00 hard', 'House out 19:20:00 linked', 'Snap 19:25:00 linked']);
    await t.call('POST', `/api/events/${show.id}/cues/reorder`, { cueIds: ids }, token);

    const del = await t.call('DELETE', `/api/cues/${ids[1]}`, undefined, token);
    expect(await times()).toEqual(['Preset 19:00:00 hard', 'Snap 19:20:00 linked', 'Scene 1 19:20:00 linked']);
    const back = await t.callParsed(
      cueSnapshotSchema,
      'POST',
      '/api/cues/restore',
      { ...del.parse(cueSnapshotSchema).cue, tasks: [] },
      token,
    );
    expect(back.status).toBe(201);
    expect(await times()).toEqual(['Preset 19:00:00 hard', 'House out 19:20:00 linked', 'Snap 19:25:00 linked', 'Scene 1 19:25:00 linked']);
  });

  it('a linked cue after a TBD cue is TBD; a hard start with no time stays TBD', async () => {
    await fourCues();
    const tbd = (await add({ action: 'Interval', timeMode: 'hard', number: 2 })).parse(cueSchema);
    expect(tbd.time).toBe('TBD');
    expect((await times()).slice(2, 3)).toEqual(['House out TBD linked']);
    await patch(tbd.id, { time: '19:45:00' });
    expect((await times()).slice(1, 3)).toEqual(['Interval 19:45:00 hard', 'House out 19:50:00 linked']);
  });

  it('refuses a number past the end and a bad mode with 400, changing nothing', async () => {
    await fourCues();
    const before = await list();
    const tooFar = await patch(before[0]!.id, { number: before.length + 1 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.error).toBe(`Cue number must be between 1 and ${before.length}.`);
    expect((await patch(before[0]!.id, { number: 5001 })).status).toBe(400);
    expect((await patch(before[0]!.id, { timeMode: 'floating' })).status).toBe(400);
    expect((await add({ action: 'X', number: before.length + 2 })).status).toBe(400);
    expect(await list()).toEqual(before);
  });
});

describe('event dates', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await buildUser(t)).token;
  });
  afterAll(() => t.close());

  it('stores and answers a calendar date without a time zone', async () => {
    const made = await t.call('POST', '/api/events', { name: 'Opening', date: '2026-03-20' }, token);
    expect(made.parse(eventSchema).date).toBe('2026-03-20');
    const moved = await t.call('PATCH', `/api/events/${made.parse(eventSchema).id}`, { date: '2026-03-21T00:00:00-07:00' }, token);
    expect(moved.parse(eventSchema).date).toBe('2026-03-21');
  });

  it.each([
    ['2026-02-30', '2026-02-30 is not a date that exists'],
    ['2026-13-01', '2026-13-01 is not a date that exists'],
    ['1899-12-31', 'The year must be between 1900 and 9999'],
    ['10000-01-01', 'Date must be a calendar date YYYY-MM-DD'],
    ['next friday', 'Date must be a calendar date YYYY-MM-DD'],
  ])('refuses %s with 400 and a clear message, changing nothing', async (date, message) => {
    const made = await t.call('POST', '/api/events', { name: 'Bad', date }, token);
    expect(made.status).toBe(400);
    expect(made.issues?.[0]?.message).toBe(message);
    const ev = await buildEventWith(t, token, { name: 'Good', date: '2026-05-01' });
    const patched = await t.call('PATCH', `/api/events/${ev.id}`, { date }, token);
    expect(patched.status).toBe(400);
    expect((await t.callParsed(eventSchema, 'GET', `/api/events/${ev.id}`, undefined, token)).body.date).toBe('2026-05-01');
  });
});
