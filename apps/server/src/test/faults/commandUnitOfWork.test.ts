/**
 * A cue command is one unit of work (docs/architecture.md#the-live-path-a-go-from-the-key-press-to-the-crew-screen): the status, the refreshed cue's un-ticked tasks
 * and the as-run row commit together. A GO whose as-run row cannot be written (a full disk) used to
 * answer 507 "nothing was saved" although the status had moved and gone out to every screen; now
 * the status stays, no screen or listener (OSC out, webhooks) hears anything, and the caller gets
 * the 507. SQLite: the disk is made full with PRAGMA max_page_count after filling the as-run log's
 * last page. PostgreSQL: a trigger on as_run_log fails with SQLSTATE 53100 (disk_full).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cueCommandResponse, type Task } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../harness.js';
import { openSocket, type TestSocket } from '../ws.js';
import type { AppliedChange } from '../../features/cueStatus/cueStatus.service.js';
import { makeShow, ok, okParsed, readStatus, readTasks, type Call, type Show } from './showFixture.js';

const FULL = "The server's storage is full, so nothing was saved. Free some disk space on the server and try again.";

/** Makes the next as-run row fail as a full disk does; answers how to give the space back. */
async function fillAsRunLog(t: TestApp, eventId: number): Promise<() => Promise<void>> {
  const k = t.db.kysely;
  if (testEngine === 'postgres') {
    await sql`create function fail_as_run() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(k);
    await sql`create trigger fail_as_run before insert on as_run_log for each row execute function fail_as_run()`.execute(k);
    return async () => {
      await sql`drop trigger fail_as_run on as_run_log`.execute(k);
      await sql`drop function fail_as_run()`.execute(k);
    };
  }
  const pragma = async (text: string) => Object.values((await sql.raw(`pragma ${text}`).execute(k)).rows[0] as Record<string, number>)[0];
  const pages = (await pragma('page_count')) ?? 0;
  await pragma(`max_page_count = ${pages}`);
  // Fill the free pages and the log's last page, first with large rows, then with the smallest.
  for (const action of ['x'.repeat(400), 'x'.repeat(40), null]) {
    for (let i = 0; i < 100_000; i++) {
      try {
        await sql`insert into as_run_log (event_id, kind, actor, at_ms, cue_action) values (${eventId}, 'x', 'x', 0, ${action})`.execute(k);
      } catch {
        break;
      }
    }
  }
  return async () => {
    await pragma('max_page_count = 1073741823');
    await sql`delete from as_run_log where kind = 'x'`.execute(k);
  };
}

describe('a cue command is one unit of work', () => {
  let t: TestApp;
  let call: Call;
  let show: Show;
  let viewer: TestSocket;
  const heard: AppliedChange[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    call = (method, url, body, token) => t.call(method, url, body, token);
    show = await makeShow(call, 'unit');
    t.app.services.bus.subscribe((c) => void (c.type === 'statusApplied' && heard.push(c)));
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    viewer = await openSocket(base);
    viewer.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.token });
    await viewer.next('subscribed');
  });
  afterAll(async () => {
    await viewer.close();
    await t.close();
  });

  const frames = () => viewer.frames.filter((f) => f.type === 'cueStatusUpdate').length;

  it('GO with a failing as-run write: 507, the status unchanged, nothing broadcast; the next GO goes out once', async () => {
    await ok(call, 'POST', `/api/events/${show.eventId}/cuestatus/standby`, {}, show.token);
    await viewer.drain();
    const before = await readStatus(call, show);
    expect(before.status).toBe('standby');
    const framesBefore = frames();
    const heardBefore = heard.length;
    const giveBack = await fillAsRunLog(t, show.eventId);

    t.clock.advance(1000);
    const refused = await call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 507, body: { error: FULL } });
    expect(await readStatus(call, show)).toMatchObject({ status: 'standby', version: before.version, currentCueId: before.currentCueId });
    expect(heard.length).toBe(heardBefore);

    await giveBack();
    t.clock.advance(1000);
    const go = await okParsed(cueCommandResponse, call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
    expect(go.cueStatus).toMatchObject({ status: 'go', version: before.version + 1 });
    // The first status a screen hears after the failure is this GO: the failed one never went out.
    const next = await viewer.next('cueStatusUpdate', (m) => m.cueStatus.version > before.version);
    expect(next.cueStatus).toMatchObject({ status: 'go', version: before.version + 1, runningSince: go.cueStatus.runningSince });
    await viewer.drain();
    expect(frames()).toBe(framesBefore + 1);
    expect(heard.slice(heardBefore).map((c) => [c.logKind, c.cueStatus.version])).toEqual([['go', before.version + 1]]);
  });

  it('a refresh with a failing as-run write keeps the crew ticks as they were', async () => {
    const [taskId] = show.taskIds;
    await ok(call, 'PUT', `/api/tasks/${taskId}`, { completed: true }, show.token);
    // Back on the first cue, then a refresh of it (STANDBY on the standing cue un-ticks its tasks).
    await ok(call, 'PUT', `/api/events/${show.eventId}/cuestatus`, { currentCueId: show.cueIds[0], status: 'hold' }, show.token);
    const before = await readStatus(call, show);
    const ticked = (await readTasks(call, show)).filter((x: Task) => x.completed).map((x) => x.id);
    expect(ticked).toContain(taskId);
    const giveBack = await fillAsRunLog(t, show.eventId);

    const res = await call('POST', `/api/events/${show.eventId}/cuestatus/refresh`, {}, show.token);
    expect({ status: res.status, body: res.body }).toEqual({ status: 507, body: { error: FULL } });
    await giveBack();
    expect(await readStatus(call, show)).toMatchObject({ status: before.status, version: before.version });
    expect((await readTasks(call, show)).filter((x: Task) => x.completed).map((x) => x.id)).toEqual(ticked);
  });
});
