/**
 * Presence on the show screen (docs/decisions/0032-history-versions-presence.md): each caller
 * socket hears who else has the event open and which cue cell they edit; crew phones neither
 * appear nor hear it; an `editing` frame before subscribing is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { invitationAcceptedSchema } from '@showcaller/shared';
import { buildRundown, buildUser } from '../test/factories.js';
import { openSocket, type TestSocket } from '../test/ws.js';

describe('who else has the show open', () => {
  let t: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  async function join(eventId: number, token: string): Promise<TestSocket> {
    const ws = await openSocket(base);
    sockets.push(ws);
    ws.send({ type: 'subscribeEvent', eventId, token });
    await ws.next('subscribed');
    return ws;
  }

  it('lists team members too: an editor with the show open is seen, and sees the owner', async () => {
    const r = await buildRundown(t, { cues: ['Doors'] });
    const editor = await buildUser(t);
    const invite = { email: editor.user.email, role: 'editor', departmentIds: [] };
    expect((await t.call('POST', `/api/events/${r.event.id}/invitations`, invite, r.owner.token)).status).toBe(201);
    const token = /\/invite\/(\S+)/.exec(t.mail.at(-1)!.text)?.[1] ?? '';
    await t.callParsed(invitationAcceptedSchema, 'POST', '/api/invitations/accept', { token }, editor.token);
    const owner = await join(r.event.id, r.owner.token);
    expect((await owner.next('presence')).people).toEqual([]);
    const member = await join(r.event.id, editor.token);
    const me = { key: `user:${r.owner.user.id}`, label: r.owner.user.username, cueId: null, field: null };
    expect((await member.next('presence')).people).toEqual([me]);
    expect((await owner.next('presence')).people).toEqual([
      { key: `user:${editor.user.id}`, label: editor.user.username, cueId: null, field: null },
    ]);
  });

  it('lists the other callers and the cell each edits; crews and strangers stay out', async () => {
    const r = await buildRundown(t, { cues: ['Doors', 'Welcome'] });
    const eventId = r.event.id;
    const owner = await join(eventId, r.owner.token);
    expect((await owner.next('presence')).people).toEqual([]);
    const caller = await join(eventId, await r.callerToken());
    const me = { key: `user:${r.owner.user.id}`, label: r.owner.user.username, cueId: null, field: null };
    expect((await caller.next('presence')).people).toEqual([me]);
    expect((await owner.next('presence')).people).toEqual([{ key: 'caller:', label: 'Caller code', cueId: null, field: null }]);

    // A crew phone joins: nobody hears of it, and it hears no presence.
    const crew = await join(eventId, await r.crewToken('Sound'));

    caller.send({ type: 'editing', eventId, cueId: r.cues[1]!.id, field: 'action' });
    expect((await owner.next('presence')).people).toEqual([
      { key: 'caller:', label: 'Caller code', cueId: r.cues[1]!.id, field: 'action' },
    ]);
    caller.send({ type: 'editing', eventId, cueId: null, field: null });
    expect((await owner.next('presence')).people).toEqual([{ key: 'caller:', label: 'Caller code', cueId: null, field: null }]);

    // The co-caller closes the show: the owner is alone again.
    await caller.close();
    expect((await owner.next('presence')).people).toEqual([]);
    await crew.drain();
    expect(crew.frames.filter((f) => f.type === 'presence')).toEqual([]);

    // Another event's socket cannot say it edits this one.
    const other = await buildRundown(t, { cues: ['Other'] });
    const stranger = await join(other.event.id, other.owner.token);
    stranger.send({ type: 'editing', eventId, cueId: r.cues[0]!.id, field: 'notes' });
    expect((await stranger.next('error')).error).toBe('Subscribe to the event first.');
    await owner.drain();
    expect(owner.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({ people: [] });
  });

  it('lists a person once however many screens they have alike; the screen that edits stands apart', async () => {
    const r = await buildRundown(t, { cues: ['Doors'] });
    const eventId = r.event.id;
    const owner = { key: `user:${r.owner.user.id}`, label: r.owner.user.username };
    const screens = [await join(eventId, r.owner.token), await join(eventId, r.owner.token), await join(eventId, r.owner.token)];
    const caller = await join(eventId, await r.callerToken());
    // Each screen hears the caller and, once, the owner's other (idle) screens; the caller hears the owner once, not three times.
    expect((await caller.next('presence')).people).toEqual([{ ...owner, cueId: null, field: null }]);
    for (const s of screens) {
      await s.drain();
      expect(s.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({
        people: [
          { ...owner, cueId: null, field: null },
          { key: 'caller:', label: 'Caller code', cueId: null, field: null },
        ],
      });
    }
    // One of the owner's screens edits a cell: the others hear both of the owner's states.
    screens[0]!.send({ type: 'editing', eventId, cueId: r.cues[0]!.id, field: 'notes' });
    expect((await caller.next('presence')).people).toEqual([
      { ...owner, cueId: r.cues[0]!.id, field: 'notes' },
      { ...owner, cueId: null, field: null },
    ]);
    await screens[0]!.drain();
    expect(screens[0]!.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({
      people: [
        { ...owner, cueId: null, field: null },
        { key: 'caller:', label: 'Caller code', cueId: null, field: null },
      ],
    });
  });

  it('sends a screen a list only when it changes for that screen, and again after it leaves and comes back', async () => {
    const r = await buildRundown(t, { cues: ['Doors'] });
    const eventId = r.event.id;
    const owner = { key: `user:${r.owner.user.id}`, label: r.owner.user.username, cueId: null, field: null };
    const withCaller = [owner, { key: 'caller:', label: 'Caller code', cueId: null, field: null }];
    // Screens of one account join one after another, each join its own announcement: for the screens
    // already there each is the same list ([] for the first screen alone, then the owner's other screens).
    const screens: TestSocket[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await join(eventId, r.owner.token);
      await s.next('presence');
      screens.push(s);
    }
    // The co-caller joins: the list changes, and each screen hears it.
    const caller = await join(eventId, await r.callerToken());
    expect((await caller.next('presence')).people).toEqual([owner]);
    for (const s of screens) {
      await s.next('presence', (f) => f.people.length === 2);
      await s.drain();
      const lists = s.frames.flatMap((f) => (f.type === 'presence' ? [f.people] : []));
      expect(lists.at(-1)).toEqual(withCaller);
      // Never the same list twice in a row.
      expect(lists.filter((l, i) => i > 0 && JSON.stringify(l) === JSON.stringify(lists[i - 1]))).toEqual([]);
    }
    expect(screens[0]!.frames.filter((f) => f.type === 'presence')).toHaveLength(3); // [], [owner], with the caller
    // A screen that leaves the event and subscribes again on the same socket hears the list again.
    const again = screens[0]!;
    again.send({ type: 'unsubscribeEvent', eventId });
    await again.next('unsubscribed');
    again.send({ type: 'subscribeEvent', eventId, token: r.owner.token });
    expect((await again.next('presence')).people).toEqual(withCaller);
  });

  it("merges another process's people, drops its own echo, answers a newcomer, and forgets a silent process", async () => {
    const r = await buildRundown(t, { cues: ['Doors'] });
    const eventId = r.event.id;
    const heard: unknown[] = [];
    const off = t.app.services.bus.subscribe((m) => {
      if (m.type === 'presence' && m.eventId === eventId) heard.push(m);
    });
    try {
      const owner = await join(eventId, r.owner.token);
      expect((await owner.next('presence')).people).toEqual([]);
      const me = { key: `user:${r.owner.user.id}`, label: r.owner.user.username, cueId: null, field: null };
      // This process shared its person once (and its own echo changed nothing on its screens).
      expect(heard).toEqual([{ type: 'presence', eventId, process: expect.any(String), people: [me] }]);
      const ghost = { key: 'caller:', label: 'Caller code', cueId: r.cues[0]!.id, field: 'notes' as const };
      t.app.services.bus.publish({ type: 'presence', eventId, process: 'process-b', people: [ghost] });
      expect((await owner.next('presence')).people).toEqual([ghost]);
      // A process new to the event is answered with this one's list at once.
      expect(heard.at(-1)).toEqual({ type: 'presence', eventId, process: expect.any(String), people: [me] });
      expect(heard).toHaveLength(3);

      // Process B goes silent (it died): after FORGET_AFTER_MS its caller leaves the list.
      t.clock.advance(60_000);
      t.app.hub.refreshPresence();
      await owner.drain();
      expect(owner.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({ people: [ghost] });
      t.clock.advance(20_000);
      t.app.hub.refreshPresence();
      expect((await owner.next('presence')).people).toEqual([]);
    } finally {
      off();
    }
  });
});
