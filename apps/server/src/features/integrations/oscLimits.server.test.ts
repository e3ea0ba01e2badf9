/**
 * docs/security.md "Trust, round 3" 20.3 (OSC part): at most 16 OSC targets per event, at most 20 triggers per cue, and a send
 * budget per event per second. Before it one GO to 16 targets with 20 long triggers sent 336
 * packets (about 570 KB) at once; now what is over the budget is skipped and the log says so once.
 */
import { z } from 'zod';
import { oscLogResponse, oscTargetSchema } from '@showcaller/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { fakeOsc, type FakeOsc } from '../../test/fakeOsc.js';
import { MAX_TARGETS_PER_EVENT } from './integrations.service.js';
import { SEND_BUDGET } from './oscOut.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

describe('OSC out limits', () => {
  let t: TestApp;
  let show: ShowFixture;
  let sink: FakeOsc;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    show = await makeShow(t);
    sink = await fakeOsc();
  });
  afterEach(() => sink.close());
  afterAll(() => t.close());

  const add = (name: string) =>
    t.call(
      'POST',
      `/api/events/${show.eventId}/osc-targets`,
      { name, host: '127.0.0.1', port: sink.port, preset: 'generic' },
      show.owner.token,
    );
  const log = async () =>
    (await t.callParsed(oscLogResponse, 'GET', `/api/events/${show.eventId}/integrations/log`, undefined, show.owner.token)).body.entries;

  it(`refuses a target over ${MAX_TARGETS_PER_EVENT} per event with 400, storing nothing, and over 20 triggers per cue`, async () => {
    for (let i = 1; i <= MAX_TARGETS_PER_EVENT; i++) expect((await add(`T${i}`)).status).toBe(201);
    const over = await add('One too many');
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ error: `An event can have at most ${MAX_TARGETS_PER_EVENT} OSC targets.` });
    const list = await t.callParsed(
      z.array(oscTargetSchema),
      'GET',
      `/api/events/${show.eventId}/osc-targets`,
      undefined,
      show.owner.token,
    );
    expect(list.body).toHaveLength(MAX_TARGETS_PER_EVENT);
    const triggers = Array.from({ length: 21 }, () => ({ on: 'go', address: '/x', args: [] }));
    expect((await t.call('PUT', `/api/cues/${show.cueIds[0]}/triggers`, { triggers }, show.owner.token)).status).toBe(400);
  });

  it('skips what is over the send budget of the event and says so once in the OSC log', async () => {
    for (let i = 1; i <= MAX_TARGETS_PER_EVENT; i++) expect((await add(`T${i}`)).status).toBe(201);
    const long = 'x'.repeat(200);
    const triggers = Array.from({ length: 20 }, (_, i) => ({
      on: 'go',
      address: `/big/${i}`,
      args: Array.from({ length: 8 }, () => ({ type: 's', value: long })),
    }));
    expect((await t.call('PUT', `/api/cues/${show.cueIds[0]}/triggers`, { triggers }, show.owner.token)).status).toBe(200);
    expect((await t.call('POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.owner.token)).status).toBe(200);
    // 16 targets x (1 generic message + 20 triggers) = 336 packets were due.
    const due = MAX_TARGETS_PER_EVENT * 21;
    let skipped = 0;
    await until(
      async () => {
        const note = (await log()).find((e) => e.note?.startsWith('send budget reached'))?.note;
        skipped = Number(/(\d+) packets skipped/.exec(note ?? '')?.[1] ?? 0);
        return skipped > 0 && sink.heard.length + skipped === due;
      },
      { what: 'every packet sent or counted as skipped', timeoutMs: 3000 },
    );
    console.log(`send budget: ${sink.heard.length} of ${due} packets sent, ${skipped} skipped`);
    expect(sink.heard.length).toBeLessThanOrEqual(SEND_BUDGET.packets);
    expect(sink.heard.length).toBeGreaterThan(0);
    expect((await log()).filter((e) => e.note?.startsWith('send budget reached'))).toHaveLength(1);
    // A second later (the send budget runs on the app's clock) the event may send again.
    t.clock.advance(SEND_BUDGET.windowMs);
    const before = sink.heard.length;
    await t.call('POST', `/api/events/${show.eventId}/cuestatus/hold`, {}, show.owner.token);
    await until(() => sink.heard.filter((m) => m.address === '/showcaller/hold').length === MAX_TARGETS_PER_EVENT, {
      what: 'the HOLD at every target',
    });
    expect(sink.heard.length).toBe(before + MAX_TARGETS_PER_EVENT);
  });
});
