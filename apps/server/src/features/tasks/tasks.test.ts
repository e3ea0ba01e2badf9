import { z } from 'zod';
import { departmentSchema, eventSchema, taskSchema } from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cue, Department, Event, Task } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import type { BusMessage } from '../../bus/bus.js';

describe('tasks', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let show: Event;
  let bobShow: Event;
  let cue1: Cue;
  let cue2: Cue;
  let sound: Department;
  let light: Department;
  let bobCue: Cue;
  let bobDep: Department;
  let bobTask: Task;
  const messages: BusMessage[] = [];

  const addTask = (body: Record<string, unknown>, token = alice) =>
    t.callParsed(taskSchema, 'POST', '/api/tasks', { cueId: cue1.id, departmentId: sound.id, description: 'Task', ...body }, token);
  /** The same request for a test that expects a refusal. */
  const tryTask = (body: Record<string, unknown>, token = alice) =>
    t.call('POST', '/api/tasks', { cueId: cue1.id, departmentId: sound.id, description: 'Task', ...body }, token);
  const eventTasks = async (token = alice, eventId = show.id) =>
    t.callParsed(z.array(taskSchema), 'GET', `/api/events/${eventId}/tasks`, undefined, token);

  const codeSession = (kind: 'caller' | 'department', eventId: number, departmentId: number | null = null) =>
    insertCodeSession(t, kind, eventId, departmentId);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.bus.subscribe((m) => messages.push(m));
  });
  // Every test gets its own two shows, so none depends on what an earlier one left behind.
  beforeEach(async () => {
    const mine = await buildRundown(t, { cues: ['One', 'Two'], departments: ['Sound', 'Light'] });
    const other = await buildRundown(t, {
      owner: await buildUser(t),
      name: 'Other',
      cues: ['Bob'],
      departments: ['Sound'],
      tasks: [{ cue: 0, department: 'Sound', description: 'Bob task' }],
    });
    alice = mine.owner.token;
    show = mine.event;
    cue1 = mine.cues[0]!;
    cue2 = mine.cues[1]!;
    sound = mine.department('Sound');
    light = mine.department('Light');
    bob = other.owner.token;
    bobShow = other.event;
    bobCue = other.cues[0]!;
    bobDep = other.department('Sound');
    bobTask = other.tasks[0]!;
  });
  afterAll(() => t.close());

  it('creates, lists per cue and department, updates and deletes a task', async () => {
    messages.length = 0;
    const made = await addTask({ description: '  Mic check  ', color: '#ff69b4' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      cueId: cue1.id,
      departmentId: sound.id,
      description: 'Mic check',
      completed: false,
      completedAt: null,
      color: '#FF69B4',
    });
    // The task itself travels (docs/decisions/0039-task-and-ack-deltas.md), not a re-read.
    await until(() => messages.some((m) => m.type === 'tasks' && m.eventId === show.id && m.tasks[0]?.id === made.body.id), {
      what: 'the task change',
    });
    expect(messages.some((m) => m.type === 'refetch' && m.key === 'tasks')).toBe(false);

    await addTask({ description: 'Play-in' });
    await addTask({ description: 'Spot', departmentId: light.id });
    const mine = await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${cue1.id}/tasks?departmentId=${sound.id}`, undefined, alice);
    expect(mine.status).toBe(200);
    expect(mine.body.map((x) => x.description)).toEqual(['Mic check', 'Play-in']);
    const all = await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${cue1.id}/tasks`, undefined, alice);
    expect(all.body.map((x) => x.description)).toEqual(['Mic check', 'Play-in', 'Spot']);

    const edited = await t.callParsed(taskSchema, 'PUT', `/api/tasks/${made.body.id}`, { description: 'Mic check 1-2', color: '' }, alice);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: 'Mic check 1-2', color: '' });

    const del = await t.callParsed(taskSchema, 'DELETE', `/api/tasks/${made.body.id}`, undefined, alice);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: made.body.id, description: 'Mic check 1-2' });
    expect((await t.call('PUT', `/api/tasks/${made.body.id}`, { completed: true }, alice)).status).toBe(404);
    // Undo is a plain create with the snapshot's fields.
    const undo = await t.callParsed(taskSchema, 'POST', '/api/tasks', del.body, alice);
    expect(undo.status).toBe(201);
    expect(undo.body).toMatchObject({ cueId: cue1.id, departmentId: sound.id, description: 'Mic check 1-2', completed: false });
  });

  it('lists every task of the event in one answer, by cue number then position', async () => {
    await addTask({ cueId: cue2.id, description: 'Later A' });
    await addTask({ description: 'Play-in' });
    await addTask({ description: 'Spot', departmentId: light.id });
    await addTask({ cueId: cue2.id, description: 'Later B' });
    let res = await eventTasks();
    expect(res.status).toBe(200);
    expect(res.body.map((x) => x.description)).toEqual(['Play-in', 'Spot', 'Later A', 'Later B']);
    await t.call('POST', `/api/events/${show.id}/cues/reorder`, { cueIds: [cue2.id, cue1.id] }, alice);
    res = await eventTasks();
    expect(res.body.map((x) => x.description)).toEqual(['Later A', 'Later B', 'Play-in', 'Spot']);
  });

  it('answers the event list in exactly the Task shape, as the per-cue list does', async () => {
    const done = (await addTask({ cueId: cue2.id, description: 'Shape', color: '#800080' })).body;
    await t.call('PUT', `/api/tasks/${done.id}`, { completed: true }, alice);
    const fromEvent = (await eventTasks()).body.find((x) => x.id === done.id);
    const fromCue = (await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${cue2.id}/tasks`, undefined, alice)).body.find(
      (x) => x.id === done.id,
    );
    // No extra columns (event_id, position, timestamps), the same values and types.
    expect(fromEvent && Object.keys(fromEvent).sort()).toEqual([
      'color',
      'completed',
      'completedAt',
      'cueId',
      'departmentId',
      'description',
      'id',
    ]);
    expect(fromEvent).toEqual(fromCue);
    expect(fromEvent).toMatchObject({ completed: true, color: '#800080', completedAt: expect.any(String) as unknown });
    await t.call('DELETE', `/api/tasks/${done.id}`, undefined, alice);
  });

  it('sets completedAt from the server clock and clears it, ignoring the client value', async () => {
    const task = (await addTask({ description: 'Timed' })).body;
    t.clock.advance(60_000);
    const serverNow = new Date(t.clock.now()).toISOString();
    const done = await t.callParsed(
      taskSchema,
      'PUT',
      `/api/tasks/${task.id}`,
      { completed: true, completedAt: '1999-01-01T00:00:00.000Z' },
      alice,
    );
    expect(done.body).toMatchObject({ completed: true, completedAt: serverNow });
    t.clock.advance(5_000);
    const again = await t.callParsed(taskSchema, 'PUT', `/api/tasks/${task.id}`, { completed: true }, alice);
    expect(again.body.completedAt).toBe(serverNow);
    const undone = await t.callParsed(taskSchema, 'PUT', `/api/tasks/${task.id}`, { completed: false, completedAt: serverNow }, alice);
    expect(undone.body).toMatchObject({ completed: false, completedAt: null });
    const ignored = await t.callParsed(taskSchema, 'PUT', `/api/tasks/${task.id}`, { completedAt: '2001-01-01T00:00:00.000Z' }, alice);
    expect(ignored.body.completedAt).toBeNull();
    const bornDone = await addTask({ description: 'Born done', completed: true });
    expect(bornDone.body.completedAt).toBe(new Date(t.clock.now()).toISOString());
  });

  it('refuses a cue and department of different events with 400, and bad fields', async () => {
    const ev2 = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Second', date: '2026-12-02' }, alice)).body;
    const dep2 = (await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: ev2.id, name: 'Sound' }, alice)).body;
    await addTask({ description: 'Existing' });
    const before = (await eventTasks()).body;
    expect((await tryTask({ departmentId: dep2.id })).status).toBe(400);
    expect((await tryTask({ departmentId: bobDep.id })).status).toBe(400);
    expect((await tryTask({ description: '   ' })).status).toBe(400);
    expect((await tryTask({ color: 'red' })).status).toBe(400);
    expect((await tryTask({ color: '#12345' })).status).toBe(400);
    expect((await tryTask({ completed: 'yes' })).status).toBe(400);
    const one = before[0]!;
    expect((await t.call('PUT', `/api/tasks/${one.id}`, { description: '' }, alice)).status).toBe(400);
    expect((await t.call('PUT', `/api/tasks/${one.id}`, { color: 'blue' }, alice)).status).toBe(400);
    expect((await eventTasks()).body).toEqual(before);
  });

  it('answers 404 for another account\u2019s cue or task on every verb', async () => {
    const answers = await Promise.all([
      t.call('GET', `/api/cues/${bobCue.id}/tasks`, undefined, alice),
      t.call('GET', `/api/cues/${bobCue.id}/tasks?departmentId=${bobDep.id}`, undefined, alice),
      t.call('GET', `/api/events/${bobShow.id}/tasks`, undefined, alice),
      t.call('POST', '/api/tasks', { cueId: bobCue.id, departmentId: bobDep.id, description: 'x' }, alice),
      t.call('PUT', `/api/tasks/${bobTask.id}`, { completed: true }, alice),
      t.call('DELETE', `/api/tasks/${bobTask.id}`, undefined, alice),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[4].error).toBe((await t.call('PUT', '/api/tasks/999999', { completed: true }, alice)).error);
    expect((await t.call('GET', `/api/cues/${cue1.id}/tasks?departmentId=${bobDep.id}`, undefined, alice)).status).toBe(404);
    const still = await eventTasks(bob, bobShow.id);
    expect(still.body).toEqual([bobTask]);
  });

  it.each(['abc', '-1', '1.5', '99999999999'])('answers 400 (never 500) to the id %s', async (id) => {
    expect((await t.call('GET', `/api/cues/${id}/tasks`, undefined, alice)).status).toBe(400);
    expect((await t.call('GET', `/api/cues/${cue1.id}/tasks?departmentId=${id}`, undefined, alice)).status).toBe(400);
    expect((await t.call('GET', `/api/events/${id}/tasks`, undefined, alice)).status).toBe(400);
    expect((await t.call('PUT', `/api/tasks/${id}`, { completed: true }, alice)).status).toBe(400);
    expect((await t.call('DELETE', `/api/tasks/${id}`, undefined, alice)).status).toBe(400);
  });

  it('lets a department code read and tick only its own department\u2019s tasks', async () => {
    const crew = await codeSession('department', show.id, sound.id);
    const soundTask = (await addTask({ description: 'Crew tick' })).body;
    const lightTask = (await addTask({ description: 'Not theirs', departmentId: light.id })).body;

    const own = await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${cue1.id}/tasks?departmentId=${sound.id}`, undefined, crew);
    expect(own.status).toBe(200);
    expect(own.body.every((x) => x.departmentId === sound.id)).toBe(true);
    expect((await t.call('GET', `/api/cues/${cue1.id}/tasks?departmentId=${light.id}`, undefined, crew)).status).toBe(403);
    const unasked = await t.callParsed(z.array(taskSchema), 'GET', `/api/cues/${cue1.id}/tasks`, undefined, crew);
    expect(unasked.body.length).toBeGreaterThan(0);
    expect(unasked.body.every((x) => x.departmentId === sound.id)).toBe(true);
    const whole = await eventTasks(crew);
    expect(whole.status).toBe(200);
    expect(whole.body.every((x) => x.departmentId === sound.id)).toBe(true);
    expect(whole.body.some((x) => x.id === soundTask.id)).toBe(true);

    const ticked = await t.callParsed(taskSchema, 'PUT', `/api/tasks/${soundTask.id}`, { completed: true }, crew);
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ completed: true, completedAt: new Date(t.clock.now()).toISOString() });
    // The spec's browser sends completedAt along; it is ignored, not refused.
    expect((await t.call('PUT', `/api/tasks/${soundTask.id}`, { completed: false, completedAt: null }, crew)).status).toBe(200);

    for (const body of [{ description: 'Renamed' }, { color: '#000000' }, { completed: true, description: 'Sneaky' }]) {
      expect((await t.call('PUT', `/api/tasks/${soundTask.id}`, body, crew)).status).toBe(403);
    }
    expect((await t.call('PUT', `/api/tasks/${lightTask.id}`, { completed: true }, crew)).status).toBe(403);
    expect((await tryTask({ description: 'Crew add' }, crew)).status).toBe(403);
    expect((await t.call('DELETE', `/api/tasks/${soundTask.id}`, undefined, crew)).status).toBe(403);
    const after = (await eventTasks()).body;
    expect(after.find((x) => x.id === soundTask.id)).toMatchObject({ description: 'Crew tick', completed: false, color: '' });
    expect(after.find((x) => x.id === lightTask.id)).toMatchObject({ completed: false });
    // A code of one event is a stranger to another.
    expect((await t.call('GET', `/api/events/${bobShow.id}/tasks`, undefined, crew)).status).toBe(404);
  });

  it('lets a caller code manage tasks like the owner', async () => {
    const caller = await codeSession('caller', show.id);
    await addTask({ description: 'Owner made', departmentId: light.id });
    const made = await addTask({ description: 'From caller', departmentId: light.id }, caller);
    expect(made.status).toBe(201);
    expect(
      (await t.callParsed(taskSchema, 'PUT', `/api/tasks/${made.body.id}`, { description: 'Edited', completed: true }, caller)).body,
    ).toMatchObject({
      description: 'Edited',
      completed: true,
    });
    expect((await t.call('DELETE', `/api/tasks/${made.body.id}`, undefined, caller)).status).toBe(200);
    expect((await eventTasks(caller)).body.some((x) => x.departmentId === light.id)).toBe(true);
  });
});
