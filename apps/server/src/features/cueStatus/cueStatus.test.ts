import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueCommandResponse, cueStatusSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildRundown, buildUser, type TestUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';

describe('cue status', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let eventId: number;
  let cueIds: number[];
  let base: string;

  async function makeEvent(cues: Array<{ action: string; duration: number | null }>) {
    const r = await buildRundown(t, { owner, name: 'Show', cues, departments: [] });
    return { eventId: r.event.id, cueIds: r.cues.map((c) => c.id) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    other = await buildUser(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A fresh show per test (no status yet): no test depends on where an earlier one left the show.
  beforeEach(async () => {
    ({ eventId, cueIds } = await makeEvent([
      { action: 'Doors', duration: 60 },
      { action: 'Welcome', duration: null },
      { action: 'Keynote', duration: 1 },
    ]));
  });
  afterAll(() => t.close());

  const cmd = (command: string, token = owner.token, body: unknown = {}) =>
    t.call('POST', `/api/events/${eventId}/cuestatus/${command}`, body, token);
  /** A command expected to succeed: its answer parsed with the shared schema. */
  const run = (command: string) => t.callParsed(cueCommandResponse, 'POST', `/api/events/${eventId}/cuestatus/${command}`, {}, owner.token);

  it('creates an idle status on the first cue when read', async () => {
    const r = await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, owner.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ currentCueId: cueIds[0], status: 'idle', elapsedTime: 0, runningSince: null, autoAdvance: false });
    expect(r.body.serverTime).toBe(t.clock.now());
  });

  it('runs GO from the server clock, with no per-second traffic', async () => {
    const go = await run('go');
    expect(go.status).toBe(200);
    expect(go.body.cueStatus).toMatchObject({ status: 'go', elapsedTime: 0, runningSince: t.clock.now() });
    t.clock.advance(12_400);
    const later = await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, owner.token);
    expect(later.body.elapsedTime).toBe(12);
    const held = await run('hold');
    expect(held.body.cueStatus).toMatchObject({ status: 'hold', elapsedTime: 12, runningSince: null });
  });

  it('walks NEXT to the last cue and says so there', async () => {
    expect((await run('next')).body.cueStatus.currentCueId).toBe(cueIds[1]);
    expect((await run('next')).body.cueStatus.currentCueId).toBe(cueIds[2]);
    const last = await run('next');
    expect(last.body.info).toBe('Already at the last cue');
    expect(last.body.cueStatus.currentCueId).toBe(cueIds[2]);
  });

  it('BACK once refreshes and un-completes the cue tasks; twice within 2 s goes back', async () => {
    await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: cueIds[2] }, owner.token);
    const at = new Date().toISOString();
    const dep = await t.db.kysely
      .insertInto('departments')
      .values({ event_id: eventId, name: 'Sound', access_code: 'SNDSND', position: 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('tasks')
      .values({
        cue_id: cueIds[2]!,
        department_id: dep.id,
        description: 'Mic 1',
        completed: 1,
        completed_at: at,
        color: '',
        position: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const once = await run('back');
    expect(once.body.cueStatus).toMatchObject({ currentCueId: cueIds[2], status: 'standby', display: 'refresh', elapsedTime: 0 });
    const task = await t.db.kysely.selectFrom('tasks').selectAll().where('cue_id', '=', cueIds[2]!).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ completed: 0, completed_at: null, description: 'Mic 1' });
    t.clock.advance(1500);
    const twice = await run('back');
    expect(twice.body.cueStatus).toMatchObject({ currentCueId: cueIds[1], status: 'hold', display: 'back' });
  });

  it('PUT sets the current cue (hold, 0) and elapsed time', async () => {
    const r = await t.callParsed(cueStatusSchema, 'PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: cueIds[0] }, owner.token);
    expect(r.body).toMatchObject({ currentCueId: cueIds[0], status: 'hold', elapsedTime: 0 });
    const e = await t.callParsed(cueStatusSchema, 'PUT', `/api/events/${eventId}/cuestatus`, { elapsedTime: 30 }, owner.token);
    expect(e.body.elapsedTime).toBe(30);
  });

  it('refuses bad bodies and unknown commands with 400 and changes nothing', async () => {
    const before = await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, owner.token);
    for (const body of [{ status: 'running' }, { elapsedTime: -1 }, { elapsedTime: 1.5 }, { currentCueId: 'x' }]) {
      expect((await t.call('PUT', `/api/events/${eventId}/cuestatus`, body, owner.token)).status).toBe(400);
    }
    expect((await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: 999999 }, owner.token)).status).toBe(400);
    expect((await cmd('explode')).status).toBe(400);
    const after = await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, owner.token);
    expect(after.body.version).toBe(before.body.version);
  });

  it('hides the status of another account\u2019s event and refuses commands from a department code', async () => {
    expect((await t.call('GET', `/api/events/${eventId}/cuestatus`, undefined, other.token)).status).toBe(404);
    expect((await cmd('go', other.token)).status).toBe(404);
    const dep = await buildDepartment(t, owner.token, eventId, 'Sound');
    const crewToken = await insertCodeSession(t, 'department', eventId, dep.id);
    expect((await t.call('GET', `/api/events/${eventId}/cuestatus`, undefined, crewToken)).status).toBe(200);
    expect((await cmd('go', crewToken)).status).toBe(403);
  });

  it('answers 409 for an event without cues', async () => {
    const empty = await makeEvent([]);
    const r = await t.call('POST', `/api/events/${empty.eventId}/cuestatus/go`, {}, owner.token);
    expect(r.status).toBe(409);
    expect(r.error).toBe('No cues available for this event');
  });

  it('writes every change to the as-run log with who did it', async () => {
    for (const c of ['go', 'hold', 'next']) expect((await cmd(c)).status).toBe(200);
    await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: cueIds[2] }, owner.token);
    await cmd('back'); // refresh
    t.clock.advance(500);
    await cmd('back'); // within 2 s: the previous cue
    const log = await t.db.kysely.selectFrom('as_run_log').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
    expect(log.map((l) => l.kind)).toEqual(expect.arrayContaining(['go', 'hold', 'next', 'refresh', 'previous', 'set']));
    expect(log[0]!.actor).toMatch(/^user:\d+$/);
  });

  it('accepts the event API key on the command route (Companion) and only for that event', async () => {
    const key = await t.callParsed(z.object({ apiKey: z.string() }), 'POST', `/api/events/${eventId}/api-key`, {}, owner.token);
    expect(key.status).toBe(200);
    expect(key.body.apiKey).toMatch(/^sc_/);
    expect((await t.call('POST', `/api/events/${eventId}/api-key`, {}, other.token)).status).toBe(404);
    const viaKey = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/cuestatus/standby`,
      headers: { 'x-api-key': key.body.apiKey },
    });
    expect(viaKey.statusCode).toBe(200);
    expect(JSON.parse(viaKey.body).cueStatus.status).toBe('standby');
    const wrongEvent = await makeEvent([{ action: 'Other', duration: 10 }]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/events/${wrongEvent.eventId}/cuestatus/go`,
      headers: { 'x-api-key': key.body.apiKey },
    });
    expect(elsewhere.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/cuestatus/go`,
      headers: { 'x-api-key': 'sc_not-the-key-at-all-000000' },
    });
    expect(bad.statusCode).toBe(401);
    // A new key retires the old one.
    await t.call('POST', `/api/events/${eventId}/api-key`, {}, owner.token);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/cuestatus/go`,
      headers: { 'x-api-key': key.body.apiKey },
    });
    expect(old.statusCode).toBe(401);
    const log = await t.db.kysely
      .selectFrom('as_run_log')
      .select('actor')
      .where('event_id', '=', eventId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.actor).toBe('api');
  });

  describe('over the WebSocket', () => {
    it('needs credentials, checks every frame, and answers pings with the server time', async () => {
      const ws = await openSocket(base);
      ws.send({ type: 'subscribeEvent', eventId });
      expect((await ws.next('error')).error).toMatch(/token or access code/);
      ws.sendRaw('not json');
      expect((await ws.next('error')).error).toMatch(/JSON/);
      ws.send({ type: 'subscribeEvent', eventId: 'seven', token: owner.token });
      expect((await ws.next('error')).error).toMatch(/eventId/);
      ws.send({ type: 'launch' });
      expect((await ws.next('error')).error).toMatch(/Invalid message/);
      ws.send({ type: 'subscribeEvent', eventId, token: other.token });
      expect((await ws.next('error')).error).toMatch(/could not be found/);
      ws.send({ type: 'ping', t0: 123 });
      expect(await ws.next('pong')).toEqual({ type: 'pong', t0: 123, serverTime: t.clock.now() });
      await ws.close();
    });

    it('subscribes, receives the live status at once, then every change from HTTP or the socket', async () => {
      const viewer = await openSocket(base);
      viewer.send({ type: 'subscribeEvent', eventId, token: owner.token });
      expect(await viewer.next('subscribed')).toEqual({ type: 'subscribed', eventId, role: 'owner' });
      const first = await viewer.next('cueStatusUpdate');
      expect(first.cueStatus.eventId).toBe(eventId);

      await cmd('go');
      const go = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
      expect(go.cueStatus.runningSince).toBe(t.clock.now());
      expect(go.metadata.version).toBe(go.cueStatus.version);

      // The change goes to every screen as soon as it is saved, so it may arrive before the answer.
      const from = viewer.frames.length;
      viewer.send({ type: 'command', eventId, command: 'hold', requestId: 'r1' });
      await expect
        .poll(() => viewer.frames.slice(from).map((f) => (f.type === 'cueStatusUpdate' ? f.cueStatus.status : f)))
        .toEqual(expect.arrayContaining(['hold', expect.objectContaining({ type: 'commandResult', ok: true, requestId: 'r1' })]));
      const count = viewer.frames.length;
      await viewer.drain(); // the pong proves every frame sent before it has arrived
      expect(viewer.frames.length).toBe(count + 1); // only the pong: nothing is sent between changes
      await viewer.close();
    });

    it('announces over-time once to every screen and auto-advances when asked', async () => {
      const viewer = await openSocket(base);
      viewer.send({ type: 'subscribeEvent', eventId, token: owner.token });
      await viewer.next('subscribed');
      await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: cueIds[1], autoAdvance: true }, owner.token);
      await cmd('go');
      t.clock.advance(301_000); // cue 2 has no duration: 300 s
      await t.app.overtime.checkNow(eventId);
      expect(await viewer.next('overtime')).toMatchObject({ eventId, cueId: cueIds[1], cueNumber: 2 });
      const moved = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === cueIds[2]);
      expect(moved.cueStatus.status).toBe('go');
      await t.app.overtime.checkNow(eventId); // cue 3 is 1 s long and has not run yet
      t.clock.advance(1000);
      await t.app.overtime.checkNow(eventId);
      await t.app.overtime.checkNow(eventId);
      await viewer.next('overtime', (m) => m.cueId === cueIds[2]);
      await viewer.drain();
      expect(viewer.frames.filter((f) => f.type === 'overtime' && f.cueId === cueIds[2])).toHaveLength(1);
      await viewer.close();
    });

    it('with auto-advance on, GO on an instant (0-second) cue follows on to the next cue at once, without "Time\'s up"', async () => {
      ({ eventId, cueIds } = await makeEvent([
        { action: 'Snap to blue', duration: 0 },
        { action: 'Speech', duration: 120 },
      ]));
      const viewer = await openSocket(base);
      viewer.send({ type: 'subscribeEvent', eventId, token: owner.token });
      await viewer.next('subscribed');
      await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: cueIds[0], autoAdvance: true }, owner.token);
      await cmd('go');
      const moved = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === cueIds[1]);
      expect(moved.cueStatus).toMatchObject({ status: 'go', runningSince: t.clock.now() });
      await t.app.overtime.checkNow(eventId); // Speech has 120 s to go: nothing more happens
      await viewer.drain();
      expect(viewer.frames.filter((f) => f.type === 'overtime')).toEqual([]);
      expect(viewer.frames.filter((f) => f.type === 'cueStatusUpdate' && f.cueStatus.currentCueId === cueIds[1])).toHaveLength(1);
      await viewer.close();
    });
  });
});
