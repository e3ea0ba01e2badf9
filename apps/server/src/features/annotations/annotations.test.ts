import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { annotationSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';

describe('annotations (event notes)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: number } };
  let owner: { token: string; user: { id: number } };
  let other: { token: string; user: { id: number } };
  let eventId: number;
  let callerToken: string;
  let crewToken: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Registered first: id 1 and the name 'admin' are both admins (docs/decisions/0015-who-is-an-admin.md).
    admin = await buildUser(t, { username: 'admin' });
    owner = await buildUser(t);
    other = await buildUser(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // A fresh event per test: each sees only the notes it wrote, whatever ran before.
  beforeEach(async () => {
    const show = await buildRundown(t, { owner: await buildUser(t), cues: [], departments: ['Sound'] });
    owner = show.owner;
    eventId = show.event.id;
    callerToken = await show.callerToken();
    crewToken = await show.crewToken('Sound');
  });
  afterAll(() => t.close());

  const create = (body: unknown, token = owner.token) => t.call('POST', '/api/annotations', body, token);
  const list = (token = owner.token, query = '') => t.call('GET', `/api/events/${eventId}/annotations${query}`, undefined, token);

  it('lets the owner add a trimmed note and lists it, filtered by target', async () => {
    const r = await create({ eventId, content: '  Check the lectern mic  ' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ eventId, content: 'Check the lectern mic', userId: owner.user.id, targetType: null, targetId: null });
    expect(r.parse(annotationSchema).createdAt).toBe(new Date(t.clock.now()).toISOString());
    const onCue = await create({ eventId, content: 'Walk-in music', targetType: 'cue', targetId: 7 });
    expect(onCue.status).toBe(201);
    expect((await list()).parse(z.array(annotationSchema)).map((a) => a.content)).toEqual(['Check the lectern mic', 'Walk-in music']);
    expect((await list(owner.token, '?targetType=cue&targetId=7')).parse(z.array(annotationSchema)).map((a) => a.id)).toEqual([
      onCue.parse(annotationSchema).id,
    ]);
    expect((await list(owner.token, '?targetType=cue&targetId=8')).parse(z.array(annotationSchema))).toEqual([]);
  });

  it('refuses empty notes and bad ids with 400', async () => {
    const empty = await create({ eventId, content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: expect.stringContaining('required') });
    expect((await create({ eventId: 'x', content: 'a' })).status).toBe(400);
    expect((await t.call('GET', '/api/events/abc/annotations', undefined, owner.token)).status).toBe(400);
    expect((await t.call('PUT', '/api/annotations/0', { content: 'a' }, owner.token)).status).toBe(400);
    expect((await t.call('DELETE', '/api/annotations/-1', undefined, owner.token)).status).toBe(400);
    expect((await list(owner.token, '?targetId=seven')).status).toBe(400);
  });

  it('lets co-callers read notes but not write them; department codes read none', async () => {
    await create({ eventId, content: 'One' });
    await create({ eventId, content: 'Two' });
    expect((await list(callerToken)).status).toBe(200);
    expect((await list(callerToken)).parse(z.array(annotationSchema))).toHaveLength(2);
    expect((await create({ eventId, content: 'from a code' }, callerToken)).status).toBe(403);
    expect((await list(crewToken)).status).toBe(403);
    expect((await create({ eventId, content: 'crew' }, crewToken)).status).toBe(403);
    expect((await t.call('GET', `/api/events/${eventId}/annotations`)).status).toBe(401);
  });

  it("hides another account's event (404) and its notes", async () => {
    await create({ eventId, content: 'Private' });
    expect((await list(other.token)).status).toBe(404);
    expect((await create({ eventId, content: 'sneaky' }, other.token)).status).toBe(404);
    const note = (await list()).parse(z.array(annotationSchema))[0]!;
    expect((await t.call('PUT', `/api/annotations/${note.id}`, { content: 'x' }, other.token)).status).toBe(404);
    expect((await t.call('DELETE', `/api/annotations/${note.id}`, undefined, other.token)).status).toBe(404);
    expect((await t.call('PUT', '/api/annotations/999999', { content: 'x' }, owner.token)).status).toBe(404);
  });

  it('lets only the author edit and delete: another user’s note is 403 to the owner and to co-callers', async () => {
    // A note by someone else on the owner's event (e.g. written by an admin).
    const at = new Date(t.clock.now()).toISOString();
    const foreign = await t.db.kysely
      .insertInto('annotations')
      .values({
        event_id: eventId,
        user_id: other.user.id,
        content: 'Not yours',
        target_type: null,
        target_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const put = await t.call('PUT', `/api/annotations/${foreign.id}`, { content: 'Mine now' }, owner.token);
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ error: expect.stringContaining('author') });
    expect((await t.call('DELETE', `/api/annotations/${foreign.id}`, undefined, owner.token)).status).toBe(403);
    await create({ eventId, content: 'Mine' });
    const own = (await list()).parse(z.array(annotationSchema)).find((a) => a.userId === owner.user.id)!;
    expect((await t.call('PUT', `/api/annotations/${own.id}`, { content: 'x' }, callerToken)).status).toBe(403);
    expect((await t.call('DELETE', `/api/annotations/${own.id}`, undefined, crewToken)).status).toBe(403);
    const still = await t.db.kysely.selectFrom('annotations').select('content').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(still.content).toBe('Not yours');
  });

  it('lets the author edit (updatedAt moves) and delete, announcing each change over the socket', async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId, token: callerToken });
    await ws.next('subscribed');
    const crew = await openSocket(base);
    crew.send({ type: 'subscribeEvent', eventId, token: crewToken });
    await crew.next('subscribed');

    // Each change is also a refetch of the notes; the list has it.
    const notesRefetch = () => ws.next('refetch', (f) => f.key === 'annotations' && f.eventId === eventId);
    const made = (await create({ eventId, content: 'Doors at 7' })).parse(annotationSchema);
    await notesRefetch();
    expect((await list(callerToken)).parse(z.array(annotationSchema))).toContainEqual(made);

    t.clock.advance(60_000);
    const edited = await t.callParsed(annotationSchema, 'PUT', `/api/annotations/${made.id}`, { content: ' Doors at 7:15 ' }, owner.token);
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('Doors at 7:15');
    expect(edited.body.updatedAt > edited.body.createdAt).toBe(true);
    await notesRefetch();
    expect((await list(callerToken)).parse(z.array(annotationSchema)).find((a) => a.id === made.id)?.content).toBe('Doors at 7:15');
    expect((await t.call('PUT', `/api/annotations/${made.id}`, { content: '' }, owner.token)).status).toBe(400);

    const removed = await t.callParsed(annotationSchema, 'DELETE', `/api/annotations/${made.id}`, undefined, owner.token);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(made.id);
    await notesRefetch();
    expect((await list(callerToken)).parse(z.array(annotationSchema)).some((a) => a.id === made.id)).toBe(false);
    expect((await t.call('DELETE', `/api/annotations/${made.id}`, undefined, owner.token)).status).toBe(404);
    // Department screens never receive notes.
    expect(crew.frames.some((f) => f.type === 'refetch' && f.key === 'annotations')).toBe(false);
    await ws.close();
    await crew.close();
  });

  it("sends the spec's annotation_created, annotation_updated and annotation_deleted frames with the note, to callers only", async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId, token: callerToken });
    await ws.next('subscribed');
    const crew = await openSocket(base);
    crew.send({ type: 'subscribeEvent', eventId, token: crewToken });
    await crew.next('subscribed');

    // A short note, and one too big for a PostgreSQL NOTIFY (5,000 three-byte characters): the
    // other processes, and on PostgreSQL this one too, read it back by its id.
    for (const content of ['Doors at 7', '幕'.repeat(5000)]) {
      const made = (await create({ eventId, content })).parse(annotationSchema);
      expect((await ws.next('annotation_created', (f) => f.annotation.id === made.id)).annotation).toEqual(made);
      t.clock.advance(1000);
      const edited = await t.call('PUT', `/api/annotations/${made.id}`, { content: `${content.slice(1)}!` }, owner.token);
      expect((await ws.next('annotation_updated', (f) => f.annotation.id === made.id)).annotation).toEqual(edited.body);
      await t.call('DELETE', `/api/annotations/${made.id}`, undefined, owner.token);
      const gone = await ws.next('annotation_deleted', (f) => f.annotationId === made.id);
      expect(gone).toMatchObject({ eventId, annotationId: made.id });
      if (gone.annotation) expect(gone.annotation).toEqual(edited.body);
    }
    // A round trip on each socket: anything sent before has arrived; crews heard no note.
    for (const s of [ws, crew]) {
      s.send({ type: 'ping', t0: 1 });
      await s.next('pong');
    }
    expect(crew.frames.filter((f) => f.type.startsWith('annotation'))).toEqual([]);
    expect(ws.frames.filter((f) => f.type.startsWith('annotation')).map((f) => f.type)).toEqual([
      'annotation_created',
      'annotation_updated',
      'annotation_deleted',
      'annotation_created',
      'annotation_updated',
      'annotation_deleted',
    ]);
    await ws.close();
    await crew.close();
  });

  it('on one event: the author edits and deletes, another person gets 403 and nothing changes, an admin may', async () => {
    const foreignNote = async (content: string) => {
      const at = new Date(t.clock.now()).toISOString();
      const row = await t.db.kysely
        .insertInto('annotations')
        .values({ event_id: eventId, user_id: other.user.id, content, target_type: null, target_id: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const stored = async (id: number) =>
      (await t.db.kysely.selectFrom('annotations').select(['content', 'user_id']).where('id', '=', id).executeTakeFirst()) ?? null;
    const put = (id: number, content: string, token: string) => t.call('PUT', `/api/annotations/${id}`, { content }, token);
    const del = (id: number, token: string) => t.call('DELETE', `/api/annotations/${id}`, undefined, token);

    // The owner's own note; a note by another account on the same event (the owner sees it, did not write it).
    const mine = (await create({ eventId, content: 'Mine' })).parse(annotationSchema).id;
    const theirs = await foreignNote('Theirs');

    // Another person: the owner on someone else's note, a co-caller on the owner's: 403, nothing changes.
    for (const [id, token] of [
      [theirs, owner.token],
      [mine, callerToken],
    ] as const) {
      expect((await put(id, 'Changed', token)).status).toBe(403);
      expect((await del(id, token)).status).toBe(403);
    }
    expect(await stored(theirs)).toEqual({ content: 'Theirs', user_id: other.user.id });
    expect(await stored(mine)).toEqual({ content: 'Mine', user_id: owner.user.id });

    // The author.
    expect((await put(mine, 'Mine, edited', owner.token)).parse(annotationSchema)).toMatchObject({
      content: 'Mine, edited',
      userId: owner.user.id,
    });
    expect((await del(mine, owner.token)).status).toBe(200);
    expect(await stored(mine)).toBeNull();

    // An admin, on a note that is neither theirs nor on their event; the author stays the author.
    expect((await put(theirs, 'Tidied by admin', admin.token)).parse(annotationSchema)).toMatchObject({
      content: 'Tidied by admin',
      userId: other.user.id,
    });
    expect((await del(theirs, admin.token)).status).toBe(200);
    expect(await stored(theirs)).toBeNull();
  });

  it("lets an admin edit and delete anyone's note", async () => {
    const note = await create({ eventId, content: 'Owner note' });
    const edited = await t.callParsed(
      annotationSchema,
      'PUT',
      `/api/annotations/${note.parse(annotationSchema).id}`,
      { content: 'Fixed by admin' },
      admin.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: 'Fixed by admin', userId: owner.user.id });
    expect((await t.call('DELETE', `/api/annotations/${note.parse(annotationSchema).id}`, undefined, admin.token)).status).toBe(200);
    expect((await list()).parse(z.array(annotationSchema)).some((a) => a.id === note.parse(annotationSchema).id)).toBe(false);
  });
});
