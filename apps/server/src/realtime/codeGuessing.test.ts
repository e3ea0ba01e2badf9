/**
 * Access codes sent in WebSocket subscribe frames are bounded like POST /api/access (per client
 * address per minute), and a real code of another event answers exactly like a wrong one.
 * Every frame that carries a code draws on the budget, whatever else it carries (docs/security.md "Trust, round 3" 20.2): an
 * empty token is no token, and a token, a control key or both beside a code still count.
 */
import { apiKeyResponse, departmentSchema, eventSchema } from '@showcaller/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, testEngine, type TestApp } from '../test/harness.js';
import { until } from '../test/until.js';
import { openSocket, type TestSocket } from '../test/ws.js';
import { TOO_MANY_CODES } from './attemptLimiter.js';

const NO_CREDENTIAL = 'Subscribing needs a valid session token or access code.';
const MISSING_EVENT = 2_147_483_000;

interface Show {
  eventId: number;
  depCode: string;
  callerCode: string;
}

async function show(t: TestApp, token: string): Promise<Show> {
  const ev = (await t.callParsed(eventSchema, 'POST', '/api/events', { name: 'Show', date: '2026-12-01' }, token)).body;
  const dep = (await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: ev.id, name: 'Sound' }, token)).body;
  return { eventId: ev.id, depCode: dep.accessCode, callerCode: ev.showCallerCode };
}

/** What one subscribe frame gets back: the error sentence, or 'subscribed as <role>'. */
async function answer(ws: TestSocket, frame: Record<string, unknown>): Promise<string> {
  const before = ws.frames.length;
  ws.send({ type: 'subscribeEvent', ...frame });
  const reply = () => ws.frames.slice(before).find((f) => f.type === 'error' || f.type === 'subscribed');
  await until(() => reply() !== undefined, { what: `an answer to ${JSON.stringify(frame)}`, timeoutMs: 3000 });
  const got = reply();
  if (got?.type === 'error') return got.error;
  return got?.type === 'subscribed' ? `subscribed as ${got.role}` : 'no answer';
}

describe(`access codes over the WebSocket (${testEngine})`, () => {
  let t: TestApp;
  let base: string;
  let mine: Show;
  let theirs: Show;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '4' });
    mine = await show(t, (await registerUser(t)).token);
    theirs = await show(t, (await registerUser(t)).token);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers a real code of another event like a wrong code, then stops guessing at the limit', async () => {
    const ws = await openSocket(base);
    const code = (accessCode: string, eventId = mine.eventId) => answer(ws, { eventId, accessCode });
    expect(await code('ZZZZZZ')).toBe(NO_CREDENTIAL);
    expect(await code(theirs.depCode)).toBe(NO_CREDENTIAL); // exists, but not for this event
    expect(await code(mine.depCode)).toBe('subscribed as department');
    expect(await code('YYYYYY')).toBe(NO_CREDENTIAL);
    // Attempt 5 in this minute from this address: refused without looking, the right code too.
    expect(await code(mine.depCode)).toBe(TOO_MANY_CODES);
    await ws.close();

    // A new socket from the same address does not reset the count.
    const again = await openSocket(base);
    expect(await answer(again, { eventId: mine.eventId, accessCode: mine.depCode })).toBe(TOO_MANY_CODES);
    await again.close();
  });
});

/** Each case starts from a full budget of 20 guesses a minute (the default) in an app of its own. */
describe(`every frame that carries a code draws on the budget (${testEngine})`, () => {
  const LIMIT = 20;
  let t: TestApp;
  let ws: TestSocket;
  let owner: string;
  let mine: Show;
  let theirs: Show;

  async function start() {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: String(LIMIT) });
    owner = (await registerUser(t)).token;
    mine = await show(t, owner);
    theirs = await show(t, (await registerUser(t)).token);
    ws = await openSocket(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  }
  afterEach(async () => {
    await ws?.close();
    await t?.close();
  });

  /** The real codes, over HTTP and over the socket, once the address is over its budget. */
  async function expectAllRefused() {
    expect(await answer(ws, { eventId: mine.eventId, accessCode: mine.depCode })).toBe(TOO_MANY_CODES);
    expect(await answer(ws, { eventId: mine.eventId, token: '', accessCode: mine.callerCode })).toBe(TOO_MANY_CODES);
    const http = await t.call('POST', '/api/access', { code: mine.depCode });
    expect({ status: http.status, body: http.body }).toEqual({ status: 429, body: { error: TOO_MANY_CODES } });
  }

  it('counts a code sent with an empty token: the 21st guess and then a real code are refused', async () => {
    await start();
    for (let i = 0; i < LIMIT; i++)
      expect(await answer(ws, { eventId: mine.eventId, token: '', accessCode: `ZZZZ${i}` })).toBe(NO_CREDENTIAL);
    expect(await answer(ws, { eventId: mine.eventId, token: '', accessCode: mine.depCode })).toBe(TOO_MANY_CODES);
    await expectAllRefused();
  });

  it('counts a code sent beside a valid token, a wrong token or a control key', async () => {
    await start();
    const { apiKey } = (await t.callParsed(apiKeyResponse, 'POST', `/api/events/${mine.eventId}/api-key`, undefined, owner)).body;
    const frames = [
      { token: owner, accessCode: 'ZZZZZZ' }, // the token decides who subscribes, but the code is a guess all the same
      { token: 'not-a-session-token', accessCode: 'ZZZZZZ' },
      { controlKey: apiKey, accessCode: 'ZZZZZZ' },
      { controlKey: apiKey, token: '', accessCode: 'ZZZZZZ' },
      { token: owner, controlKey: apiKey, accessCode: 'ZZZZZZ' },
    ];
    const answers = [];
    for (let i = 0; i < LIMIT - 1; i++) answers.push(await answer(ws, { eventId: mine.eventId, ...frames[i % frames.length] }));
    expect(new Set(answers)).toEqual(new Set([NO_CREDENTIAL, 'subscribed as owner']));
    // Over HTTP too, a signed-in request's code is a guess like any other: the 20th.
    expect((await t.call('POST', '/api/access', { code: 'ZZZZZZ' }, owner)).status).toBe(404);
    expect(await answer(ws, { eventId: mine.eventId, token: owner, accessCode: mine.depCode })).toBe(TOO_MANY_CODES);
    await expectAllRefused();
    // No code, no guess: the owner's token and the control key still subscribe.
    expect(await answer(ws, { eventId: mine.eventId, token: owner })).toBe('subscribed as owner');
    expect(await answer(ws, { eventId: mine.eventId, controlKey: apiKey })).toBe('subscribed as caller');
  });

  it('answers every failed code the same sentence, whatever else the frame carries', async () => {
    await start();
    const failures: Array<Record<string, unknown>> = [];
    for (const token of [undefined, '']) {
      const withToken = token === undefined ? {} : { token };
      failures.push(
        { ...withToken, eventId: mine.eventId, accessCode: 'ZZZZZZ' }, // no such code
        { ...withToken, eventId: mine.eventId, accessCode: theirs.depCode }, // a real code of another event
        { ...withToken, eventId: mine.eventId, accessCode: theirs.callerCode },
        { ...withToken, eventId: MISSING_EVENT, accessCode: mine.depCode }, // a real code, an event that does not exist
        { ...withToken, eventId: theirs.eventId, accessCode: mine.callerCode },
      );
    }
    const answers = [];
    for (const f of failures) answers.push(await answer(ws, f));
    expect(answers).toEqual(failures.map(() => NO_CREDENTIAL));
  });
});
