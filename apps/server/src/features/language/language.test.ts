/**
 * Languages (docs/decisions/0038-i18n-lingui.md): an account sets its own language and clock; an
 * event's owner sets the crew and stage default, clock and own words, which the crew (with the
 * event) and the stage display (with its view) read; bad input is a sentence and changes nothing;
 * others' events answer 404, codes 403.
 */
import { accessResponseSchema, eventLanguageSchema, eventSchema, stageCodeSchema, stageViewSchema, userSchema } from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown, type TestUser } from '../../test/factories.js';

describe(`languages (${testEngine})`, () => {
  let t: TestApp;
  let show: TestRundown;
  let bob: TestUser;

  const put = (body: unknown, token = show.owner.token) => t.call('PUT', `/api/events/${show.event.id}/language`, body, token);
  const settings = () => t.callParsed(eventLanguageSchema, 'GET', `/api/events/${show.event.id}/language`, undefined, show.owner.token);

  beforeAll(async () => {
    t = await createTestApp();
    bob = await buildUser(t);
  });
  beforeEach(async () => {
    show = await buildRundown(t);
  });
  afterAll(() => t.close());

  it('keeps an account’s language and clock, and answers them with the user', async () => {
    const before = (await t.callParsed(userSchema, 'GET', '/api/user', undefined, bob.token)).body;
    expect(before).toMatchObject({ language: null, clockFormat: '24h' });
    const res = await t.call('PUT', '/api/user/language', { language: 'de', clockFormat: '12h' }, bob.token);
    expect(res.status).toBe(200);
    expect(res.parse(userSchema)).toMatchObject({ language: 'de', clockFormat: '12h' });
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, bob.token)).body).toMatchObject({
      language: 'de',
      clockFormat: '12h',
    });
    // Back to the browser's language.
    const back = await t.call('PUT', '/api/user/language', { language: null, clockFormat: '24h' }, bob.token);
    expect(back.parse(userSchema)).toMatchObject({ language: null, clockFormat: '24h' });
  });

  it('refuses a language or clock we do not have with a sentence, and changes nothing', async () => {
    const res = await t.call('PUT', '/api/user/language', { language: 'nl', clockFormat: '24h' }, bob.token);
    expect(res.status).toBe(400);
    expect(res.error).toMatch(/language is one of en, de, fr, es, it, pt/);
    const clock = await t.call('PUT', '/api/user/language', { language: 'fr', clockFormat: '25h' }, bob.token);
    expect(clock.status).toBe(400);
    expect(clock.error).toMatch(/"24h" or "12h"/);
    expect((await t.callParsed(userSchema, 'GET', '/api/user', undefined, bob.token)).body).toMatchObject({ language: null });
    expect((await t.call('PUT', '/api/user/language', { language: 'fr', clockFormat: '24h' })).status).toBe(401);
  });

  it('sets the crew default, clock and overrides; the crew reads them with the event, the stage display with its view', async () => {
    const body = {
      crewLanguage: 'es',
      crewClockFormat: '12h',
      stringOverrides: { es: { 'crew.ready': 'Listos', 'crew.cue.announce': 'Pie {number}: {action} ({status})' }, de: {} },
    };
    const res = await put(body);
    expect(res.status).toBe(200);
    const expected = { crewLanguage: 'es', crewClockFormat: '12h', stringOverrides: { es: body.stringOverrides.es } };
    expect(res.parse(eventLanguageSchema)).toEqual(expected);
    expect((await settings()).body).toEqual(expected);

    const crewToken = await show.crewToken('Sound');
    const event = (await t.callParsed(eventSchema, 'GET', `/api/events/${show.event.id}`, undefined, crewToken)).body;
    expect(event.language).toEqual(expected);
    const code = (await t.callParsed(stageCodeSchema, 'GET', `/api/events/${show.event.id}/stage/code`, undefined, show.owner.token)).body;
    const stageToken = (await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code: code.stageCode })).body.token;
    const view = (await t.callParsed(stageViewSchema, 'GET', `/api/events/${show.event.id}/stage`, undefined, stageToken)).body;
    expect(view.language).toEqual(expected);
  });

  it('refuses an unknown key, a lobby key, lost or foreign placeholders and empty text with a sentence, and keeps what was there', async () => {
    expect((await put({ crewLanguage: 'de', crewClockFormat: '24h', stringOverrides: { de: { 'crew.ready': 'Fertig' } } })).status).toBe(
      200,
    );
    const cases: [unknown, RegExp][] = [
      [{ en: { 'crew.nope': 'x' } }, /“crew\.nope” is not a crew phone or stage display text that can be changed/],
      [{ en: { 'lobby.title': 'Foyer' } }, /“lobby\.title” is not a crew phone or stage display text/],
      [{ en: { 'crew.next.heading': 'Up next' } }, /“crew\.next\.heading” is not a crew phone or stage display text/],
      [{ en: { 'crew.updated': 'Refreshed' } }, /must keep \{since\}/],
      [{ en: { 'crew.updated': 'Refreshed {since} {who}' } }, /may use only \{since\} in braces/],
      [{ en: { 'crew.ready': 'Set {x}' } }, /cannot hold braces/],
      [{ en: { 'crew.ready': '  ' } }, /cannot be empty/],
      [{ nl: { 'crew.ready': 'Klaar' } }, /kept per language/],
      [{ en: { 'crew.ready': 'x'.repeat(201) } }, /at most 200 characters/],
    ];
    for (const [stringOverrides, sentence] of cases) {
      const res = await put({ crewLanguage: 'es', crewClockFormat: '12h', stringOverrides });
      expect(res.status, JSON.stringify(stringOverrides)).toBe(400);
      expect(res.error).toMatch(sentence);
    }
    expect((await put({ crewLanguage: 'xx', crewClockFormat: '24h' })).status).toBe(400);
    expect((await settings()).body).toEqual({
      crewLanguage: 'de',
      crewClockFormat: '24h',
      stringOverrides: { de: { 'crew.ready': 'Fertig' } },
    });
  });

  it('is the owner’s: another account gets 404, a caller or department code 403, no session 401', async () => {
    const body = { crewLanguage: 'fr', crewClockFormat: '24h', stringOverrides: {} };
    expect((await put(body, bob.token)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.event.id}/language`, undefined, bob.token)).status).toBe(404);
    expect((await put(body, await show.callerToken())).status).toBe(403);
    expect((await put(body, await show.crewToken('Sound'))).status).toBe(403);
    expect((await put(body, '')).status).toBe(401);
    expect((await t.call('PUT', '/api/events/999999/language', body, show.owner.token)).status).toBe(404);
    expect((await settings()).body).toEqual({ crewLanguage: null, crewClockFormat: '24h', stringOverrides: {} });
  });
});
