/**
 * docs/security.md "Trust, round 3" 20.6 on real sockets on the loopback: a confirmation ("fired") counts only when it comes
 * from the address the GO was sent to (the target's host name resolved by the sender), and over
 * TCP only on that connection. 127.0.0.2 plays another machine: a forger, or another event's QLab.
 */
import { oscLogResponse, oscTargetSchema } from '@showcaller/shared';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeQlab } from '../../test/devices/qlab.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { decodePacket, encodeMessage, slipDecoder, slipEncode, type OutMessage } from './osc.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

const qlabOk = (n: number): OutMessage => ({ address: `/reply/cue/${n}/start`, args: [{ type: 's', value: '{"status":"ok"}' }] });

describe('confirmations come only from the device', () => {
  let t: TestApp;
  let oscPort: number;
  let replyPort: number;
  let show: ShowFixture;
  const opened: FakeOsc[] = [];
  const fake = async (host?: string) => {
    const f = await fakeOsc(undefined, host);
    opened.push(f);
    return f;
  };

  beforeAll(async () => {
    [oscPort, replyPort] = await Promise.all([freeUdpPort(), freeUdpPort()]);
    // The loopback only (not ::1), so `localhost` resolves to 127.0.0.1 where the fakes listen.
    t = await createTestApp({
      OSC_PORT: String(oscPort),
      OSC_HOST: '127.0.0.1',
      OUTBOUND_ALLOW: '127.0.0.0/8',
      QLAB_REPLY_PORT: String(replyPort),
    });
  });
  beforeEach(async () => {
    show = await makeShow(t);
  });
  afterAll(async () => {
    await Promise.all(opened.map((f) => f.close()));
    await t.close();
  });

  const addTarget = async (s: ShowFixture, body: Record<string, unknown>) => {
    const r = await t.callParsed(oscTargetSchema, 'POST', `/api/events/${s.eventId}/osc-targets`, body, s.owner.token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const go = (s: ShowFixture) => t.call('POST', `/api/events/${s.eventId}/cuestatus/go`, {}, s.owner.token);
  const fired = async (s: ShowFixture) => (await asRun(t, s.eventId)).filter((r) => r.kind === 'fired');
  /** The live log's confirmation entries ("fired ... after GO") of an event. */
  const firedPeers = async (s: ShowFixture) =>
    (await t.callParsed(oscLogResponse, 'GET', `/api/events/${s.eventId}/integrations/log`, undefined, s.owner.token)).body.entries
      .filter((e) => e.note?.startsWith('fired'))
      .map((e) => e.peer);

  it('ignores a forged reply from another address on the sending socket, for a target named by host name', async () => {
    const qlab = await fake();
    await addTarget(show, { name: 'QLab', host: 'localhost', port: qlab.port, preset: 'qlab' });
    await go(show);
    const start = await qlab.waitFor((m) => m.address === '/cue/1/start');
    const sender = { address: '127.0.0.1', port: start.from.port };
    const forger = await fake('127.0.0.2');
    await forger.send(sender, qlabOk(1));
    await qlab.send(sender, qlabOk(1));
    await until(async () => (await fired(show)).length >= 1, { what: 'a fired row' });
    expect(await firedPeers(show)).toEqual([`QLab 127.0.0.1:${qlab.port}`]);
    expect(await fired(show)).toHaveLength(1);
  });

  it("takes Eos's fire report on OSC in from the target's address only", async () => {
    const eos = await fake();
    await addTarget(show, { name: 'Eos', host: 'localhost', port: eos.port, preset: 'eos' });
    await go(show);
    await eos.waitFor((m) => m.address === '/eos/cue/1/1/fire');
    const report: OutMessage = { address: '/eos/out/event/cue/1/1/fire', args: [] };
    const forger = await fake('127.0.0.2');
    await forger.send({ address: '127.0.0.1', port: oscPort }, report);
    // Eos reports from a port of its own (not the one it listens on): the address is what counts.
    const eosOut = await fake();
    await eosOut.send({ address: '127.0.0.1', port: oscPort }, report);
    await until(async () => (await fired(show)).length >= 1, { what: 'a fired row' });
    expect(await firedPeers(show)).toEqual([`Eos 127.0.0.1:${eosOut.port}`]);
  });

  it("does not let another event's device confirm this event's GO", async () => {
    // Event Y's QLab (named, on 127.0.0.1) stays silent; event X's QLab on 127.0.0.2 answers. Y's GO goes first.
    const y = show;
    const x = await makeShow(t);
    const silent = await fake();
    const other = await fakeQlab({ host: '127.0.0.2', replyPort });
    await addTarget(y, { name: 'QLab Y', host: 'localhost', port: silent.port, preset: 'qlab' });
    await addTarget(x, { name: 'QLab X', host: '127.0.0.2', port: other.udpPort, preset: 'qlab' });
    await go(y);
    await silent.waitFor((m) => m.address === '/cue/1/start');
    await go(x);
    await until(async () => (await fired(x)).length >= 1, { what: "event X's fired row" });
    expect((await fired(x)).map((r) => r.actor)).toEqual(['osc:QLab X']);
    expect(await fired(y)).toEqual([]);
    await other.close();
  });

  it('over TCP, takes the confirmation from that connection only, not a UDP packet from the same machine', async () => {
    let conn: Socket | undefined;
    const heard: string[] = [];
    const server = createServer((sock) => {
      conn = sock;
      sock.on(
        'data',
        slipDecoder((p) => heard.push(...decodePacket(p).map((m) => m.address))),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    const port = addr && typeof addr === 'object' ? addr.port : 0;
    try {
      await addTarget(show, { name: 'QLab TCP', host: '127.0.0.1', port, preset: 'qlab', transport: 'tcp' });
      await go(show);
      // Like QLab, answer only once the GO's /cue/1/start has come in on the connection: a reply
      // written as soon as the connection opens can come before the sender waits for one.
      await until(() => heard.includes('/cue/1/start'), { what: '/cue/1/start on the TCP connection' });
      // Same address, another port, through OSC in: not the connection the GO went on.
      const forger = await fake();
      await forger.send({ address: '127.0.0.1', port: oscPort }, qlabOk(1));
      conn!.write(slipEncode(encodeMessage(qlabOk(1))));
      await until(async () => (await fired(show)).length >= 1, { what: 'a fired row' });
      expect(await firedPeers(show)).toEqual([`QLab TCP 127.0.0.1:${port}`]);
    } finally {
      conn?.destroy();
      server.close();
    }
  });
});
