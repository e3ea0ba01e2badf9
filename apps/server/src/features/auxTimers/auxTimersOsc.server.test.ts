/**
 * OSC in runs the auxiliary timers (docs/decisions/0037-aux-timers.md) like the show:
 * `/showcaller/{eventId}/aux/{slot}/{command}` with the control key first (and a set's seconds, OSC
 * 1.0 type i or f), answered on `/showcaller/reply`; a wrong key is dropped unanswered.
 */
import { auxTimerListSchema, integrationsOverview } from '@showcaller/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';
import { until } from '../../test/until.js';

describe(`OSC in: aux timers (${testEngine})`, () => {
  let t: TestApp;
  let show: ShowFixture;
  let panel: FakeOsc;
  let port: number;

  beforeAll(async () => {
    port = await freeUdpPort();
    t = await createTestApp({ OSC_PORT: String(port), OSC_HOST: '127.0.0.1' });
  });
  beforeEach(async () => {
    show = await makeShow(t);
    panel = await fakeOsc();
    t.clock.advance(10_000);
    await t.callParsed(
      auxTimerListSchema,
      'PUT',
      `/api/events/${show.eventId}/aux-timers/2`,
      { name: 'Speaker', direction: 'down', durationMs: 300_000 },
      show.owner.token,
    );
  });
  afterEach(() => panel.close());
  afterAll(() => t.close());

  const to = () => ({ address: '127.0.0.1', port });
  const key = (value = show.controlKey) => ({ type: 's' as const, value });
  const replies = () => panel.heard.filter((m) => m.address === '/showcaller/reply');
  const timers = async () =>
    (await t.callParsed(auxTimerListSchema, 'GET', `/api/events/${show.eventId}/aux-timers`, undefined, show.owner.token)).body;

  it('starts, sets (seconds as a float) and pauses a timer, replying with its state and the seconds shown', async () => {
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/start`, args: [key()] });
    expect((await panel.waitFor((m) => m.address === '/showcaller/reply')).args).toEqual(['ok', 'running', 300]);
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/set`, args: [key(), { type: 'f', value: 90.5 }] });
    await panel.waitFor(() => replies().length === 2);
    expect(replies()[1]!.args).toEqual(['ok', 'running', 91]);
    t.clock.advance(30_000);
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/pause`, args: [key()] });
    await panel.waitFor(() => replies().length === 3);
    expect(replies()[2]!.args).toEqual(['ok', 'stopped', 61]);
    expect((await timers())[0]).toMatchObject({ durationMs: 90_500, elapsedMs: 30_000, runningSince: null });
    const log = (await asRun(t, show.eventId)).filter((r) => r.kind === 'aux-timer').slice(-3);
    expect(log.map((r) => [r.actor, r.cue_action])).toEqual([
      ['osc', 'Speaker: started'],
      ['osc', 'Speaker: set to 1:31'],
      ['osc', 'Speaker: paused at 1:01'],
    ]);
  });

  it('answers the key holder why a command cannot run, and nobody else', async () => {
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/1/start`, args: [key()] });
    expect((await panel.waitFor((m) => m.address === '/showcaller/reply')).args).toEqual(['err', expect.stringContaining('no timer 1')]);
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/set`, args: [key()] });
    await panel.waitFor(() => replies().length === 2);
    expect(replies()[1]!.args).toEqual(['err', expect.stringContaining('seconds')]);
    const dropped = async () =>
      (await t.callParsed(integrationsOverview, 'GET', `/api/events/${show.eventId}/integrations`, undefined, show.owner.token)).body
        .oscInDropped;
    const d0 = await dropped();
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/start`, args: [key('wrong-key')] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/fly`, args: [key('wrong-key')] });
    await until(async () => (await dropped()) >= d0 + 2, { what: 'two dropped OSC messages counted' });
    // Neither was answered: the reply to a command with the key comes third.
    await panel.send(to(), { address: `/showcaller/${show.eventId}/aux/2/reset`, args: [key()] });
    await panel.waitFor(() => replies().length === 3);
    expect(replies()).toHaveLength(3);
    expect((await timers())[0]!.runningSince).toBeNull();
  });
});
