import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE_ALPHABET, type Cue, departmentSchema, departmentSnapshotSchema, type Event, LIMITS, taskSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { type TestUser, buildCue, buildEvent, buildEventWith, buildRundown, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import type { BusMessage } from '../../bus/bus.js';

describe('departments', () => {
  let t: TestApp;
  let aliceUser: TestUser;
  let alice: string;
  let bob: string;
  let show: Event;
  let bobShow: Event;
  let cue: Cue;
  const messages: BusMessage[] = [];

  const list = async (token = alice, eventId = show.id) =>
    (await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${eventId}/departments`, undefined, token)).body;
  const add = (name: string, token = alice, eventId = show.id) => t.call('POST', '/api/departments', { eventId, name }, token);

  const codeSession = (kind: 'caller' | 'department', eventId: number, departmentId: number | null = null) =>
    insertCodeSession(t, kind, eventId, departmentId);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.bus.subscribe((m) => messages.push(m));
  });
  // Every test starts from its own show with Sound and Light, so none depends on an earlier one.
  beforeEach(async () => {
    const mine = await buildRundown(t, { cues: ['Opening'], departments: ['Sound', 'Light'] });
    const other = await buildRundown(t, { owner: await buildUser(t), name: 'Other', cues: [], departments: ['Props'] });
    aliceUser = mine.owner;
    alice = mine.owner.token;
    show = mine.event;
    cue = mine.cues[0]!;
    bob = other.owner.token;
    bobShow = other.event;
  });
  afterAll(() => t.close());

  it('creates departments with server-made unique codes, ignoring a sent code', async () => {
    const { event: empty } = await buildEvent(t, { owner: aliceUser });
    const sound = await t.callParsed(
      departmentSchema,
      'POST',
      '/api/departments',
      { eventId: empty.id, name: '  Sound ', accessCode: 'AAAAAA' },
      alice,
    );
    expect(sound.status).toBe(201);
    expect(sound.body).toMatchObject({ eventId: empty.id, name: 'Sound', position: 0 });
    expect(sound.body.accessCode).not.toBe('AAAAAA');
    expect(sound.body.accessCode).toHaveLength(6);
    for (const ch of sound.body.accessCode) expect(CODE_ALPHABET).toContain(ch);
    const light = await add('Light', alice, empty.id);
    expect(light.parse(departmentSchema).position).toBe(1);
    expect((await list(alice, empty.id)).map((d) => d.name)).toEqual(['Sound', 'Light']);
    const codes = new Set([empty.showCallerCode, bobShow.showCallerCode, ...(await list(alice, empty.id)).map((d) => d.accessCode)]);
    expect(codes.size).toBe(4);
  });

  it('refuses a duplicate name in the event whatever the case, but allows it elsewhere', async () => {
    const dup = await add('sOUND');
    expect(dup.status).toBe(409);
    expect(dup.error).toBe('A department named "sOUND" already exists in this event.');
    expect((await add('Sound', bob, bobShow.id)).status).toBe(201);
    expect((await add('   ')).status).toBe(400);
  });

  it('renames, refuses a clash, and makes a missing code', async () => {
    const [sound, light] = await list();
    const renamed = await t.callParsed(departmentSchema, 'PUT', `/api/departments/${light!.id}`, { name: 'Lighting' }, alice);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Lighting', accessCode: light!.accessCode });
    const clash = await t.call('PUT', `/api/departments/${light!.id}`, { name: 'SOUND' }, alice);
    expect(clash.status).toBe(409);
    expect((await t.callParsed(departmentSchema, 'PUT', `/api/departments/${sound!.id}`, { name: 'SOUND' }, alice)).body.name).toBe(
      'SOUND',
    );
    await t.call('PUT', `/api/departments/${sound!.id}`, { name: 'Sound' }, alice);

    await t.db.kysely.updateTable('departments').set({ access_code: null }).where('id', '=', light!.id).execute();
    expect((await list()).find((d) => d.id === light!.id)!.accessCode).toBe('');
    const made = await t.call('PUT', `/api/departments/${light!.id}`, { name: 'Lighting' }, alice);
    expect(made.parse(departmentSchema).accessCode).toHaveLength(6);
  });

  it('shows a department code only its own access code; owner and caller see all', async () => {
    const [sound, light] = await list();
    const crew = await codeSession('department', show.id, sound!.id);
    const seen = await list(crew);
    expect(seen.map((d) => d.accessCode)).toEqual([sound!.accessCode, '']);
    const caller = await codeSession('caller', show.id);
    expect((await list(caller)).map((d) => d.accessCode)).toEqual([sound!.accessCode, light!.accessCode]);
    expect((await add('Crew made', crew)).status).toBe(403);
    expect((await t.call('PUT', `/api/departments/${sound!.id}`, { name: 'Mine' }, crew)).status).toBe(403);
    expect((await add('Stage', caller)).status).toBe(201);
  });

  it('lets only the owner delete: a caller or department code gets 403', async () => {
    const stage = (await list()).find((d) => d.name === 'Light')!;
    const caller = await codeSession('caller', show.id);
    const crew = await codeSession('department', show.id, stage.id);
    expect((await t.call('DELETE', `/api/departments/${stage.id}`, undefined, caller)).status).toBe(403);
    expect((await t.call('DELETE', `/api/departments/${stage.id}`, undefined, crew)).status).toBe(403);
    expect((await t.call('POST', `/api/departments/${stage.id}/regenerate-code`, undefined, caller)).status).toBe(403);
    expect((await list()).some((d) => d.id === stage.id)).toBe(true);
  });

  it('deletes with its tasks and sessions, answers a snapshot, and restores it in place with a fresh code', async () => {
    const before = await list();
    const sound = before[0]!;
    await t.call('POST', '/api/tasks', { cueId: cue.id, departmentId: sound.id, description: 'Mic 1' }, alice);
    await t.call('POST', '/api/tasks', { cueId: cue.id, departmentId: sound.id, description: 'Mic 2', completed: true }, alice);
    const crew = await codeSession('department', show.id, sound.id);
    messages.length = 0;

    const del = await t.callParsed(departmentSnapshotSchema, 'DELETE', `/api/departments/${sound.id}`, undefined, alice);
    expect(del.status).toBe(200);
    expect(del.body.department).toMatchObject({ id: sound.id, name: 'Sound', accessCode: sound.accessCode, position: 0 });
    expect(del.body.tasks.map((x) => x.description)).toEqual(['Mic 1', 'Mic 2']);
    expect((await list()).map((d) => d.name)).toEqual(before.slice(1).map((d) => d.name));
    expect((await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${show.id}/tasks`, undefined, alice)).body).toEqual([]);
    expect((await t.call('GET', `/api/events/${show.id}/cues`, undefined, crew)).status).toBe(401);
    const revoked = (id: number) => messages.some((m) => m.type === 'revoked' && m.scope === 'department' && m.departmentId === id);
    await until(() => revoked(sound.id), { what: 'the revoked notice' });

    const res = await t.callParsed(
      departmentSnapshotSchema,
      'POST',
      '/api/departments/restore',
      { ...del.body.department, tasks: del.body.tasks },
      alice,
    );
    expect(res.status).toBe(201);
    expect(res.body.department).toMatchObject({ name: 'Sound', position: 0 });
    // The deleted code stays dead (docs/decisions/0004-access-codes.md): Undo gives the department a new one.
    expect(res.body.department.accessCode).toHaveLength(6);
    expect(res.body.department.accessCode).not.toBe(sound.accessCode);
    expect((await t.call('POST', '/api/access', { code: sound.accessCode })).status).toBe(404);
    expect((await list()).map((d) => d.name)).toEqual(before.map((d) => d.name));
    expect(res.body.tasks.map((x) => [x.description, x.completed, x.completedAt])).toEqual([
      ['Mic 1', false, null],
      ['Mic 2', true, del.body.tasks[1]!.completedAt],
    ]);
  });

  it('never takes the code of a restore from the request', async () => {
    const light = (await list()).find((d) => d.name === 'Light')!;
    const del = (await t.callParsed(departmentSnapshotSchema, 'DELETE', `/api/departments/${light.id}`, undefined, alice)).body;
    const res = await t.callParsed(
      departmentSnapshotSchema,
      'POST',
      '/api/departments/restore',
      { ...del.department, accessCode: 'AAAAAA', tasks: [] },
      alice,
    );
    expect(res.status).toBe(201);
    expect(res.body.department.accessCode).toHaveLength(6);
    expect(res.body.department.accessCode).not.toBe('AAAAAA');
    expect((await t.call('POST', '/api/access', { code: 'AAAAAA' })).status).toBe(404);
  });

  it('refuses a restore whose tasks name another event\u2019s cue, changing nothing', async () => {
    const theirCue = await buildCue(t, bob, { eventId: bobShow.id, action: 'Bob' });
    const before = await list();
    const res = await t.call(
      'POST',
      '/api/departments/restore',
      { eventId: show.id, name: 'Ghost', tasks: [{ cueId: theirCue.id, description: 'x', completed: false, color: '' }] },
      alice,
    );
    expect(res.status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('regenerates a code (owner only) and ends the old code\u2019s sessions at once', async () => {
    const sound = (await list())[0]!;
    const crew = await codeSession('department', show.id, sound.id);
    expect((await t.call('GET', `/api/events/${show.id}/cues`, undefined, crew)).status).toBe(200);
    messages.length = 0;
    const res = await t.callParsed(departmentSchema, 'POST', `/api/departments/${sound.id}/regenerate-code`, undefined, alice);
    expect(res.status).toBe(200);
    expect(res.body.accessCode).toHaveLength(6);
    expect(res.body.accessCode).not.toBe(sound.accessCode);
    expect((await t.call('GET', `/api/events/${show.id}/cues`, undefined, crew)).status).toBe(401);
    await until(() => messages.some((m) => m.type === 'revoked' && m.eventId === show.id && m.departmentId === sound.id), {
      what: 'the revoked notice',
    });
    await until(() => messages.some((m) => m.type === 'refetch' && m.key === 'departments'), { what: 'the departments refetch' });
  });

  it('answers 404 for another account\u2019s department on every verb', async () => {
    const theirs = (await list(bob, bobShow.id))[0]!;
    const answers = await Promise.all([
      t.call('GET', `/api/events/${bobShow.id}/departments`, undefined, alice),
      t.call('POST', '/api/departments', { eventId: bobShow.id, name: 'Mine' }, alice),
      t.call('PUT', `/api/departments/${theirs.id}`, { name: 'Mine' }, alice),
      t.call('DELETE', `/api/departments/${theirs.id}`, undefined, alice),
      t.call('POST', `/api/departments/${theirs.id}/regenerate-code`, undefined, alice),
      t.call('POST', '/api/departments/restore', { eventId: bobShow.id, name: 'Mine' }, alice),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[2].error).toBe((await t.call('PUT', '/api/departments/999999', { name: 'x' }, alice)).error);
    expect(await list(bob, bobShow.id)).toEqual([theirs]);
  });

  it.each(['abc', '-1', '1.5', '99999999999'])('answers 400 (never 500) to the path id %s', async (id) => {
    expect((await t.call('PUT', `/api/departments/${id}`, { name: 'x' }, alice)).status).toBe(400);
    expect((await t.call('DELETE', `/api/departments/${id}`, undefined, alice)).status).toBe(400);
    expect((await t.call('POST', `/api/departments/${id}/regenerate-code`, undefined, alice)).status).toBe(400);
    expect((await t.call('GET', `/api/events/${id}/departments`, undefined, alice)).status).toBe(400);
  });

  it(`stops at ${LIMITS.maxDepartmentsPerEvent} departments per event with 409`, async () => {
    const ev = await buildEventWith(t, alice, { name: 'Big', date: '2026-12-01' });
    for (let i = 0; i < LIMITS.maxDepartmentsPerEvent; i++) expect((await add(`D${i}`, alice, ev.id)).status).toBe(201);
    const over = await add('One more', alice, ev.id);
    expect(over.status).toBe(409);
    expect(over.error).toMatch(/at most/);
  });
});
