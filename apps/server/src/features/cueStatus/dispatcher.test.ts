/**
 * One dispatcher for every way in (docs/decisions/0011-show-control.md): the control key, a screen's session and a
 * co-caller all move the show through the same call, and the as-run log names who did it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cueCommandResponse, type CueStatus } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildUser } from '../../test/factories.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

type Change = { cueStatus: CueStatus; info?: string };

describe('show-control dispatcher', () => {
  let t: TestApp;
  let show: ShowFixture;

  beforeAll(async () => {
    t = await createTestApp();
  });
  // A fresh show per test: each reads the as-run log from a known start, whatever ran before.
  beforeEach(async () => {
    show = await makeShow(t);
  });
  afterAll(() => t.close());

  const withKey = (path: string, key: string, body: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${show.eventId}/cuestatus/${path}`,
      payload: body as object,
      headers: { 'x-api-key': key },
    });

  it('runs a command sent with the control key and logs the source as api', async () => {
    const res = await withKey('go', show.controlKey);
    expect(res.statusCode).toBe(200);
    expect(res.json<Change>().cueStatus.status).toBe('go');
    const last = (await asRun(t, show.eventId)).at(-1)!;
    expect(last).toMatchObject({ kind: 'go', actor: 'api', cue_number: 1 });
  });

  it('goes to a cue by number, by key and by session, naming each source', async () => {
    const byKey = await withKey('goto', show.controlKey, { number: 3 });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json<Change>().cueStatus).toMatchObject({ currentCueId: show.cueIds[2], status: 'hold' });
    const bySession = await t.callParsed(
      cueCommandResponse,
      'POST',
      `/api/events/${show.eventId}/cuestatus/goto`,
      { number: 2 },
      show.owner.token,
    );
    expect(bySession.status).toBe(200);
    expect(bySession.body.cueStatus.currentCueId).toBe(show.cueIds[1]);
    const byCaller = await t.callParsed(cueCommandResponse, 'POST', `/api/events/${show.eventId}/cuestatus/standby`, {}, show.callerToken);
    expect(byCaller.status).toBe(200);
    const log = (await asRun(t, show.eventId)).slice(-3);
    expect(log.map((r) => [r.kind, r.actor, r.cue_number])).toEqual([
      ['setCurrent', 'api', 3],
      ['setCurrent', expect.stringMatching(/^user:\d+$/), 2],
      ['standby', 'caller-code', 2],
    ]);
  });

  it('refuses a wrong key, a cue number that does not exist, and bad bodies, changing nothing', async () => {
    const before = (await asRun(t, show.eventId)).length;
    const wrong = await withKey('go', `sc_${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: string }>().error).toMatch(/control key/);
    const missing = await withKey('goto', show.controlKey, { number: 99 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toMatch(/no cue number 99/);
    expect((await withKey('goto', show.controlKey, { number: 'one' })).statusCode).toBe(400);
    expect((await withKey('goto', show.controlKey, {})).statusCode).toBe(400);
    expect((await asRun(t, show.eventId)).length).toBe(before);
  });

  it("refuses another account, another event's key and a department code", async () => {
    const other = await buildUser(t);
    const otherShow = await makeShow(t);
    expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/goto`, { number: 1 }, other.token)).status).toBe(404);
    // The key of another event moves nothing here.
    expect((await withKey('go', otherShow.controlKey)).statusCode).toBe(401);
    const sound = await buildDepartment(t, show.owner.token, show.eventId, 'Sound');
    const dept = await insertCodeSession(t, 'department', show.eventId, sound.id);
    expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/goto`, { number: 1 }, dept)).status).toBe(403);
  });

  it('a screen command over the socket goes through the same dispatcher', async () => {
    const listened: string[] = [];
    const off = t.app.services.bus.subscribe((c) => void (c.type === 'statusApplied' && listened.push(`${c.logKind}:${c.source}`)));
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/hold`, {}, show.owner.token);
    await withKey('next', show.controlKey);
    off();
    expect(listened).toEqual([expect.stringMatching(/^hold:user:\d+$/), 'next:api']);
  });
});
