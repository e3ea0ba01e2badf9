/**
 * OSC out on real UDP sockets on the loopback: a fake QLab and a fake Eos receive the right
 * messages on GO, send their confirmations, and the as-run log and the confirmation ticks show them.
 */
import { z } from 'zod';
import {
  confirmationsSchema,
  oscLogResponse,
  oscTargetSchema,
  reportSchema,
  cueTriggersBody,
  targetTestResultSchema,
} from '@showcaller/shared';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OscTarget } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment, buildUser } from '../../test/factories.js';
import { until } from '../../test/until.js';
import { fakeEos, type FakeEos } from '../../test/devices/eos.js';
import { fakeQlab, type FakeQlab } from '../../test/devices/qlab.js';
import { fakeOsc, freeUdpPort, type FakeOsc } from '../../test/fakeOsc.js';
import { decodePacket, encodeMessage, slipDecoder, slipEncode } from './osc.js';
import { asRun, makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

/** The as-run log's "fired" rows (confirmations from the equipment), once `count` have come in. */
async function firedRows(t: TestApp, eventId: number, count: number) {
  let rows: Awaited<ReturnType<typeof asRun>> = [];
  await until(async () => (rows = (await asRun(t, eventId)).filter((r) => r.kind === 'fired')).length >= count, {
    what: `${count} fired rows in the as-run log`,
    timeoutMs: 3000,
  });
  expect(rows).toHaveLength(count);
  return rows;
}

describe('OSC out', () => {
  let t: TestApp;
  let show: ShowFixture;
  let qlab: FakeQlab;
  let eos: FakeEos;
  let generic: FakeOsc;
  let targets: Record<string, OscTarget>;
  let replyPort: number;
  let oscPort: number;

  beforeAll(async () => {
    [replyPort, oscPort] = await Promise.all([freeUdpPort(), freeUdpPort()]);
    // Eos sends its report to its OSC TX address: this server's OSC in.
    t = await createTestApp({ QLAB_REPLY_PORT: String(replyPort), OSC_PORT: String(oscPort), OSC_HOST: '127.0.0.1' });
  });
  // A fresh show on cue 1 and fresh fake devices per test (a fake remembers all it heard, and a
  // wait matches past messages): no test depends on where an earlier one left the show.
  beforeEach(async () => {
    show = await makeShow(t);
    [qlab, eos, generic] = await Promise.all([
      fakeQlab({ replyPort }),
      fakeEos({ tx: { address: '127.0.0.1', port: oscPort } }),
      fakeOsc(),
    ]);
    targets = {};
    for (const [name, port, preset] of [
      ['QLab', qlab.udpPort, 'qlab'],
      ['Eos', eos.udpPort, 'eos'],
      ['Sink', generic.port, 'generic'],
    ] as const) {
      const r = await t.callParsed(
        oscTargetSchema,
        'POST',
        `/api/events/${show.eventId}/osc-targets`,
        { name, host: '127.0.0.1', port, preset },
        show.owner.token,
      );
      expect(r.status).toBe(201);
      targets[name] = r.body;
    }
  });
  afterEach(() => Promise.all([qlab.close(), eos.close(), generic.close()]));
  afterAll(() => t.close());

  it('sends the preset messages on GO and records the confirmations with their delay', async () => {
    const go = await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    expect(go.status).toBe(200);
    await qlab.waitFor((m) => m.address === '/cue/1/start');
    await eos.waitFor((m) => m.address === '/eos/cue/1/1/fire');
    const g = await generic.waitFor((m) => m.address === '/showcaller/go');
    expect(g.args).toEqual([1, 'Doors']);
    const fired = await firedRows(t, show.eventId, 2);
    expect(fired.map((r) => r.actor).sort()).toEqual(['osc:Eos', 'osc:QLab']);
    for (const r of fired) {
      expect(r).toMatchObject({ cue_number: 1, cue_action: 'Doors' });
      expect(r.delay_ms).toBeGreaterThanOrEqual(0);
      expect(r.delay_ms).toBeLessThan(1000);
    }
    const ticks = await t.callParsed(
      confirmationsSchema,
      'GET',
      `/api/events/${show.eventId}/integrations/confirmations`,
      undefined,
      show.owner.token,
    );
    expect(ticks.body.targets.map((x) => [x.name, x.state])).toEqual([
      ['QLab', 'confirmed'],
      ['Eos', 'confirmed'],
    ]);
    // The as-run report has them on the cue's run.
    const report = await t.callParsed(reportSchema, 'GET', `/api/events/${show.eventId}/report`, undefined, show.owner.token);
    const row = report.body.cues.find((c) => c.number === 1 && c.goAt !== null);
    expect(row?.confirmations?.map((c) => [c.target, c.fired]).sort()).toEqual([
      ['Eos', true],
      ['QLab', true],
    ]);
    // The live log shows what went out and what came back.
    const log = await t.callParsed(oscLogResponse, 'GET', `/api/events/${show.eventId}/integrations/log`, undefined, show.callerToken);
    expect(log.body.entries.map((e) => `${e.direction} ${e.address}`)).toEqual(
      expect.arrayContaining([
        'out /alwaysReply',
        'out /cue/1/start',
        'in /reply/cue/1/start',
        'out /eos/cue/1/1/fire',
        'in /eos/out/event/cue/1/1/fire',
      ]),
    );
  });

  it('stops the QLab cue on HOLD; the generic target hears every change', async () => {
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    await qlab.waitFor((m) => m.address === '/cue/1/start');
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/hold`, {}, show.owner.token);
    await qlab.waitFor((m) => m.address === '/cue/1/stop');
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.owner.token);
    expect((await generic.waitFor((m) => m.address === '/showcaller/next')).args).toEqual([2, 'Welcome']);
  });

  it("sends a cue's own triggers with placeholders filled in", async () => {
    const put = await t.call(
      'PUT',
      `/api/cues/${show.cueIds[1]}/triggers`,
      {
        triggers: [
          {
            on: 'standby',
            address: '/lights/{cue.number}/ready',
            args: [
              { type: 'i', value: '{cue.number}' },
              { type: 's', value: '{cue.action} @ {event.id}' },
              { type: 'f', value: 0.5 },
            ],
          },
        ],
      },
      show.owner.token,
    );
    expect(put.status).toBe(200);
    // Standby on the second cue: its number and action fill the placeholders.
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.owner.token);
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/standby`, {}, show.owner.token);
    const m = await generic.waitFor((x) => x.address === '/lights/2/ready');
    expect(m.args).toEqual([2, `Welcome @ ${show.eventId}`, 0.5]);
    const read = await t.callParsed(cueTriggersBody, 'GET', `/api/cues/${show.cueIds[1]}/triggers`, undefined, show.callerToken);
    expect(read.body.triggers).toHaveLength(1);
  });

  it('says "no answer" when the equipment stays silent for a second', async () => {
    const silent = await fakeOsc();
    const r = await t.callParsed(
      oscTargetSchema,
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name: 'Mute Eos', host: '127.0.0.1', port: silent.port, preset: 'eos' },
      show.owner.token,
    );
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
    await silent.waitFor((m) => m.address === '/eos/cue/1/1/fire');
    t.clock.advance(1500);
    const ticks = await t.callParsed(
      confirmationsSchema,
      'GET',
      `/api/events/${show.eventId}/integrations/confirmations`,
      undefined,
      show.owner.token,
    );
    expect(ticks.body.targets.find((x) => x.targetId === r.body.id)?.state).toBe('no-answer');
    await t.call('DELETE', `/api/osc-targets/${r.body.id}`, undefined, show.owner.token);
    await silent.close();
  });

  it('sends a test message from the button', async () => {
    const r = await t.callParsed(targetTestResultSchema, 'POST', `/api/osc-targets/${targets.Sink!.id}/test`, {}, show.owner.token);
    expect(r.body).toMatchObject({ ok: true, answered: false });
    await generic.waitFor((m) => m.address === '/showcaller/test');
    // An answer that is no confirmation still shows in the live log, under the target that was sent to.
    await generic.send(
      { address: '127.0.0.1', port: generic.heard.at(-1)!.from.port },
      { address: '/pong', args: [{ type: 's', value: 'hi' }] },
    );
    let log: Array<{ direction: string; address: string; peer: string }> = [];
    await until(
      async () => {
        log = (await t.callParsed(oscLogResponse, 'GET', `/api/events/${show.eventId}/integrations/log`, undefined, show.owner.token)).body
          .entries;
        return log.some((e) => e.address === '/pong');
      },
      { what: 'the /pong answer in the live log', timeoutMs: 2000 },
    );
    expect(log.find((e) => e.address === '/pong')).toMatchObject({ direction: 'in', peer: expect.stringMatching(/^Sink /) });
  });

  it('refuses link-local hosts and bad input, and never shows a passcode', async () => {
    for (const host of ['169.254.169.254', 'fe80::1']) {
      const r = await t.call(
        'POST',
        `/api/events/${show.eventId}/osc-targets`,
        { name: 'Meta', host, port: 80, preset: 'generic' },
        show.owner.token,
      );
      expect(r.status).toBe(400);
      expect(r.error).toMatch(/link-local/);
    }
    const bad = await t.call(
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name: 'X', host: 'http://x/y', port: 99999, preset: 'nope' },
      show.owner.token,
    );
    expect(bad.status).toBe(400);
    const pc = await t.callParsed(
      oscTargetSchema,
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name: 'Locked', host: '127.0.0.1', port: 9, preset: 'qlab', passcode: '4321' },
      show.owner.token,
    );
    expect(pc.body.hasPasscode).toBe(true);
    expect(JSON.stringify(pc.body)).not.toContain('4321');
    // Send test opens the session with /connect 4321 first; the live log shows it without the passcode.
    // Nothing listens on port 9: sent, no answer, and what to check.
    const test = await t.callParsed(targetTestResultSchema, 'POST', `/api/osc-targets/${pc.body.id}/test`, {}, show.owner.token);
    expect(test.body).toMatchObject({ ok: true, answered: false, error: expect.stringMatching(/QLab did not answer/) });
    const log = await t.call('GET', `/api/events/${show.eventId}/integrations/log`, undefined, show.callerToken);
    expect(JSON.stringify(log.body)).toContain('/connect');
    expect(JSON.stringify(log.body)).not.toContain('4321');
    await t.call('DELETE', `/api/osc-targets/${pc.body.id}`, undefined, show.owner.token);
  });

  it('a change of the name alone keeps the transport, the framing and the cue list as they were', async () => {
    const made = await t.callParsed(
      oscTargetSchema,
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name: 'Desk', host: '192.168.1.30', port: 3032, transport: 'tcp', tcpFraming: 'length', preset: 'eos', cueList: '7' },
      show.owner.token,
    );
    expect(made.status).toBe(201);
    const renamed = await t.callParsed(
      oscTargetSchema,
      'PATCH',
      `/api/osc-targets/${made.body.id}`,
      { name: 'Main desk' },
      show.owner.token,
    );
    expect(renamed.body).toMatchObject({ name: 'Main desk', transport: 'tcp', cueList: '7', port: 3032 });
    expect(renamed.body).toEqual({ ...made.body, name: 'Main desk' });
    await t.call('DELETE', `/api/osc-targets/${made.body.id}`, undefined, show.owner.token);
  });

  it('lets only the owner change targets: co-callers read, department codes and other accounts get nothing', async () => {
    const other = await buildUser(t);
    const dep = await buildDepartment(t, show.owner.token, show.eventId, 'Sound');
    const dept = await insertCodeSession(t, 'department', show.eventId, dep.id);
    const id = targets.QLab!.id;
    expect((await t.call('GET', `/api/events/${show.eventId}/osc-targets`, undefined, show.callerToken)).status).toBe(200);
    expect((await t.call('PATCH', `/api/osc-targets/${id}`, { name: 'Mine' }, show.callerToken)).status).toBe(403);
    expect((await t.call('POST', `/api/osc-targets/${id}/test`, {}, show.callerToken)).status).toBe(403);
    expect((await t.call('GET', `/api/events/${show.eventId}/osc-targets`, undefined, dept)).status).toBe(403);
    expect((await t.call('PATCH', `/api/osc-targets/${id}`, { name: 'Mine' }, other.token)).status).toBe(404);
    expect((await t.call('DELETE', `/api/osc-targets/${id}`, undefined, other.token)).status).toBe(404);
    expect((await t.call('PUT', `/api/cues/${show.cueIds[0]}/triggers`, { triggers: [] }, other.token)).status).toBe(404);
    expect((await t.call('GET', `/api/osc-targets/999999`, undefined, show.owner.token)).status).toBe(404);
    const still = await t.callParsed(
      z.array(oscTargetSchema),
      'GET',
      `/api/events/${show.eventId}/osc-targets`,
      undefined,
      show.owner.token,
    );
    expect(still.body.find((x) => x.id === id)?.name).toBe('QLab');
  });
});

describe('OSC out over TCP with SLIP framing', () => {
  it('sends framed packets to a console that needs TCP and reads its framed reply', async () => {
    const t = await createTestApp({ QLAB_REPLY_PORT: 'off' });
    const show = await makeShow(t);
    const got: string[] = [];
    // A fake QLab on TCP (OSC 1.1: SLIP-framed packets both ways).
    const server = createServer((sock) => {
      const feed = slipDecoder((p) => {
        const [m] = decodePacket(p);
        if (!m) return;
        got.push(m.address);
        const n = /^\/cue\/(\d+)\/start$/.exec(m.address)?.[1];
        // Hand-written, not a QLab: it answers every start (test/devices/qlab.ts answers as QLab does).
        if (n) sock.write(slipEncode(encodeMessage({ address: `/reply/cue/${n}/start`, args: [{ type: 's', value: '{"status":"ok"}' }] })));
      });
      sock.on('data', feed);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    const port = addr && typeof addr === 'object' ? addr.port : 0;
    try {
      const r = await t.call(
        'POST',
        `/api/events/${show.eventId}/osc-targets`,
        { name: 'QLab TCP', host: '127.0.0.1', port, preset: 'qlab', transport: 'tcp', passcode: '1234' },
        show.owner.token,
      );
      expect(r.status).toBe(201);
      await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token);
      const fired = await firedRows(t, show.eventId, 1);
      expect(fired[0]).toMatchObject({ actor: 'osc:QLab TCP', cue_number: 1 });
      expect(got).toEqual(['/connect', '/alwaysReply', '/cue/1/start']);
      // The passcode went to QLab but is in nobody's view of the live log, the owner's included (docs/security.md "Trust, round 3" 20.7).
      for (const token of [show.owner.token, show.callerToken]) {
        const log = await t.callParsed(oscLogResponse, 'GET', `/api/events/${show.eventId}/integrations/log`, undefined, token);
        expect(log.body.entries.find((e) => e.address === '/connect')?.args).toEqual(['<passcode>']);
        expect(JSON.stringify(log.body)).not.toContain('1234');
      }
    } finally {
      server.close();
      await t.close();
    }
  });
});
