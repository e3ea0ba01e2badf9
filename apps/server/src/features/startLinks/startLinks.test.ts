/**
 * Linked starts (docs/decisions/0028-linked-event-starts.md) on a real database (both engines): the
 * owner links a room's start to a cue of another event of the same production; the show's callers
 * read it with the linked show's timing; refusals change nothing; deleting the cue or the event, or
 * moving either out of the production, ends the link; a status change of the linked show reaches
 * the followers' screens, from another server process too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, startLinkChoicesSchema, startLinkViewSchema, type Cue } from '@showcaller/shared';
import { createTestApp, insertCodeSession, secondProcess, testEngine, type TestApp } from '../../test/harness.js';
import { buildCue, buildDepartment, buildProduction, buildUser, type TestUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';
import { until } from '../../test/until.js';
import { EVENT_NOT_FOUND } from '../access/permissions.js';
import { CALLERS_ONLY, LINKED_CUE_NOT_FOUND, NOT_IN_PRODUCTION } from './startLinks.service.js';

const DAY = '2026-11-22'; // the test clock's day: it reads 10:00 UTC
const WAIT = 'The wait after the cue is 0 to 720 minutes.';

describe('linked starts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    other = await buildUser(t);
  });
  afterAll(() => t.close());

  async function production(user: TestUser, name = 'Summit') {
    return buildProduction(t, user.token, { name, firstDay: DAY, lastDay: '2026-11-23' });
  }
  async function event(user: TestUser, productionId: number | null, room: string, name: string) {
    const place = productionId === null ? {} : { productionId, room, day: DAY };
    return (await t.callParsed(eventSchema, 'POST', '/api/events', { name, date: DAY, ...place }, user.token)).body;
  }
  /** The plenary: 10:00 for 30 min, cue 2 for 30 min (ends 11:00), cue 3 for 10 min; the breakout at 11:10. */
  async function rooms(user = owner) {
    const p = await production(user);
    const plenary = await event(user, p.id, 'Main Hall', 'Plenary');
    const breakout = await event(user, p.id, 'Room A', 'Breakout');
    const cues: Cue[] = [];
    for (const [time, duration] of [
      ['10:00:00', 1800],
      [undefined, 1800],
      [undefined, 600],
    ] as const) {
      cues.push(
        await buildCue(t, user.token, { eventId: plenary.id, action: `Plenary ${cues.length + 1}`, duration, ...(time && { time }) }),
      );
    }
    await buildCue(t, user.token, { eventId: breakout.id, action: 'Doors', time: '11:10:00', duration: 600 });
    return { p, plenary, breakout, cues };
  }
  const link = (id: number, body: unknown, token = owner.token) => t.call('PUT', `/api/events/${id}/start-link`, body, token);
  const read = async (id: number, token = owner.token) =>
    (await t.callParsed(startLinkViewSchema, 'GET', `/api/events/${id}/start-link`, undefined, token)).body;

  it('links a start to a cue of the same production, read by the owner and a co-caller with the linked show timing', async () => {
    const { plenary, breakout, cues } = await rooms();
    const set = await link(breakout.id, { eventId: plenary.id, cueId: cues[1]!.id, offsetMinutes: 10 });
    expect(set.status).toBe(200);
    const view = set.parse(startLinkViewSchema);
    expect(view.link).toEqual({ eventId: plenary.id, eventName: 'Plenary', cueId: cues[1]!.id, cueNumber: 2, offsetMinutes: 10 });
    expect(view.timing).toMatchObject({ dayStartMs: Date.parse(`${DAY}T00:00:00Z`), dayOffsetSeconds: 0, timeZone: 'UTC', status: null });
    expect(view.timing?.cues.map((c) => c.time)).toEqual(['10:00:00', '10:30:00', '11:00:00']);
    const caller = await insertCodeSession(t, 'caller', breakout.id);
    expect((await read(breakout.id, caller)).link?.cueNumber).toBe(2);
    // The plan: cue 2 ends 11:00, +10 min = 11:10, the breakout's first cue.
    const snap = await t.app.services.startLinks.projectedStart(breakout.id);
    expect(snap?.projection).toMatchObject({ state: 'notStarted', projectedStart: 11 * 3600 + 10 * 60, delta: 0 });
    expect(snap?.sentence).toBe('Planned start 11:10:00: Plenary has not started yet.');
    const choices = await t.callParsed(
      startLinkChoicesSchema,
      'GET',
      `/api/events/${breakout.id}/start-link/choices`,
      undefined,
      owner.token,
    );
    expect(choices.body.map((c) => [c.name, c.room, c.cues.length])).toEqual([['Plenary', 'Main Hall', 3]]);
  });

  it('moves the projected start as the plenary runs over, holds and moves past the cue (test clock)', async () => {
    const { plenary, breakout, cues } = await rooms();
    await link(breakout.id, { eventId: plenary.id, cueId: cues[1]!.id, offsetMinutes: 10 });
    t.clock.ms = Date.parse(`${DAY}T10:00:00Z`);
    const go = () => t.call('POST', `/api/events/${plenary.id}/cuestatus/go`, {}, owner.token);
    const next = () => t.call('POST', `/api/events/${plenary.id}/cuestatus/next`, {}, owner.token);
    expect((await go()).status).toBe(200);
    t.clock.advance(36 * 60_000); // cue 1 runs 6 min over
    const over = await t.app.services.startLinks.projectedStart(breakout.id);
    expect(over?.projection).toMatchObject({ state: 'running', delta: 360 });
    expect(over?.sentence).toBe('Projected start 11:16:00, +6 min because Plenary is running over.');
    await next();
    await go(); // cue 2 from 10:36
    t.clock.advance(10 * 60_000);
    await t.call('POST', `/api/events/${plenary.id}/cuestatus/hold`, {}, owner.token);
    t.clock.advance(5 * 60_000); // 10:51, held with 20 min left: ends 11:11 at the earliest
    expect((await t.app.services.startLinks.projectedStart(breakout.id))?.projection).toMatchObject({ state: 'hold', delta: 11 * 60 });
    await t.call('POST', `/api/events/${plenary.id}/cuestatus/resume`, {}, owner.token);
    t.clock.advance(20 * 60_000);
    await next(); // past cue 2 at 11:11
    t.clock.advance(30 * 60_000);
    const ended = await t.app.services.startLinks.projectedStart(breakout.id);
    expect(ended?.projection).toMatchObject({ state: 'ended', projectedCueEnd: 11 * 3600 + 11 * 60, delta: 11 * 60 });
  });

  it('is the owner’s to set and the callers’ to read: another account 404, co-caller and crew codes refused', async () => {
    const { plenary, breakout, cues } = await rooms();
    const body = { eventId: plenary.id, cueId: cues[0]!.id, offsetMinutes: 5 };
    const caller = await insertCodeSession(t, 'caller', breakout.id);
    const dept = await buildDepartment(t, owner.token, breakout.id, 'Sound');
    const crew = await insertCodeSession(t, 'department', breakout.id, dept.id);
    for (const [method, payload] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const stranger = await t.call(method, `/api/events/${breakout.id}/start-link`, payload, other.token);
      expect([stranger.status, stranger.error]).toEqual([404, EVENT_NOT_FOUND]);
      expect((await t.call(method, `/api/events/${breakout.id}/start-link`, payload, caller)).status).toBe(403);
      expect((await t.call(method, `/api/events/${breakout.id}/start-link`, payload, crew)).status).toBe(403);
      expect((await t.call(method, `/api/events/${breakout.id}/start-link`, payload)).status).toBe(401);
    }
    const theirRead = await t.call('GET', `/api/events/${breakout.id}/start-link`, undefined, other.token);
    expect([theirRead.status, theirRead.error]).toEqual([404, EVENT_NOT_FOUND]);
    const crewRead = await t.call('GET', `/api/events/${breakout.id}/start-link`, undefined, crew);
    expect([crewRead.status, crewRead.error]).toEqual([403, CALLERS_ONLY]);
    expect((await t.call('GET', `/api/events/${breakout.id}/start-link/choices`, undefined, caller)).status).toBe(403);
    expect((await read(breakout.id)).link).toBeNull();
  });

  it('refuses a cue of another account or production, itself, a circle, an event outside a production and a bad offset; nothing changes', async () => {
    const { plenary, breakout, cues } = await rooms();
    const keep = { eventId: plenary.id, cueId: cues[0]!.id, offsetMinutes: 5 };
    expect((await link(breakout.id, keep)).status).toBe(200);
    const theirs = await rooms(other);
    const elsewhere = await production(owner, 'Other fest');
    const far = await event(owner, elsewhere.id, 'Main Hall', 'Far away');
    const farCue = await buildCue(t, owner.token, { eventId: far.id, action: 'Far', time: '09:00:00', duration: 60 });
    const standalone = await event(owner, null, '', 'Standalone');
    const ownCue = (await read(breakout.id)).timing!.cues[0]!; // a plenary cue, with the breakout's id: not that event's
    const refused: Array<[number, unknown, number, string]> = [
      [breakout.id, { eventId: theirs.plenary.id, cueId: theirs.cues[0]!.id, offsetMinutes: 5 }, 404, LINKED_CUE_NOT_FOUND],
      [breakout.id, { eventId: far.id, cueId: farCue.id, offsetMinutes: 5 }, 404, LINKED_CUE_NOT_FOUND],
      [breakout.id, { eventId: 999_999, cueId: cues[0]!.id, offsetMinutes: 5 }, 404, LINKED_CUE_NOT_FOUND],
      [breakout.id, { eventId: plenary.id, cueId: theirs.cues[0]!.id, offsetMinutes: 5 }, 404, LINKED_CUE_NOT_FOUND],
      [breakout.id, { eventId: breakout.id, cueId: ownCue.id, offsetMinutes: 5 }, 400, 'An event cannot start after one of its own cues.'],
      [
        plenary.id,
        { eventId: breakout.id, cueId: 1, offsetMinutes: 0 },
        400,
        '"Breakout" already starts after this event, so this event cannot start after it.',
      ],
      [standalone.id, keep, 400, NOT_IN_PRODUCTION],
      [breakout.id, { ...keep, offsetMinutes: 721 }, 400, WAIT],
      [breakout.id, { ...keep, offsetMinutes: -1 }, 400, WAIT],
      [breakout.id, { ...keep, offsetMinutes: 1.5 }, 400, 'The wait after the cue is a whole number of minutes.'],
      [breakout.id, { ...keep, offsetMinutes: '10' }, 400, 'The wait after the cue is a whole number of minutes.'],
    ];
    // The circle needs a real cue of the breakout.
    const breakoutCue = (
      await t.callParsed(startLinkChoicesSchema, 'GET', `/api/events/${plenary.id}/start-link/choices`, undefined, owner.token)
    ).body[0]!.cues[0]!.id;
    refused[5]![1] = { eventId: breakout.id, cueId: breakoutCue, offsetMinutes: 0 };
    for (const [id, body, status, sentence] of refused) {
      const res = await link(id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.issues?.[0]?.message ?? res.error).toBe(sentence);
    }
    expect((await read(breakout.id)).link).toMatchObject({ cueId: cues[0]!.id, offsetMinutes: 5 });
    expect((await read(plenary.id)).link).toBeNull();
    expect((await read(standalone.id)).link).toBeNull();
  });

  it('ends the link when the linked cue or event is deleted, or either leaves the production; never a 500', async () => {
    const a = await rooms();
    await link(a.breakout.id, { eventId: a.plenary.id, cueId: a.cues[1]!.id, offsetMinutes: 10 });
    expect((await t.call('DELETE', `/api/cues/${a.cues[1]!.id}`, undefined, owner.token)).status).toBe(200);
    expect(await read(a.breakout.id)).toEqual({ link: null, timing: null });
    // The foreign key nulls the cue at once; the rest of the link is cleared by the cue notice's listener.
    const row = () =>
      t.db.kysely
        .selectFrom('events')
        .select(['start_link_event_id', 'start_link_cue_id', 'start_link_offset_minutes'])
        .where('id', '=', a.breakout.id)
        .executeTakeFirstOrThrow();
    await until(async () => (await row()).start_link_event_id === null);
    expect(await row()).toEqual({ start_link_event_id: null, start_link_cue_id: null, start_link_offset_minutes: null });

    const b = await rooms();
    await link(b.breakout.id, { eventId: b.plenary.id, cueId: b.cues[0]!.id, offsetMinutes: 0 });
    expect((await t.call('DELETE', `/api/events/${b.plenary.id}`, undefined, owner.token)).status).toBe(200);
    expect((await read(b.breakout.id)).link).toBeNull();

    const c = await rooms();
    await link(c.breakout.id, { eventId: c.plenary.id, cueId: c.cues[0]!.id, offsetMinutes: 0 });
    expect((await t.call('PATCH', `/api/events/${c.plenary.id}`, { productionId: null }, owner.token)).status).toBe(200);
    expect((await read(c.breakout.id)).link).toBeNull();
    // Back in the production, the link does not come back by itself.
    await t.call('PATCH', `/api/events/${c.plenary.id}`, { productionId: c.p.id, room: 'Main Hall', day: DAY }, owner.token);
    expect((await read(c.breakout.id)).link).toBeNull();
  });

  it('tells the followers’ screens when the linked show changes (a refetch of startLink), not the crew', async () => {
    const { plenary, breakout, cues } = await rooms();
    await link(breakout.id, { eventId: plenary.id, cueId: cues[1]!.id, offsetMinutes: 10 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = await openSocket(base);
    const dept = await buildDepartment(t, owner.token, breakout.id, 'Lights');
    const crewWs = await openSocket(base);
    try {
      ws.send({ type: 'subscribeEvent', eventId: breakout.id, token: owner.token });
      await ws.next('subscribed');
      const crew = await insertCodeSession(t, 'department', breakout.id, dept.id);
      crewWs.send({ type: 'subscribeEvent', eventId: breakout.id, token: crew });
      await crewWs.next('subscribed');
      await t.call('POST', `/api/events/${plenary.id}/cuestatus/go`, {}, owner.token);
      await ws.next('refetch', (m) => m.key === 'startLink' && m.eventId === breakout.id);
      // A change of the plenary's cues too.
      await t.call('PATCH', `/api/cues/${cues[0]!.id}`, { duration: 1200 }, owner.token);
      await ws.next('refetch', (m) => m.key === 'startLink');
      await crewWs.drain();
      expect(crewWs.frames.filter((f) => f.type === 'refetch' && f.key === 'startLink')).toEqual([]);
    } finally {
      await ws.close();
      await crewWs.close();
    }
  });

  it.skipIf(testEngine !== 'postgres')('reaches a follower’s screen on another server process', async () => {
    const { plenary, breakout, cues } = await rooms();
    await link(breakout.id, { eventId: plenary.id, cueId: cues[1]!.id, offsetMinutes: 10 });
    const b = await secondProcess(t);
    try {
      const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const ws = await openSocket(base);
      ws.send({ type: 'subscribeEvent', eventId: breakout.id, token: owner.token });
      await ws.next('subscribed');
      await t.call('POST', `/api/events/${plenary.id}/cuestatus/go`, {}, owner.token);
      await ws.next('refetch', (m) => m.key === 'startLink' && m.eventId === breakout.id, 5000);
      const seen = await b.app.inject({
        method: 'GET',
        url: `/api/events/${breakout.id}/start-link`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(startLinkViewSchema.parse(seen.json()).timing?.status?.status).toBe('go');
      await ws.close();
    } finally {
      await b.close();
    }
  });
});
