/**
 * OSC in on a real UDP port on the loopback: the control key moves the show through the same
 * dispatcher (as-run source osc), a wrong key and garbage are refused, counted and answered,
 * never a crash; Eos confirmations that reach this port close the loop too.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CueStatus, IntegrationsOverview } from '@showcaller/shared';
import { createSocket } from 'node:dgram';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from './fakeOsc.js';
import { asRun, makeShow, type ShowFixture } from './testFixture.js';

describe('OSC in', () => {
  let t: TestApp;
  let show: ShowFixture;
  let panel: FakeOsc; // a TouchOSC / Companion button panel
  let port: number;

  beforeAll(async () => {
    port = await freeUdpPort();
    t = await createTestApp({ OSC_PORT: String(port), OSC_HOST: '127.0.0.1' });
  });
  // A fresh show and a fresh panel per test: no test starts from where another left the show.
  beforeEach(async () => {
    show = await makeShow(t);
    panel = await fakeOsc();
  });
  afterEach(() => panel.close());
  afterAll(() => t.close());

  const to = () => ({ address: '127.0.0.1', port });
  const status = async () => (await t.call<CueStatus>('GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.owner.token)).body;
  const replies = () => panel.heard.filter((m) => m.address === '/showcaller/reply');

  it('moves the show with the control key and replies ok with the new status', async () => {
    await panel.send(to(), { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's', value: show.controlKey }] });
    const r = await panel.waitFor((m) => m.address === '/showcaller/reply');
    expect(r.args).toEqual(['ok', 'go', 1]);
    expect((await status()).status).toBe('go');
    await panel.send(to(), {
      address: `/showcaller/${show.eventId}/goto`,
      args: [
        { type: 's', value: show.controlKey },
        { type: 'i', value: 3 },
      ],
    });
    await panel.waitFor(() => replies().length === 2);
    expect(replies()[1]!.args).toEqual(['ok', 'hold', 3]);
    const log = (await asRun(t, show.eventId)).slice(-2);
    expect(log.map((x) => [x.kind, x.actor, x.cue_number])).toEqual([
      ['go', 'osc', 1],
      ['setCurrent', 'osc', 3],
    ]);
  });

  it('refuses a wrong key, a missing key and unknown commands, changing nothing and counting each', async () => {
    const before = await status();
    const dropped = async () =>
      (await t.call<IntegrationsOverview>('GET', `/api/events/${show.eventId}/integrations`, undefined, show.owner.token)).body;
    const d0 = (await dropped()).oscInDropped;
    const n = replies().length;
    await panel.send(to(), { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's', value: `sc_${'x'.repeat(43)}` }] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/go`, args: [] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/explode`, args: [{ type: 's', value: show.controlKey }] });
    await panel.send(to(), {
      address: `/showcaller/${show.eventId}/goto`,
      args: [
        { type: 's', value: show.controlKey },
        { type: 's', value: 'two' },
      ],
    });
    await panel.waitFor(() => replies().length === n + 4);
    expect(
      replies()
        .slice(n)
        .map((m) => m.args[0]),
    ).toEqual(['err', 'err', 'err', 'err']);
    expect(replies()[n]!.args[1]).toMatch(/control key/);
    // Garbage and addresses that are not ours are dropped without an answer.
    const raw = createSocket('udp4');
    await new Promise<void>((r) => raw.send(Buffer.from('not osc at all'), port, '127.0.0.1', () => r()));
    raw.close();
    await panel.send(to(), { address: '/some/other/app', args: [{ type: 'i', value: 1 }] });
    await until(async () => (await dropped()).oscInDropped >= d0 + 6, { what: 'six dropped OSC messages counted' });
    const over = await dropped();
    expect(over.oscInDropped).toBe(d0 + 6);
    expect(over.oscIn).toEqual({ host: '127.0.0.1', port });
    const after = await status();
    expect([after.status, after.currentCueId, after.version]).toEqual([before.status, before.currentCueId, before.version]);
    // Still alive: the right key works.
    await panel.send(to(), { address: `/showcaller/${show.eventId}/standby`, args: [{ type: 's', value: show.controlKey }] });
    await panel.waitFor(() => replies().length === n + 5);
    expect(replies().at(-1)!.args).toEqual(['ok', 'standby', 1]);
  });

  it("another event's key does not move this event", async () => {
    const other = await makeShow(t);
    const n = replies().length;
    await panel.send(to(), { address: `/showcaller/${show.eventId}/next`, args: [{ type: 's', value: other.controlKey }] });
    await panel.waitFor(() => replies().length === n + 1);
    expect(replies().at(-1)!.args[0]).toBe('err');
  });
});
