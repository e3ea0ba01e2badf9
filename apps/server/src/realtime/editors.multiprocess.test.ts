/**
 * Presence across two server processes on one PostgreSQL (docs/decisions/0032-history-versions-presence.md):
 * the owner's screen on process A sees the co-caller whose screen is on process B, and the cell
 * they edit, and sees them leave. Runs with TEST_ENGINE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondProcess, testEngine, type TestApp } from '../test/harness.js';
import { buildRundown } from '../test/factories.js';
import { openSocket, type TestSocket } from '../test/ws.js';

describe.skipIf(testEngine !== 'postgres')('who else has the show open, over two processes', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  let baseA: string;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a);
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await b.close();
    await a.close();
  });

  async function join(base: string, eventId: number, token: string): Promise<TestSocket> {
    const ws = await openSocket(base);
    sockets.push(ws);
    ws.send({ type: 'subscribeEvent', eventId, token });
    await ws.next('subscribed');
    return ws;
  }

  it('lists the people on the other process and the cell each edits', async () => {
    const r = await buildRundown(a, { cues: ['Doors', 'Welcome'] });
    const eventId = r.event.id;
    const owner = await join(baseA, eventId, r.owner.token);
    expect((await owner.next('presence')).people).toEqual([]);
    const caller = await join(baseB, eventId, await r.callerToken());
    const me = { key: `user:${r.owner.user.id}`, label: r.owner.user.username, cueId: null, field: null };
    const co = { key: 'caller:', label: 'Caller code', cueId: null, field: null };
    // B's screen learns of A's owner (A answers B's news at once); A's screen hears of B's caller.
    await expect.poll(() => caller.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({ people: [me] });
    await expect.poll(() => owner.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({ people: [co] });

    caller.send({ type: 'editing', eventId, cueId: r.cues[1]!.id, field: 'action' });
    await expect
      .poll(() => owner.frames.filter((f) => f.type === 'presence').at(-1))
      .toMatchObject({ people: [{ ...co, cueId: r.cues[1]!.id, field: 'action' }] });

    await caller.close();
    await expect.poll(() => owner.frames.filter((f) => f.type === 'presence').at(-1)).toMatchObject({ people: [] });
  });
});
