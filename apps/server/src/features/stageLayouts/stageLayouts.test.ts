/**
 * Stage layouts (docs/decisions/0035-stage-layouts-and-lobby.md): the callers save named looks,
 * the stage view carries them, one default per event, names unique in any case; bad colours,
 * names and logos are refused with a sentence and change nothing; the logo is served with its
 * checked type to the event's screens only.
 */
import {
  accessResponseSchema,
  stageCodeSchema,
  stageLayoutListSchema,
  stageLayoutSchema,
  stageViewSchema,
  STANDARD_STAGE_LAYOUT,
  type StageLayoutConfig,
} from '@showcaller/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown, type TestUser } from '../../test/factories.js';

// A 1×1 PNG, and the first bytes of a JPEG and a WebP.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');

const confidence: StageLayoutConfig = {
  ...STANDARD_STAGE_LAYOUT,
  elements: { ...STANDARD_STAGE_LAYOUT.elements, clock: { show: false, size: 'small' }, progress: { show: true, size: 'large' } },
  background: '#0b1f3a',
  text: '#fff7d6',
  flip: 'mirror',
};

describe(`stage layouts (${testEngine})`, () => {
  let t: TestApp;
  let show: TestRundown;
  let bob: TestUser;
  let stageToken: string;
  let callerToken: string;
  let crewToken: string;

  const list = (token = show.owner.token) =>
    t.callParsed(stageLayoutListSchema, 'GET', `/api/events/${show.event.id}/stage-layouts`, undefined, token);
  const create = (body: unknown, token = show.owner.token) => t.call('POST', `/api/events/${show.event.id}/stage-layouts`, body, token);

  beforeAll(async () => {
    t = await createTestApp();
    bob = await buildUser(t);
  });
  beforeEach(async () => {
    show = await buildRundown(t);
    const code = (await t.callParsed(stageCodeSchema, 'GET', `/api/events/${show.event.id}/stage/code`, undefined, show.owner.token)).body;
    stageToken = (await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code: code.stageCode })).body.token;
    callerToken = await show.callerToken();
    crewToken = await show.crewToken('Sound');
  });
  afterAll(() => t.close());

  it('saves a layout from the owner or a co-caller, and the stage view carries it to the stage code', async () => {
    const made = await create({ name: 'Confidence', config: confidence, isDefault: true });
    expect(made.status).toBe(201);
    const layout = made.parse(stageLayoutSchema);
    expect(layout).toMatchObject({ name: 'Confidence', isDefault: true, config: confidence, logoUrl: null });
    const byCaller = await create({ name: 'Lectern', config: STANDARD_STAGE_LAYOUT }, callerToken);
    expect(byCaller.status).toBe(201);
    const view = (await t.callParsed(stageViewSchema, 'GET', `/api/events/${show.event.id}/stage`, undefined, stageToken)).body;
    expect(view.layouts.map((l) => [l.name, l.isDefault])).toEqual([
      ['Confidence', true],
      ['Lectern', false],
    ]);
    expect(view.layouts[0]!.config.flip).toBe('mirror');
  });

  it('keeps one default per event and one name per event in any case', async () => {
    const a = (await create({ name: 'Wide', config: STANDARD_STAGE_LAYOUT, isDefault: true })).parse(stageLayoutSchema);
    const b = (await create({ name: 'Tall', config: STANDARD_STAGE_LAYOUT })).parse(stageLayoutSchema);
    const same = await create({ name: 'WIDE', config: STANDARD_STAGE_LAYOUT });
    expect(same.status).toBe(409);
    expect(same.error).toBe('This event already has a layout with that name.');
    const renamed = await t.call('PUT', `/api/stage-layouts/${b.id}`, { name: 'wide', config: STANDARD_STAGE_LAYOUT }, show.owner.token);
    expect(renamed.status).toBe(409);
    const moved = await t.call(
      'PUT',
      `/api/stage-layouts/${b.id}`,
      { name: 'Tall', config: confidence, isDefault: true },
      show.owner.token,
    );
    expect(moved.status).toBe(200);
    expect((await list()).body.map((l) => [l.id, l.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
  });

  it('refuses unreadable colours, bad names and broken configs with a sentence, and saves nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ name: 'Grey', config: { ...confidence, text: '#111111', background: '#000000' } }, /contrast/],
      [{ name: 'Bad', config: { ...confidence, background: 'red' } }, /#RRGGBB/],
      [{ name: 'a/b', config: confidence }, /cannot hold/],
      [{ name: '12', config: confidence }, /needs a letter/],
      [{ name: '   ', config: confidence }, /name the layout/],
      [{ name: 'Flip', config: { ...confidence, flip: 'sideways' } }, /.+/],
      [{ name: 'Less', config: { background: '#000000' } }, /.+/],
    ];
    for (const [body, text] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.error).toMatch(text);
    }
    expect((await list()).body).toEqual([]);
  });

  it('hides layouts from another account and from crew codes, and refuses the stage code any change', async () => {
    const layout = (await create({ name: 'Lectern', config: STANDARD_STAGE_LAYOUT })).parse(stageLayoutSchema);
    for (const [token, status] of [
      [bob.token, 404],
      [crewToken, 403],
      [stageToken, 403],
    ] as const) {
      expect((await t.call('GET', `/api/events/${show.event.id}/stage-layouts`, undefined, token)).status).toBe(status);
      const put = await t.call('PUT', `/api/stage-layouts/${layout.id}`, { name: 'Taken', config: confidence }, token);
      expect(put.status).toBe(status);
      expect(put.error).toBeTypeOf('string');
      expect((await t.call('DELETE', `/api/stage-layouts/${layout.id}`, undefined, token)).status).toBe(status);
      expect((await t.call('PUT', `/api/stage-layouts/${layout.id}/logo`, { contentType: 'image/png', data: PNG }, token)).status).toBe(
        status,
      );
    }
    // Another account's layout answers like a missing one.
    expect((await t.call('PUT', `/api/stage-layouts/${layout.id}`, { name: 'X', config: confidence }, bob.token)).error).toBe(
      'That stage layout could not be found.',
    );
    expect((await list()).body).toEqual([layout]);
  });

  it('takes a PNG logo, refuses an SVG, a mislabelled file and an oversized one, and serves it to the stage code only', async () => {
    const layout = (await create({ name: 'Branded', config: STANDARD_STAGE_LAYOUT })).parse(stageLayoutSchema);
    const logo = (body: unknown) => t.call('PUT', `/api/stage-layouts/${layout.id}/logo`, body, show.owner.token);
    expect((await logo({ contentType: 'image/svg+xml', data: SVG })).error).toMatch(/The logo must be a PNG, JPEG or WebP image/);
    expect((await logo({ contentType: 'image/png', data: SVG })).error).toMatch(/not the kind of image it says/);
    expect((await logo({ contentType: 'image/jpeg', data: PNG })).error).toMatch(/not the kind of image it says/);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(300 * 1024)]).toString('base64');
    const tooBig = await logo({ contentType: 'image/png', data: big });
    expect([400, 413]).toContain(tooBig.status);
    expect(tooBig.error).toBeTypeOf('string');
    expect((await list()).body[0]!.logoUrl).toBeNull();

    const saved = (await logo({ contentType: 'image/png', data: PNG })).parse(stageLayoutSchema);
    expect(saved.logoUrl).toMatch(new RegExp(`^/api/stage-layouts/${layout.id}/logo\\?v=[0-9a-f]{16}$`));
    const served = await t.app.inject({ method: 'GET', url: saved.logoUrl!, headers: { authorization: `Bearer ${stageToken}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await t.call('GET', saved.logoUrl!, undefined, bob.token)).status).toBe(404);
    expect((await t.call('GET', saved.logoUrl!)).status).toBe(401);

    const cleared = (await t.callParsed(stageLayoutSchema, 'DELETE', `/api/stage-layouts/${layout.id}/logo`, undefined, callerToken)).body;
    expect(cleared.logoUrl).toBeNull();
    expect((await t.call('GET', `/api/stage-layouts/${layout.id}/logo`, undefined, stageToken)).status).toBe(404);
  });

  it('tells the stage screens to read again on every change, and deletes', async () => {
    const heard: string[] = [];
    const off = t.app.services.bus.subscribe((e) => {
      if (e.type === 'refetch' && e.eventId === show.event.id) heard.push(e.key);
    });
    const layout = (await create({ name: 'Lectern', config: STANDARD_STAGE_LAYOUT })).parse(stageLayoutSchema);
    await t.callParsed(
      stageLayoutSchema,
      'PUT',
      `/api/stage-layouts/${layout.id}`,
      { name: 'Lectern', config: confidence },
      show.owner.token,
    );
    expect((await t.call('DELETE', `/api/stage-layouts/${layout.id}`, undefined, show.owner.token)).status).toBe(200);
    off();
    expect(heard).toEqual(['stage', 'stage', 'stage']);
    expect((await list()).body).toEqual([]);
    expect((await t.call('DELETE', `/api/stage-layouts/${layout.id}`, undefined, show.owner.token)).status).toBe(404);
  });
});
