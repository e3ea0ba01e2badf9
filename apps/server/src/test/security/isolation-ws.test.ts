/** WebSocket subscriptions tried with every credential of the isolation world (docs/decisions/0003-not-found-for-others-objects.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { annotationSchema, cueStatusSchema, departmentSchema } from '@showcaller/shared';
import { testEngine } from '../harness.js';
import { openRawSocket } from './helpers.js';
import { IsolationWorld } from './isolationWorld.js';

let iso: IsolationWorld;
beforeAll(async () => {
  iso = await IsolationWorld.create();
});
afterAll(() => iso.t.close());

describe(`WebSocket subscriptions (${testEngine})`, () => {
  const subscribe = async (frame: Record<string, unknown>) => {
    const ws = await openRawSocket(iso.base);
    ws.sendText(JSON.stringify({ type: 'subscribeEvent', eventId: iso.shared.event, ...frame }));
    const { frame: answer } = await ws.waitFor((f) => f.type === 'subscribed' || f.type === 'error');
    return { ws, answer };
  };

  it("subscribes the event's owner, co-caller and department credentials in their role, and refuses another account, another event's code, a garbage token and none", async () => {
    const expected: Array<[string, Record<string, unknown>, string]> = [
      ['ownerA', { token: iso.shared.tokens.ownerA }, 'owner'],
      ['ownerB', { token: iso.shared.tokens.ownerB }, 'error'],
      ['callerA', { token: iso.shared.tokens.callerA }, 'caller'],
      ['deptA', { token: iso.shared.tokens.deptA }, 'department'],
      ['deptB', { token: iso.shared.tokens.deptB }, 'error'],
      ['none', {}, 'error'],
      ['garbage token', { token: 'x'.repeat(43) }, 'error'],
      ["A's caller code", { accessCode: iso.shared.callerCode }, 'caller'],
      [
        "A's department code",
        {
          accessCode: (
            await iso.t.callParsed(
              z.array(departmentSchema),
              'GET',
              `/api/events/${iso.shared.event}/departments`,
              undefined,
              iso.accounts.A.token,
            )
          ).body.find((d) => d.id === iso.shared.dep)!.accessCode,
        },
        'department',
      ],
      ["B's department code", { accessCode: iso.worldB.depCode }, 'error'],
    ];
    const actual: string[] = [];
    for (const [who, frame, want] of expected) {
      const { ws, answer } = await subscribe(frame);
      actual.push(`${who}: ${answer.type === 'subscribed' ? String(answer.role) : 'error'}`);
      if (want === 'error') expect(answer.error, who).toBeTypeOf('string');
      await ws.close();
    }
    expect(actual).toEqual(expected.map(([who, , want]) => `${who}: ${want}`));
  });

  it("refuses a department socket's command and leaves the status as it was", async () => {
    const statusOf = async () =>
      (await iso.t.callParsed(cueStatusSchema, 'GET', `/api/events/${iso.shared.event}/cuestatus`, undefined, iso.accounts.A.token)).body;
    const before = await statusOf();
    const { ws } = await subscribe({ token: iso.shared.tokens.deptA });
    ws.sendText(JSON.stringify({ type: 'command', eventId: iso.shared.event, command: 'go', requestId: 'r1' }));
    const { frame } = await ws.waitFor((f) => f.type === 'commandResult');
    expect(frame).toMatchObject({ ok: false, requestId: 'r1', error: expect.stringMatching(/department/i) });
    expect(await statusOf()).toEqual(before);
    // Nor can it command an event it never subscribed to.
    ws.sendText(JSON.stringify({ type: 'command', eventId: iso.worldB.event, command: 'go' }));
    const other = await ws.waitFor((f) => f.type === 'commandResult', ws.frames.indexOf(frame) + 1);
    expect(other.frame.ok).toBe(false);
    await ws.close();
  });

  it('does not send notes to department screens', async () => {
    if (!iso.hasRoute('POST', '/api/annotations')) return;
    const owner = await subscribe({ token: iso.shared.tokens.ownerA });
    const crew = await subscribe({ token: iso.shared.tokens.deptA });
    await iso.must(
      annotationSchema,
      'POST',
      '/api/annotations',
      { eventId: iso.shared.event, content: 'Private to callers' },
      iso.accounts.A.token,
    );
    await owner.ws.waitFor((f) => f.type === 'refetch' && f.key === 'annotations');
    crew.ws.sendText(JSON.stringify({ type: 'ping', t0: 42 }));
    await crew.ws.waitFor((f) => f.type === 'pong' && f.t0 === 42);
    expect(crew.ws.frames.some((f) => f.type === 'refetch' && f.key === 'annotations')).toBe(false);
    await owner.ws.close();
    await crew.ws.close();
  });
});
