/**
 * Auxiliary timers (docs/decisions/0037-aux-timers.md): made, changed, run and removed by those who
 * run the show; the clock is the server's (elapsed and since when, never ticks); every change is an
 * as-run row and one `auxTimers` frame to every screen but the crews' phones; the HTTP control API
 * runs them with the control key; others' events answer 404 (docs/decisions/0003-not-found-for-others-objects.md).
 */
import {
  accessResponseSchema,
  auxTimerListSchema,
  auxTimerSchema,
  departmentSchema,
  reportSchema,
  stageCodeSchema,
} from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, createTestApp, registerUser, testEngine, type TestApp } from '../../test/harness.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';
import { openSocket } from '../../test/ws.js';

describe(`aux timers (${testEngine})`, () => {
  let t: TestApp;
  let show: ShowFixture;
  let base: string;
  const url = (slot: number | string = 1, id = show.eventId) => `/api/events/${id}/aux-timers/${slot}`;
  const put = (body: unknown, token = show.owner.token, slot: number | string = 1) => t.call('PUT', url(slot), body, token);
  const cmd = (body: unknown, token = show.owner.token, slot = 1) => t.call('POST', `${url(slot)}/command`, body, token);
  const withKey = async (body: unknown, key: string, slot = 1) => {
    const res = await t.app.inject({ method: 'POST', url: `${url(slot)}/command`, payload: body as object, headers: { 'x-api-key': key } });
    return answer('POST', `${url(slot)}/command`, res.statusCode, res.body);
  };
  const speaker = { name: 'Speaker', direction: 'down', durationMs: 300_000 };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    show = await makeShow(t);
  });
  afterAll(() => t.close());

  it('makes a count-down in a slot, runs it on the server clock and logs every change', async () => {
    const made = await put(speaker);
    expect(made.status).toBe(201);
    expect(made.parse(auxTimerListSchema)).toEqual([
      expect.objectContaining({
        slot: 1,
        name: 'Speaker',
        direction: 'down',
        durationMs: 300_000,
        elapsedMs: 0,
        runningSince: null,
        onStage: false,
      }),
    ]);
    const startedAt = t.clock.now();
    const started = (await cmd({ command: 'start' })).parse(auxTimerSchema);
    expect(started).toMatchObject({ runningSince: startedAt, elapsedMs: 0 });
    // A second start (another caller at once) changes nothing and writes no line.
    expect((await cmd({ command: 'start' })).parse(auxTimerSchema).version).toBe(started.version);
    t.clock.advance(61_000);
    expect((await cmd({ command: 'pause' })).parse(auxTimerSchema)).toMatchObject({ runningSince: null, elapsedMs: 61_000 });
    expect((await cmd({ command: 'toggle' })).parse(auxTimerSchema).runningSince).toBe(t.clock.now());
    expect((await cmd({ command: 'set', ms: 120_000 })).parse(auxTimerSchema)).toMatchObject({ durationMs: 120_000, elapsedMs: 0 });
    expect((await cmd({ command: 'reset' })).parse(auxTimerSchema)).toMatchObject({
      runningSince: null,
      elapsedMs: 0,
      durationMs: 120_000,
    });
    const log = (await asRun(t, show.eventId)).filter((r) => r.kind === 'aux-timer');
    expect(log.map((r) => r.cue_action)).toEqual([
      'Speaker: made (counts down from 5:00)',
      'Speaker: started',
      'Speaker: paused at 3:59',
      'Speaker: started',
      'Speaker: set to 2:00',
      'Speaker: reset',
    ]);
    expect(new Set(log.map((r) => r.actor)).size).toBe(1);
    expect(log[0]!.actor).toMatch(/^user:\d+$/);
    // The report says it in words.
    const report = (await t.callParsed(reportSchema, 'GET', `/api/events/${show.eventId}/report`, undefined, show.owner.token)).body;
    expect(report.showLog.filter((e) => e.kind === 'aux-timer').map((e) => e.text)).toContain('Speaker: set to 2:00');
  });

  it('changes a timer in place, starts it over on a new direction, and removes it', async () => {
    await put(speaker);
    await cmd({ command: 'start' });
    t.clock.advance(5_000);
    const renamed = (await put({ ...speaker, name: 'Q&A', onStage: true })).parse(auxTimerListSchema)[0]!;
    expect(renamed).toMatchObject({ name: 'Q&A', onStage: true, runningSince: expect.any(Number) });
    const up = (await put({ name: 'Q&A', direction: 'up', onStage: true })).parse(auxTimerListSchema)[0]!;
    expect(up).toMatchObject({ direction: 'up', runningSince: null, elapsedMs: 0 });
    expect((await put({ name: 'Doors', direction: 'up' }, show.owner.token, 3)).status).toBe(201);
    const removed = await t.call('DELETE', url(1), undefined, show.owner.token);
    expect(removed.parse(auxTimerListSchema).map((x) => x.slot)).toEqual([3]);
    expect((await t.call('DELETE', url(1), undefined, show.owner.token)).status).toBe(404);
    const log = (await asRun(t, show.eventId)).filter((r) => r.kind === 'aux-timer').map((r) => r.cue_action);
    expect(log).toContain('Q&A: renamed from Speaker, shown on stage');
    expect(log).toContain('Q&A: counts up now');
    expect(log.at(-1)).toBe('Q&A: removed');
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    for (const [body, slot, words] of [
      [speaker, 4, 'slot is 1, 2 or 3'],
      [speaker, 'x', 'slot is 1, 2 or 3'],
      [{ ...speaker, name: ' ' }, 1, 'name the timer'],
      [{ ...speaker, durationMs: 0 }, 1, 'count-down needs its length'],
      [{ ...speaker, durationMs: 90_000_000 }, 1, 'at most 24 hours'],
      [{ ...speaker, direction: 'sideways' }, 1, "'up' or 'down'"],
    ] as const) {
      const r = await put(body, show.owner.token, slot);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.error).toContain(words);
    }
    expect((await cmd({ command: 'start' })).error).toContain('There is no timer 1');
    await put(speaker);
    for (const body of [{ command: 'set' }, { command: 'start', ms: 5 }, { command: 'jump' }, { command: 'set', ms: -1 }]) {
      expect((await cmd(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await asRun(t, show.eventId)).filter((r) => r.kind === 'aux-timer')).toHaveLength(1);
  });

  it("answers another account's event as missing, and lets codes do what their role may", async () => {
    await put(speaker);
    const bob = (await registerUser(t)).token;
    expect((await t.call('GET', `/api/events/${show.eventId}/aux-timers`, undefined, bob)).status).toBe(404);
    expect((await put(speaker, bob)).status).toBe(404);
    expect((await cmd({ command: 'start' }, bob)).status).toBe(404);
    expect((await t.call('DELETE', url(1), undefined, bob)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.eventId}/aux-timers`)).status).toBe(401);
    // The co-caller code runs the show's timers.
    expect((await cmd({ command: 'start' }, show.callerToken)).status).toBe(200);
    const log = (await asRun(t, show.eventId)).filter((r) => r.kind === 'aux-timer');
    expect(log.at(-1)?.actor).toBe('caller-code');
    // A crew code and the stage code read them but do not run them.
    const sound = (
      await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: show.eventId, name: 'Sound' }, show.owner.token)
    ).body;
    const crew = (await t.call('POST', '/api/access', { code: sound.accessCode })).parse(accessResponseSchema).token;
    const stageCode = (await t.callParsed(stageCodeSchema, 'GET', `/api/events/${show.eventId}/stage/code`, undefined, show.owner.token))
      .body;
    const stage = (await t.call('POST', '/api/access', { code: stageCode.stageCode })).parse(accessResponseSchema).token;
    for (const token of [crew, stage]) {
      expect((await t.call('GET', `/api/events/${show.eventId}/aux-timers`, undefined, token)).status).toBe(200);
      expect((await cmd({ command: 'pause' }, token)).status).toBe(403);
      expect((await put(speaker, token)).status).toBe(403);
    }
  });

  it('runs from the HTTP control API with the control key, logged as api; a wrong key is refused', async () => {
    await put(speaker);
    const r = await withKey({ command: 'start' }, show.controlKey);
    expect(r.status).toBe(200);
    expect(auxTimerSchema.parse(r.body).runningSince).toBe(t.clock.now());
    expect((await withKey({ command: 'pause' }, 'not-the-key')).status).toBe(401);
    expect((await withKey({ command: 'start' }, show.controlKey, 2)).status).toBe(404);
    const log = (await asRun(t, show.eventId)).filter((x) => x.kind === 'aux-timer');
    expect(log.at(-1)).toMatchObject({ actor: 'api', cue_action: 'Speaker: started' });
  });

  it('sends the list on subscribe and after each change to callers and the stage, never to crew phones; Companion runs them over its socket', async () => {
    await put(speaker);
    const sound = (
      await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: show.eventId, name: 'Sound' }, show.owner.token)
    ).body;
    const owner = await openSocket(base);
    const crew = await openSocket(base);
    const companion = await openSocket(base);
    owner.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.owner.token });
    crew.send({ type: 'subscribeEvent', eventId: show.eventId, accessCode: sound.accessCode });
    companion.send({ type: 'subscribeEvent', eventId: show.eventId, controlKey: show.controlKey });
    expect((await owner.next('auxTimers')).timers.map((x) => x.name)).toEqual(['Speaker']);
    await companion.next('auxTimers');
    await crew.next('cueStatusUpdate');
    companion.send({ type: 'auxTimer', eventId: show.eventId, slot: 1, command: 'toggle', requestId: 'a1' });
    expect(await companion.next('commandResult', (m) => m.requestId === 'a1')).toMatchObject({ ok: true });
    const after = await owner.next('auxTimers');
    expect(after.timers[0]!.runningSince).toBe(t.clock.now());
    companion.send({ type: 'auxTimer', eventId: show.eventId, slot: 2, command: 'start', requestId: 'a2' });
    expect(await companion.next('commandResult', (m) => m.requestId === 'a2')).toMatchObject({
      ok: false,
      error: expect.stringContaining('no timer 2'),
    });
    await crew.drain();
    expect(crew.frames.filter((f) => f.type === 'auxTimers')).toEqual([]);
    expect((await asRun(t, show.eventId)).filter((x) => x.kind === 'aux-timer').at(-1)?.actor).toBe('companion');
    await Promise.all([owner.close(), crew.close(), companion.close()]);
  });
});
