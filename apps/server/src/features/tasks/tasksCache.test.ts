/**
 * The kept task lists (tasksCache.ts, docs/decisions/0039-task-and-ack-deltas.md): a list answered
 * again is the kept one, and every way tasks change (a tick, a refresh that un-ticks, the status undo
 * that re-ticks, an import, an undo in the history, a version restored, a department or cue deleted)
 * makes the next read answer the change: no stale checklist is served.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueCommandResponse, historyPageSchema, rundownVersionSchema, taskSchema, type Task } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildRundown, type TestRundown } from '../../test/factories.js';
import { acceptedEncoding } from './tasks.routes.js';

describe('kept task lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const show = () =>
    buildRundown(t, {
      cues: ['Doors', 'Welcome', 'Keynote'],
      departments: ['Sound', 'Light'],
      tasks: [
        { cue: 0, department: 'Sound', description: 'Walk-in music' },
        { cue: 0, department: 'Light', description: 'House to half' },
        { cue: 1, department: 'Sound', description: 'Mic 1 live' },
      ],
    });
  const list = async (r: TestRundown, token = r.owner.token): Promise<Task[]> => {
    const res = await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${r.event.id}/tasks`, undefined, token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const done = (tasks: Task[]) =>
    tasks
      .filter((x) => x.completed)
      .map((x) => x.description)
      .sort();
  const stats = () => t.app.services.tasks.cacheStats();
  /** Ticks the task of this description as it is now (a restore or an import gives tasks new ids). */
  const tick = async (r: TestRundown, description: string) => {
    const task = (await list(r)).find((x) => x.description === description);
    expect((await t.call('PUT', `/api/tasks/${task!.id}`, { completed: true }, r.owner.token)).status).toBe(200);
  };

  it('answers a list read again from what it kept, and a tick at once', async () => {
    const r = await show();
    expect(done(await list(r))).toEqual([]);
    const before = stats().hits;
    expect(done(await list(r))).toEqual([]);
    expect(stats().hits).toBe(before + 1);
    await tick(r, 'Walk-in music');
    expect(done(await list(r))).toEqual(['Walk-in music']);
    // A department code reads its own list, kept apart from the caller's.
    const crew = await r.crewToken('Light');
    expect((await list(r, crew)).map((x) => x.description)).toEqual(['House to half']);
    await t.call('PUT', `/api/tasks/${r.tasks[1]!.id}`, { completed: true }, crew);
    expect(done(await list(r, crew))).toEqual(['House to half']);
    expect(done(await list(r))).toEqual(['House to half', 'Walk-in music']);
  });

  it("serves no stale checklist after a refresh un-ticks the cue's tasks, nor after the undo that re-ticks them", async () => {
    const r = await show();
    const token = r.owner.token;
    expect((await t.call('POST', `/api/events/${r.event.id}/cuestatus/go`, {}, token)).status).toBe(200);
    await tick(r, 'Walk-in music');
    expect(done(await list(r))).toEqual(['Walk-in music']);
    expect(done(await list(r))).toEqual(['Walk-in music']); // kept
    // BACK refreshes the current cue: its tasks un-ticked in the status's own transaction (no revision bump).
    const back = await t.callParsed(cueCommandResponse, 'POST', `/api/events/${r.event.id}/cuestatus/back`, {}, token);
    expect(back.status).toBe(200);
    expect(done(await list(r))).toEqual([]);
    const undo = await t.call('POST', `/api/events/${r.event.id}/cuestatus/undo`, { version: back.body.cueStatus.version }, token);
    expect(undo.status).toBe(200);
    expect(done(await list(r))).toEqual(['Walk-in music']);
  });

  it('serves no stale checklist after an undo in the history, a restored version, an import, a deleted department or cue', async () => {
    const r = await show();
    const token = r.owner.token;
    const base = `/api/events/${r.event.id}`;
    const saved = await t.callParsed(rundownVersionSchema, 'POST', `${base}/versions`, { label: 'Clean' }, token);
    expect(saved.status).toBe(201);

    await tick(r, 'Mic 1 live');
    expect(done(await list(r))).toEqual(['Mic 1 live']);
    const page = await t.callParsed(historyPageSchema, 'GET', `${base}/history`, undefined, token);
    const tickEntry = page.body.entries.find((e) => e.entity === 'task' && e.field === 'completed');
    expect((await t.call('POST', `/api/history/${tickEntry!.id}/undo`, {}, token)).status).toBe(200);
    expect(done(await list(r))).toEqual([]);

    await tick(r, 'Mic 1 live');
    expect(done(await list(r))).toEqual(['Mic 1 live']);
    expect((await t.call('POST', `/api/versions/${saved.body.id}/restore`, {}, token)).status).toBe(200);
    expect(done(await list(r))).toEqual([]);

    // An import in place of the cues, ticks kept: the file's ticked task comes back ticked.
    await tick(r, 'Walk-in music');
    const file = (await t.app.inject({ method: 'GET', url: `${base}/export/xlsx`, headers: { authorization: `Bearer ${token}` } }))
      .rawPayload;
    const keptIds = (await list(r)).map((x) => x.id);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${base}/import?mode=replace&ticks=keep`,
      payload: file,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    });
    expect(imported.statusCode).toBe(200);
    const afterImport = await list(r);
    expect(afterImport.map((x) => x.id).some((id) => keptIds.includes(id))).toBe(false);
    expect(done(afterImport)).toEqual(['Walk-in music']);

    const light = r.department('Light');
    expect((await t.call('DELETE', `/api/departments/${light.id}`, undefined, token)).status).toBe(200);
    expect((await list(r)).map((x) => x.description)).toEqual(['Walk-in music', 'Mic 1 live']);
    const firstCue = afterImport.find((x) => x.description === 'Walk-in music')!.cueId;
    expect((await t.call('DELETE', `/api/cues/${firstCue}`, undefined, token)).status).toBe(200);
    expect((await list(r)).map((x) => x.description)).toEqual(['Mic 1 live']);
  });

  it("answers the first cues' tasks alone, and the compressed list as the plain one", async () => {
    const r = await show();
    const head = await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${r.event.id}/tasks?firstCues=1`, undefined, r.owner.token);
    expect(head.body.map((x) => x.description)).toEqual(['Walk-in music', 'House to half']);
    expect((await t.call('GET', `/api/events/${r.event.id}/tasks?firstCues=0`, undefined, r.owner.token)).status).toBe(400);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/events/${r.event.id}/tasks`,
      headers: { authorization: `Bearer ${r.owner.token}` },
    });
    expect(Number(plain.headers['x-rundown-revision'])).toBeGreaterThan(0);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await t.app.inject({
        method: 'GET',
        url: `/api/events/${r.event.id}/tasks`,
        headers: { authorization: `Bearer ${r.owner.token}`, 'accept-encoding': encoding },
      });
      // Three tasks are under the 1 KB every answer is compressed from.
      expect(packed.headers['content-encoding']).toBeUndefined();
      expect(packed.body).toBe(plain.body);
    }
    // A list of over 1 KB goes out compressed, the same bytes as JSON once unpacked.
    for (let i = 0; i < 12; i++)
      await t.call(
        'POST',
        '/api/tasks',
        { cueId: r.cues[2]!.id, departmentId: r.department('Sound').id, description: `Cue light ${i}` },
        r.owner.token,
      );
    const json = (
      await t.app.inject({ method: 'GET', url: `/api/events/${r.event.id}/tasks`, headers: { authorization: `Bearer ${r.owner.token}` } })
    ).body;
    const br = await t.app.inject({
      method: 'GET',
      url: `/api/events/${r.event.id}/tasks`,
      headers: { authorization: `Bearer ${r.owner.token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(json);
    const gz = await t.app.inject({
      method: 'GET',
      url: `/api/events/${r.event.id}/tasks`,
      headers: { authorization: `Bearer ${r.owner.token}`, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(json);
  });

  it('reads Accept-Encoding as HTTP says: brotli first, q=0 refuses', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
