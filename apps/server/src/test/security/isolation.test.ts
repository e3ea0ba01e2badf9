/**
 * Who may do what (docs/decisions/0003-not-found-for-others-objects.md), as one explicit table: for every route of the app and six
 * credentials, the status each must get on account A's objects. The expectations are written
 * out by hand from the design, not computed from the code; a route the table does not cover
 * fails the coverage test, so a new route has to be given its row.
 *
 * Credentials: A's and B's owner sessions, A's show caller code session, a department code
 * session of A (department :dep) and of B, and no token. Changing calls run on a fresh copy of
 * A's show whenever the previous call succeeded, so every cell starts from the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessResponseSchema, apiKeyResponse, departmentSchema, eventSchema, taskSchema } from '@showcaller/shared';
import { testEngine, type TestApp } from '../harness.js';
import { ACCOUNT_CALLS, BODIES, CREDS, MATRIX, TABLE, next, routeOf, type Cred, type World } from './accessMatrix.js';
import { clip, expectErrorShape, send, type Method, type RouteInfo } from './helpers.js';
import { IsolationWorld, type WorldB } from './isolationWorld.js';
import { bodyRowOf, idCases, idParamsOf, objectsOf, type IdCase, type Objects } from './idPaths.js';

let iso: IsolationWorld;
let t: TestApp;
let routes: RouteInfo[];
let accounts: IsolationWorld['accounts'];
let shared: World;
let worldB: WorldB;
let must: IsolationWorld['must'];
let enter: IsolationWorld['enter'];
let login: IsolationWorld['login'];
let hasRoute: IsolationWorld['hasRoute'];
let buildWorld: IsolationWorld['buildWorld'];
let call: IsolationWorld['call'];
let request: IsolationWorld['request'];

beforeAll(async () => {
  iso = await IsolationWorld.create();
  ({ t, routes, accounts, shared, worldB, must, enter, login, hasRoute, buildWorld, call, request } = iso);
});
afterAll(() => iso.t.close());

describe(`access matrix, docs/decisions/0003-not-found-for-others-objects.md (${testEngine})`, () => {
  it('has a row for every route of the app, and every row names a real route', () => {
    console.log(
      `[security isolation, ${testEngine}] matrix: ${MATRIX.length} cells (${TABLE.length} rows × ${CREDS.length} credentials) over ${routes.length} routes`,
    );
    const rowsWithoutRoute = TABLE.filter(([m, p]) => !routeOf(routes, m, p)).map(([m, p]) => `${m} ${p}`);
    expect(rowsWithoutRoute, 'rows that match no route').toEqual([]);
    const covered = new Set(TABLE.map(([m, p]) => routeOf(routes, m, p)).map((r) => `${r?.method} ${r?.path}`));
    const uncovered = routes.map((r) => `${r.method} ${r.path}`).filter((k) => !covered.has(k));
    expect(uncovered, 'routes without a row in the table: add their expected statuses').toEqual([]);
    const bodyless = TABLE.filter(([m, p]) => routeOf(routes, m, p)?.body && !BODIES[`${m} ${p}`]).map(([m, p]) => `${m} ${p}`);
    expect(bodyless, 'rows whose route takes a body but the table sends none').toEqual([]);
    expect(new Set(TABLE.map(([m, p]) => `${m} ${p}`)).size, 'duplicate rows').toBe(TABLE.length);
  });

  for (const [method, path, ...statuses] of TABLE) {
    it(`${method} ${path}`, async () => {
      const changes = method !== 'GET';
      const account = ACCOUNT_CALLS.has(`${method} ${path}`);
      const expected = Object.fromEntries(CREDS.map((c, i) => [c, statuses[i]]));
      const actual: Record<string, number> = {};
      const bodies: string[] = [];
      let world = changes ? await buildWorld() : shared;
      for (const cred of CREDS) {
        if (account) {
          accounts.A.token = await login('A');
          accounts.B.token = await login('B');
          await iso.loginMembers(shared);
          world = await buildWorld();
          world.tokens.deptB = await enter(worldB.depCode);
        }
        const res = await call(method, path, world, cred);
        actual[cred] = res.status;
        if (res.status >= 400) expectErrorShape(res, `${method} ${path} as ${cred}`);
        if (res.status !== expected[cred]) bodies.push(`${cred}: ${res.status} ${clip(res.text, 200)}`);
        // A change that went through leaves a different show: the next credential gets a fresh one.
        if (changes && res.status < 300 && !account) world = await buildWorld();
      }
      if (account) {
        accounts.A.token = await login('A');
        accounts.B.token = await login('B');
        await iso.loginMembers(shared);
        shared.tokens.ownerA = accounts.A.token;
        shared.tokens.ownerB = accounts.B.token;
        shared.tokens.deptB = iso.sharedDeptB = await enter(worldB.depCode);
      }
      expect(actual, bodies.join('\n')).toEqual(expected);
    });
  }
});

describe(`what a department code sees (${testEngine})`, () => {
  /** A read expected to succeed, parsed with the shared schema. */
  const get = <S extends z.ZodType>(schema: S, url: string, cred: Cred) => t.callParsed(schema, 'GET', url, undefined, shared.tokens[cred]);

  it('does not learn the show caller code; the co-caller and owner do', async () => {
    expect((await get(eventSchema, `/api/events/${shared.event}`, 'deptA')).body.showCallerCode).toBe('');
    expect((await get(eventSchema, `/api/events/${shared.event}`, 'callerA')).body.showCallerCode).toBe(shared.callerCode);
    expect((await get(eventSchema, `/api/events/${shared.event}`, 'ownerA')).body.showCallerCode).toBe(shared.callerCode);
  });

  it("sees its own department's code and '' for the others", async () => {
    const crew = (await get(z.array(departmentSchema), `/api/events/${shared.event}/departments`, 'deptA')).body;
    expect(crew.find((d) => d.id === shared.dep)?.accessCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(crew.filter((d) => d.id !== shared.dep).map((d) => d.accessCode)).toEqual(crew.filter((d) => d.id !== shared.dep).map(() => ''));
    const caller = (await get(z.array(departmentSchema), `/api/events/${shared.event}/departments`, 'callerA')).body;
    expect(caller.every((d) => /^[A-Z2-9]{6}$/.test(d.accessCode))).toBe(true);
  });

  it("reads only its own department's tasks", async () => {
    const all = (await get(z.array(taskSchema), `/api/events/${shared.event}/tasks`, 'deptA')).body;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((x) => x.departmentId === shared.dep)).toBe(true);
    const cue = (await get(z.array(taskSchema), `/api/cues/${shared.cue}/tasks`, 'deptA')).body;
    expect(cue.map((x) => x.departmentId)).toEqual([shared.dep]);
    expect((await get(z.array(taskSchema), `/api/events/${shared.event}/tasks`, 'ownerA')).body.length).toBeGreaterThan(all.length);
  });

  it('ticks its own task (the server sets completedAt) and nothing else of it', async () => {
    const w = await buildWorld();
    const done = await t.callParsed(
      z.object({ completed: z.boolean(), completedAt: z.string().nullable(), description: z.string() }),
      'PUT',
      `/api/tasks/${w.task}`,
      { completed: true, completedAt: '1999-01-01T00:00:00Z' },
      w.tokens.deptA,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, completedAt: new Date(t.clock.now()).toISOString(), description: 'Mics on' });
    const both = await t.call('PUT', `/api/tasks/${w.task}`, { completed: false, color: '#FF69B4' }, w.tokens.deptA);
    expect(both.status).toBe(403);
  });
});

describe(`another account's ids answer exactly like missing ones (${testEngine})`, () => {
  const MISSING = 2_147_483_000;

  it('in paths: B gets the same answer for A’s objects as for ids that do not exist', async () => {
    const paths: Array<[Method, (id: number) => string, keyof World]> = [
      ['GET', (id) => `/api/events/${id}`, 'event'],
      ['GET', (id) => `/api/events/${id}/cues`, 'event'],
      ['PATCH', (id) => `/api/cues/${id}`, 'cue'],
      ['PUT', (id) => `/api/departments/${id}`, 'dep'],
      ['PUT', (id) => `/api/tasks/${id}`, 'task'],
      ['DELETE', (id) => `/api/tasks/${id}`, 'task'],
      ['GET', (id) => `/api/cues/${id}/tasks`, 'cue'],
      ['POST', (id) => `/api/departments/${id}/regenerate-code`, 'dep'],
    ];
    const bodyFor: Partial<Record<Method, unknown>> = { PATCH: { action: 'x' }, PUT: { name: 'x' } };
    for (const [method, url, key] of paths) {
      for (const cred of ['ownerB', 'deptB'] as const) {
        const theirs = await t.call(method, url(shared[key] as number), bodyFor[method], shared.tokens[cred]);
        const missing = await t.call(method, url(MISSING), bodyFor[method], shared.tokens[cred]);
        expect({ status: theirs.status, body: theirs.body }, `${method} ${url(0)} as ${cred}`).toEqual({
          status: missing.status,
          body: missing.body,
        });
        expect(theirs.status).toBe(404);
      }
    }
  });

  it('in every path with an id, from the OpenAPI route list: B’s request for A’s object answers exactly like one for a missing id', async () => {
    const w = await buildWorld();
    const b: Objects = { event: worldB.event, cue: worldB.cue, dep: worldB.dep, task: worldB.task };
    const unknown: string[] = [];
    const differ: string[] = [];
    let requests = 0;
    const withIds = routes.filter((r) => idParamsOf(r).length > 0);
    for (const route of withIds) {
      let cases: IdCase[];
      try {
        cases = idCases(route, objectsOf(w), b);
      } catch (e) {
        unknown.push(e instanceof Error ? e.message : String(e));
        continue;
      }
      const bodyOf = bodyRowOf(routes, route);
      for (const c of cases) {
        for (const cred of ['ownerB', 'deptB', 'none'] as const) {
          const theirs = await request(route.method, c.theirs, bodyOf, w, cred);
          const missing = await request(route.method, c.missing, bodyOf, w, cred);
          requests += 2;
          if (theirs.status < 400 || theirs.status !== missing.status || theirs.text !== missing.text)
            differ.push(
              `${route.method} ${route.path} ${c.label} as ${cred}: theirs ${theirs.status} ${clip(theirs.text, 120)}, missing ${missing.status} ${clip(missing.text, 120)}`,
            );
        }
      }
    }
    console.log(
      `[security isolation, ${testEngine}] ids in paths: ${withIds.length} routes, ${requests} requests, ${differ.length} differ`,
    );
    expect(unknown, 'id parameters whose object is not known').toEqual([]);
    expect(differ, 'answers that tell another account’s object from a missing one').toEqual([]);
  });

  it("in bodies and queries: A cannot reach B's cues, departments or codes through its own event", async () => {
    const a = accounts.A.token;
    const both = async (method: Method, url: (id: number) => string, body: (id: number) => unknown, bId: number) => {
      const theirs = await t.call(method, url(bId), body(bId), a);
      const missing = await t.call(method, url(MISSING), body(MISSING), a);
      expect(theirs.status, `${method} ${url(bId)} ${JSON.stringify(body(bId))}`).toBeGreaterThanOrEqual(400);
      // The text may quote the id it was given; apart from that the answers must be the same.
      const text = (r: { error: string | undefined }, id: number) => String(r.error).replaceAll(String(id), '<id>');
      expect({ status: theirs.status, error: text(theirs, bId) }).toEqual({ status: missing.status, error: text(missing, MISSING) });
    };
    const w = await buildWorld();
    await both(
      'POST',
      () => '/api/tasks',
      (id) => ({ cueId: w.cue, departmentId: id, description: 'x' }),
      worldB.dep,
    );
    await both(
      'POST',
      () => '/api/tasks',
      (id) => ({ cueId: id, departmentId: w.dep, description: 'x' }),
      worldB.cue,
    );
    await both(
      'POST',
      () => '/api/cues',
      (id) => ({ eventId: id, action: 'x' }),
      worldB.event,
    );
    await both(
      'POST',
      () => '/api/departments',
      (id) => ({ eventId: id, name: 'x' }),
      worldB.event,
    );
    await both(
      'POST',
      () => '/api/cuestatus',
      (id) => ({ eventId: id }),
      worldB.event,
    );
    await both(
      'PATCH',
      () => `/api/cues/${w.cue}`,
      (id) => ({ eventId: id }),
      worldB.event,
    );
    await both(
      'POST',
      () => `/api/events/${w.event}/cues/reorder`,
      (id) => ({ cueIds: [w.cue2, id] }),
      worldB.cue,
    );
    await both(
      'PUT',
      () => `/api/events/${w.event}/cuestatus`,
      (id) => ({ currentCueId: id }),
      worldB.cue,
    );
    await both(
      'POST',
      () => `/api/events/${w.event}/cuestatus/refresh`,
      (id) => ({ cueId: id }),
      worldB.cue,
    );
    await both(
      'POST',
      () => '/api/cues/restore',
      (id) => ({ eventId: w.event, number: 1, action: 'x', tasks: [{ departmentId: id, description: 'x' }] }),
      worldB.dep,
    );
    await both(
      'POST',
      () => '/api/departments/restore',
      (id) => ({ eventId: w.event, name: `R${next()}`, tasks: [{ cueId: id, description: 'x' }] }),
      worldB.cue,
    );
    await both(
      'GET',
      (id) => `/api/cues/${w.cue}/tasks?departmentId=${id}`,
      () => undefined,
      worldB.dep,
    );
    if (hasRoute('POST', '/api/annotations'))
      await both(
        'POST',
        () => '/api/annotations',
        (id) => ({ eventId: id, content: 'x' }),
        worldB.event,
      );
    // Undo of a department delete asks for its old code back: B's code is never handed over.
    const restored = await t.callParsed(
      z.object({ department: departmentSchema }),
      'POST',
      '/api/departments/restore',
      { eventId: w.event, name: `Taken ${next()}`, accessCode: worldB.depCode },
      a,
    );
    expect(restored.status).toBe(201);
    expect(restored.body.department.accessCode).not.toBe(worldB.depCode);
    const stillB = await t.callParsed(accessResponseSchema, 'POST', '/api/access', { code: worldB.depCode });
    expect(stillB.body).toMatchObject({ eventId: worldB.event, department: { id: worldB.dep } });
  });

  it("an event's control API key works for that event only, and only for commands", async () => {
    const w = await buildWorld();
    const { apiKey } = await must(apiKeyResponse, 'POST', `/api/events/${w.event}/api-key`, undefined, accounts.A.token);
    const cmd = (eventId: number, key: string) =>
      send(t, { method: 'POST', url: `/api/events/${eventId}/cuestatus/go`, headers: { 'x-api-key': key } });
    expect((await cmd(w.event, apiKey)).status).toBe(200);
    expect((await cmd(worldB.event, apiKey)).status).toBe(401);
    expect((await cmd(w.event, `${apiKey}x`)).status).toBe(401);
    expect((await send(t, { method: 'GET', url: `/api/events/${w.event}`, headers: { 'x-api-key': apiKey } })).status).toBe(401);
    expect((await send(t, { method: 'GET', url: `/api/events/${w.event}`, headers: { authorization: `Bearer ${apiKey}` } })).status).toBe(
      401,
    );
    // B's session with A's key is still B: the key does not lend A's rights.
    const asB = await send(t, {
      method: 'POST',
      url: `/api/events/${w.event}/cuestatus/go`,
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${accounts.B.token}` },
    });
    expect(asB.status).toBe(404);
  });
});
