/**
 * The double-GO guard (docs/decisions/0030-double-go-guard.md) on a real database (both engines): the caller sets a minimum time
 * between GOs per event; a GO inside it is refused with "GO ignored (double press)" from every way
 * in (screen HTTP, the PUT, the control API's key, the socket, Companion's key on the socket, OSC in),
 * changes nothing and is logged in the as-run. Measured on the server clock (the test clock here)
 * between committed GOs, read from the database in the command's transaction: a second process's
 * GO counts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cueStatusSchema, departmentSchema, eventSchema, GO_IGNORED, reportSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, registerUser, secondProcess, testEngine, type TestApp } from '../../test/harness.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';
import { openSocket } from '../../test/ws.js';
import { EVENT_NOT_FOUND } from '../access/permissions.js';

const GUARD_SENTENCE = 'The double-GO guard is off (0) or from 500 to 10000 ms in steps of 100 ms.';

describe('double-GO guard', () => {
  let t: TestApp;
  let show: ShowFixture;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    show = await makeShow(t);
  });
  afterAll(() => t.close());

  const patch = (body: unknown, token = show.owner.token, id = show.eventId) => t.call('PATCH', `/api/events/${id}`, body, token);
  const guard = async (ms: number) => expect((await patch({ goGuardMs: ms })).status).toBe(200);
  const go = (token = show.owner.token) => t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, token);
  const status = async () =>
    (await t.callParsed(cueStatusSchema, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.owner.token)).body;
  /** The owner's actor label in the as-run log. */
  const ownerLabel = async () =>
    `user:${(await t.callParsed(eventSchema, 'GET', `/api/events/${show.eventId}`, undefined, show.owner.token)).body.ownerId}`;
  const ignoredRows = async () => (await asRun(t, show.eventId)).filter((r) => r.kind === 'go-ignored');

  it('is off by default and set by the owner from 0.5 s to 10 s in 0.1 s steps; bad values are a 400 that changes nothing', async () => {
    const read = await t.callParsed(eventSchema, 'GET', `/api/events/${show.eventId}`, undefined, show.owner.token);
    expect(read.body.goGuardMs).toBe(0);
    for (const ms of [500, 1200, 10_000, 0, 800]) {
      const r = await patch({ goGuardMs: ms });
      expect(r.status).toBe(200);
      expect(r.parse(eventSchema).goGuardMs).toBe(ms);
    }
    for (const bad of [100, 499, 10_100, 1050, -500, 1.5, '1000', null]) {
      const r = await patch({ goGuardMs: bad });
      expect(r.status, String(bad)).toBe(400);
      expect(r.issues?.map((i) => i.message).join(' ') ?? r.error).toContain(GUARD_SENTENCE);
    }
    const after = await t.callParsed(eventSchema, 'GET', `/api/events/${show.eventId}`, undefined, show.owner.token);
    expect(after.body.goGuardMs).toBe(800);
  });

  it('only the owner sets it: another account gets the missing-id answer, a co-caller and a crew code are refused', async () => {
    const other = await registerUser(t);
    const stranger = await patch({ goGuardMs: 1000 }, other.token);
    const missing = await patch({ goGuardMs: 1000 }, other.token, 999_999);
    expect([stranger.status, stranger.error]).toEqual([404, EVENT_NOT_FOUND]);
    expect([missing.status, missing.error]).toEqual([404, EVENT_NOT_FOUND]);
    expect((await patch({ goGuardMs: 1000 }, show.callerToken)).status).toBe(403);
    const dep = await t.callParsed(
      departmentSchema,
      'POST',
      '/api/departments',
      { eventId: show.eventId, name: 'Sound' },
      show.owner.token,
    );
    const crew = await insertCodeSession(t, 'department', show.eventId, dep.body.id);
    expect((await patch({ goGuardMs: 1000 }, crew)).status).toBe(403);
    const read = await t.callParsed(eventSchema, 'GET', `/api/events/${show.eventId}`, undefined, show.owner.token);
    expect(read.body.goGuardMs).toBe(0);
  });

  it('off: two GOs in the same millisecond both run', async () => {
    expect((await go()).status).toBe(200);
    expect((await go()).status).toBe(200);
    expect(await ignoredRows()).toEqual([]);
  });

  it('refuses a GO inside the guard with the sentence, changes nothing, logs it; the next GO after it runs', async () => {
    await guard(1000);
    const first = await go();
    expect(first.status).toBe(200);
    const before = await status();
    t.clock.advance(400);
    const second = await go();
    expect(second.status).toBe(409);
    expect(second.error).toBe(`${GO_IGNORED}: it came 0.4 s after the last GO, and this show takes one GO per 1 s.`);
    // Nothing moved: same version, same GO time.
    expect(await status()).toMatchObject({ version: before.version, runningSince: before.runningSince, status: 'go' });
    const rows = await ignoredRows();
    expect(rows.map((r) => [r.kind, r.actor, r.cue_number, Number(r.at_ms)])).toEqual([
      ['go-ignored', await ownerLabel(), 1, before.runningSince! + 400],
    ]);
    // The refused press does not move the window: 1 s after the GO that ran, the next one runs.
    t.clock.advance(600);
    expect((await go()).status).toBe(200);
    expect((await status()).runningSince).toBe(before.runningSince! + 1000);
    // A NEXT in between does not reset it: it measures GO to GO.
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.owner.token);
    t.clock.advance(999);
    expect((await go()).status).toBe(409);
  });

  it('the show log of the report names the refused GO, who pressed it and the cue', async () => {
    await guard(2000);
    await go();
    t.clock.advance(100);
    await go(show.callerToken);
    const report = await t.callParsed(reportSchema, 'GET', `/api/events/${show.eventId}/report`, undefined, show.owner.token);
    expect(report.body.showLog.filter((e) => e.kind === 'go-ignored')).toEqual([
      expect.objectContaining({ kind: 'go-ignored', who: 'Co-caller', during: expect.objectContaining({ number: 1 }) }),
    ]);
  });

  it('the PUT that sets go and the control API with the key are GO presses too (409 with the sentence)', async () => {
    await guard(1000);
    const put = await t.call('PUT', `/api/events/${show.eventId}/cuestatus`, { status: 'go' }, show.owner.token);
    expect(put.status).toBe(200);
    t.clock.advance(200);
    const api = await t.app.inject({
      method: 'POST',
      url: `/api/events/${show.eventId}/cuestatus/go`,
      headers: { 'x-api-key': show.controlKey },
      payload: {},
    });
    expect(api.statusCode).toBe(409);
    expect(api.json<{ error: string }>().error).toMatch(new RegExp(`^${GO_IGNORED.replace(/[()]/g, '\\$&')}`));
    t.clock.advance(100);
    const again = await t.call('PUT', `/api/events/${show.eventId}/cuestatus`, { status: 'go' }, show.owner.token);
    expect([again.status, again.error?.startsWith(GO_IGNORED)]).toEqual([409, true]);
    expect((await ignoredRows()).map((r) => r.actor)).toEqual(['api', await ownerLabel()]);
  });

  it('the socket (a screen and Companion with the control key) hears a commandResult with the sentence', async () => {
    await guard(1000);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const deck = await openSocket(base);
    try {
      deck.send({ type: 'subscribeEvent', eventId: show.eventId, controlKey: show.controlKey });
      await deck.next('subscribed');
      deck.send({ type: 'command', eventId: show.eventId, command: 'go', requestId: 'g1' });
      expect(await deck.next('commandResult', (m) => m.requestId === 'g1')).toMatchObject({ ok: true });
      deck.send({ type: 'command', eventId: show.eventId, command: 'go', requestId: 'g2' });
      const refused = await deck.next('commandResult', (m) => m.requestId === 'g2');
      expect(refused.ok).toBe(false);
      expect(refused.error?.startsWith(GO_IGNORED)).toBe(true);
      expect((await ignoredRows()).map((r) => r.actor)).toEqual(['companion']);
    } finally {
      await deck.close();
    }
  });

  it.runIf(testEngine === 'postgres')('holds across two server processes: the last GO comes from the database', async () => {
    await guard(1000);
    const b = await secondProcess(t);
    try {
      const url = `/api/events/${show.eventId}/cuestatus/go`;
      const auth = { authorization: `Bearer ${show.owner.token}` };
      expect((await t.app.inject({ method: 'POST', url, headers: auth, payload: {} })).statusCode).toBe(200);
      t.clock.advance(300);
      const onB = await b.app.inject({ method: 'POST', url, headers: auth, payload: {} });
      expect(onB.statusCode).toBe(409);
      expect(onB.json<{ error: string }>().error.startsWith(GO_IGNORED)).toBe(true);
      // Two presses at once, one on each process: exactly one runs.
      t.clock.advance(5000);
      const both = await Promise.all([
        t.app.inject({ method: 'POST', url, headers: auth, payload: {} }),
        b.app.inject({ method: 'POST', url, headers: auth, payload: {} }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ignoredRows()).toHaveLength(2);
    } finally {
      await b.close();
    }
  });
});

describe('double-GO guard over OSC in', () => {
  let t: TestApp;
  let show: ShowFixture;
  let panel: FakeOsc;
  let port: number;

  beforeAll(async () => {
    port = await freeUdpPort();
    t = await createTestApp({ OSC_PORT: String(port), OSC_HOST: '127.0.0.1' });
    show = await makeShow(t);
    // A full command budget for the panel's address (the test clock does not move by itself).
    t.clock.advance(10_000);
  });
  beforeEach(async () => {
    panel = await fakeOsc();
  });
  afterEach(() => panel.close());
  afterAll(() => t.close());

  it('a second GO inside the guard is answered with the error and the sentence, and logged as osc', async () => {
    expect((await t.call('PATCH', `/api/events/${show.eventId}`, { goGuardMs: 1500 }, show.owner.token)).status).toBe(200);
    const goMessage = { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's' as const, value: show.controlKey }] };
    const replies = () => panel.heard.filter((m) => m.address === '/showcaller/reply');
    await panel.send({ address: '127.0.0.1', port }, goMessage);
    await panel.waitFor(() => replies().length === 1);
    await panel.send({ address: '127.0.0.1', port }, goMessage);
    await panel.waitFor(() => replies().length === 2);
    expect(replies()[0]!.args).toEqual(['ok', 'go', 1]);
    expect(replies()[1]!.args[0]).toBe('err');
    expect(String(replies()[1]!.args[1])).toMatch(/^GO ignored \(double press\)/);
    const rows = (await asRun(t, show.eventId)).filter((r) => r.kind === 'go-ignored');
    expect(rows.map((r) => r.actor)).toEqual(['osc']);
  });
});
