/**
 * The stage code and display (docs/decisions/0017-stage-display-and-crew-talk.md): a third code kind that opens the stage view and nothing
 * else; the owner alone sees and regenerates it; thresholds, messages and blackout are the
 * caller's, refused cleanly when wrong and written to the as-run log.
 */
import { cueSchema, departmentSchema, eventSchema, stageCodeSchema, stageViewSchema, accessResponseSchema } from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cue, Department, Event } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine, type TestApp } from '../../test/harness.js';
import { openSocket } from '../../test/ws.js';

describe(`stage display (${testEngine})`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let show: Event;
  let cue: Cue;
  let sound: Department;
  let stageCode: string;
  let stageToken: string;
  let callerToken: string;
  let crewToken: string;
  let base: string;

  const enter = (code: string) => t.call('POST', '/api/access', { code });
  const view = (token: string, id = show.id) => t.call('GET', `/api/events/${id}/stage`, undefined, token);

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await registerUser(t)).token;
    bob = (await registerUser(t)).token;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A fresh show and codes per test: a regenerated stage code or changed thresholds stay in their test.
  beforeEach(async () => {
    show = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Keynote', date: '2026-12-01' }, alice)).body;
    cue = (await t.callParsed(cueSchema, 'POST', '/api/cues', { eventId: show.id, action: 'Welcome', duration: 600 }, alice)).body;
    await t.callParsed(cueSchema, 'POST', '/api/cues', { eventId: show.id, action: 'Panel', duration: 900 }, alice);
    sound = (await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: show.id, name: 'Sound' }, alice)).body;
    const code = await t.callParsed(stageCodeSchema, 'GET', `/api/events/${show.id}/stage/code`, undefined, alice);
    expect(code.status).toBe(200);
    stageCode = code.body.stageCode;
    const entered = await enter(stageCode.toLowerCase());
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ kind: 'stage', eventId: show.id });
    stageToken = entered.parse(accessResponseSchema).token;
    callerToken = (await enter(show.showCallerCode)).parse(accessResponseSchema).token;
    crewToken = (await enter(sound.accessCode)).parse(accessResponseSchema).token;
  });
  afterAll(() => t.close());

  it('issues a code from the shared alphabet, the same one on every ask', async () => {
    expect(stageCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect((await t.callParsed(stageCodeSchema, 'GET', `/api/events/${show.id}/stage/code`, undefined, alice)).body.stageCode).toBe(
      stageCode,
    );
    expect(stageCode).not.toBe(show.showCallerCode);
  });

  it('lets the stage code read the stage view with the default thresholds, and nothing else', async () => {
    const v = await view(stageToken);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      eventId: show.id,
      eventName: 'Keynote',
      warningSeconds: 120,
      dangerSeconds: 30,
      message: null,
      blackout: false,
    });
    expect(v.parse(stageViewSchema).cues.map((c) => c.action)).toEqual(['Welcome', 'Panel']);
    expect((await t.call('GET', '/api/access/session', undefined, stageToken)).body).toEqual({
      kind: 'stage',
      eventId: show.id,
      departmentId: null,
    });
    // The live status over HTTP too, for while its socket is down.
    expect((await t.call('GET', `/api/events/${show.id}/cuestatus`, undefined, stageToken)).status).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/events/${show.id}`],
      ['GET', `/api/events/${show.id}/cues`],
      ['GET', `/api/events/${show.id}/tasks`],
      ['GET', `/api/events/${show.id}/departments`],
      ['GET', `/api/events/${show.id}/stage/code`],
      ['POST', `/api/events/${show.id}/cuestatus/go`],
      ['PUT', `/api/events/${show.id}/stage/blackout`],
      ['PUT', `/api/events/${show.id}/stage/message`],
    ] as const) {
      const body = url.endsWith('blackout') ? { blackout: true } : url.endsWith('message') ? { text: 'hi' } : undefined;
      const r = await t.call(method, url, body, stageToken);
      expect([403, 404], `${method} ${url}`).toContain(r.status);
      expect(typeof r.error).toBe('string');
    }
    // Nothing changed for the stage code's attempts.
    expect((await view(alice)).parse(stageViewSchema)).toMatchObject({ message: null, blackout: false });
  });

  it('hides the code from every other credential and another account’s event from the stage code', async () => {
    expect((await t.call('GET', `/api/events/${show.id}/stage/code`, undefined, bob)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.id}/stage/code`, undefined, callerToken)).status).toBe(403);
    expect((await t.call('GET', `/api/events/${show.id}/stage/code`, undefined, crewToken)).status).toBe(403);
    expect((await t.call('POST', `/api/events/${show.id}/stage/regenerate-code`, undefined, bob)).status).toBe(404);
    expect((await view(bob)).status).toBe(404);
    expect((await view(crewToken)).status).toBe(200);
    const other = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Bob show', date: '2026-12-02' }, bob)).body;
    expect((await view(stageToken, other.id)).status).toBe(404);
  });

  it('takes thresholds from the owner or co-caller, refuses bad ones with a sentence and changes nothing', async () => {
    const bad = [
      { warningSeconds: 30, dangerSeconds: 60 },
      { warningSeconds: -1, dangerSeconds: 0 },
      { warningSeconds: 1.5, dangerSeconds: 0 },
      {},
    ];
    for (const body of bad) {
      const r = await t.call('PUT', `/api/events/${show.id}/stage/thresholds`, body, alice);
      expect(r.status).toBe(400);
      expect(r.error?.length).toBeGreaterThan(5);
    }
    expect(
      (await t.call('PUT', `/api/events/${show.id}/stage/thresholds`, { warningSeconds: 90, dangerSeconds: 10 }, crewToken)).status,
    ).toBe(403);
    expect((await t.call('PUT', `/api/events/${show.id}/stage/thresholds`, { warningSeconds: 90, dangerSeconds: 10 }, bob)).status).toBe(
      404,
    );
    expect((await view(alice)).parse(stageViewSchema)).toMatchObject({ warningSeconds: 120, dangerSeconds: 30 });
    const ok = await t.callParsed(
      stageViewSchema,
      'PUT',
      `/api/events/${show.id}/stage/thresholds`,
      { warningSeconds: 90, dangerSeconds: 10 },
      callerToken,
    );
    expect(ok.status).toBe(200);
    expect((await view(stageToken)).parse(stageViewSchema)).toMatchObject({ warningSeconds: 90, dangerSeconds: 10 });
  });

  it('keeps a cue’s own thresholds, cleared with nulls; another account’s cue is not found', async () => {
    const set = await t.call('PUT', `/api/cues/${cue.id}/wrap-up`, { warningSeconds: 300, dangerSeconds: 60 }, alice);
    expect(set.status).toBe(200);
    expect((await view(stageToken)).parse(stageViewSchema).cues[0]).toMatchObject({ id: cue.id, warningSeconds: 300, dangerSeconds: 60 });
    expect((await t.call('PUT', `/api/cues/${cue.id}/wrap-up`, { warningSeconds: 300, dangerSeconds: 60 }, bob)).status).toBe(404);
    expect((await t.call('PUT', `/api/cues/${cue.id}/wrap-up`, { warningSeconds: 10, dangerSeconds: 60 }, alice)).status).toBe(400);
    expect((await t.call('PUT', '/api/cues/999999/wrap-up', { warningSeconds: null, dangerSeconds: null }, alice)).status).toBe(404);
    await t.call('PUT', `/api/cues/${cue.id}/wrap-up`, { warningSeconds: null, dangerSeconds: null }, alice);
    expect((await view(stageToken)).parse(stageViewSchema).cues[0]).toMatchObject({ warningSeconds: null, dangerSeconds: null });
  });

  it('shows a message and a blackout, tells the stage socket, and logs both in the as-run log', async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: show.id, token: stageToken });
    expect((await ws.next('subscribed')).role).toBe('stage');
    await ws.next('cueStatusUpdate');
    expect((await t.call('PUT', `/api/events/${show.id}/stage/message`, { text: '   ' }, alice)).status).toBe(400);
    expect((await t.call('PUT', `/api/events/${show.id}/stage/message`, { text: 'x'.repeat(141) }, alice)).status).toBe(400);
    const sent = await t.callParsed(
      stageViewSchema,
      'PUT',
      `/api/events/${show.id}/stage/message`,
      { text: 'Wrap up', flash: true },
      alice,
    );
    expect(sent.body.message).toMatchObject({ text: 'Wrap up', flash: true });
    await ws.next('refetch', (m) => m.key === 'stage');
    await t.call('PUT', `/api/events/${show.id}/stage/blackout`, { blackout: true }, callerToken);
    expect((await view(stageToken)).parse(stageViewSchema)).toMatchObject({ blackout: true, message: { text: 'Wrap up' } });
    await t.call('DELETE', `/api/events/${show.id}/stage/message`, undefined, alice);
    await t.call('PUT', `/api/events/${show.id}/stage/blackout`, { blackout: false }, alice);
    expect((await view(stageToken)).parse(stageViewSchema)).toMatchObject({ blackout: false, message: null });
    const log = await t.db.kysely
      .selectFrom('as_run_log')
      .select(['kind', 'actor', 'cue_action'])
      .where('event_id', '=', show.id)
      .execute();
    expect(log.filter((l) => l.kind.startsWith('stage-'))).toEqual([
      { kind: 'stage-message', actor: expect.stringMatching(/^user:/), cue_action: 'Wrap up' },
      { kind: 'stage-blackout', actor: 'caller-code', cue_action: null },
      { kind: 'stage-message-cleared', actor: expect.stringMatching(/^user:/), cue_action: null },
      { kind: 'stage-unblackout', actor: expect.stringMatching(/^user:/), cue_action: null },
    ]);
    // A stage display hears neither notes nor device lists.
    await t.call('POST', '/api/annotations', { eventId: show.id, content: 'private' }, alice);
    await ws.drain(); // every frame sent after the note was saved has arrived
    expect(ws.frames.some((f) => f.type === 'refetch' && f.key === 'annotations')).toBe(false);
    // The stage socket cannot move the show.
    ws.send({ type: 'command', eventId: show.id, command: 'go', requestId: 'r1' });
    expect((await ws.next('commandResult')).ok).toBe(false);
    await ws.close();
  });

  it('regenerate retires the old code for good and ends its screens', async () => {
    const url = base;
    const ws = await openSocket(url);
    ws.send({ type: 'subscribeEvent', eventId: show.id, token: stageToken });
    await ws.next('subscribed');
    const next = await t.callParsed(stageCodeSchema, 'POST', `/api/events/${show.id}/stage/regenerate-code`, undefined, alice);
    expect(next.status).toBe(200);
    expect(next.body.stageCode).not.toBe(stageCode);
    expect((await ws.next('revoked')).reason).toMatch(/changed/);
    expect((await enter(stageCode)).status).toBe(404);
    expect((await view(stageToken)).status).toBe(401);
    expect((await enter(next.body.stageCode)).status).toBe(200);
    await t.call('DELETE', `/api/events/${show.id}`, undefined, alice);
    const retired = await t.db.kysely.selectFrom('retired_codes').select(['code', 'kind']).where('kind', '=', 'stage').execute();
    expect(retired).toEqual(
      expect.arrayContaining([
        { code: stageCode, kind: 'stage' },
        { code: next.body.stageCode, kind: 'stage' },
      ]),
    );
  });
});
