/**
 * docs/decisions/0017-stage-display-and-crew-talk.md: the caller writes to some departments or all and sees who read it; a
 * phone reads and acknowledges only its own messages; a phone raises Problem for itself and the
 * caller clears it. Every other credential is refused and changes nothing; all of it is logged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crewMessageSchema, type Department, departmentMessageSchema, type Event, problemSchema } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';

describe(`crew messages and problem flags (${testEngine})`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let show: Event;
  let sound: Department;
  let light: Department;
  let soundToken: string;
  let lightToken: string;
  let callerToken: string;
  let otherDept: Department;

  const enter = async (code: string) => (await t.callParsed(z.object({ token: z.string() }), 'POST', '/api/access', { code })).body.token;
  const log = async () =>
    (
      await t.db.kysely
        .selectFrom('as_run_log')
        .select(['kind', 'department_id', 'cue_action'])
        .where('event_id', '=', show.id)
        .orderBy('id')
        .execute()
    ).filter((l) => ['crew-message', 'message-read', 'problem', 'problem-cleared'].includes(l.kind));

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await buildUser(t)).token;
    bob = (await buildUser(t)).token;
  });
  // A fresh show per test: each reads only its own messages, flags and log lines.
  beforeEach(async () => {
    show = await buildEventWith(t, alice, { name: 'Gala', date: '2026-12-01' });
    sound = await buildDepartment(t, alice, show.id, 'Sound');
    light = await buildDepartment(t, alice, show.id, 'Light');
    const bobShow = await buildEventWith(t, bob, { name: 'Other', date: '2026-12-01' });
    otherDept = await buildDepartment(t, bob, bobShow.id, 'Theirs');
    soundToken = await enter(sound.accessCode);
    lightToken = await enter(light.accessCode);
    callerToken = await enter(show.showCallerCode);
  });
  afterAll(() => t.close());

  it('sends to one department; only it sees the message, acknowledges it, and the caller sees who read it', async () => {
    const sent = await t.callParsed(
      z.array(crewMessageSchema),
      'POST',
      `/api/events/${show.id}/crew-messages`,
      { text: 'Mic 3 is dead', departmentIds: [sound.id] },
      callerToken,
    );
    expect(sent.status).toBe(200);
    expect(sent.body[0]).toMatchObject({ text: 'Mic 3 is dead', recipients: [{ departmentId: sound.id, name: 'Sound', readAt: null }] });
    const id = sent.body[0]!.id;
    expect(
      (await t.callParsed(z.array(departmentMessageSchema), 'GET', `/api/events/${show.id}/my-messages`, undefined, lightToken)).body,
    ).toEqual([]);
    // Light cannot acknowledge what was not sent to it; it reads like a message that does not exist.
    expect((await t.call('POST', `/api/crew-messages/${id}/read`, undefined, lightToken)).status).toBe(404);
    expect((await t.call('POST', `/api/crew-messages/${id}/read`, undefined, alice)).status).toBe(403);
    expect((await t.call('POST', `/api/crew-messages/${id}/read`, undefined, bob)).status).toBe(404);
    const read = await t.call('POST', `/api/crew-messages/${id}/read`, undefined, soundToken);
    expect(read.parse(z.array(departmentMessageSchema))[0]).toMatchObject({ id, text: 'Mic 3 is dead', readAt: expect.any(String) });
    // A second tap (or a phone replaying its queue) answers the same and is no second receipt in the log.
    const again = await t.callParsed(z.array(departmentMessageSchema), 'POST', `/api/crew-messages/${id}/read`, undefined, soundToken);
    expect(again.status).toBe(200);
    expect(again.body[0]?.readAt).toBe(read.parse(z.array(departmentMessageSchema))[0]?.readAt);
    const list = await t.call('GET', `/api/events/${show.id}/crew-messages`, undefined, alice);
    expect(list.parse(z.array(crewMessageSchema))[0]!.recipients[0]!.readAt).not.toBeNull();
    expect(await log()).toEqual([
      { kind: 'crew-message', department_id: null, cue_action: 'Mic 3 is dead' },
      { kind: 'message-read', department_id: sound.id, cue_action: 'Mic 3 is dead' },
    ]);
  });

  it('sends to all departments by default, and refuses bad input or another event’s department, changing nothing', async () => {
    const before = (await t.callParsed(z.array(crewMessageSchema), 'GET', `/api/events/${show.id}/crew-messages`, undefined, alice)).body;
    for (const body of [
      { text: '  ' },
      { text: 'x'.repeat(201) },
      { text: 'Hi', departmentIds: [otherDept.id] },
      { text: 'Hi', departmentIds: ['1'] },
    ]) {
      const r = await t.call('POST', `/api/events/${show.id}/crew-messages`, body, alice);
      expect(r.status).toBe(400);
      expect(r.error?.length).toBeGreaterThan(5);
    }
    expect((await t.call('POST', `/api/events/${show.id}/crew-messages`, { text: 'Hi' }, soundToken)).status).toBe(403);
    expect((await t.call('POST', `/api/events/${show.id}/crew-messages`, { text: 'Hi' }, bob)).status).toBe(404);
    expect((await t.callParsed(z.array(crewMessageSchema), 'GET', `/api/events/${show.id}/crew-messages`, undefined, alice)).body).toEqual(
      before,
    );
    const all = await t.call('POST', `/api/events/${show.id}/crew-messages`, { text: 'Five minutes' }, alice);
    expect(all.parse(z.array(crewMessageSchema))[0]!.recipients.map((r) => r.name)).toEqual(['Sound', 'Light']);
    expect(await log()).toEqual([{ kind: 'crew-message', department_id: null, cue_action: 'Five minutes' }]);
  });

  it('keeps saved messages per event: the defaults first, then the caller’s own; bad lists change nothing', async () => {
    const url = `/api/events/${show.id}/saved-messages`;
    expect((await t.callParsed(z.object({ messages: z.array(z.string()) }), 'GET', url, undefined, callerToken)).body.messages).toEqual([
      'Wrap up',
      'Speak up',
      '5 minutes',
    ]);
    for (const body of [{ messages: [''] }, { messages: ['x'.repeat(61)] }, { messages: Array(13).fill('a') }, {}]) {
      expect((await t.call('PUT', url, body, alice)).status).toBe(400);
    }
    expect((await t.call('PUT', url, { messages: ['Hi'] }, soundToken)).status).toBe(403);
    expect((await t.call('PUT', url, { messages: ['Hi'] }, bob)).status).toBe(404);
    expect(
      (await t.callParsed(z.object({ messages: z.array(z.string()) }), 'PUT', url, { messages: ['Look left', ' Slow down '] }, alice)).body
        .messages,
    ).toEqual(['Look left', 'Slow down']);
    expect((await t.callParsed(z.object({ messages: z.array(z.string()) }), 'GET', url, undefined, callerToken)).body.messages).toEqual([
      'Look left',
      'Slow down',
    ]);
    await t.call('PUT', url, { messages: [] }, alice);
    expect((await t.callParsed(z.object({ messages: z.array(z.string()) }), 'GET', url, undefined, alice)).body.messages).toHaveLength(3);
  });

  it('lets a phone raise Problem for itself only; the caller sees it and clears it', async () => {
    expect((await t.call('POST', `/api/events/${show.id}/problem`, { reason: 'Need time' }, alice)).status).toBe(403);
    expect((await t.call('POST', `/api/events/${show.id}/problem`, { reason: 'x'.repeat(61) }, soundToken)).status).toBe(400);
    const raised = await t.call('POST', `/api/events/${show.id}/problem`, { reason: 'Safety' }, soundToken);
    expect(raised.body).toEqual([{ departmentId: sound.id, name: 'Sound', reason: 'Safety', raisedAt: expect.any(String) }]);
    await t.call('POST', `/api/events/${show.id}/problem`, {}, lightToken);
    expect((await t.callParsed(z.array(problemSchema), 'GET', `/api/events/${show.id}/problems`, undefined, lightToken)).body).toEqual([
      expect.objectContaining({ departmentId: light.id, reason: null }),
    ]);
    expect(
      (await t.callParsed(z.array(problemSchema), 'GET', `/api/events/${show.id}/problems`, undefined, callerToken)).body.map(
        (p) => p.name,
      ),
    ).toEqual(['Sound', 'Light']);
    expect((await t.call('POST', `/api/events/${show.id}/problems/${sound.id}/clear`, undefined, lightToken)).status).toBe(403);
    expect((await t.call('POST', `/api/events/${show.id}/problems/${otherDept.id}/clear`, undefined, alice)).status).toBe(404);
    const cleared = await t.call('POST', `/api/events/${show.id}/problems/${sound.id}/clear`, undefined, callerToken);
    expect(cleared.parse(z.array(problemSchema)).map((p) => p.name)).toEqual(['Light']);
    // This show's own log: the messages of the other test went to another show.
    expect(await log()).toEqual([
      { kind: 'problem', department_id: sound.id, cue_action: 'Safety' },
      { kind: 'problem', department_id: light.id, cue_action: null },
      { kind: 'problem-cleared', department_id: sound.id, cue_action: null },
    ]);
  });
});
