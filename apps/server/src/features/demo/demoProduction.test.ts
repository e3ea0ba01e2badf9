/**
 * Try Demo's sample production (README.md#try-demo, docs/decisions/0026-productions.md): beside
 * the sample show, a two-day conference in three rooms with a show in every room on every day, each
 * with realistic cues, departments and tasks. The demo's limits hold for it: only the demo account
 * sees it, it sends nothing outward, and it is removed with the account after 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueSchema, demoResponse, departmentSchema, eventListItemSchema, productionSchema, taskSchema } from '@showcaller/shared';
import { createTestApp, registerUser, type TestApp } from '../../test/harness.js';
import { DEMO_OUTBOUND } from '../integrations/demoGuard.js';
import { PRODUCTION_NOT_FOUND } from '../productions/productions.service.js';

describe('Try Demo: the sample production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers a production of 2 days and 3 rooms beside the sample show, a show in each room on each day', async () => {
    const demo = (await t.callParsed(demoResponse, 'POST', '/api/demo', {})).body;
    const token = demo.token;
    expect(demo.productionId).toEqual(expect.any(Number));
    const list = (await t.callParsed(z.array(productionSchema), 'GET', '/api/productions', undefined, token)).body;
    expect(list).toHaveLength(1);
    const p = list[0]!;
    expect(p).toMatchObject({ id: demo.productionId, name: 'DevSummit (demo)', timeZone: 'Europe/Berlin', eventCount: 6 });
    // The demo is made on 2026-11-22 (the test clock): the show is a week later, the production too.
    expect([p.firstDay, p.lastDay]).toEqual(['2026-11-29', '2026-11-30']);
    expect(p.rooms.map((r) => r.name)).toEqual(['Main Hall', 'Room A', 'Room B']);

    const events = (await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, token)).body;
    const standalone = events.filter((e) => e.productionId == null);
    const inProduction = events.filter((e) => e.productionId === p.id);
    expect(standalone.map((e) => e.id)).toEqual([demo.eventId]);
    expect(inProduction.map((e) => `${e.day} ${e.room}`).sort()).toEqual([
      '2026-11-29 Main Hall',
      '2026-11-29 Room A',
      '2026-11-29 Room B',
      '2026-11-30 Main Hall',
      '2026-11-30 Room A',
      '2026-11-30 Room B',
    ]);
    for (const e of inProduction) {
      expect(e.date, e.name).toBe(e.day);
      const cues = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${e.id}/cues`, undefined, token)).body;
      const deps = (await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${e.id}/departments`, undefined, token)).body;
      const tasks = (await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${e.id}/tasks`, undefined, token)).body;
      expect(cues.length, e.name).toBeGreaterThanOrEqual(7);
      // Cue times run forward through the day, as a rundown does.
      const times = cues.map((c) => c.time);
      expect(times, e.name).toEqual([...times].sort());
      expect(deps.length, e.name).toBeGreaterThanOrEqual(3);
      expect(tasks.length, e.name).toBeGreaterThan(cues.length);
      // Every event has its own codes: a crew in Room A cannot open Room B.
      expect(new Set(deps.map((d) => d.accessCode)).size).toBe(deps.length);
    }
    const codes = events.map((e) => e.showCallerCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("is the demo's alone: another account's look-up answers as a missing one, and it sends nothing outward", async () => {
    const demo = (await t.callParsed(demoResponse, 'POST', '/api/demo', {})).body;
    const other = await registerUser(t);
    const peek = await t.call('GET', `/api/productions/${demo.productionId}`, undefined, other.token);
    expect([peek.status, peek.error]).toEqual([404, PRODUCTION_NOT_FOUND]);
    const events = (await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, demo.token)).body;
    const room = events.find((e) => e.productionId === demo.productionId)!;
    const target = await t.call(
      'POST',
      `/api/events/${room.id}/osc-targets`,
      { name: 'QLab', host: '127.0.0.1', port: 53000, preset: 'qlab' },
      demo.token,
    );
    expect([target.status, target.error]).toEqual([403, DEMO_OUTBOUND]);
    const hook = await t.call(
      'POST',
      `/api/events/${room.id}/webhooks`,
      { url: 'https://example.com/hook', events: ['cue.status'] },
      demo.token,
    );
    expect([hook.status, hook.error]).toEqual([403, DEMO_OUTBOUND]);
  });

  it('is removed with the demo account after 24 hours, its codes retired', async () => {
    const demo = (await t.callParsed(demoResponse, 'POST', '/api/demo', {})).body;
    const events = (await t.callParsed(z.array(eventListItemSchema), 'GET', '/api/events', undefined, demo.token)).body;
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await t.app.services.demo.purgeExpired()).toBeGreaterThanOrEqual(1);
    const k = t.db.kysely;
    expect(await k.selectFrom('productions').select('id').where('id', '=', demo.productionId!).execute()).toEqual([]);
    expect(await k.selectFrom('production_rooms').select('id').where('production_id', '=', demo.productionId!).execute()).toEqual([]);
    const ids = events.map((e) => e.id);
    expect(await k.selectFrom('events').select('id').where('id', 'in', ids).execute()).toEqual([]);
    for (const e of events) {
      expect((await t.call('POST', '/api/access', { code: e.showCallerCode })).status, e.name).toBe(404);
    }
  });
});
