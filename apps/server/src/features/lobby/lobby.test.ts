/**
 * The lobby screen (docs/decisions/0035-stage-layouts-and-lobby.md) on a real database: the owner's
 * link (shown once, kept hashed, replaced and turned off), the public agenda of a production's day
 * with what is on now and next at projected times, the single event's agenda, and that nothing
 * internal (notes, tasks, departments, codes) ever reaches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eventSchema, lobbyLinkCreatedSchema, lobbyLinkSchema, lobbyViewSchema, type Event, type Production } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildCue, buildDepartment, buildProduction, buildTask, buildUser, type TestUser } from '../../test/factories.js';

describe(`the lobby screen (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let production: Production;
  let plenary: Event;
  let workshop: Event;

  const event = async (name: string, room: string) =>
    (
      await t.callParsed(
        eventSchema,
        'POST',
        '/api/events',
        { name, date: '2027-03-10', productionId: production.id, room, day: '2027-03-10' },
        owner.token,
      )
    ).body;
  const lobby = (token: string) => t.call('GET', `/api/lobby/${token}`);
  const newLink = async (path: string, body: unknown = {}) =>
    (await t.callParsed(lobbyLinkCreatedSchema, 'POST', path, body, owner.token)).body;

  beforeAll(async () => {
    t = await createTestApp();
    // 10:00 in Berlin on the production's first day (set first: sessions last from the clock's now).
    t.clock.ms = Date.parse('2027-03-10T09:00:00.000Z');
    owner = await buildUser(t);
    other = await buildUser(t);
    production = await buildProduction(t, owner.token, {
      name: 'DevSummit',
      timeZone: 'Europe/Berlin',
      rooms: ['Main Hall', 'Room A', 'Room B'],
    });
    plenary = await event('Plenary', 'Main Hall');
    const welcome = await buildCue(t, owner.token, {
      eventId: plenary.id,
      action: 'Welcome',
      time: '10:00:00',
      duration: 600,
      notes: 'SECRET NOTE: mic 3 is broken',
    });
    await buildCue(t, owner.token, { eventId: plenary.id, action: 'Keynote', timeMode: 'linked', duration: 1800 });
    await buildCue(t, owner.token, { eventId: plenary.id, action: 'Panel', time: '11:00:00', timeMode: 'hard', duration: 1800 });
    const sound = await buildDepartment(t, owner.token, plenary.id, 'SECRET Sound team');
    await buildTask(t, owner.token, { cueId: welcome.id, departmentId: sound.id, description: 'SECRET TASK' });
    workshop = await event('Workshop', 'Room A');
    await buildCue(t, owner.token, { eventId: workshop.id, action: 'Hands-on', time: '10:30:00', duration: 3600 });
  });
  afterAll(() => t.close());

  it('gives the owner a link once, keeps only its hash, and refuses everyone else', async () => {
    const path = `/api/productions/${production.id}/lobby`;
    expect((await t.callParsed(lobbyLinkSchema, 'GET', path, undefined, owner.token)).body).toEqual({
      active: false,
      createdAt: null,
      showCues: true,
      timeZone: null,
    });
    const made = await newLink(path);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ active: true, showCues: true, timeZone: 'Europe/Berlin', path: `/lobby/${made.token}` });
    // The QR code's address is the one phones reach (PUBLIC_URL here), not the browser's.
    expect(made).toMatchObject({ url: `http://show.test/lobby/${made.token}`, loopback: false });
    expect((await t.call('GET', path, undefined, owner.token)).body).not.toHaveProperty('token');
    const rows = await t.db.kysely.selectFrom('lobby_links').select(['token_hash']).where('production_id', '=', production.id).execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(made.token).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(made.token);

    expect((await t.call('POST', path, {}, other.token)).status).toBe(404);
    expect((await t.call('DELETE', path, undefined, other.token)).status).toBe(404);
    expect((await t.call('POST', path, {})).status).toBe(401);
    const caller = (await t.call('POST', '/api/access', { code: plenary.showCallerCode })).body as { token: string };
    expect((await t.call('POST', path, {}, caller.token)).status).toBe(401);
    expect((await t.call('POST', `/api/events/${plenary.id}/lobby`, { timeZone: 'UTC' }, caller.token)).status).toBe(403);
    expect((await lobby(made.token)).status).toBe(200);
  });

  it('shows each room of the day, what is on now and next at projected times, and nothing internal', async () => {
    const made = await newLink(`/api/productions/${production.id}/lobby`);
    const before = (await lobby(made.token)).parse(lobbyViewSchema);
    expect(before).toMatchObject({ title: 'DevSummit', day: '2027-03-10', timeZone: 'Europe/Berlin', refreshSeconds: 15 });
    expect(before.rooms.map((r) => r.name)).toEqual(['Main Hall', 'Room A']);
    expect(before.rooms[0]!.events[0]).toMatchObject({ name: 'Plenary', state: 'upcoming', start: '10:00', end: '11:30', now: null });

    expect((await t.call('POST', `/api/events/${plenary.id}/cuestatus/go`, {}, owner.token)).status).toBe(200);
    // Twelve minutes in: the 10-minute welcome runs 2 minutes over.
    t.clock.advance(12 * 60_000);
    const res = await lobby(made.token);
    const view = res.parse(lobbyViewSchema);
    const [main, roomA] = view.rooms;
    expect(main!.events[0]).toEqual({
      name: 'Plenary',
      state: 'on',
      start: '10:00',
      plannedStart: '10:00',
      end: '11:30',
      now: { title: 'Welcome', at: '10:00', plannedAt: null },
      next: [
        { title: 'Keynote', at: '10:12', plannedAt: '10:10' },
        { title: 'Panel', at: '11:00', plannedAt: null },
      ],
    });
    expect(roomA!.events[0]).toMatchObject({
      name: 'Workshop',
      state: 'upcoming',
      start: '10:30',
      next: [{ title: 'Hands-on', at: '10:30', plannedAt: null }],
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['SECRET', plenary.showCallerCode, 'notes', 'tasks', 'department', 'Code']) expect(text).not.toContain(secret);

    // A page on a 12-hour clock gets its times on it, in its language (ADR 0040); 24-hour is the default.
    const twelve = async (language: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/lobby/${made.token}?clock=12h`, headers: { 'accept-language': language } })
      ).json<unknown>();
    const en = lobbyViewSchema.parse(await twelve('en')).rooms[0]!.events[0]!;
    expect([en.start, en.end, en.now?.at, en.next[0]?.at, en.next[0]?.plannedAt]).toEqual([
      '10:00 AM',
      '11:30 AM',
      '10:00 AM',
      '10:12 AM',
      '10:10 AM',
    ]);
    const es = lobbyViewSchema.parse(await twelve('es-ES,es;q=0.9')).rooms[0]!.events[0]!;
    expect(es.end?.replace(/\s/g, ' ')).toBe('11:30 a. m.');
    expect(es.start === es.plannedStart).toBe(true); // the page compares them to say "moved"
    expect((await t.call('GET', `/api/lobby/${made.token}?clock=25h`)).status).toBe(400);

    // Titles off: the sessions and their times only.
    await t.callParsed(lobbyLinkSchema, 'PATCH', `/api/productions/${production.id}/lobby`, { showCues: false }, owner.token);
    const bare = (await lobby(made.token)).parse(lobbyViewSchema);
    expect(bare.rooms[0]!.events[0]).toMatchObject({ name: 'Plenary', state: 'on', now: null, next: [] });
    expect(JSON.stringify(bare)).not.toContain('Keynote');
    await t.callParsed(lobbyLinkSchema, 'PATCH', `/api/productions/${production.id}/lobby`, { showCues: true }, owner.token);
  });

  it('stops an old link when a new one is made, and every link when it is turned off', async () => {
    const path = `/api/productions/${production.id}/lobby`;
    const first = await newLink(path);
    expect((await lobby(first.token)).status).toBe(200);
    const second = await newLink(path);
    const gone = await lobby(first.token);
    expect(gone.status).toBe(404);
    expect(gone.error).toMatch(/not valid, or it was turned off/);
    expect((await lobby(second.token)).status).toBe(200);
    expect((await t.callParsed(lobbyLinkSchema, 'DELETE', path, undefined, owner.token)).body.active).toBe(false);
    expect((await lobby(second.token)).status).toBe(404);
    expect((await t.call('PATCH', path, { showCues: false }, owner.token)).status).toBe(404);
    const bad = await lobby('not-a-token');
    expect(bad.status).toBe(400);
    expect(bad.error).toBeTypeOf('string');
  });

  it('gives a single event its own agenda in the time zone chosen, and asks for one when it has none', async () => {
    const solo = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Town Hall', date: '2027-03-10' }, owner.token)).body;
    await buildCue(t, owner.token, { eventId: solo.id, action: 'Doors', time: '18:00:00', duration: 1800 });
    await buildCue(t, owner.token, { eventId: solo.id, action: 'Q&A', timeMode: 'linked', duration: 1800 });
    const path = `/api/events/${solo.id}/lobby`;
    const refused = await t.call('POST', path, {}, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.error).toBe('Please choose the time zone the lobby shows its times in.');
    expect((await t.call('POST', path, { timeZone: 'Mars/Olympus' }, owner.token)).status).toBe(400);
    const made = await newLink(path, { timeZone: 'America/New_York', showCues: true });
    const view = (await lobby(made.token)).parse(lobbyViewSchema);
    expect(view).toMatchObject({ title: 'Town Hall', day: '2027-03-10', timeZone: 'America/New_York' });
    expect(view.rooms).toEqual([
      {
        name: 'Town Hall',
        events: [
          {
            name: 'Town Hall',
            state: 'upcoming',
            start: '18:00',
            plannedStart: '18:00',
            end: '19:00',
            now: null,
            next: [
              { title: 'Doors', at: '18:00', plannedAt: null },
              { title: 'Q&A', at: '18:30', plannedAt: null },
            ],
          },
        ],
      },
    ]);
  });
});
