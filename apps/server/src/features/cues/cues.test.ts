import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueSchema, cueSnapshotSchema, type Event, LIMITS, taskSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { type TestUser, buildDepartment, buildEvent, buildEventWith, buildRundown, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import type { BusMessage } from '../../bus/bus.js';
import { permutationProblem, placeAt, renumbering } from '../rundown/order.js';

/** The show every test starts from (its own copy): five cues, Doors open with every field set. */
const FIVE_CUES = [
  { action: 'Preshow', time: '10:00:00' },
  { action: 'Doors open', time: '09:30:00', duration: 300, notes: 'House lights', colorMark: '#FF69B4' },
  { action: 'Video', time: '10:00:00' },
  { action: 'Welcome', time: '09:35:00' },
  { action: 'Keynote', time: 'TBD', timeMode: 'hard' as const },
];

describe('cue order helpers', () => {
  it('places an id at a number, clamping past the end', () => {
    expect(placeAt([1, 2, 3], 9, 2)).toEqual([1, 9, 2, 3]);
    expect(placeAt([1, 2, 3], 9, 99)).toEqual([1, 2, 3, 9]);
    expect(placeAt([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
  });
  it('writes only the numbers that change', () => {
    const current = [
      { id: 1, number: 1 },
      { id: 2, number: 2 },
      { id: 3, number: 5 },
    ];
    expect(renumbering(current, [1, 2, 3])).toEqual([{ id: 3, number: 3 }]);
    expect(renumbering(current, [2, 1, 3])).toEqual([
      { id: 2, number: 1 },
      { id: 1, number: 2 },
      { id: 3, number: 3 },
    ]);
  });
  it('explains what is wrong with a permutation', () => {
    expect(permutationProblem([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(permutationProblem([1, 2, 3], [1, 2])).toMatch(/exactly once/);
    expect(permutationProblem([1, 2, 3], [1, 2, 2])).toMatch(/more than once/);
    expect(permutationProblem([1, 2, 3], [1, 2, 3, 4])).toMatch(/not part of this event/);
  });
});

describe('cues', () => {
  let t: TestApp;
  let aliceUser: TestUser;
  let alice: string;
  let bob: string;
  let show: Event;
  let bobShow: Event;
  const messages: BusMessage[] = [];

  const list = async (eventId = show.id, token = alice) =>
    (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${eventId}/cues`, undefined, token)).body;
  const actions = async (eventId = show.id) => (await list(eventId)).map((c) => `${c.number}:${c.action}`);
  const addCue = (body: Record<string, unknown>, token = alice) =>
    t.call('POST', '/api/cues', { eventId: show.id, time: '10:00:00', ...body }, token);

  const codeSession = (kind: 'caller' | 'department', eventId: number, departmentId: number | null = null) =>
    insertCodeSession(t, kind, eventId, departmentId);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.bus.subscribe((m) => messages.push(m));
  });
  // Every test gets its own shows, so none depends on the cues an earlier one left behind.
  beforeEach(async () => {
    const mine = await buildRundown(t, { cues: FIVE_CUES, departments: [] });
    const other = await buildRundown(t, { owner: await buildUser(t), name: 'Other', cues: ['Bob cue'], departments: [] });
    aliceUser = mine.owner;
    alice = mine.owner.token;
    show = mine.event;
    bob = other.owner.token;
    bobShow = other.event;
  });
  afterAll(() => t.close());

  it('creates cues numbered max+1 with normalised fields', async () => {
    const { event: empty } = await buildEvent(t, { owner: aliceUser });
    const a = await addCue({
      eventId: empty.id,
      action: '  Doors open  ',
      time: '9:30',
      duration: 300,
      notes: 'House lights',
      colorMark: '#ff69b4',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      eventId: empty.id,
      number: 1,
      time: '09:30:00',
      action: 'Doors open',
      duration: 300,
      notes: 'House lights',
      colorMark: '#FF69B4',
    });
    expect(a.parse(cueSchema).timeMode).toBe('hard');
    // No time given after a cue with one: linked, at 09:30 + 5:00.
    const b = await addCue({ eventId: empty.id, action: 'Welcome', time: '', notes: '   ' });
    expect(b.body).toMatchObject({ number: 2, time: '09:35:00', timeMode: 'linked', notes: null, duration: null, colorMark: '' });
    const tooFar = await addCue({ eventId: empty.id, action: 'Keynote', number: 99, time: 'tbd' });
    expect(tooFar.status).toBe(400);
    expect(tooFar.error).toBe('Cue number must be between 1 and 3.');
    const c = await addCue({ eventId: empty.id, action: 'Keynote', time: 'tbd', timeMode: 'hard' });
    expect(c.body).toMatchObject({ number: 3, time: 'TBD', timeMode: 'hard' });
    expect(await actions(empty.id)).toEqual(['1:Doors open', '2:Welcome', '3:Keynote']);
  });

  it('inserts at a number within 1..max and shifts the later cues', async () => {
    const { event } = await buildRundown(t, { owner: aliceUser, cues: ['Doors open', 'Welcome', 'Keynote'], departments: [] });
    const mid = await addCue({ eventId: event.id, action: 'Video', number: 2 });
    expect(mid.status).toBe(201);
    expect(mid.parse(cueSchema).number).toBe(2);
    expect(await actions(event.id)).toEqual(['1:Doors open', '2:Video', '3:Welcome', '4:Keynote']);
    await addCue({ eventId: event.id, action: 'Preshow', number: 1 });
    expect(await actions(event.id)).toEqual(['1:Preshow', '2:Doors open', '3:Video', '4:Welcome', '5:Keynote']);
  });

  it('patches one field, the colour mark, or the whole cue', async () => {
    const [, doors] = await list();
    const one = await t.callParsed(cueSchema, 'PATCH', `/api/cues/${doors!.id}`, { duration: 120 }, alice);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ action: 'Doors open', duration: 120, time: '09:30:00' });
    const colour = await t.call('PATCH', `/api/cues/${doors!.id}`, { colorMark: '' }, alice);
    expect(colour.parse(cueSchema).colorMark).toBe('');
    const whole = await t.callParsed(
      cueSchema,
      'PATCH',
      `/api/cues/${doors!.id}`,
      { ...doors, time: '09:45:00', action: 'Doors', notes: null, duration: null, colorMark: '#006400' },
      alice,
    );
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      id: doors!.id,
      number: 2,
      time: '09:45:00',
      action: 'Doors',
      notes: null,
      duration: null,
      colorMark: '#006400',
    });
    const wrongId = await t.call('PATCH', `/api/cues/${doors!.id}`, { id: doors!.id + 1000, action: 'X' }, alice);
    expect(wrongId.status).toBe(400);
  });

  it('moves a cue with a new number and renumbers 1..n', async () => {
    const before = await list();
    const keynote = before.find((c) => c.action === 'Keynote')!;
    const moved = await t.call('PATCH', `/api/cues/${keynote.id}`, { number: 1 }, alice);
    expect(moved.parse(cueSchema).number).toBe(1);
    expect(await actions()).toEqual(['1:Keynote', '2:Preshow', '3:Doors open', '4:Video', '5:Welcome']);
    const past = await t.call('PATCH', `/api/cues/${keynote.id}`, { number: 6 }, alice);
    expect(past.status).toBe(400);
    expect(past.error).toBe('Cue number must be between 1 and 5.');
    expect(await actions()).toEqual(['1:Keynote', '2:Preshow', '3:Doors open', '4:Video', '5:Welcome']);
    await t.call('PATCH', `/api/cues/${keynote.id}`, { number: 5 }, alice);
    expect(await actions()).toEqual(['1:Preshow', '2:Doors open', '3:Video', '4:Welcome', '5:Keynote']);
  });

  it('reorders atomically and refuses anything but an exact permutation', async () => {
    const before = await list();
    const ids = before.map((c) => c.id);
    const reversed = [...ids].reverse();
    const ok = await t.callParsed(z.array(cueSchema), 'POST', `/api/events/${show.id}/cues/reorder`, { cueIds: reversed }, alice);
    expect(ok.status).toBe(200);
    expect(ok.body.map((c) => c.id)).toEqual(reversed);
    expect(ok.body.map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);

    const now = await list();
    const foreign = (await t.callParsed(cueSchema, 'POST', '/api/cues', { eventId: bobShow.id, action: 'Bob cue' }, bob)).body;
    for (const cueIds of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), foreign.id], [...reversed, 999_999], []]) {
      const bad = await t.call('POST', `/api/events/${show.id}/cues/reorder`, { cueIds }, alice);
      expect(bad.status).toBe(400);
      expect(bad.error).toBeTruthy();
      expect(await list()).toEqual(now);
    }
    await t.call('POST', `/api/events/${show.id}/cues/reorder`, { cueIds: ids }, alice);
    expect(await actions()).toEqual(['1:Preshow', '2:Doors open', '3:Video', '4:Welcome', '5:Keynote']);
  });

  it('deletes with renumbering, answers a snapshot with tasks, and restores it at its number', async () => {
    const dep = await buildDepartment(t, alice, show.id, 'Sound');
    const light = await buildDepartment(t, alice, show.id, 'Light');
    const video = (await list()).find((c) => c.action === 'Video')!;
    await t.call('POST', '/api/tasks', { cueId: video.id, departmentId: dep.id, description: 'Mic check' }, alice);
    await t.call(
      'POST',
      '/api/tasks',
      { cueId: video.id, departmentId: dep.id, description: 'Play-in', completed: true, color: '#FF69B4' },
      alice,
    );
    await t.call('POST', '/api/tasks', { cueId: video.id, departmentId: light.id, description: 'Blackout' }, alice);

    messages.length = 0;
    const del = await t.callParsed(cueSnapshotSchema, 'DELETE', `/api/cues/${video.id}`, undefined, alice);
    expect(del.status).toBe(200);
    expect(del.body.cue).toMatchObject({ id: video.id, number: 3, action: 'Video' });
    expect(del.body.tasks.map((x) => x.description)).toEqual(['Mic check', 'Play-in', 'Blackout']);
    expect(await actions()).toEqual(['1:Preshow', '2:Doors open', '3:Welcome', '4:Keynote']);
    expect((await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${show.id}/tasks`, undefined, alice)).body).toEqual([]);
    const refetched = (key: string) => messages.some((m) => m.type === 'refetch' && m.eventId === show.id && m.key === key);
    await until(() => refetched('cues') && refetched('tasks'), { what: 'the cues and tasks refetches' });
    expect((await t.call('PATCH', `/api/cues/${video.id}`, { action: 'Gone' }, alice)).status).toBe(404);

    const res = await t.callParsed(cueSnapshotSchema, 'POST', '/api/cues/restore', { ...del.body.cue, tasks: del.body.tasks }, alice);
    expect(res.status).toBe(201);
    expect(res.body.cue).toMatchObject({
      number: 3,
      action: 'Video',
      time: video.time,
      duration: video.duration,
      colorMark: video.colorMark,
    });
    expect(await actions()).toEqual(['1:Preshow', '2:Doors open', '3:Video', '4:Welcome', '5:Keynote']);
    const tasks = (
      await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${res.body.cue.id}/tasks?departmentId=${dep.id}`, undefined, alice)
    ).body;
    expect(tasks.map((x) => [x.description, x.completed, x.color])).toEqual([
      ['Mic check', false, ''],
      ['Play-in', true, '#FF69B4'],
    ]);
    expect(tasks[1]!.completedAt).toBe(del.body.tasks[1]!.completedAt);
    expect(res.body.tasks).toHaveLength(3);
  });

  it('refuses a restore whose tasks name another event\u2019s department, changing nothing', async () => {
    const theirs = await buildDepartment(t, bob, bobShow.id, 'Sound');
    const before = await list();
    const res = await t.call(
      'POST',
      '/api/cues/restore',
      {
        eventId: show.id,
        number: 1,
        time: 'TBD',
        action: 'Sneaky',
        tasks: [{ departmentId: theirs.id, description: 'x', completed: false, color: '' }],
      },
      alice,
    );
    expect(res.status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['duration -1', { duration: -1 }],
    ['duration 1.5', { duration: 1.5 }],
    ["duration 'abc'", { duration: 'abc' }],
    ["time '25:00:00'", { time: '25:00:00' }],
    ["time 'noon'", { time: 'noon' }],
    ["colour 'red'", { colorMark: 'red' }],
    ["colour '#12345'", { colorMark: '#12345' }],
    ['blank action', { action: '   ' }],
  ])('answers 400 to %s and changes nothing', async (_n, bad) => {
    const before = await list();
    const created = await addCue({ action: 'Bad', ...bad });
    expect(created.status).toBe(400);
    expect(created.error).toBeTruthy();
    const patched = await t.call('PATCH', `/api/cues/${before[0]!.id}`, bad, alice);
    expect(patched.status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('answers 404 for another account\u2019s cue on every verb', async () => {
    const theirs = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${bobShow.id}/cues`, undefined, bob)).body[0]!;
    const answers = await Promise.all([
      t.call('GET', `/api/events/${bobShow.id}/cues`, undefined, alice),
      t.call('POST', '/api/cues', { eventId: bobShow.id, action: 'Mine now' }, alice),
      t.call('PATCH', `/api/cues/${theirs.id}`, { action: 'Mine now' }, alice),
      t.call('DELETE', `/api/cues/${theirs.id}`, undefined, alice),
      t.call('POST', `/api/events/${bobShow.id}/cues/reorder`, { cueIds: [theirs.id] }, alice),
      t.call('POST', '/api/cues/restore', { eventId: bobShow.id, number: 1, action: 'x' }, alice),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const missing = await t.call('PATCH', '/api/cues/999999', { action: 'x' }, alice);
    expect(answers[2].error).toBe(missing.error);
    expect((await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${bobShow.id}/cues`, undefined, bob)).body).toEqual([theirs]);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 400 (never 500) to the path id %s', async (id) => {
    expect((await t.call('PATCH', `/api/cues/${id}`, { action: 'x' }, alice)).status).toBe(400);
    expect((await t.call('DELETE', `/api/cues/${id}`, undefined, alice)).status).toBe(400);
    expect((await t.call('GET', `/api/events/${id}/cues`, undefined, alice)).status).toBe(400);
    expect((await t.call('POST', `/api/events/${id}/cues/reorder`, { cueIds: [1] }, alice)).status).toBe(400);
  });

  it('asks for a session: 401 without one', async () => {
    expect((await t.call('GET', `/api/events/${show.id}/cues`)).status).toBe(401);
    expect((await t.call('POST', '/api/cues', { eventId: show.id, action: 'x' })).status).toBe(401);
  });

  it('lets a department code read cues but not change them; a caller code may', async () => {
    const dep = await buildDepartment(t, alice, show.id, 'Sound');
    const crew = await codeSession('department', show.id, dep.id);
    expect((await list(show.id, crew)).length).toBe(5);
    const first = (await list())[0]!;
    expect((await addCue({ action: 'Crew cue' }, crew)).status).toBe(403);
    expect((await t.call('PATCH', `/api/cues/${first.id}`, { action: 'x' }, crew)).status).toBe(403);
    expect((await t.call('DELETE', `/api/cues/${first.id}`, undefined, crew)).status).toBe(403);

    const caller = await codeSession('caller', show.id);
    const made = await addCue({ action: 'Caller cue' }, caller);
    expect(made.status).toBe(201);
    expect(made.parse(cueSchema).number).toBe(6);
    expect((await t.call('PATCH', `/api/cues/${made.parse(cueSchema).id}`, { colorMark: '#000000' }, caller)).status).toBe(200);
    expect((await t.call('DELETE', `/api/cues/${made.parse(cueSchema).id}`, undefined, caller)).status).toBe(200);
    // A code of one event is a stranger to another.
    expect((await t.call('GET', `/api/events/${bobShow.id}/cues`, undefined, caller)).status).toBe(404);
  });

  it('keeps numbers 1..n when many cues are added and moved at the same time', async () => {
    const ev = await buildEventWith(t, alice, { name: 'Busy', date: '2026-12-01' });
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.call('POST', '/api/cues', { eventId: ev.id, action: `P${i}`, number: 1 }, alice)),
    );
    expect(made.every((m) => m.status === 201)).toBe(true);
    await Promise.all(made.slice(0, 6).map((m, i) => t.call('PATCH', `/api/cues/${m.parse(cueSchema).id}`, { number: 12 - i }, alice)));
    const after = await list(ev.id);
    expect(after.map((c) => c.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(after.map((c) => c.id)).size).toBe(12);
  });

  it(`stops at ${LIMITS.maxCuesPerEvent} cues per event with 409`, async () => {
    const ev = await buildEventWith(t, alice, { name: 'Huge', date: '2026-12-01' });
    const at = new Date().toISOString();
    const rows = Array.from({ length: LIMITS.maxCuesPerEvent }, (_, i) => ({
      event_id: ev.id,
      number: i + 1,
      time: 'TBD',
      action: `C${i + 1}`,
      notes: null,
      duration: null,
      color_mark: '',
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db.kysely
        .insertInto('cues')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await t.call('POST', '/api/cues', { eventId: ev.id, action: 'One too many' }, alice);
    expect(res.status).toBe(409);
    expect(res.error).toMatch(/at most/);
    // Reordering all of them is still one atomic call.
    const ids = (await list(ev.id)).map((c) => c.id).reverse();
    const re = await t.callParsed(z.array(cueSchema), 'POST', `/api/events/${ev.id}/cues/reorder`, { cueIds: ids }, alice);
    expect(re.status).toBe(200);
    expect(re.body[0]).toMatchObject({ id: ids[0], number: 1, action: `C${LIMITS.maxCuesPerEvent}` });
  });
});
