/**
 * Two server processes on one PostgreSQL database (docs/decisions/0037-aux-timers.md,
 * docs/decisions/0006-bus-and-fan-out.md): a timer started over HTTP on one reaches a socket of
 * the other as an `auxTimers` frame, the list riding on the NOTIFY. Runs with TEST_ENGINE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auxTimerListSchema } from '@showcaller/shared';
import { createTestApp, secondProcess, testEngine, type TestApp } from '../../test/harness.js';
import { makeShow } from '../../test/integrationsFixture.js';
import { openSocket } from '../../test/ws.js';

describe.skipIf(testEngine !== 'postgres')('aux timers across two processes', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondProcess>>;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    other = await secondProcess(t);
    base = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('sends a change made on one process to the sockets of the other', async () => {
    const show = await makeShow(t);
    const socket = await openSocket(base);
    socket.send({ type: 'subscribeEvent', eventId: show.eventId, token: show.owner.token });
    expect((await socket.next('auxTimers')).timers).toEqual([]);
    await t.callParsed(
      auxTimerListSchema,
      'PUT',
      `/api/events/${show.eventId}/aux-timers/3`,
      { name: 'Doors', direction: 'up' },
      show.owner.token,
    );
    expect((await socket.next('auxTimers', (m) => m.timers.length === 1, 5000)).timers[0]).toMatchObject({ slot: 3, name: 'Doors' });
    await t.call('POST', `/api/events/${show.eventId}/aux-timers/3/command`, { command: 'start' }, show.owner.token);
    const started = await socket.next('auxTimers', (m) => m.timers[0]?.runningSince !== null, 5000);
    expect(started.timers[0]!.runningSince).toBe(t.clock.now());
    await socket.close();
  });
});
