/** Share links (docs/decisions/0036-share-links.md) on a real database (both engines). */
import {
  annotationSchema,
  departmentSchema,
  historyPageSchema,
  myAccessSchema,
  shareLinkSchema,
  shareLinksSchema,
  shareOpenedSchema,
  taskSchema,
  type ShareLinkCreate,
} from '@showcaller/shared';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown } from '../../test/factories.js';
import { expectAlive, expectRevoked, subscribedSocket } from '../../test/revocation.js';
import { SHARE_LINK_ENDED, SHARE_LINK_REVOKED } from '../../realtime/fanout.js';

describe('share links', () => {
  let t: TestApp;
  let show: TestRundown;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '1000' });
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

  const make = async (input: ShareLinkCreate, token = show.owner.token) =>
    (await t.callParsed(shareLinkSchema, 'POST', `/api/events/${show.event.id}/share-links`, input, token)).body;
  const open = async (token: string) => (await t.callParsed(shareOpenedSchema, 'POST', '/api/share/open', { token })).body;

  it('makes, lists and opens a viewer link that reads the show and changes nothing, and sees no code', async () => {
    const link = await make({ label: 'Director', kind: 'viewer' });
    expect(link).toMatchObject({ label: 'Director', kind: 'viewer', departmentId: null, expiresAt: null, expired: false });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await t.callParsed(shareLinksSchema, 'GET', `/api/events/${show.event.id}/share-links`, undefined, show.owner.token);
    expect(list.body.map((l) => l.id)).toContain(link.id);

    const opened = await open(link.token);
    expect(opened).toMatchObject({
      eventId: show.event.id,
      eventName: show.event.name,
      kind: 'viewer',
      label: 'Director',
      department: null,
    });
    const s = opened.token;
    const me = await t.callParsed(myAccessSchema, 'GET', `/api/events/${show.event.id}/me`, undefined, s);
    expect(me.body).toEqual({ role: 'viewer', departmentIds: [], editsRundown: false, runsShow: false, managesEvent: false });
    expect((await t.call('GET', `/api/events/${show.event.id}`, undefined, s)).body).toMatchObject({ showCallerCode: '' });
    const deps = await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${show.event.id}/departments`, undefined, s);
    expect(deps.body.every((d) => d.accessCode === '')).toBe(true);

    // Nothing it sends changes anything.
    const [cue] = show.cues;
    const sound = show.tasks[0]!;
    const writes = [
      await t.call('PATCH', `/api/cues/${cue!.id}`, { action: 'Changed' }, s),
      await t.call('POST', '/api/tasks', { cueId: cue!.id, departmentId: show.department('Sound').id, description: 'X' }, s),
      await t.call('PUT', `/api/tasks/${sound.id}`, { completed: true }, s),
      await t.call('DELETE', `/api/tasks/${sound.id}`, undefined, s),
      await t.call('POST', '/api/annotations', { eventId: show.event.id, content: 'Hi' }, s),
      await t.call('POST', `/api/events/${show.event.id}/cuestatus/go`, {}, s),
      await t.call('GET', `/api/events/${show.event.id}/share-links`, undefined, s),
      await t.call('POST', `/api/events/${show.event.id}/share-links`, { label: 'More', kind: 'viewer' }, s),
      await t.call('DELETE', `/api/share-links/${link.id}`, undefined, s),
    ];
    for (const w of writes) expect([401, 403]).toContain(w.status);
    expect(writes[0]!.error).toBe('A viewer follows the show and changes nothing.');
    const task = await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${show.event.id}/tasks`, undefined, show.owner.token);
    expect(task.body.find((x) => x.id === sound.id)?.completed).toBe(false);
  });

  it("a department link edits that department's tasks and notes, no other department's nor any cue, and the history names it", async () => {
    const soundDep = show.department('Sound');
    const light = show.tasks[1]!;
    const sound = show.tasks[0]!;
    const link = await make({ label: 'Sound crew', kind: 'department', departmentId: soundDep.id });
    const opened = await open(link.token);
    expect(opened.department).toEqual({ id: soundDep.id, name: 'Sound' });
    const s = opened.token;
    const me = await t.callParsed(myAccessSchema, 'GET', `/api/events/${show.event.id}/me`, undefined, s);
    expect(me.body).toMatchObject({ role: 'lead', departmentIds: [soundDep.id], editsRundown: false, runsShow: false });
    // Its own department's code stays hidden: a code would outlive the link.
    const deps = await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${show.event.id}/departments`, undefined, s);
    expect(deps.body.every((d) => d.accessCode === '')).toBe(true);

    expect((await t.call('PUT', `/api/tasks/${sound.id}`, { completed: true }, s)).status).toBe(200);
    expect((await t.call('PUT', `/api/tasks/${sound.id}`, { description: 'Mics and DI' }, s)).status).toBe(200);
    const added = await t.call('POST', '/api/tasks', { cueId: show.cues[1]!.id, departmentId: soundDep.id, description: 'Playback' }, s);
    expect(added.status).toBe(201);
    expect((await t.call('PUT', `/api/tasks/${light.id}`, { completed: true }, s)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/tasks', { cueId: show.cues[1]!.id, departmentId: light.departmentId, description: 'X' }, s)).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/tasks/${light.id}`, undefined, s)).status).toBe(403);
    const cueEdit = await t.call('PATCH', `/api/cues/${show.cues[0]!.id}`, { action: 'Changed' }, s);
    expect(cueEdit.status).toBe(403);
    expect(cueEdit.error).toContain('department lead');
    expect((await t.call('PUT', `/api/departments/${soundDep.id}`, { name: 'Audio' }, s)).status).toBe(403);

    // Notes: on its department (in the name of the link's maker), not on another's; it changes its own.
    const note = await t.call(
      'POST',
      '/api/annotations',
      { eventId: show.event.id, content: 'Spare mic', targetType: 'department', targetId: soundDep.id },
      s,
    );
    expect(note.status).toBe(201);
    const noteId = note.parse(annotationSchema).id;
    expect(note.parse(annotationSchema).userId).toBe(show.owner.user.id);
    expect((await t.call('PUT', `/api/annotations/${noteId}`, { content: 'Two spare mics' }, s)).status).toBe(200);
    const other = await t.call(
      'POST',
      '/api/annotations',
      { eventId: show.event.id, content: 'X', targetType: 'department', targetId: light.departmentId },
      s,
    );
    expect(other.status).toBe(403);
    const ownerNote = await t.call(
      'POST',
      '/api/annotations',
      { eventId: show.event.id, content: 'Owner', targetType: 'department', targetId: soundDep.id },
      show.owner.token,
    );
    expect((await t.call('PUT', `/api/annotations/${ownerNote.parse(annotationSchema).id}`, { content: 'Mine now' }, s)).status).toBe(403);

    const history = await t.callParsed(historyPageSchema, 'GET', `/api/events/${show.event.id}/history`, undefined, show.owner.token);
    const byLink = history.body.entries.filter((e) => e.who.kind === 'link');
    expect(byLink.length).toBeGreaterThanOrEqual(4);
    expect(byLink.every((e) => e.who.label === 'link: Sound crew' && e.who.id === link.id)).toBe(true);
  });

  it('revoking ends the open screens at once, and the link and its sessions answer with a sentence', async () => {
    const link = await make({ label: 'Stage manager', kind: 'viewer' });
    const keep = await make({ label: 'Keep', kind: 'viewer' });
    const s = (await open(link.token)).token;
    const kept = (await open(keep.token)).token;
    const ws = await subscribedSocket(base, show.event.id, { token: s });
    const other = await subscribedSocket(base, show.event.id, { token: kept });
    const crew = await subscribedSocket(base, show.event.id, { token: await show.crewToken('Sound') });

    const res = await t.call('DELETE', `/api/share-links/${link.id}`, undefined, show.owner.token);
    expect(res.status).toBe(200);
    await expectRevoked(ws, show.event.id, SHARE_LINK_REVOKED);
    await expectAlive(other);
    await expectAlive(crew);
    const after = await t.call('GET', `/api/events/${show.event.id}`, undefined, s);
    expect(after.status).toBe(401);
    const again = await t.call('POST', '/api/share/open', { token: link.token });
    expect(again.status).toBe(404);
    expect(again.error).toBe('This share link was revoked. Ask the person who sent it for a new one.');
    expect((await t.call('DELETE', `/api/share-links/${link.id}`, undefined, show.owner.token)).status).toBe(404);
    const list = await t.callParsed(shareLinksSchema, 'GET', `/api/events/${show.event.id}/share-links`, undefined, show.owner.token);
    expect(list.body.map((l) => l.id)).not.toContain(link.id);
    await other.close();
    await crew.close();
  });

  it('an end date ends the link and its open screens at that time', async () => {
    const end = new Date(t.clock.now() + 3_600_000).toISOString();
    const link = await make({ label: 'Tonight', kind: 'viewer', expiresAt: end });
    expect(link.expiresAt).toBe(end);
    const s = (await open(link.token)).token;
    const ws = await subscribedSocket(base, show.event.id, { token: s });
    t.clock.advance(3_600_001);
    await t.app.sessionSweep.run();
    await expectRevoked(ws, show.event.id, SHARE_LINK_ENDED);
    const again = await t.call('POST', '/api/share/open', { token: link.token });
    expect(again.status).toBe(404);
    expect(again.error).toContain('This share link ended on');
    const list = await t.callParsed(shareLinksSchema, 'GET', `/api/events/${show.event.id}/share-links`, undefined, show.owner.token);
    expect(list.body.find((l) => l.id === link.id)?.expired).toBe(true);
  });

  it("deleting a department ends its links' screens; changing its code does not", async () => {
    const dep = (
      await t.callParsed(departmentSchema, 'POST', '/api/departments', { eventId: show.event.id, name: 'Video' }, show.owner.token)
    ).body;
    const link = await make({ label: 'Video crew', kind: 'department', departmentId: dep.id });
    const s = (await open(link.token)).token;
    const ws = await subscribedSocket(base, show.event.id, { token: s });
    expect((await t.call('POST', `/api/departments/${dep.id}/regenerate-code`, {}, show.owner.token)).status).toBe(200);
    await expectAlive(ws);
    expect((await t.call('DELETE', `/api/departments/${dep.id}`, undefined, show.owner.token)).status).toBe(200);
    await expectRevoked(ws, show.event.id, SHARE_LINK_REVOKED);
    expect((await t.call('GET', `/api/events/${show.event.id}`, undefined, s)).status).toBe(401);
  });

  it('refuses bad input with a sentence and changes nothing; others get 404', async () => {
    const before = (await t.callParsed(shareLinksSchema, 'GET', `/api/events/${show.event.id}/share-links`, undefined, show.owner.token))
      .body.length;
    const bad = async (body: unknown) => t.call('POST', `/api/events/${show.event.id}/share-links`, body, show.owner.token);
    expect((await bad({ label: 'X', kind: 'department' })).error).toContain('Choose the department this link edits.');
    expect((await bad({ label: 'X', kind: 'viewer', departmentId: show.department('Sound').id })).status).toBe(400);
    expect((await bad({ label: '', kind: 'viewer' })).status).toBe(400);
    expect((await bad({ label: 'X', kind: 'editor' })).status).toBe(400);
    const past = await bad({ label: 'X', kind: 'viewer', expiresAt: new Date(t.clock.now() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.error).toBe("The link's end must be in the future.");
    const elsewhere = await buildRundown(t);
    const foreign = await bad({ label: 'X', kind: 'department', departmentId: elsewhere.departments[0]!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.error).toContain("this event's departments");
    const after = (await t.callParsed(shareLinksSchema, 'GET', `/api/events/${show.event.id}/share-links`, undefined, show.owner.token))
      .body.length;
    expect(after).toBe(before);

    const unknown = await t.call('POST', '/api/share/open', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toBe('This share link is not valid. Check the address or ask for a new link.');
    expect((await t.call('POST', '/api/share/open', { token: 'short' })).status).toBe(400);

    // Another account, and a link of another event, see nothing.
    const stranger = await buildUser(t);
    const mine = await make({ label: 'Mine', kind: 'viewer' });
    expect((await t.call('GET', `/api/events/${show.event.id}/share-links`, undefined, stranger.token)).status).toBe(404);
    expect((await t.call('POST', `/api/events/${show.event.id}/share-links`, { label: 'X', kind: 'viewer' }, stranger.token)).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/share-links/${mine.id}`, undefined, stranger.token)).status).toBe(404);
    expect((await t.call('DELETE', `/api/share-links/${mine.id}`, undefined, elsewhere.owner.token)).status).toBe(404);
    const s = (await open(mine.token)).token;
    expect((await t.call('GET', `/api/events/${elsewhere.event.id}`, undefined, s)).status).toBe(404);
    expect((await t.call('GET', '/api/events', undefined, s)).status).toBe(401);
  });
});

describe('share links: guessing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CODE_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts opening attempts per address with the access codes and answers 429 past the budget', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call('POST', '/api/share/open', { token: `guess${i}`.padEnd(43, 'a') })).status).toBe(404);
    const limited = await t.call('POST', '/api/share/open', { token: 'guess9'.padEnd(43, 'a') });
    expect(limited.status).toBe(429);
    expect(limited.error).toContain('Please wait a minute');
    expect((await t.call('POST', '/api/access', { code: 'ABCD-EFGH' })).status).toBe(429);
  });
});
