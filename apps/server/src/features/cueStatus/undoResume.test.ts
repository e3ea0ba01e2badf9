/**
 * docs/decisions/0020-rewind-guard-and-undo.md and docs/decisions/0021-resume.md on a real database (both engines): a jump, refresh, BACK or NEXT can be
 * undone for 10 s as one unit of work (status, elapsed time, the un-ticked tasks with their time,
 * an as-run row), refused when the show moved on; RESUME continues a held cue from its held time
 * while GO still restarts at 0; the status says whether the show is live and who moved it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueCommandResponse, type CueStatus, cueStatusSchema, reportSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildRundown, type TestRundown } from '../../test/factories.js';

type Change = { cueStatus: CueStatus; info?: string; error?: string };

describe('undo and resume', () => {
  let t: TestApp;
  let show: TestRundown;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    show = await buildRundown(t, {
      cues: [
        { action: 'Doors', duration: 600 },
        { action: 'Welcome', duration: 600 },
        { action: 'Keynote', duration: 600 },
      ],
      departments: ['Sound'],
      tasks: [
        { cue: 0, department: 'Sound', description: 'Walk-in music', completed: true },
        { cue: 0, department: 'Sound', description: 'Mic 1 on' },
      ],
    });
    ids = show.cues.map((c) => c.id);
  });
  afterAll(() => t.close());

  const path = (p: string) => `/api/events/${show.event.id}/cuestatus${p}`;
  const cmd = (command: string, body: unknown = {}, token = show.owner.token) => t.call('POST', path(`/${command}`), body, token);
  const status = async () => (await t.callParsed(cueStatusSchema, 'GET', path(''), undefined, show.owner.token)).body;
  const tasks = () =>
    t.db.kysely
      .selectFrom('tasks')
      .select(['description', 'completed', 'completed_at'])
      .where('cue_id', '=', ids[0]!)
      .orderBy('id')
      .execute();
  const undoRows = async () =>
    (await t.db.kysely.selectFrom('as_run_log').select('kind').where('event_id', '=', show.event.id).where('kind', '=', 'undo').execute())
      .length;

  it('undoes an accidental rewind to cue 1: status, elapsed time and the crew ticks come back, in one unit', async () => {
    // Cue 1 ran and its Sound task was ticked; the show is now on cue 3, running for 40 s.
    await cmd('go');
    const ticked = (await tasks())[0]!.completed_at;
    expect(ticked).not.toBeNull();
    await cmd('next');
    await cmd('next');
    await cmd('go');
    t.clock.advance(40_000);
    const before = await status();
    expect(before).toMatchObject({ currentCueId: ids[2], status: 'go', elapsedTime: 40, live: true, movedBy: 'screen' });

    // The accidental refresh of cue 1 (a row click's "refresh past cue" from the BACK menu) un-ticks its tasks.
    const jump = await cmd('refresh', { cueId: ids[0] });
    expect(jump.parse(cueCommandResponse).cueStatus).toMatchObject({ currentCueId: ids[0], status: 'standby', elapsedTime: 0 });
    expect((await tasks()).map((x) => x.completed)).toEqual([0, 0]);

    t.clock.advance(3_000);
    const undo = await t.callParsed(
      cueCommandResponse,
      'POST',
      path('/undo'),
      { version: jump.parse(cueCommandResponse).cueStatus.version },
      show.owner.token,
    );
    expect(undo.status).toBe(200);
    // The cue kept running on stage meanwhile: 40 s + 3 s.
    expect(undo.body.cueStatus).toMatchObject({
      currentCueId: ids[2],
      status: 'go',
      elapsedTime: 43,
      runningSince: before.runningSince,
      live: true,
    });
    expect(await tasks()).toEqual([
      { description: 'Walk-in music', completed: 1, completed_at: ticked },
      { description: 'Mic 1 on', completed: 0, completed_at: null },
    ]);
    expect(await undoRows()).toBe(1);

    // Once is enough: the same undo again is refused and changes nothing.
    const again = await t.call('POST', path('/undo'), { version: undo.body.cueStatus.version }, show.owner.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'There is nothing to undo: only the last jump, refresh, BACK or NEXT can be undone.' });
    expect((await status()).version).toBe(undo.body.cueStatus.version);
  });

  it('undoes a row click (PUT currentCueId) and NEXT, restoring a held elapsed time', async () => {
    await cmd('go');
    t.clock.advance(25_000);
    await cmd('hold');
    const jump = await t.call('PUT', path(''), { currentCueId: ids[2] }, show.owner.token);
    expect(jump.body).toMatchObject({ currentCueId: ids[2], status: 'hold', elapsedTime: 0 });
    const undone = await t.call('POST', path('/undo'), { version: jump.parse(cueStatusSchema).version }, show.owner.token);
    expect(undone.parse(cueCommandResponse).cueStatus).toMatchObject({ currentCueId: ids[0], status: 'hold', elapsedTime: 25 });

    const next = await cmd('next');
    const back = await t.call('POST', path('/undo'), { version: next.parse(cueCommandResponse).cueStatus.version }, show.owner.token);
    expect(back.parse(cueCommandResponse).cueStatus).toMatchObject({ currentCueId: ids[0], status: 'hold', elapsedTime: 25 });
  });

  it('refuses an undo after 10 s, or once another command came in, and changes nothing', async () => {
    await cmd('go');
    const next = await cmd('next');
    t.clock.advance(10_001);
    const late = await t.call('POST', path('/undo'), { version: next.parse(cueCommandResponse).cueStatus.version }, show.owner.token);
    expect(late.status).toBe(409);
    expect(late.error).toBe('Too late to undo: a jump, refresh, BACK or NEXT can be undone for 10 seconds.');

    const next2 = await cmd('next');
    await cmd('go'); // someone pressed GO on another screen
    const overtaken = await t.call('POST', path('/undo'), { version: next2.parse(cueCommandResponse).cueStatus.version }, show.owner.token);
    expect(overtaken.status).toBe(409);
    expect(overtaken.error).toBe('The show has moved on since (another command came in), so that change can no longer be undone.');
    expect(await status()).toMatchObject({ currentCueId: ids[2], status: 'go' });
    expect(await undoRows()).toBe(0);
  });

  it('a stored undo record that does not parse is nothing to undo: 409, never a 500, and the status stays', async () => {
    await cmd('go');
    const next = await cmd('next');
    await t.db.kysely
      .updateTable('cue_status_undo')
      .set({ state: '{"status":"nonsense"}' })
      .where('event_id', '=', show.event.id)
      .execute();
    const before = await status();
    const res = await t.call('POST', path('/undo'), { version: next.parse(cueCommandResponse).cueStatus.version }, show.owner.token);
    expect(res.status).toBe(409);
    expect(await status()).toMatchObject({ currentCueId: before.currentCueId, status: before.status, version: before.version });
  });

  it('refuses an undo from another account or a crew code, and a bad body with 400', async () => {
    await cmd('go');
    const next = await cmd('next');
    const crew = await show.crewToken('Sound');
    expect((await t.call('POST', path('/undo'), { version: next.parse(cueCommandResponse).cueStatus.version }, crew)).status).toBe(403);
    expect((await t.call('POST', path('/undo'), { version: 'x' }, show.owner.token)).status).toBe(400);
    expect((await status()).currentCueId).toBe(ids[1]);
  });

  it('RESUME continues a held cue from its held time; GO still restarts at 0', async () => {
    await cmd('go');
    t.clock.advance(95_000);
    expect((await cmd('hold')).parse(cueCommandResponse).cueStatus).toMatchObject({ status: 'hold', elapsedTime: 95 });
    t.clock.advance(30_000); // the pause does not count
    const resumed = await cmd('resume');
    expect(resumed.status).toBe(200);
    expect(resumed.parse(cueCommandResponse).cueStatus).toMatchObject({
      currentCueId: ids[0],
      status: 'go',
      elapsedTime: 95,
      runningSince: t.clock.now(),
    });
    t.clock.advance(5_000);
    expect((await status()).elapsedTime).toBe(100);
    await cmd('hold');
    expect((await cmd('go')).parse(cueCommandResponse).cueStatus).toMatchObject({ status: 'go', elapsedTime: 0 });
  });

  it('refuses RESUME with a sentence when nothing is held, and changes nothing', async () => {
    const idle = await cmd('resume');
    expect(idle.status).toBe(409);
    expect(idle.error).toMatch(/^There is no held cue to resume/);
    await cmd('go');
    const running = await cmd('resume');
    expect(running.status).toBe(409);
    const v = (await status()).version;
    await cmd('next'); // on hold at 0: nothing was paused
    expect((await cmd('resume')).status).toBe(409);
    expect((await status()).version).toBe(v + 1);
  });

  it('is live from the first GO until the STANDBY of the first cue', async () => {
    expect((await status()).live).toBe(false);
    await cmd('standby');
    expect((await status()).live).toBe(false);
    await cmd('go');
    await cmd('next');
    await cmd('hold');
    expect((await status()).live).toBe(true);
    await t.call('PUT', path(''), { currentCueId: ids[0] }, show.owner.token);
    expect((await status()).live).toBe(true);
    await cmd('standby');
    expect((await status()).live).toBe(false);
  });

  it('names OSC, Companion and the control API as who moved the show, on the status and in the as-run', async () => {
    const key = (await t.callParsed(z.object({ apiKey: z.string() }), 'POST', `/api/events/${show.event.id}/api-key`, {}, show.owner.token))
      .body.apiKey;
    const viaApi = await t.app.inject({ method: 'POST', url: path('/go'), headers: { 'x-api-key': key }, payload: {} });
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.json<Change>().cueStatus.movedBy).toBe('api');
    expect((await status()).movedBy).toBe('api');
    await t.app.services.cueStatus.dispatch({ kind: 'key', key, via: 'osc' }, show.event.id, { command: 'next' });
    expect((await status()).movedBy).toBe('osc');
    await t.app.services.cueStatus.dispatch({ kind: 'key', key, via: 'companion' }, show.event.id, { command: 'go' });
    expect((await status()).movedBy).toBe('companion');
    await cmd('hold');
    expect((await status()).movedBy).toBe('screen');

    const report = (await t.callParsed(reportSchema, 'GET', `/api/events/${show.event.id}/report`, undefined, show.owner.token)).body;
    const moved = report.showLog.filter((e) => e.kind === 'show-moved').map((e) => [e.who, e.text]);
    expect(moved).toEqual([
      ['Control API', 'GO on cue 1'],
      ['OSC', 'NEXT on cue 2'],
      ['Companion', 'GO on cue 2'],
    ]);
  });
});
