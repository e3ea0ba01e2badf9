/**
 * Property-based fuzzing of every documented route and every WebSocket message type
 * (docs/decisions/0014-errors-are-json-sentences.md: bad input is a 4xx with a JSON `{error}`, never a 500, and changes nothing).
 *
 * The routes come from the app's own OpenAPI document, so a new route is fuzzed without being
 * listed here. Every generated request is built to fail (a wrong-typed field, a malformed id or
 * query, a body that is not JSON, too large or binary, a method the path lacks, or a well-formed
 * request naming a row that does not exist), so the database must be the same afterwards. The
 * only ones that may succeed are GETs without ids (they change nothing) given junk they ignore.
 * A second part sends valid requests with awkward text and numbers (those may succeed; they
 * must not 5xx), and corrupted spreadsheets to the import preview (which must change nothing).
 *
 * FUZZ_RUNS (default 100) sets the runs per route; FUZZ_SEED replays a failing seed.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_CONTENT_TYPES, cueCommandResponse } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine } from '../harness.js';
import { buildCue, buildDepartment, buildEventWith, buildTask } from '../factories.js';
import { encodeLoosely } from './arbitraries.js';
import { badFrames, genericBadFrames, messageTypes } from './wsArbitraries.js';
import { casesFor, describeCase } from './httpCases.js';
import { clip, dumpDb, expectErrorShape, listRoutes, openRawSocket, send, type Method, type RawRequest } from './helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const fcOptions = (numRuns: number) => ({ numRuns, ...(SEED !== undefined ? { seed: SEED } : {}) });

const t = await createTestApp();
const owner = await registerUser(t);
const ids = await seedShow(owner.token);
const routes = await listRoutes(t);
const stats = { http: 0, http5xx: 0, ws: 0, wsErrors: 0, wsClosed: 0, statuses: new Map<number, number>() };
let listening: string | undefined;
const baseUrl = async () => (listening ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

afterAll(async () => {
  console.log(
    `[security fuzz, ${testEngine}] ${stats.http} HTTP requests fuzzed over ${routes.length} routes, ${stats.http5xx} answered 5xx ` +
      `(statuses: ${[...stats.statuses]
        .sort(([a], [b]) => a - b)
        .map(([k, n]) => `${k}×${n}`)
        .join(', ')}); ` +
      `${stats.ws} malformed WebSocket frames: ${stats.wsErrors} answered {type:'error'}, ${stats.wsClosed} over 64 KB closed the socket`,
  );
  await t.close();
});

/** A show with objects behind small ids (1, 2, 3), so well-formed ids in fuzzed requests hit real rows. */
async function seedShow(token: string): Promise<string[]> {
  const ev = await buildEventWith(t, token, { name: 'Fuzz gala', date: '2026-12-24' });
  const cues = [];
  for (const action of ['Doors', 'Welcome', 'Keynote']) cues.push(await buildCue(t, token, { eventId: ev.id, action, duration: 60 }));
  const deps = [await buildDepartment(t, token, ev.id, 'Sound'), await buildDepartment(t, token, ev.id, 'Light')];
  await buildTask(t, token, { cueId: cues[0]!.id, departmentId: deps[0]!.id, description: 'Mics on' });
  await buildTask(t, token, { cueId: cues[1]!.id, departmentId: deps[1]!.id, description: 'Spot' });
  await t.callParsed(cueCommandResponse, 'POST', `/api/events/${ev.id}/cuestatus/standby`, {}, token);
  // Notes exist once their feature is there; the fuzz covers whatever routes the app has.
  await t.call('POST', '/api/annotations', { eventId: ev.id, content: 'Check mics' }, token);
  return ['1', '2', '3'];
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

describe(`HTTP fuzz (${testEngine}): every route answers malformed requests with a 4xx {error} and changes nothing`, () => {
  it('reads the route list from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/events/{id}/cuestatus/{command}');
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const before = await dumpDb(t.db);
      await fc.assert(
        fc.asyncProperty(casesFor(route, { token: owner.token, ids, routes }), async (c) => {
          const res = await send(t, c.req);
          stats.http++;
          stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) stats.http5xx++;
          const context = `${describeCase(c)} → ${res.status} ${clip(res.text, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          if (c.expect === 'tooLarge') expect(res.status, context).toBe(413);
          if (c.expect !== 'mayPass') expect(res.status, context).toBeGreaterThanOrEqual(400);
          if (res.status >= 400) expectErrorShape(res, context);
        }),
        fcOptions(RUNS),
      );
      expect(await dumpDb(t.db), 'the database after requests that all failed').toEqual(before);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Valid requests with awkward text and numbers
// ---------------------------------------------------------------------------------------------

const hasRoute = (method: Method, path: string) => routes.some((r) => r.method === method && r.path === path);
let edgeCounter = 0;

/** Requests that are valid apart from the text `x` put into their string fields. */
const textTargets: Array<{ route: [Method, string]; url: string; body?: (x: string) => unknown }> = [
  { route: ['POST', '/api/events'], url: '/api/events', body: (x) => ({ name: x, date: '2026-12-24', description: x }) },
  { route: ['PATCH', '/api/events/{id}'], url: '/api/events/1', body: (x) => ({ name: x }) },
  { route: ['POST', '/api/cues'], url: '/api/cues', body: (x) => ({ eventId: 1, action: x, notes: x, time: 'TBD' }) },
  { route: ['PATCH', '/api/cues/{id}'], url: '/api/cues/1', body: (x) => ({ action: x }) },
  { route: ['POST', '/api/departments'], url: '/api/departments', body: (x) => ({ eventId: 1, name: x }) },
  { route: ['POST', '/api/tasks'], url: '/api/tasks', body: (x) => ({ cueId: 1, departmentId: 1, description: x }) },
  { route: ['POST', '/api/annotations'], url: '/api/annotations', body: (x) => ({ eventId: 1, content: x, targetType: x.slice(0, 40) }) },
  { route: ['POST', '/api/auth/login'], url: '/api/auth/login', body: (x) => ({ username: x, password: x }) },
  { route: ['POST', '/api/access'], url: '/api/access', body: (x) => ({ code: x.slice(0, 40) }) },
  {
    route: ['POST', '/api/auth/forgot-password'],
    url: '/api/auth/forgot-password',
    body: (x) => ({ email: `${x.slice(0, 60)}@example.com` }),
  },
  {
    route: ['POST', '/api/auth/register'],
    url: '/api/auth/register',
    body: (x) => ({
      username: `edge${++edgeCounter}`,
      name: x,
      email: `edge${edgeCounter}@example.com`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    }),
  },
  { route: ['GET', '/api/admin/users'], url: '/api/admin/users?search=' },
  { route: ['GET', '/api/events/{id}/annotations'], url: '/api/events/1/annotations?targetType=' },
  { route: ['GET', '/api/events/{id}/report/xlsx'], url: '/api/events/1/report/xlsx?tz=' },
];
const presentTextTargets = textTargets.filter((x) => hasRoute(...x.route));

function textRequest(target: (typeof textTargets)[number], x: string): RawRequest {
  const auth = { authorization: `Bearer ${owner.token}` };
  return target.body
    ? {
        method: target.route[0],
        url: target.url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(target.body(x)),
      }
    : { method: target.route[0], url: target.url + encodeLoosely(x.slice(0, 40)), headers: auth };
}

describe(`text and numbers at the edges of otherwise valid requests (${testEngine})`, () => {
  it('refuses U+0000 in any text with 400 on both engines, and stores nothing', async () => {
    expect(presentTextTargets.length).toBeGreaterThan(8);
    const before = await dumpDb(t.db);
    for (const target of presentTextTargets) {
      for (const x of ['\u0000', 'Gala\u0000night', 'x'.repeat(30) + '\u0000']) {
        const req = textRequest(target, x);
        const res = await send(t, req);
        stats.http++;
        const context = `${req.method} ${req.url} ${clip(req.payload ?? '')} → ${res.status} ${clip(res.text)}`;
        expect(res.status, context).toBe(400);
        expectErrorShape(res, context);
      }
    }
    expect(await dumpDb(t.db)).toEqual(before);
  });

  it('takes any other Unicode (lone surrogates, emoji, bidi controls, long accented text) without a 5xx', async () => {
    const odd = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((v) => !v.includes('\u0000') && v.trim().length > 0),
      fc.constantFrom('\uD800', 'a\uDFFFb', '😀👩‍👩‍👧', '\u202Eevil', '\u200B', 'e\u0301', '\u2028\u2029', "O'Brien; --", '%s%n', '\\'),
      fc.constant('é'.repeat(190)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...presentTextTargets), odd, async (target, x) => {
        const req = textRequest(target, x);
        const res = await send(t, req);
        stats.http++;
        if (res.status >= 500) stats.http5xx++;
        const context = `${req.method} ${req.url} ${clip(req.payload ?? '')} → ${res.status} ${clip(res.text)}`;
        expect(res.status, context).toBeLessThan(500);
        if (res.status >= 400) expectErrorShape(res, context);
      }),
      fcOptions(RUNS),
    );
  });

  it('takes boundary numbers in valid fields without a 5xx', async () => {
    const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const cases: Array<[Method, string, string, unknown]> = [
      ['POST', '/api/cues', '/api/cues', { eventId: 1, action: 'Last', number: Number.MAX_SAFE_INTEGER }],
      ['PATCH', '/api/cues/{id}', '/api/cues/1', { number: Number.MAX_SAFE_INTEGER }],
      ['PATCH', '/api/cues/{id}', '/api/cues/1', { duration: 604_800 }],
      ['POST', '/api/departments/restore', '/api/departments/restore', { eventId: 1, name: 'Far', position: 1_000_000 }],
      ['PUT', '/api/events/{id}/cuestatus', '/api/events/1/cuestatus', { elapsedTime: 604_800 }],
      ['POST', '/api/annotations', '/api/annotations', { eventId: 1, content: 'big', targetType: 'cue', targetId: 2 ** 31 }],
      ['POST', '/api/annotations', '/api/annotations', { eventId: 1, content: 'small', targetType: 'cue', targetId: -(2 ** 31) - 1 }],
      [
        'POST',
        '/api/annotations',
        '/api/annotations',
        { eventId: 1, content: 'max', targetType: 'cue', targetId: Number.MAX_SAFE_INTEGER },
      ],
    ];
    const failures: string[] = [];
    for (const [method, path, url, body] of cases) {
      if (!hasRoute(method, path)) continue;
      const res = await send(t, { method, url, headers: auth, payload: JSON.stringify(body) });
      stats.http++;
      if (res.status >= 500) {
        stats.http5xx++;
        failures.push(`${method} ${url} ${JSON.stringify(body)} → ${res.status} ${clip(res.text)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers corrupted spreadsheets on import preview without a 5xx, and the preview changes nothing', async () => {
    if (!hasRoute('POST', '/api/events/{id}/import/preview') || !hasRoute('GET', '/api/events/{id}/export/xlsx')) return;
    const auth = `Bearer ${owner.token}`;
    const file = (await send(t, { method: 'GET', url: '/api/events/1/export/xlsx', headers: { authorization: auth } })).raw;
    const preview = (payload: Buffer) =>
      send(t, {
        method: 'POST',
        url: '/api/events/1/import/preview',
        headers: { authorization: auth, 'content-type': IMPORT_CONTENT_TYPES[0] },
        payload,
      });
    const before = await dumpDb(t.db);
    expect((await preview(file)).status).toBe(200);
    const corrupt = fc.oneof(
      fc
        .array(fc.tuple(fc.nat({ max: file.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 })
        .map((flips) => {
          const copy = Buffer.from(file);
          for (const [at, byte] of flips) copy[at] = byte;
          return copy;
        }),
      fc.nat({ max: file.length - 1 }).map((n) => file.subarray(0, n)),
      fc.uint8Array({ maxLength: 500 }).map((junk) => Buffer.concat([file, Buffer.from(junk)])),
    );
    await fc.assert(
      fc.asyncProperty(corrupt, async (payload) => {
        const res = await preview(payload);
        stats.http++;
        if (res.status >= 500) stats.http5xx++;
        const context = `import preview of ${payload.length} corrupted bytes → ${res.status} ${clip(res.text)}`;
        expect(res.status, context).toBeLessThan(500);
        if (res.status >= 400) expectErrorShape(res, context);
      }),
      fcOptions(Math.ceil(RUNS / 2)),
    );
    expect(await dumpDb(t.db), 'the database after import previews').toEqual(before);
  });
});

describe(`WebSocket fuzz (${testEngine}): every malformed frame gets {type:'error'} and the socket stays usable`, () => {
  it('lists every client message type', () => {
    expect(messageTypes.map((m) => m.type).sort()).toEqual([...new Set(messageTypes.map((m) => m.type))].sort());
    expect(messageTypes.length).toBeGreaterThanOrEqual(6);
  });

  it('answers each malformed frame with one error, then still answers a ping', async () => {
    const ws = await openRawSocket(await baseUrl());
    const before = await dumpDb(t.db);
    let t0 = 0;
    const expectErrorThenPong = async (sendBad: () => void, note: string) => {
      const from = ws.frames.length;
      sendBad();
      const ping = ++t0 + 0.5;
      ws.sendText(JSON.stringify({ type: 'ping', t0: ping }));
      const { index } = await ws.waitFor((f) => f.type === 'pong' && f.t0 === ping, from);
      const answers = ws.frames.slice(from, index);
      stats.ws++;
      expect(
        answers.map((f) => f.type),
        `${note}: answers before the pong`,
      ).toEqual(['error']);
      expect(answers[0]?.error, note).toBeTypeOf('string');
      stats.wsErrors++;
    };

    // Frames over 64 KB never reach the hub (the transport closes the socket; tested below).
    const underTransportLimit = (f: { text: string }) => Buffer.byteLength(f.text) < 64 * 1024;
    const perType = fc.oneof(...messageTypes.map((m) => badFrames(m.type, m.schema))).filter(underTransportLimit);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: perType }, { weight: 2, arbitrary: genericBadFrames.filter(underTransportLimit) }),
        async (f) => {
          await expectErrorThenPong(() => ws.sendText(f.text), `${f.note}: ${clip(f.text, 200)}`);
        },
      ),
      fcOptions(RUNS * 5),
    );
    // Every type at least once with each of its malformations, whatever the random draw was.
    for (const m of messageTypes) {
      const samples = fc.sample(badFrames(m.type, m.schema).filter(underTransportLimit), {
        numRuns: 10,
        ...(SEED !== undefined ? { seed: SEED } : {}),
      });
      for (const f of samples) await expectErrorThenPong(() => ws.sendText(f.text), `${f.note}: ${clip(f.text, 200)}`);
    }
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2_000 }), async (bytes) => {
        await expectErrorThenPong(() => ws.sendBinary(Buffer.from(bytes)), `binary frame of ${bytes.length} bytes`);
      }),
      fcOptions(RUNS),
    );
    // A valid ping in a binary frame is still refused: frames are JSON text.
    await expectErrorThenPong(() => ws.sendBinary(Buffer.from(JSON.stringify({ type: 'ping', t0: 1 }))), 'binary ping');
    expect(ws.isOpen()).toBe(true);
    expect(await dumpDb(t.db), 'the database after malformed frames').toEqual(before);
    await ws.close();
  });

  it('closes a socket that sends a frame over the 64 KB transport limit, and keeps serving others', async () => {
    const base = await baseUrl();
    const ws = await openRawSocket(base);
    ws.sendText(JSON.stringify({ type: 'ping', t0: 1, pad: 'x'.repeat(100 * 1024) }));
    stats.ws++;
    expect(await ws.closed).toBe(1009);
    stats.wsClosed++;
    const other = await openRawSocket(base);
    other.sendText(JSON.stringify({ type: 'ping', t0: 7 }));
    expect((await other.waitFor((f) => f.type === 'pong')).frame.t0).toBe(7);
    await other.close();
  });
});
