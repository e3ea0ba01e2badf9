/**
 * Deleting the cue the live show is on (cueDeleted.ts): every screen hears the new status over
 * the hub and the as-run log records it. Runs on SQLite, and on PostgreSQL with TEST_ENGINE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueStatusSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildCue, buildEventWith, buildUser } from '../../test/factories.js';
import { openSocket, type TestSocket } from '../../test/ws.js';

describe('deleting the live cue', () => {
  let t: TestApp;
  let owner: { token: string; user: { id: number } };
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  async function show(actions: string[]) {
    const ev = await buildEventWith(t, owner.token, { name: 'Gala', date: '2026-12-01' });
    const ids: number[] = [];
    for (const action of actions) ids.push((await buildCue(t, owner.token, { eventId: ev.id, action, time: 'TBD', duration: 120 })).id);
    return { eventId: ev.id, ids };
  }

  async function screen(eventId: number) {
    const ws = await openSocket(base);
    sockets.push(ws);
    ws.send({ type: 'subscribeEvent', eventId, token: owner.token });
    await ws.next('subscribed');
    await ws.next('cueStatusUpdate');
    return ws;
  }

  const status = async (eventId: number) =>
    (await t.callParsed(cueStatusSchema, 'GET', `/api/events/${eventId}/cuestatus`, undefined, owner.token)).body;
  const command = (eventId: number, name: string) => t.call('POST', `/api/events/${eventId}/cuestatus/${name}`, {}, owner.token);
  const lastLog = (eventId: number) =>
    t.db.kysely.selectFrom('as_run_log').selectAll().where('event_id', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('moves a running show to the next cue, on hold at 0, on every screen and in the as-run log', async () => {
    const { eventId, ids } = await show(['Doors', 'Welcome', 'Keynote']);
    const caller = await screen(eventId);
    const crew = await screen(eventId);
    expect((await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: ids[1] }, owner.token)).status).toBe(200);
    expect((await command(eventId, 'go')).status).toBe(200);
    const running = await caller.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
    t.clock.advance(42_000);

    expect((await t.call('DELETE', `/api/cues/${ids[1]}`, undefined, owner.token)).status).toBe(200);
    for (const ws of [caller, crew]) {
      const moved = await ws.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === ids[2]);
      expect(moved.cueStatus).toMatchObject({ status: 'hold', elapsedTime: 0, runningSince: null, display: null });
      expect(moved.cueStatus.version).toBeGreaterThan(running.cueStatus.version);
      expect(moved.metadata.version).toBe(moved.cueStatus.version);
    }
    expect(await status(eventId)).toMatchObject({ currentCueId: ids[2], status: 'hold', elapsedTime: 0 });
    expect(await lastLog(eventId)).toMatchObject({
      kind: 'cueDeleted',
      cue_id: ids[2],
      cue_number: 2, // Keynote took the deleted cue's number
      cue_action: 'Keynote',
      status: 'hold',
      elapsed: 42,
      actor: `user:${owner.user.id}`,
    });
    // Nothing runs on by itself: the next GO is the caller's.
    t.clock.advance(5_000);
    expect(await status(eventId)).toMatchObject({ status: 'hold', elapsedTime: 0 });
  });

  it('moves to the previous cue when the deleted live cue was the last', async () => {
    const { eventId, ids } = await show(['Intro', 'Finale']);
    const ws = await screen(eventId);
    await t.call('PUT', `/api/events/${eventId}/cuestatus`, { currentCueId: ids[1] }, owner.token);
    await command(eventId, 'standby');
    await ws.next('cueStatusUpdate', (m) => m.cueStatus.status === 'standby');
    await t.call('DELETE', `/api/cues/${ids[1]}`, undefined, owner.token);
    const moved = await ws.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === ids[0]);
    expect(moved.cueStatus).toMatchObject({ status: 'hold', elapsedTime: 0 });
  });

  it('leaves the status alone when another cue is deleted', async () => {
    const { eventId, ids } = await show(['One', 'Two', 'Three']);
    const ws = await screen(eventId);
    await command(eventId, 'go');
    const running = await ws.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
    await t.call('DELETE', `/api/cues/${ids[2]}`, undefined, owner.token);
    await ws.next('refetch', (m) => m.key === 'cues');
    await ws.drain(); // every frame sent after the DELETE has arrived
    expect(ws.frames.filter((f) => f.type === 'cueStatusUpdate' && f.cueStatus.version > running.cueStatus.version)).toEqual([]);
    expect(await status(eventId)).toMatchObject({ currentCueId: ids[0], status: 'go', version: running.cueStatus.version });
  });

  it('keeps a show that has not started idle, on the new first cue', async () => {
    const { eventId, ids } = await show(['Preshow', 'Walk-in']);
    const ws = await screen(eventId); // the first read creates the idle status on the first cue
    expect(await status(eventId)).toMatchObject({ currentCueId: ids[0], status: 'idle' });
    await t.call('DELETE', `/api/cues/${ids[0]}`, undefined, owner.token);
    const moved = await ws.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === ids[1]);
    expect(moved.cueStatus).toMatchObject({ status: 'idle', elapsedTime: 0 });
  });

  it('clears the status when the last cue goes, so a new rundown starts from the top', async () => {
    const { eventId, ids } = await show(['Only']);
    const ws = await screen(eventId);
    await command(eventId, 'go');
    await ws.next('cueStatusUpdate', (m) => m.cueStatus.status === 'go');
    await t.call('DELETE', `/api/cues/${ids[0]}`, undefined, owner.token);
    const cleared = await ws.next('cueStatusUpdate', (m) => m.cueStatus.currentCueId === null);
    expect(cleared.cueStatus).toMatchObject({ status: 'idle', elapsedTime: 0, runningSince: null });
    expect(await lastLog(eventId)).toMatchObject({ kind: 'cueDeleted', cue_id: null, status: 'idle' });
    expect((await command(eventId, 'go')).status).toBe(409);
    // A cue added later becomes the current one on the first GO (docs/product.md#running-the-show: otherwise the first cue).
    const again = await buildCue(t, owner.token, { eventId, action: 'New', time: 'TBD', duration: 60 });
    expect((await command(eventId, 'go')).status).toBe(200);
    expect(await status(eventId)).toMatchObject({ currentCueId: again.id, status: 'go' });
  });
});
