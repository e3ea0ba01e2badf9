import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoResponse } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('Try Demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a throwaway account with a realistic show that expires after 24 hours', async () => {
    const r = await t.callParsed(demoResponse, 'POST', '/api/demo', {});
    expect(r.status).toBe(201);
    // The dashboard's countdown reads the hour the demo is removed.
    expect(r.body.user).toMatchObject({ isDemo: true, trialActive: true, trialEndDate: '2026-11-23T10:00:00.000Z' });
    // The first account of this new server, yet no admin: a demo must never read other users.
    expect(r.body.user).toMatchObject({ id: 1, isAdmin: false });
    expect((await t.call('GET', '/api/admin/users', undefined, r.body.token)).status).toBe(403);
    const cues = await t.call('GET', `/api/events/${r.body.eventId}/cues`, undefined, r.body.token);
    const deps = await t.call('GET', `/api/events/${r.body.eventId}/departments`, undefined, r.body.token);
    const event = await t.call('GET', `/api/events/${r.body.eventId}`, undefined, r.body.token);
    const tasks = await t.call('GET', `/api/events/${r.body.eventId}/tasks`, undefined, r.body.token);
    expect(cues.parse(z.array(z.unknown())).length).toBeGreaterThanOrEqual(20);
    expect(deps.body).toHaveLength(5);
    expect(tasks.parse(z.array(z.object({ color: z.string() }))).filter((x) => x.color !== '').length).toBeGreaterThan(5);
    // A password login can never reach a demo account.
    expect((await t.call('POST', '/api/auth/login', { username: r.body.user.username, password: 'anything at all' })).status).toBe(401);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await t.app.services.demo.purgeExpired()).toBe(1);
    expect((await t.call('GET', '/api/user', undefined, r.body.token)).status).toBe(401);
    const left = await t.db.kysely.selectFrom('cues').select('id').where('event_id', '=', r.body.eventId).execute();
    expect(left).toHaveLength(0);
    // A code once shared for a demo never opens a real show later.
    for (const code of [
      event.parse(z.object({ showCallerCode: z.string() })).showCallerCode,
      ...deps.parse(z.array(z.object({ accessCode: z.string() }))).map((d) => d.accessCode),
    ]) {
      expect((await t.call('POST', '/api/access', { code })).status).toBe(404);
      const retired = await t.db.kysely.selectFrom('retired_codes').select('code').where('code', '=', code).executeTakeFirst();
      expect(retired, code).toBeDefined();
    }
  });
});
