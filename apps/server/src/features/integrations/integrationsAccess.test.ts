/**
 * Who reaches the show-control routes (docs/security.md "Trust, round 3" 20.8 and 20.9): another account's OSC target or cue
 * answers exactly like an id that does not exist (404, same sentence), whoever asks; a department
 * code reads none of it, the OSC confirmations included, while a co-caller reads them.
 */
import { z } from 'zod';
import { oscTargetSchema } from '@showcaller/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OscTarget } from '@showcaller/shared';
import { createTestApp, insertCodeSession, type TestApp } from '../../test/harness.js';
import { buildDepartment } from '../../test/factories.js';
import { makeShow, type ShowFixture } from '../../test/integrationsFixture.js';

const MISSING = 2_000_000_000;

describe('show control access', () => {
  let t: TestApp;
  let a: ShowFixture;
  let b: ShowFixture;
  let target: OscTarget;
  let deptA: string;
  let deptB: string;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await makeShow(t), await makeShow(t)];
    const r = await t.callParsed(
      oscTargetSchema,
      'POST',
      `/api/events/${a.eventId}/osc-targets`,
      { name: 'QLab', host: '127.0.0.1', port: 9, preset: 'qlab' },
      a.owner.token,
    );
    expect(r.status).toBe(201);
    target = r.body;
    const depOf = async (s: ShowFixture) => (await buildDepartment(t, s.owner.token, s.eventId, 'Sound')).id;
    deptA = await insertCodeSession(t, 'department', a.eventId, await depOf(a));
    deptB = await insertCodeSession(t, 'department', b.eventId, await depOf(b));
  });
  afterAll(() => t.close());

  it("answers another account's target or cue exactly like a missing one (404, same sentence)", async () => {
    const routes: Array<[string, (id: number) => string, () => number, unknown]> = [
      ['GET', (id) => `/api/cues/${id}/triggers`, () => a.cueIds[0]!, undefined],
      ['PUT', (id) => `/api/cues/${id}/triggers`, () => a.cueIds[0]!, { triggers: [] }],
      ['PATCH', (id) => `/api/osc-targets/${id}`, () => target.id, { name: 'Mine' }],
      ['POST', (id) => `/api/osc-targets/${id}/test`, () => target.id, {}],
      ['DELETE', (id) => `/api/osc-targets/${id}`, () => target.id, undefined],
      ['GET', (id) => `/api/events/${id}/integrations`, () => a.eventId, undefined],
      ['GET', (id) => `/api/events/${id}/integrations/log`, () => a.eventId, undefined],
      ['GET', (id) => `/api/events/${id}/integrations/confirmations`, () => a.eventId, undefined],
      ['GET', (id) => `/api/events/${id}/osc-targets`, () => a.eventId, undefined],
    ];
    for (const [method, url, id, body] of routes) {
      for (const [who, token] of [
        ['another owner', b.owner.token],
        ["another event's co-caller", b.callerToken],
        ["another event's department", deptB],
      ] as const) {
        const theirs = await t.call(method, url(id()), body, token);
        const missing = await t.call(method, url(MISSING), body, token);
        expect({ status: theirs.status, body: theirs.body }, `${method} ${url(0)} as ${who}`).toEqual({
          status: missing.status,
          body: missing.body,
        });
        expect(theirs.status, `${method} ${url(0)} as ${who}`).toBe(404);
      }
    }
    // Nothing changed: the target is still there under its name.
    const still = await t.callParsed(z.array(oscTargetSchema), 'GET', `/api/events/${a.eventId}/osc-targets`, undefined, a.owner.token);
    expect(still.body.map((x) => x.name)).toEqual(['QLab']);
  });

  it('keeps the OSC confirmations from department codes; co-callers read them', async () => {
    const url = `/api/events/${a.eventId}/integrations/confirmations`;
    const dept = await t.call('GET', url, undefined, deptA);
    expect(dept.status).toBe(403);
    expect(dept.error).toMatch(/department code/i);
    expect((await t.call('GET', url, undefined, a.callerToken)).status).toBe(200);
    expect((await t.call('GET', url, undefined, a.owner.token)).status).toBe(200);
  });

  it('a co-caller of the event still gets 403 (not 404) for what only the owner may change', async () => {
    expect((await t.call('PATCH', `/api/osc-targets/${target.id}`, { name: 'Mine' }, a.callerToken)).status).toBe(403);
    expect((await t.call('PUT', `/api/cues/${a.cueIds[0]}/triggers`, { triggers: [] }, a.callerToken)).status).toBe(403);
    expect((await t.call('GET', `/api/cues/${a.cueIds[0]}/triggers`, undefined, deptA)).status).toBe(403);
  });
});
