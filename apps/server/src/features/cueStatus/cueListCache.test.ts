/**
 * The cue list a command reads is kept while the event's revision stands (cueStatus.repo.ts,
 * README.md#benchmarks): every rundown change bumps it, so the next command sees added, moved, renumbered
 * and deleted cues at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueStatusSchema } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildCue, buildRundown, buildUser, type TestUser } from '../../test/factories.js';

describe(`cue list kept between commands (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let eventId: number;
  let cueIds: number[];

  const command = async (name: string) =>
    (await t.callParsed(z.object({ cueStatus: cueStatusSchema }), 'POST', `/api/events/${eventId}/cuestatus/${name}`, {}, owner.token)).body
      .cueStatus;
  const goto = (number: number) => t.call('POST', `/api/events/${eventId}/cuestatus/goto`, { number }, owner.token);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
  });
  // A fresh show of three cues per test, its list already read by a first GO: no test depends on
  // what an earlier one added, moved or deleted.
  beforeEach(async () => {
    const r = await buildRundown(t, {
      owner,
      name: 'Cached cues',
      cues: ['One', 'Two', 'Three'].map((action) => ({ action, time: 'TBD', duration: 60 })),
      departments: [],
    });
    eventId = r.event.id;
    cueIds = r.cues.map((c) => c.id);
    expect((await command('go')).currentCueId).toBe(cueIds[0]);
  });
  afterAll(() => t.close());

  it('sees a cue added after the list was read', async () => {
    expect((await goto(4)).status).toBe(400);
    const added = await buildCue(t, owner.token, { eventId, action: 'Four', time: 'TBD', duration: 60 });
    const r = await goto(4);
    expect(r.status).toBe(200);
    expect(r.parse(z.object({ cueStatus: cueStatusSchema })).cueStatus.currentCueId).toBe(added.id);
  });

  it('follows a new order at once', async () => {
    const [one, two, three] = cueIds as [number, number, number];
    const order = [one, three, two];
    expect((await t.call('POST', `/api/events/${eventId}/cues/reorder`, { cueIds: order }, owner.token)).status).toBe(200);
    expect((await command('next')).currentCueId).toBe(three);
    expect((await goto(3)).parse(z.object({ cueStatus: cueStatusSchema })).cueStatus.currentCueId).toBe(two);
  });

  it('skips a deleted cue at once', async () => {
    const [one, two, three] = cueIds as [number, number, number];
    expect((await goto(1)).parse(z.object({ cueStatus: cueStatusSchema })).cueStatus.currentCueId).toBe(one);
    expect((await t.call('DELETE', `/api/cues/${two}`, undefined, owner.token)).status).toBe(200);
    expect((await command('next')).currentCueId).toBe(three);
  });
});
