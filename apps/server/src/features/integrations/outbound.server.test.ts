/**
 * The outbound policy through the API (docs/security.md "Trust, round 3" 20.4, and 20.9's numeric spellings), on an app
 * WITHOUT the test harness's loopback allowance: saves answer 400 with the reason and store
 * nothing, a row saved before the policy is refused at send, OUTBOUND_ALLOW=none refuses every
 * save, control characters never reach a trigger, and a Try Demo account adds neither OSC
 * targets nor webhooks.
 */
import { demoResponse, oscLogResponse, oscTargetSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CueTrigger } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { DEMO_OUTBOUND } from './demoGuard.js';
import { fakeOsc } from '../../test/fakeOsc.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

const count = async (t: TestApp, table: 'osc_targets' | 'webhooks' | 'cue_triggers') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('outbound policy, default OUTBOUND_ALLOW (loopback not named)', () => {
  let t: TestApp;
  let show: ShowFixture;

  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW: '' });
    show = await makeShow(t);
  });
  afterAll(() => t.close());

  const addTarget = (host: string) =>
    t.call('POST', `/api/events/${show.eventId}/osc-targets`, { name: 'Device', host, port: 53000, preset: 'generic' }, show.owner.token);

  it('refuses loopback, unspecified and their IPv6 spellings at save, storing nothing', async () => {
    for (const [host, why] of [
      ['127.0.0.1', '127.0.0.1 is a loopback address; show control sends there only when OUTBOUND_ALLOW names it.'],
      ['0.0.0.0', /unspecified/],
      ['::', /unspecified/],
      ['::1', /loopback/],
      ['::ffff:7f00:1', /loopback/],
      ['::127.0.0.1', /loopback/],
      ['64:ff9b::7f00:1', /loopback/],
      ['2002:7f00:1::', /loopback/],
      ['localhost', /loopback/],
      ['224.0.0.1', /multicast/],
      ['255.255.255.255', /broadcast/],
    ] as const) {
      const r = await addTarget(host);
      expect(r.status, host).toBe(400);
      expect(r.body).toEqual({ error: expect.stringMatching(why) });
    }
    expect(await count(t, 'osc_targets')).toBe(0);
  });

  it('refuses numeric host spellings at save (item 9), on add and on change', async () => {
    for (const [host, dotted] of [
      ['127.1', '127.0.0.1'],
      ['2130706433', '127.0.0.1'],
      ['0x7f000001', '127.0.0.1'],
      ['0177.0.0.1', '127.0.0.1'],
      ['3232235796', '192.168.1.20'],
    ]) {
      const r = await addTarget(host!);
      expect(r.status, host).toBe(400);
      expect(r.error).toBe(`${host} is a numeric spelling of ${dotted}; write the address as four decimal numbers, such as ${dotted}.`);
    }
    expect(await count(t, 'osc_targets')).toBe(0);
    const added = await addTarget('192.168.1.20');
    expect(added.status).toBe(201);
    const ok = added.parse(oscTargetSchema);
    const patch = await t.call('PATCH', `/api/osc-targets/${ok.id}`, { host: '2130706433' }, show.owner.token);
    expect(patch.status).toBe(400);
    expect(patch.error).toMatch(/numeric spelling of 127\.0\.0\.1/);
    const patch2 = await t.call('PATCH', `/api/osc-targets/${ok.id}`, { host: '[::1]', name: 'Renamed' }, show.owner.token);
    expect(patch2.status).toBe(400);
    const stored = await t.db.kysely.selectFrom('osc_targets').selectAll().where('id', '=', ok.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ host: '192.168.1.20', name: 'Device' });
    await t.call('DELETE', `/api/osc-targets/${ok.id}`, undefined, show.owner.token);
  });

  it('refuses webhooks to the loopback however written, storing nothing', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://2130706433/x',
      'http://0x7f.1/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://localhost:9/x',
      'http://[::]/x',
    ]) {
      const r = await t.call('POST', `/api/events/${show.eventId}/webhooks`, { url, events: ['crew.ack'] }, show.owner.token);
      expect(r.status, url).toBe(400);
      expect(r.error).toMatch(/loopback|unspecified|numeric spelling/);
    }
    expect(await count(t, 'webhooks')).toBe(0);
  });

  it('refuses at send a loopback target saved before the policy: no packet leaves', async () => {
    const device = await fakeOsc();
    try {
      const { id } = await t.db.kysely
        .insertInto('osc_targets')
        .values({
          event_id: show.eventId,
          name: 'Old row',
          host: '127.0.0.1',
          port: device.port,
          transport: 'udp',
          preset: 'generic',
          passcode: null,
          cue_list: '1',
          created_at: new Date(t.clock.now()).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const test = await t.call('POST', `/api/osc-targets/${id}/test`, {}, show.owner.token);
      expect(test.status).toBe(400);
      expect(test.error).toMatch(/loopback/);
      expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token)).status).toBe(200);
      let log: Array<{ peer: string; note?: string }> = [];
      await until(
        async () => {
          log = (await t.callParsed(oscLogResponse, 'GET', `/api/events/${show.eventId}/integrations/log`, undefined, show.owner.token))
            .body.entries;
          return log.some((e) => e.note !== undefined);
        },
        { what: 'the refused send in the live log' },
      );
      expect(log.find((e) => e.note)).toMatchObject({ peer: expect.stringMatching(/^Old row /), note: expect.stringMatching(/loopback/) });
      expect(device.heard).toEqual([]);
      await t.call('DELETE', `/api/osc-targets/${id}`, undefined, show.owner.token);
    } finally {
      await device.close();
    }
  });

  it('refuses control characters in trigger addresses and strings at save', async () => {
    const cue = show.cueIds[1]!;
    const bad: CueTrigger[][] = [
      [{ on: 'go', address: '/x\u0000', args: [] }],
      [{ on: 'go', address: '/x\u007f', args: [] }],
      [{ on: 'go', address: '/x\u0085y', args: [] }],
      [{ on: 'go', address: '/x', args: [{ type: 's', value: 'a\r\nSET k v\r\n' }] }],
      [{ on: 'go', address: '/x', args: [{ type: 's', value: 'tab\there' }] }],
      [{ on: 'go', address: '/x', args: [{ type: 'i', value: '{cue.number}\n' }] }],
      [{ on: 'go', address: '/x', args: [{ type: 's', value: 'c1 \u009b' }] }],
    ];
    for (const triggers of bad) {
      const r = await t.call('PUT', `/api/cues/${cue}/triggers`, { triggers }, show.owner.token);
      expect(r.status, JSON.stringify(triggers)).toBe(400);
      expect(r.error).toEqual(expect.any(String));
    }
    expect(await count(t, 'cue_triggers')).toBe(0);
    const ok = await t.call(
      'PUT',
      `/api/cues/${cue}/triggers`,
      { triggers: [{ on: 'go', address: '/x', args: [{ type: 's', value: 'Café ✓' }] }] },
      show.owner.token,
    );
    expect(ok.status).toBe(200);
  });

  it('lets a Try Demo account add neither OSC targets nor webhooks (403), storing nothing', async () => {
    const demo = await t.callParsed(demoResponse, 'POST', '/api/demo', {});
    expect(demo.status).toBe(201);
    const target = await t.call(
      'POST',
      `/api/events/${demo.body.eventId}/osc-targets`,
      { name: 'QLab', host: '192.168.1.20', port: 53000, preset: 'qlab' },
      demo.body.token,
    );
    expect({ status: target.status, body: target.body }).toEqual({ status: 403, body: { error: DEMO_OUTBOUND } });
    const hook = await t.call(
      'POST',
      `/api/events/${demo.body.eventId}/webhooks`,
      { url: 'https://hooks.example.com/x', events: ['crew.ack'] },
      demo.body.token,
    );
    expect({ status: hook.status, body: hook.body }).toEqual({ status: 403, body: { error: DEMO_OUTBOUND } });
    const rows = await t.db.kysely.selectFrom('osc_targets').select('id').where('event_id', '=', demo.body.eventId).execute();
    expect(rows).toEqual([]);
    expect(await t.db.kysely.selectFrom('webhooks').select('id').where('event_id', '=', demo.body.eventId).execute()).toEqual([]);
  });
});

describe('OUTBOUND_ALLOW=none', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses every save with one sentence', async () => {
    t = await createTestApp({ OUTBOUND_ALLOW: 'none' });
    const show = await makeShow(t);
    const sentence = 'This server sends nothing outward (OUTBOUND_ALLOW=none).';
    const target = await t.call(
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name: 'QLab', host: '192.168.1.20', port: 53000, preset: 'qlab' },
      show.owner.token,
    );
    expect({ status: target.status, body: target.body }).toEqual({ status: 400, body: { error: sentence } });
    const hook = await t.call(
      'POST',
      `/api/events/${show.eventId}/webhooks`,
      { url: 'https://hooks.example.com/x', events: ['crew.ack'] },
      show.owner.token,
    );
    expect({ status: hook.status, body: hook.body }).toEqual({ status: 400, body: { error: sentence } });
    expect(await count(t, 'osc_targets')).toBe(0);
    expect(await count(t, 'webhooks')).toBe(0);
  });
});
