/**
 * Access codes sent in WebSocket subscribe frames are bounded like POST /api/access (per client
 * address per minute), and a real code of another event answers exactly like a wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Department, Event } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine, type TestApp } from '../test/harness.js';
import { openSocket } from '../test/ws.js';

const NO_CREDENTIAL = 'Subscribing needs a valid session token or access code.';

describe(`access codes over the WebSocket (${testEngine})`, () => {
  let t: TestApp;
  let base: string;
  let mine: { eventId: number; depCode: string };
  let theirs: { eventId: number; depCode: string };

  const show = async (token: string) => {
    const ev = (await t.call<Event>('POST', '/api/events', { name: 'Show', date: '2026-12-01' }, token)).body;
    const dep = (await t.call<Department>('POST', '/api/departments', { eventId: ev.id, name: 'Sound' }, token)).body;
    return { eventId: ev.id, depCode: dep.accessCode };
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '4' });
    mine = await show((await registerUser(t)).token);
    theirs = await show((await registerUser(t)).token);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers a real code of another event like a wrong code, then stops guessing at the limit', async () => {
    const ws = await openSocket(base);
    const answer = async (accessCode: string, eventId = mine.eventId) => {
      const before = ws.frames.length;
      ws.send({ type: 'subscribeEvent', eventId, accessCode });
      const frame = await ws.next('error', undefined, 3000).catch(async () => ws.next('subscribed'));
      expect(ws.frames.length).toBeGreaterThan(before);
      return frame.type === 'error' ? frame.error : `subscribed as ${frame.role}`;
    };
    expect(await answer('ZZZZZZ')).toBe(NO_CREDENTIAL);
    expect(await answer(theirs.depCode)).toBe(NO_CREDENTIAL); // exists, but not for this event
    expect(await answer(mine.depCode)).toBe('subscribed as department');
    expect(await answer('YYYYYY')).toBe(NO_CREDENTIAL);
    // Attempt 5 in this minute from this address: refused without looking, the right code too.
    expect(await answer(mine.depCode)).toMatch(/^Too many access code attempts/);
    await ws.close();

    // A new socket from the same address does not reset the count.
    const again = await openSocket(base);
    again.send({ type: 'subscribeEvent', eventId: mine.eventId, accessCode: mine.depCode });
    expect((await again.next('error')).error).toMatch(/^Too many access code attempts/);
    await again.close();
  });
});
