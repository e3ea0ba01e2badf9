/**
 * docs/security.md "Trust, round 3" 20.9: a phone's problem flags and message reads are throttled per device (its code
 * session), CREW_TAPS per CREW_TAP_WINDOW_MS: past that, 429 with a sentence and Retry-After, and
 * nothing is logged. Another phone of the same department is not held up by the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crewMessageSchema } from '@showcaller/shared';
import { answer, createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';
import { CREW_TAP_WINDOW_MS, CREW_TAPS } from './crewTalk.routes.js';

describe(`crew taps are throttled per device (${testEngine})`, () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await buildUser(t)).token;
  });
  afterAll(() => t.close());

  async function show() {
    const ev = await buildEventWith(t, owner, { name: 'Gala', date: '2026-12-01' });
    const dep = await buildDepartment(t, owner, ev.id, 'Sound');
    const phone = async () =>
      (await t.callParsed(z.object({ token: z.string() }), 'POST', '/api/access', { code: dep.accessCode })).body.token;
    return { ev, dep, phone };
  }

  const post = async (url: string, token: string, payload?: object) => {
    const r = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    return { ...answer('POST', url, r.statusCode, r.body), retryAfter: r.headers['retry-after'] };
  };

  const logLines = async (eventId: number, kind: string) =>
    (await t.db.kysely.selectFrom('as_run_log').select('id').where('event_id', '=', eventId).where('kind', '=', kind).execute()).length;

  const expectThrottled = (r: Awaited<ReturnType<typeof post>>, what: RegExp) => {
    expect(r.status).toBe(429);
    expect(r.error).toMatch(what);
    expect(r.error).toMatch(/Please wait \d+ seconds? and try again\.$/);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(Number(r.retryAfter)).toBeLessThanOrEqual(CREW_TAP_WINDOW_MS / 1000);
  };

  it(`answers the problem flag past ${CREW_TAPS} in ${CREW_TAP_WINDOW_MS / 1000} s from one phone with 429 and Retry-After, logging nothing`, async () => {
    const { ev, phone } = await show();
    const first = await phone();
    for (let i = 0; i < CREW_TAPS; i++)
      expect((await post(`/api/events/${ev.id}/problem`, first, { reason: `Try ${i}` })).status).toBe(200);
    expectThrottled(
      await post(`/api/events/${ev.id}/problem`, first, { reason: 'Once more' }),
      /^Too many problem flags from this screen\./,
    );
    expect(await logLines(ev.id, 'problem')).toBe(CREW_TAPS);
    // Another phone with the same code is another device.
    expect((await post(`/api/events/${ev.id}/problem`, await phone(), { reason: 'Second phone' })).status).toBe(200);
  });

  it(`answers the message read past ${CREW_TAPS} in ${CREW_TAP_WINDOW_MS / 1000} s from one phone with 429 and Retry-After, the message staying unread`, async () => {
    const { ev, dep, phone } = await show();
    const ids: number[] = [];
    for (let i = 0; i <= CREW_TAPS; i++) {
      const sent = await t.call('POST', `/api/events/${ev.id}/crew-messages`, { text: `Note ${i}`, departmentIds: [dep.id] }, owner);
      ids.push(sent.parse(z.array(crewMessageSchema))[0]!.id);
    }
    const first = await phone();
    for (const id of ids.slice(0, CREW_TAPS)) expect((await post(`/api/crew-messages/${id}/read`, first)).status).toBe(200);
    const last = ids[CREW_TAPS]!;
    expectThrottled(await post(`/api/crew-messages/${last}/read`, first), /^Too many messages acknowledged from this screen\./);
    const list = await t.call('GET', `/api/events/${ev.id}/crew-messages`, undefined, owner);
    expect(list.parse(z.array(crewMessageSchema)).find((m) => m.id === last)?.recipients[0]?.readAt).toBeNull();
    expect(await logLines(ev.id, 'message-read')).toBe(CREW_TAPS);
    expect((await post(`/api/crew-messages/${last}/read`, await phone())).status).toBe(200);
  });
});
