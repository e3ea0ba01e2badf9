/**
 * The cue list a command reads is kept while the event's revision stands (cueStatus.repo.ts,
 * issue 16): every rundown change bumps it, so the next command sees added, moved, renumbered
 * and deleted cues at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine, type TestApp } from '../../test/harness.js';

describe(`cue list kept between commands (${testEngine})`, () => {
  let t: TestApp;
  let token: string;
  let eventId: number;
  const cueIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await registerUser(t));
    eventId = (await t.call<{ id: number }>('POST', '/api/events', { name: 'Cached cues', date: '2026-12-01' }, token)).body.id;
    for (const action of ['One', 'Two', 'Three'])
      cueIds.push((await t.call<{ id: number }>('POST', '/api/cues', { eventId, action, time: 'TBD', duration: 60 }, token)).body.id);
  });
  afterAll(() => t.close());

  const command = async (name: string) =>
    (await t.call<{ cueStatus: CueStatus }>('POST', `/api/events/${eventId}/cuestatus/${name}`, {}, token)).body.cueStatus;
  const goto = (number: number) => t.call<{ cueStatus: CueStatus }>('POST', `/api/events/${eventId}/cuestatus/goto`, { number }, token);

  it('sees a cue added after the list was read', async () => {
    expect((await command('go')).currentCueId).toBe(cueIds[0]);
    expect((await goto(4)).status).toBe(400);
    const added = (await t.call<{ id: number }>('POST', '/api/cues', { eventId, action: 'Four', time: 'TBD', duration: 60 }, token)).body
      .id;
    const r = await goto(4);
    expect(r.status).toBe(200);
    expect(r.body.cueStatus.currentCueId).toBe(added);
    cueIds.push(added);
  });

  it('follows a new order at once', async () => {
    expect((await goto(1)).body.cueStatus.currentCueId).toBe(cueIds[0]);
    const order = [cueIds[0]!, cueIds[3]!, cueIds[1]!, cueIds[2]!];
    expect((await t.call('POST', `/api/events/${eventId}/cues/reorder`, { cueIds: order }, token)).status).toBe(200);
    expect((await command('next')).currentCueId).toBe(cueIds[3]);
  });

  it('skips a deleted cue at once', async () => {
    // Now on the second cue of the new order; the third (cueIds[1]) goes.
    expect((await t.call('DELETE', `/api/cues/${cueIds[1]}`, undefined, token)).status).toBe(200);
    expect((await command('next')).currentCueId).toBe(cueIds[2]);
  });
});
