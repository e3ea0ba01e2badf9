/**
 * docs/decisions/0025-show-control-devices.md: show control against fakes that answer only as QLab's OSC dictionary and Eos's manual
 * say (test/devices). A GO confirms over UDP and TCP ("fired +N ms" in the as-run report), a silent
 * UDP QLab with a passcode is reconnected, Eos's report on OSC_PORT confirms, a device's own cue
 * number (12.5, A1) and a QLab workspace are addressed, Send test tells whether the device answered,
 * and a reply from another address confirms nothing.
 */
import { cueDeviceCueSchema, oscTargetSchema, reportSchema, targetTestResultSchema, confirmationsSchema } from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeEos } from '../../test/devices/eos.js';
import { fakeQlab, QLAB_UDP_TIMEOUT_MS } from '../../test/devices/qlab.js';
import { fakeOsc, freeUdpPort } from '../../test/fakeOsc.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

describe('show-control devices as their documents say', () => {
  let t: TestApp;
  let oscPort: number;
  let replyPort: number;
  let show: ShowFixture;
  const closing: Array<{ close: () => Promise<void> }> = [];
  const keep = <T extends { close: () => Promise<void> }>(x: T) => (closing.push(x), x);

  beforeAll(async () => {
    [oscPort, replyPort] = await Promise.all([freeUdpPort(), freeUdpPort()]);
    t = await createTestApp({
      OSC_PORT: String(oscPort),
      OSC_HOST: '127.0.0.1',
      QLAB_REPLY_PORT: String(replyPort),
      OUTBOUND_ALLOW: '127.0.0.0/8',
    });
  });
  beforeEach(async () => {
    show = await makeShow(t);
  });
  afterAll(async () => {
    await Promise.all(closing.map((c) => c.close()));
    await t.close();
  });

  const addTarget = async (body: Record<string, unknown>) => {
    const r = await t.callParsed(oscTargetSchema, 'POST', `/api/events/${show.eventId}/osc-targets`, body, show.owner.token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const command = async (word: string) =>
    expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/${word}`, {}, show.owner.token)).status).toBe(200);
  const fired = async () => (await asRun(t, show.eventId)).filter((r) => r.kind === 'fired');
  const firedCount = (n: number) => until(async () => (await fired()).length >= n, { what: `${n} fired rows`, timeoutMs: 3000 });
  /** The as-run report's confirmations of the cue numbered `n`: [target, fired, delayMs]. */
  const reported = async (n: number) => {
    const r = await t.callParsed(reportSchema, 'GET', `/api/events/${show.eventId}/report`, undefined, show.owner.token);
    return r.body.cues.find((c) => c.number === n && c.goAt !== null)?.confirmations?.map((c) => [c.target, c.fired]);
  };

  it('QLab over UDP: opens the session (/connect, /alwaysReply 1), reads the reply on port 53001, confirms the GO', async () => {
    const qlab = keep(await fakeQlab({ replyPort, passcode: '4321', now: () => t.clock.now() }));
    await addTarget({ name: 'QLab', host: '127.0.0.1', port: qlab.udpPort, preset: 'qlab', passcode: '4321' });
    await command('go');
    await firedCount(1);
    expect(qlab.heard.map((m) => m.address)).toEqual(['/connect', '/alwaysReply', '/cue/1/start']);
    expect(qlab.replies).toEqual(['/reply/connect', '/reply/alwaysReply', '/reply/cue/1/start']);
    expect((await fired())[0]).toMatchObject({ actor: 'osc:QLab', cue_number: 1, delay_ms: expect.any(Number) });
    expect(await reported(1)).toEqual([['QLab', true]]);
  });

  it('QLab over TCP: the session opens with the connection and the GO is confirmed on it', async () => {
    const qlab = keep(await fakeQlab({ replyPort: 9 }));
    await addTarget({ name: 'QLab TCP', host: '127.0.0.1', port: qlab.tcpPort, preset: 'qlab', transport: 'tcp' });
    await command('go');
    await firedCount(1);
    expect(qlab.heard.map((m) => `${m.via} ${m.address}`)).toEqual(['tcp /alwaysReply', 'tcp /cue/1/start']);
    expect(await reported(1)).toEqual([['QLab TCP', true]]);
  });

  it('a UDP QLab with a passcode, silent for 31 s, is connected again before the next GO', async () => {
    const qlab = keep(await fakeQlab({ replyPort, passcode: 'pw', now: () => t.clock.now() }));
    await addTarget({ name: 'QLab', host: '127.0.0.1', port: qlab.udpPort, preset: 'qlab', passcode: 'pw' });
    await command('go');
    await firedCount(1);
    // 31 s without a packet: QLab has forgotten this client (its passcode and /alwaysReply with it).
    t.clock.advance(QLAB_UDP_TIMEOUT_MS + 1000);
    await command('next');
    await command('go');
    await firedCount(2);
    expect(qlab.heard.map((m) => m.address)).toEqual([
      '/connect',
      '/alwaysReply',
      '/cue/1/start',
      '/connect',
      '/alwaysReply',
      '/cue/2/start',
    ]);
    expect(qlab.started).toEqual(['1', '2']);
  });

  it("QLab's own cue number and a chosen workspace are addressed; the reply confirms that cue", async () => {
    const qlab = keep(await fakeQlab({ replyPort, workspaceId: 'WS-7' }));
    await addTarget({ name: 'QLab', host: '127.0.0.1', port: qlab.udpPort, preset: 'qlab', workspaceId: 'WS-7' });
    const put = await t.call('PUT', `/api/cues/${show.cueIds[0]}/device-cue`, { deviceCue: 'A1' }, show.owner.token);
    expect(put.status).toBe(200);
    const get = await t.callParsed(cueDeviceCueSchema, 'GET', `/api/cues/${show.cueIds[0]}/device-cue`, undefined, show.callerToken);
    expect(get.body.deviceCue).toBe('A1');
    await command('go');
    await firedCount(1);
    expect(qlab.heard.map((m) => m.address)).toContain('/workspace/WS-7/cue/A1/start');
    expect(qlab.started).toEqual(['A1']);
    const bad = await t.call('PUT', `/api/cues/${show.cueIds[0]}/device-cue`, { deviceCue: 'A 1/2' }, show.owner.token);
    expect(bad.status).toBe(400);
  });

  it("Eos over UDP: fires the decimal cue; its report, sent to the console's OSC TX address (OSC_PORT), confirms", async () => {
    const eos = keep(await fakeEos({ tx: { address: '127.0.0.1', port: oscPort } }));
    await addTarget({ name: 'Eos', host: '127.0.0.1', port: eos.udpPort, preset: 'eos', cueList: '3' });
    await t.call('PUT', `/api/cues/${show.cueIds[0]}/device-cue`, { deviceCue: '12.5' }, show.owner.token);
    await command('go');
    await firedCount(1);
    expect(eos.fired).toEqual(['3/12.5']);
    expect(await reported(1)).toEqual([['Eos', true]]);
  });

  it('Eos over TCP in both framings (OSC 1.0 packet length, OSC 1.1 SLIP)', async () => {
    for (const framing of ['length', 'slip'] as const) {
      show = await makeShow(t);
      const eos = keep(await fakeEos({ tcpFraming: framing }));
      await addTarget({
        name: `Eos ${framing}`,
        host: '127.0.0.1',
        port: eos.tcpPort,
        preset: 'eos',
        transport: 'tcp',
        tcpFraming: framing,
      });
      await command('go');
      await firedCount(1);
      expect(eos.fired).toEqual(['1/1']);
    }
  });

  it('a reply from another address confirms nothing, even on the QLab reply port', async () => {
    const silent = keep(await fakeOsc()); // plays a QLab that never answers
    await addTarget({ name: 'QLab', host: '127.0.0.1', port: silent.port, preset: 'qlab' });
    await command('go');
    await silent.waitFor((m) => m.address === '/cue/1/start');
    const forger = keep(await fakeOsc(undefined, '127.0.0.2'));
    const ok = { address: '/reply/cue/1/start', args: [{ type: 's' as const, value: '{"status":"ok"}' }] };
    await forger.send({ address: '127.0.0.1', port: replyPort }, ok);
    await forger.send({ address: '127.0.0.1', port: oscPort }, ok);
    await forger.send({ address: '127.0.0.1', port: oscPort }, { address: '/eos/out/event/cue/1/1/fire', args: [] });
    // The as-run log gets "no answer" only after 10 s; the confirmation ticks say it after 1 s.
    t.clock.advance(1500);
    const ticks = await t.callParsed(
      confirmationsSchema,
      'GET',
      `/api/events/${show.eventId}/integrations/confirmations`,
      undefined,
      show.owner.token,
    );
    expect(ticks.body.targets.map((x) => x.state)).toEqual(['no-answer']);
    expect(await fired()).toEqual([]);
  });

  describe('Send test tells the truth', () => {
    const test = async (id: number) =>
      (await t.callParsed(targetTestResultSchema, 'POST', `/api/osc-targets/${id}/test`, {}, show.owner.token)).body;

    it('answered, with the round trip, when QLab (UDP and TCP) and Eos (UDP and TCP) answer', async () => {
      const qlab = keep(await fakeQlab({ replyPort }));
      const eos = keep(await fakeEos({ tx: { address: '127.0.0.1', port: oscPort } }));
      const targets = [
        await addTarget({ name: 'QLab', host: '127.0.0.1', port: qlab.udpPort, preset: 'qlab' }),
        await addTarget({ name: 'QLab TCP', host: '127.0.0.1', port: qlab.tcpPort, preset: 'qlab', transport: 'tcp' }),
        await addTarget({ name: 'Eos', host: '127.0.0.1', port: eos.udpPort, preset: 'eos' }),
        await addTarget({ name: 'Eos TCP', host: '127.0.0.1', port: eos.tcpPort, preset: 'eos', transport: 'tcp', tcpFraming: 'length' }),
      ];
      for (const target of targets) {
        const r = await test(target.id);
        expect(r, target.name).toMatchObject({ ok: true, answered: true, roundTripMs: expect.any(Number) });
        expect(r.error).toBeUndefined();
      }
    });

    it('"sent, no answer" with what to check when the device is silent or answers elsewhere', async () => {
      const silent = keep(await fakeOsc());
      // An Eos with no OSC TX address answers nobody.
      const mute = keep(await fakeEos({}));
      const q = await addTarget({ name: 'QLab', host: '127.0.0.1', port: silent.port, preset: 'qlab' });
      const e = await addTarget({ name: 'Eos', host: '127.0.0.1', port: mute.udpPort, preset: 'eos' });
      const rq = await test(q.id);
      expect(rq).toMatchObject({
        ok: true,
        answered: false,
        roundTripMs: null,
        error: expect.stringMatching(/QLab did not answer.*UDP port/),
      });
      const re = await test(e.id);
      expect(re).toMatchObject({ ok: true, answered: false, error: expect.stringMatching(/OSC TX IP address set to this server/) });
    });
  });
});
