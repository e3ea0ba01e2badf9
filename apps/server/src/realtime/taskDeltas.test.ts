/**
 * Task changes travel as the tasks (docs/decisions/0039-task-and-ack-deltas.md) and follow who may
 * read them: a department code's screen hears its own department's tasks only, never another's; a
 * lead and a viewer (members) hear every task, as GET …/tasks answers them; the stage display none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/harness.js';
import { buildRundown, type TestRundown } from '../test/factories.js';
import { openSocket, type TestSocket } from '../test/ws.js';

describe('task changes on the socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const subscribe = async (eventId: number, token: string): Promise<TestSocket> => {
    const s = await openSocket(base);
    s.send({ type: 'subscribeEvent', eventId, token });
    await s.next('subscribed');
    return s;
  };
  /** An account made a member of the event with `role` (a lead of `departmentId`), straight in the database. */
  const member = async (r: TestRundown, role: 'lead' | 'viewer', departmentId?: number): Promise<string> => {
    const u = await registerUser(t);
    const at = new Date(t.clock.now()).toISOString();
    const k = t.db.kysely;
    const row = await k
      .insertInto('event_members')
      .values({ user_id: u.user.id, event_id: r.event.id, production_id: null, role, invited_by: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (departmentId !== undefined)
      await k.insertInto('member_departments').values({ member_id: row.id, department_id: departmentId }).execute();
    return u.token;
  };

  it("sends a department's task changes to that department's screens and the callers' only", async () => {
    const r = await buildRundown(t, {
      departments: ['Sound', 'Light'],
      tasks: [
        { cue: 0, department: 'Sound', description: 'Walk-in music' },
        { cue: 0, department: 'Light', description: 'House to half' },
      ],
    });
    const [sound, light] = [r.department('Sound'), r.department('Light')];
    const owner = await subscribe(r.event.id, r.owner.token);
    const soundCrew = await r.crewToken('Sound');
    const soundScreen = await subscribe(r.event.id, soundCrew);
    const lightScreen = await subscribe(r.event.id, await r.crewToken('Light'));
    const lead = await subscribe(r.event.id, await member(r, 'lead', light.id));
    const viewer = await subscribe(r.event.id, await member(r, 'viewer'));

    // Sound ticks its task: Sound's screens and every reader of all tasks hear it, at the revision
    // after the one the list was read at (a screen applies it on top of its list).
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/events/${r.event.id}/tasks`,
      headers: { authorization: `Bearer ${soundCrew}` },
    });
    const listedAt = Number(read.headers['x-rundown-revision']);
    const soundTask = r.tasks[0]!;
    const ticked = await t.call('PUT', `/api/tasks/${soundTask.id}`, { completed: true }, soundCrew);
    expect(ticked.status).toBe(200);
    for (const s of [owner, soundScreen, lead, viewer]) {
      const f = await s.next('tasksChanged');
      expect(f).toMatchObject({ eventId: r.event.id, removedIds: [] });
      expect(f.tasks).toEqual([{ ...soundTask, completed: true, completedAt: expect.any(String) }]);
      expect(f.revision).toBe(listedAt + 1);
    }

    // The owner adds a Light task and deletes it: Light's screens hear both, Sound's neither.
    const made = await t.call('POST', '/api/tasks', { cueId: r.cues[1]!.id, departmentId: light.id, description: 'Spot' }, r.owner.token);
    expect(made.status).toBe(201);
    const added = await lightScreen.next('tasksChanged');
    expect(added.tasks.map((x) => x.description)).toEqual(['Spot']);
    expect((await t.call('DELETE', `/api/tasks/${added.tasks[0]!.id}`, undefined, r.owner.token)).status).toBe(200);
    const removed = await lightScreen.next('tasksChanged');
    expect(removed).toMatchObject({ tasks: [], removedIds: [added.tasks[0]!.id] });
    expect(removed.revision).toBeGreaterThan(added.revision);
    for (const s of [owner, lead, viewer]) {
      expect((await s.next('tasksChanged')).tasks.map((x) => x.description)).toEqual(['Spot']);
      expect((await s.next('tasksChanged')).removedIds).toEqual([added.tasks[0]!.id]);
    }

    // Everything sent before these pongs has arrived: Light never heard of Sound's tick, Sound of nothing of Light's.
    await Promise.all([soundScreen.drain(), lightScreen.drain()]);
    const heard = (s: TestSocket) =>
      s.frames.flatMap((f) => (f.type === 'tasksChanged' ? [...f.tasks.map((x) => x.departmentId), ...f.removedIds] : []));
    expect(heard(soundScreen)).toEqual([sound.id]);
    expect(heard(lightScreen)).toEqual([light.id, added.tasks[0]!.id]);
    // No re-read notice for a task change: the change is the frame.
    for (const s of [owner, soundScreen, lightScreen]) expect(s.frames.some((f) => f.type === 'refetch' && f.key === 'tasks')).toBe(false);
    await Promise.all([owner, soundScreen, lightScreen, lead, viewer].map((s) => s.close()));
  });

  it("keeps another event's task changes from a screen", async () => {
    const mine = await buildRundown(t, { departments: ['Sound'], tasks: [{ cue: 0, department: 'Sound' }] });
    const other = await buildRundown(t, { departments: ['Sound'], tasks: [{ cue: 0, department: 'Sound' }] });
    const screen = await subscribe(mine.event.id, await mine.crewToken('Sound'));
    expect((await t.call('PUT', `/api/tasks/${other.tasks[0]!.id}`, { completed: true }, other.owner.token)).status).toBe(200);
    expect((await t.call('PUT', `/api/tasks/${mine.tasks[0]!.id}`, { completed: true }, mine.owner.token)).status).toBe(200);
    const f = await screen.next('tasksChanged');
    expect(f.tasks.map((x) => x.id)).toEqual([mine.tasks[0]!.id]);
    await screen.drain();
    expect(screen.frames.filter((x) => x.type === 'tasksChanged')).toHaveLength(1);
    await screen.close();
  });
});
