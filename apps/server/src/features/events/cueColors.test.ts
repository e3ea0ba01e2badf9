/** An event's cue-light colours (docs/decisions/0022-wrap-up-colours-and-cue-lights.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildEvent, buildUser } from '../../test/factories.js';

describe('event cue colours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (id: number, body: unknown, token: string) => t.call('PATCH', `/api/events/${id}`, body, token);

  it('starts with the spec’s colours and lets the owner choose cue-light colours, which the crew phones read', async () => {
    const { owner, event } = await buildEvent(t);
    expect(event.cueColors).toBe('spec');
    const res = await patch(event.id, { cueColors: 'cue-light' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.parse(eventSchema).cueColors).toBe('cue-light');
    // A rename keeps the choice.
    expect((await patch(event.id, { name: 'Renamed' }, owner.token)).parse(eventSchema).cueColors).toBe('cue-light');
    const dept = await buildDepartment(t, owner.token, event.id, 'Sound');
    const phone = await insertCodeSession(t, 'department', event.id, dept.id);
    const read = await t.callParsed(eventSchema, 'GET', `/api/events/${event.id}`, undefined, phone);
    expect(read.status).toBe(200);
    expect(read.body.cueColors).toBe('cue-light');
    expect((await patch(event.id, { cueColors: 'spec' }, owner.token)).parse(eventSchema).cueColors).toBe('spec');
  });

  it('refuses anything else with a sentence and changes nothing', async () => {
    const { owner, event } = await buildEvent(t);
    for (const bad of ['purple', '', 1, null]) {
      const res = await patch(event.id, { cueColors: bad }, owner.token);
      expect(res.status).toBe(400);
      expect(typeof res.error).toBe('string');
    }
    const res = await patch(event.id, { cueColors: 'purple' }, owner.token);
    expect(res.issues?.[0]?.message).toBe('Cue colours are "spec" or "cue-light".');
    expect((await t.callParsed(eventSchema, 'GET', `/api/events/${event.id}`, undefined, owner.token)).body.cueColors).toBe('spec');
  });

  it('is the owner’s choice: a crew phone cannot change it and another account cannot see the event', async () => {
    const { owner, event } = await buildEvent(t);
    const dept = await buildDepartment(t, owner.token, event.id, 'Lights');
    const phone = await insertCodeSession(t, 'department', event.id, dept.id);
    expect((await patch(event.id, { cueColors: 'cue-light' }, phone)).status).toBe(403);
    const stranger = await buildUser(t);
    expect((await patch(event.id, { cueColors: 'cue-light' }, stranger.token)).status).toBe(404);
    expect((await t.callParsed(eventSchema, 'GET', `/api/events/${event.id}`, undefined, owner.token)).body.cueColors).toBe('spec');
  });
});
