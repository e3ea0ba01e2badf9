/**
 * OSC in on a real UDP port on the loopback: the control key moves the show through the same
 * dispatcher (as-run source osc); a wrong key and garbage are refused and counted, never answered
 * (docs/security.md "Trust, round 3" 20.5: the source may be forged) and never a crash; bundles and addresses have bounded work.
 */
import { cueStatusSchema, integrationsOverview } from '@showcaller/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSocket } from 'node:dgram';
import { encode } from 'node-osc';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { COMMAND_BURST, COMMANDS_PER_SECOND, MAX_MESSAGES_PER_PACKET, MAX_PACKET_BYTES } from './oscIn.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

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
    // A full command budget for the panel's address (the test clock does not move by itself).
    t.clock.advance(10_000);
  });
  afterEach(() => panel.close());
  afterAll(() => t.close());

  const to = () => ({ address: '127.0.0.1', port });
  const status = async () =>
    (await t.callParsed(cueStatusSchema, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.owner.token)).body;
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

  const dropped = async () =>
    (await t.callParsed(integrationsOverview, 'GET', `/api/events/${show.eventId}/integrations`, undefined, show.owner.token)).body;
  /** Sends a command with the key and waits for its ok (the first after the n-th reply): everything sent before it has been read. */
  const roundTrip = async (n: number) => {
    await panel.send(to(), { address: `/showcaller/${show.eventId}/standby`, args: [{ type: 's', value: show.controlKey }] });
    await panel.waitFor((m) => m.address === '/showcaller/reply' && m.args[0] === 'ok' && replies().indexOf(m) >= n);
  };
  /**
   * Late answers to what was sent before (their key look-ups may finish after the ok) have all
   * arrived: OSC in has handled every message it received (its flush hook), then a marker command
   * (GOTO 1: replied `ok hold 1`, unlike anything the tests send) is answered on the same sockets
   * after them. The marker's reply is taken off again, so "nothing more arrived" can fail.
   */
  const drain = async () => {
    await t.app.services.integrations.input?.idle();
    const before = replies().length;
    await panel.send(to(), {
      address: `/showcaller/${show.eventId}/goto`,
      args: [
        { type: 's', value: show.controlKey },
        { type: 'i', value: 1 },
      ],
    });
    const marker = await panel.waitFor((m) => replies().indexOf(m) >= before && m.args.join(' ') === 'ok hold 1');
    panel.heard.splice(panel.heard.indexOf(marker), 1);
  };
  const wrongKey = `sc_${'x'.repeat(43)}`;

  it('answers bad commands only to the key holder; wrong or missing keys and garbage are counted, never answered', async () => {
    const before = await status();
    const d0 = (await dropped()).oscInDropped;
    const n = replies().length;
    await panel.send(to(), { address: `/showcaller/${show.eventId}/go`, args: [{ type: 's', value: wrongKey }] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/go`, args: [] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/explode`, args: [{ type: 's', value: wrongKey }] });
    await panel.send(to(), { address: `/showcaller/${show.eventId}/explode`, args: [{ type: 's', value: show.controlKey }] });
    await panel.send(to(), {
      address: `/showcaller/${show.eventId}/goto`,
      args: [
        { type: 's', value: show.controlKey },
        { type: 's', value: 'two' },
      ],
    });
    await panel.waitFor(() => replies().length === n + 2);
    // In either order: each waits on its own key look-up.
    expect(
      replies()
        .slice(n)
        .map((m) => m.args.join(' '))
        .sort(),
    ).toEqual(['err Unknown command explode.', 'err goto needs the cue number as an integer after the key.']);
    // Garbage and addresses that are not ours are dropped without an answer.
    const raw = createSocket('udp4');
    await new Promise<void>((r) => raw.send(Buffer.from('not osc at all'), port, '127.0.0.1', () => r()));
    raw.close();
    await panel.send(to(), { address: '/some/other/app', args: [{ type: 'i', value: 1 }] });
    await until(async () => (await dropped()).oscInDropped >= d0 + 7, { what: 'seven dropped OSC messages counted' });
    const over = await dropped();
    expect(over.oscInDropped).toBe(d0 + 7);
    expect(over.oscIn).toEqual({ host: '127.0.0.1', port });
    const after = await status();
    expect([after.status, after.currentCueId, after.version]).toEqual([before.status, before.currentCueId, before.version]);
    // Still alive: the right key works, and nothing else was answered.
    await roundTrip(n);
    await drain();
    expect(
      replies()
        .slice(n)
        .map((m) => m.args[0]),
    ).toEqual(['err', 'err', 'ok']);
  });

  it('is no reflector: a bundle of many unauthenticated messages, or a 60 KB one, draws no reply at all', async () => {
    const d0 = (await dropped()).oscInDropped;
    const n = replies().length;
    const msg = (word: string, key: string | null) => ({
      oscType: 'message' as const,
      address: `/showcaller/${show.eventId}/${word}`,
      args: key === null ? [] : [{ type: 's', value: key }],
    });
    const forged = ['go', 'explode', 'goto'].flatMap((w) => Array.from({ length: 20 }, (_, i) => msg(w, i % 2 ? wrongKey : null)));
    const bundle = encode({ oscType: 'bundle', timetag: 0, elements: forged });
    expect(bundle.length).toBeLessThan(MAX_PACKET_BYTES);
    // The shape of the probe's packet (docs/security.md "Trust, round 3" 20.5): bundles of bundles, 60 KB in one datagram.
    const big = encode({
      oscType: 'bundle',
      timetag: 0,
      elements: Array.from({ length: 56 }, () => ({ oscType: 'bundle', timetag: 0, elements: forged.slice(0, 20) })),
    });
    expect(big.length).toBeGreaterThan(55_000);
    await panel.sendRaw(to(), bundle);
    await panel.sendRaw(to(), big);
    await roundTrip(n);
    await drain();
    expect(
      replies()
        .slice(n)
        .map((m) => m.args),
    ).toEqual([['ok', 'standby', 1]]);
    // 60 messages in the first bundle (16 handled, 44 over the cap), one unread oversized packet.
    expect((await dropped()).oscInDropped).toBe(d0 + 61);
  });

  it(`handles at most ${MAX_MESSAGES_PER_PACKET} messages of a bundle and counts the rest as dropped`, async () => {
    const d0 = (await dropped()).oscInDropped;
    const n = replies().length;
    // Unknown commands with the right key: each handled one is answered (err) and counted.
    const elements = Array.from({ length: MAX_MESSAGES_PER_PACKET + 4 }, () => ({
      oscType: 'message' as const,
      address: `/showcaller/${show.eventId}/explode`,
      args: [{ type: 's', value: show.controlKey }],
    }));
    await panel.sendRaw(to(), encode({ oscType: 'bundle', timetag: 0, elements }));
    await panel.waitFor(() => replies().length === n + MAX_MESSAGES_PER_PACKET);
    await roundTrip(n);
    await drain();
    expect(replies().length).toBe(n + MAX_MESSAGES_PER_PACKET + 1);
    expect((await dropped()).oscInDropped).toBe(d0 + MAX_MESSAGES_PER_PACKET + 4);
  });

  it(`takes at most ${COMMAND_BURST} commands at once from one address, then ${COMMANDS_PER_SECOND} a second`, async () => {
    const d0 = (await dropped()).oscInDropped;
    const n = replies().length;
    // Unknown commands with the right key: each one within the budget is answered (err) and counted.
    for (let i = 0; i < COMMAND_BURST + 5; i++)
      await panel.send(to(), { address: `/showcaller/${show.eventId}/explode`, args: [{ type: 's', value: show.controlKey }] });
    await panel.waitFor(() => replies().length === n + COMMAND_BURST);
    await until(async () => (await dropped()).oscInDropped >= d0 + COMMAND_BURST + 5, { what: 'every command counted' });
    // Another address has a budget of its own.
    const other = await fakeOsc(undefined, '127.0.0.2');
    try {
      await other.send(to(), { address: `/showcaller/${show.eventId}/standby`, args: [{ type: 's', value: show.controlKey }] });
      await other.waitFor((m) => m.address === '/showcaller/reply');
    } finally {
      await other.close();
    }
    // A second later this address may send again.
    t.clock.advance(1000);
    await roundTrip(n + COMMAND_BURST);
    await drain();
    expect(
      replies()
        .slice(n)
        .map((m) => m.args[0]),
    ).toEqual([...Array<string>(COMMAND_BURST).fill('err'), 'ok']);
    expect((await dropped()).oscInDropped).toBe(d0 + COMMAND_BURST + 5);
  });

  it('stays responsive under 50 packets of 60 KB and 50 bundles of 112 messages (figures printed)', async () => {
    const forged = Array.from({ length: 16 }, () => ({
      oscType: 'message' as const,
      address: `/showcaller/${show.eventId}/go`,
      args: [{ type: 's', value: wrongKey }],
    }));
    const big = encode({
      oscType: 'bundle',
      timetag: 0,
      elements: Array.from({ length: 50 }, () => ({ oscType: 'bundle', timetag: 0, elements: forged })),
    });
    const small = encode({ oscType: 'bundle', timetag: 0, elements: Array.from({ length: 7 }, () => forged).flat() });
    // The flood comes from the panel; the probe, another address, asks after it and waits for its answer.
    const probe = await fakeOsc(undefined, '127.0.0.2');
    const ask = async (n: number) => {
      await probe.send(to(), { address: `/showcaller/${show.eventId}/standby`, args: [{ type: 's', value: show.controlKey }] });
      await probe.waitFor(() => probe.heard.length === n);
    };
    try {
      const t0 = performance.now();
      for (let i = 0; i < 50; i++) await panel.sendRaw(to(), big);
      await ask(1);
      const bigMs = performance.now() - t0;
      const t1 = performance.now();
      for (let i = 0; i < 50; i++) await panel.sendRaw(to(), small);
      await ask(2);
      const smallMs = performance.now() - t1;
      console.log(
        `OSC in: 50 packets of ${big.length} bytes, then an answered command: ${bigMs.toFixed(0)} ms; ` +
          `50 bundles of ${small.length} bytes (112 forged messages each), then an answered command: ${smallMs.toFixed(0)} ms`,
      );
      expect(probe.heard.map((m) => m.args[0])).toEqual(['ok', 'ok']);
      expect(replies()).toEqual([]);
    } finally {
      await probe.close();
    }
  });

  it("another event's key does not move this event, and is not answered", async () => {
    const other = await makeShow(t);
    const before = await status();
    const n = replies().length;
    await panel.send(to(), { address: `/showcaller/${show.eventId}/next`, args: [{ type: 's', value: other.controlKey }] });
    await roundTrip(n);
    await drain();
    expect(
      replies()
        .slice(n)
        .map((m) => m.args),
    ).toEqual([['ok', 'standby', 1]]);
    expect((await status()).currentCueId).toBe(before.currentCueId);
  });
});
