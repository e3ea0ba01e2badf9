/** The team of an event (docs/decisions/0031-team-members-and-roles.md) on a real database (both engines). */
import { z } from 'zod';
import {
  cueSchema,
  eventListItemSchema,
  eventSchema,
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  myAccessSchema,
  taskSchema,
  teamSchema,
  type MemberRole,
} from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildProduction, buildRundown, buildUser, type TestRundown, type TestUser } from '../../test/factories.js';
import { expectAlive } from '../../test/revocation.js';
import { openSocket } from '../../test/ws.js';

const linkIn = (text: string) => /\/invite\/(\S+)/.exec(text)?.[1] ?? '';

describe('team: members, roles and invitations', () => {
  let t: TestApp;
  let show: TestRundown;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INVITES_PER_HOUR: '12' });
    show = await buildRundown(t, {
      departments: ['Sound', 'Light'],
      tasks: [
        { cue: 0, department: 'Sound', description: 'Mics' },
        { cue: 0, department: 'Light', description: 'Spot' },
      ],
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Invites `who` with `role` (and a lead's departments) and accepts with their account. */
  async function join(who: TestUser, role: MemberRole, departmentIds: number[] = []) {
    const inv = await t.callParsed(
      invitationSchema,
      'POST',
      `/api/events/${show.event.id}/invitations`,
      { email: who.user.email, role, departmentIds },
      show.owner.token,
    );
    const token = linkIn(t.mail.at(-1)!.text);
    await t.callParsed(invitationAcceptedSchema, 'POST', '/api/invitations/accept', { token }, who.token);
    const team = await t.callParsed(teamSchema, 'GET', `/api/events/${show.event.id}/team`, undefined, show.owner.token);
    return { invitation: inv.body, member: team.body.members.find((m) => m.userId === who.user.id)! };
  }

  it('mails an invitation whose link shows what it invites to, joins once with the invited address, and lists the event', async () => {
    const person = await buildUser(t);
    const res = await t.call(
      'POST',
      `/api/events/${show.event.id}/invitations`,
      { email: person.user.email.toUpperCase(), role: 'editor' },
      show.owner.token,
    );
    expect(res.status).toBe(201);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(person.user.email);
    expect(mail.text).toContain('Editor: edits the rundown, does not run the show');
    const token = linkIn(mail.text);
    expect(token.length).toBeGreaterThan(20);
    // The token is kept as its hash only.
    const stored = await t.db.kysely
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', res.parse(invitationSchema).id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const preview = await t.callParsed(invitationPreviewSchema, 'POST', '/api/invitations/preview', { token });
    expect(preview.body).toMatchObject({ email: person.user.email, role: 'editor', name: show.event.name, kind: 'event' });

    // Another account cannot use the link; the invited one joins; the link works once.
    const stranger = await buildUser(t);
    const wrong = await t.call('POST', '/api/invitations/accept', { token }, stranger.token);
    expect(wrong.status).toBe(403);
    expect(wrong.error).toContain(person.user.email);
    expect((await t.call('POST', '/api/invitations/accept', { token })).status).toBe(401);
    const ok = await t.callParsed(invitationAcceptedSchema, 'POST', '/api/invitations/accept', { token }, person.token);
    expect(ok.body).toEqual({ eventId: show.event.id, productionId: null, role: 'editor' });
    const again = await t.call('POST', '/api/invitations/accept', { token }, person.token);
    expect(again.status).toBe(404);
    expect(again.error).toMatch(/not valid any more/);

    const list = await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, person.token);
    const shared = list.body.find((e) => e.id === show.event.id);
    expect(shared?.sharedRole).toBe('editor');
    // An editor does not learn the caller code (it would make them a co-caller).
    expect(shared?.showCallerCode).toBe('');
    const me = await t.callParsed(myAccessSchema, 'GET', `/api/events/${show.event.id}/me`, undefined, person.token);
    expect(me.body).toMatchObject({ role: 'editor', editsRundown: true, runsShow: false, managesEvent: false });
  });

  it('gives each role its rights: editor edits but does not run, viewer only reads, caller runs, producer manages but does not delete', async () => {
    const [editor, viewer, caller, producer] = [await buildUser(t), await buildUser(t), await buildUser(t), await buildUser(t)];
    await join(editor, 'editor');
    await join(viewer, 'viewer');
    await join(caller, 'caller');
    await join(producer, 'producer');
    const ev = show.event.id;
    const cue = show.cues[0]!.id;

    expect((await t.call('PATCH', `/api/cues/${cue}`, { action: 'Doors (editor)' }, editor.token)).status).toBe(200);
    const go = await t.call('POST', `/api/events/${ev}/cuestatus/go`, {}, editor.token);
    expect(go.status).toBe(403);
    expect(go.error).toBe('An editor changes the rundown but does not run the show.');

    expect((await t.call('GET', `/api/events/${ev}/cues`, undefined, viewer.token)).status).toBe(200);
    const edit = await t.call('PATCH', `/api/cues/${cue}`, { action: 'Nope' }, viewer.token);
    expect(edit.status).toBe(403);
    expect(edit.error).toBe('A viewer follows the show and changes nothing.');
    expect((await t.call('PUT', `/api/tasks/${show.tasks[0]!.id}`, { completed: true }, viewer.token)).status).toBe(403);
    expect((await t.call('POST', '/api/annotations', { eventId: ev, content: 'Hi' }, viewer.token)).status).toBe(403);
    expect((await t.call('GET', `/api/events/${ev}/annotations`, undefined, viewer.token)).status).toBe(200);

    expect((await t.call('POST', `/api/events/${ev}/cuestatus/go`, {}, caller.token)).status).toBe(200);
    expect((await t.call('GET', `/api/events/${ev}/team`, undefined, caller.token)).status).toBe(403);

    expect((await t.call('GET', `/api/events/${ev}/team`, undefined, producer.token)).status).toBe(200);
    expect((await t.call('POST', `/api/events/${ev}/regenerate-caller-code`, {}, producer.token)).status).toBe(200);
    const del = await t.call('DELETE', `/api/events/${ev}`, undefined, producer.token);
    expect(del.status).toBe(403);
    expect(del.error).toBe('Only the event owner can delete the event.');
  });

  it("lets a department lead change only their own departments' tasks and notes", async () => {
    const lead = await buildUser(t);
    const sound = show.department('Sound').id;
    const light = show.department('Light').id;
    await join(lead, 'lead', [sound]);
    const [soundTask, lightTask] = show.tasks;
    expect((await t.call('PUT', `/api/tasks/${soundTask!.id}`, { description: 'Mics 1-8' }, lead.token)).status).toBe(200);
    const other = await t.call('PUT', `/api/tasks/${lightTask!.id}`, { description: 'Mine now' }, lead.token);
    expect(other.status).toBe(403);
    expect(other.error).toBe('A department lead changes the tasks of their own departments only.');
    const added = await t.callParsed(
      taskSchema,
      'POST',
      '/api/tasks',
      { cueId: show.cues[1]!.id, departmentId: sound, description: 'Check' },
      lead.token,
    );
    expect(
      (await t.call('POST', '/api/tasks', { cueId: show.cues[1]!.id, departmentId: light, description: 'x' }, lead.token)).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/tasks/${added.body.id}`, undefined, lead.token)).status).toBe(200);
    expect((await t.call('PATCH', `/api/cues/${show.cues[0]!.id}`, { action: 'x' }, lead.token)).status).toBe(403);
    expect((await t.call('POST', '/api/cues', { eventId: show.event.id, action: 'x' }, lead.token)).status).toBe(403);
    // Notes on their department or its tasks; nothing else.
    expect(
      (
        await t.call(
          'POST',
          '/api/annotations',
          { eventId: show.event.id, content: 'Sound ok', targetType: 'department', targetId: sound },
          lead.token,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await t.call(
          'POST',
          '/api/annotations',
          { eventId: show.event.id, content: 'Mic 3', targetType: 'task', targetId: soundTask!.id },
          lead.token,
        )
      ).status,
    ).toBe(201);
    for (const target of [{ targetType: 'department', targetId: light }, { targetType: 'task', targetId: lightTask!.id }, {}])
      expect((await t.call('POST', '/api/annotations', { eventId: show.event.id, content: 'x', ...target }, lead.token)).status).toBe(403);
    const me = await t.callParsed(myAccessSchema, 'GET', `/api/events/${show.event.id}/me`, undefined, lead.token);
    expect(me.body).toMatchObject({ role: 'lead', departmentIds: [sound], editsRundown: false });
  });

  it('removes a member: their open screen is told at once and their next request answers 404', async () => {
    const viewer = await buildUser(t);
    const { member } = await join(viewer, 'viewer');
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: show.event.id, token: viewer.token });
    expect((await ws.next('subscribed')).role).toBe('viewer');
    await ws.next('cueStatusUpdate');
    const gone = await t.callParsed(memberSchema, 'DELETE', `/api/members/${member.id}`, undefined, show.owner.token);
    expect(gone.body.userId).toBe(viewer.user.id);
    const frame = await ws.next('revoked', undefined, 1000);
    expect(frame.reason).toMatch(/removed from its team/);
    await expectAlive(ws); // the account's socket stays for its other events
    await ws.close();
    expect((await t.call('GET', `/api/events/${show.event.id}`, undefined, viewer.token)).status).toBe(404);
    const list = await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, viewer.token);
    expect(list.body.map((e) => e.id)).not.toContain(show.event.id);
  });

  it('changes a role at once, and only the owner or a producer manages the team', async () => {
    const person = await buildUser(t);
    const { member } = await join(person, 'viewer');
    const changed = await t.callParsed(memberSchema, 'PATCH', `/api/members/${member.id}`, { role: 'caller' }, show.owner.token);
    expect(changed.body.role).toBe('caller');
    expect((await t.call('POST', `/api/events/${show.event.id}/cuestatus/go`, {}, person.token)).status).toBe(200);
    // A caller cannot manage the team; another account gets 404 for the member as for a missing one.
    expect((await t.call('PATCH', `/api/members/${member.id}`, { role: 'producer' }, person.token)).status).toBe(403);
    const stranger = await buildUser(t);
    const hidden = await t.call('DELETE', `/api/members/${member.id}`, undefined, stranger.token);
    expect(hidden.status).toBe(404);
    expect(hidden.error).toBe('Member not found.');
    const code = await show.callerToken();
    expect((await t.call('GET', `/api/events/${show.event.id}/team`, undefined, code)).status).toBe(403);
    expect((await t.call('PATCH', `/api/members/${member.id}`, { role: 'lead' }, show.owner.token)).error).toContain(
      'Choose the departments this lead edits.',
    );
    expect((await t.call('PATCH', `/api/members/${member.id}`, { role: 'lead', departmentIds: [999999] }, show.owner.token)).error).toBe(
      "A lead's departments must be departments of this event.",
    );
    expect((await t.call('PATCH', `/api/members/${member.id}`, { role: 'owner' }, show.owner.token)).status).toBe(400);
  });

  it('refuses bad invitations with a sentence and sends nothing', async () => {
    const before = t.mail.length;
    const url = `/api/events/${show.event.id}/invitations`;
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'not-an-address', role: 'viewer' }, 400, 'Please enter a valid email'],
      [{ email: 'a@example.com', role: 'owner' }, 400, 'The role is producer, caller, editor, lead or viewer.'],
      [{ email: 'a@example.com', role: 'lead' }, 400, 'Choose the departments this lead edits.'],
      [
        { email: 'a@example.com', role: 'viewer', departmentIds: [show.department('Sound').id] },
        400,
        'Only a department lead has departments.',
      ],
      [{ email: show.owner.user.email, role: 'viewer' }, 409, "That address is the owner's, who has every right already."],
    ];
    for (const [body, status, sentence] of cases) {
      const res = await t.call('POST', url, body, show.owner.token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.error).toContain(sentence);
    }
    await t.callParsed(invitationSchema, 'POST', url, { email: 'twice@example.com', role: 'viewer' }, show.owner.token);
    const twice = await t.call('POST', url, { email: 'twice@example.com', role: 'viewer' }, show.owner.token);
    expect(twice.status).toBe(409);
    expect(t.mail.length).toBe(before + 1);
    // Another account's event: 404, as a missing one.
    const stranger = await buildUser(t);
    expect((await t.call('POST', url, { email: 'x@example.com', role: 'viewer' }, stranger.token)).status).toBe(404);
  });

  it('resends with a new link (the old one stops), cancels, and holds the hourly send limit', async () => {
    const url = `/api/events/${show.event.id}/invitations`;
    const inv = await t.callParsed(invitationSchema, 'POST', url, { email: 'resend@example.com', role: 'viewer' }, show.owner.token);
    const first = linkIn(t.mail.at(-1)!.text);
    expect((await t.call('POST', `/api/invitations/${inv.body.id}/resend`, {}, show.owner.token)).status).toBe(429);
    t.clock.advance(61_000);
    await t.callParsed(invitationSchema, 'POST', `/api/invitations/${inv.body.id}/resend`, {}, show.owner.token);
    const second = linkIn(t.mail.at(-1)!.text);
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/api/invitations/preview', { token: first })).status).toBe(404);
    expect((await t.call('POST', '/api/invitations/preview', { token: second })).status).toBe(200);
    await t.callParsed(invitationSchema, 'DELETE', `/api/invitations/${inv.body.id}`, undefined, show.owner.token);
    expect((await t.call('POST', '/api/invitations/preview', { token: second })).status).toBe(404);
    // Expired links stop working.
    await t.callParsed(invitationSchema, 'POST', url, { email: 'late@example.com', role: 'viewer' }, show.owner.token);
    const late = linkIn(t.mail.at(-1)!.text);
    t.clock.advance(8 * 86_400_000);
    expect((await t.call('POST', '/api/invitations/preview', { token: late })).status).toBe(404);
    // The send limit (12 an hour here) counts every mail of the account.
    let status = 201;
    for (let i = 0; i < 20 && status === 201; i++)
      status = (await t.call('POST', url, { email: `bulk${i}@example.com`, role: 'viewer' }, show.owner.token)).status;
    expect(status).toBe(429);
  });

  it('gives a production member the role on every event of the production, not a lead', async () => {
    const owner = show.owner;
    t.clock.advance(3_600_001); // past the hour the send limit test used up
    const productionId = (
      await buildProduction(t, owner.token, { name: 'Fest', firstDay: '2027-05-01', lastDay: '2027-05-02', rooms: ['Main'] })
    ).id;
    const ev = await t.callParsed(
      eventSchema,
      'POST',
      '/api/events',
      { name: 'Day one', date: '2027-05-01', productionId, room: 'Main', day: '2027-05-01' },
      owner.token,
    );
    const cue = await t.callParsed(cueSchema, 'POST', '/api/cues', { eventId: ev.body.id, action: 'Open' }, owner.token);
    const person = await buildUser(t);
    const lead = await t.call(
      'POST',
      `/api/productions/${productionId}/invitations`,
      { email: person.user.email, role: 'lead', departmentIds: [show.department('Sound').id] },
      owner.token,
    );
    expect(lead.status).toBe(400);
    await t.callParsed(
      invitationSchema,
      'POST',
      `/api/productions/${productionId}/invitations`,
      { email: person.user.email, role: 'editor' },
      owner.token,
    );
    const accepted = await t.callParsed(
      invitationAcceptedSchema,
      'POST',
      '/api/invitations/accept',
      { token: linkIn(t.mail.at(-1)!.text) },
      person.token,
    );
    expect(accepted.body.productionId).toBe(productionId);
    expect((await t.call('PATCH', `/api/cues/${cue.body.id}`, { action: 'Open doors' }, person.token)).status).toBe(200);
    expect((await t.call('GET', `/api/events/${show.event.id}`, undefined, person.token)).status).toBe(404);
    const team = await t.callParsed(teamSchema, 'GET', `/api/events/${ev.body.id}/team`, undefined, owner.token);
    expect(team.body.members.find((m) => m.userId === person.user.id)?.scope).toBe('production');
    expect((await t.call('GET', `/api/productions/${productionId}/team`, undefined, person.token)).status).toBe(404);

    // The event leaves the production: the member's open screen of it ends at once, and so does their access.
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: ev.body.id, token: person.token });
    expect((await ws.next('subscribed')).role).toBe('editor');
    await t.callParsed(eventSchema, 'PATCH', `/api/events/${ev.body.id}`, { productionId: null }, owner.token);
    expect((await ws.next('revoked', undefined, 1000)).reason).toMatch(/access to this event changed/);
    await ws.close();
    expect((await t.call('GET', `/api/events/${ev.body.id}`, undefined, person.token)).status).toBe(404);
  });
});
