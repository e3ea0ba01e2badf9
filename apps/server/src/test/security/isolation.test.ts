/**
 * Who may do what (DESIGN.md §5, §8), as one explicit table: for every route of the app and six
 * credentials, the status each must get on account A's objects. The expectations are written
 * out by hand from the design, not computed from the code; a route the table does not cover
 * fails the coverage test, so a new route has to be given its row.
 *
 * Credentials: A's and B's owner sessions, A's show caller code session, a department code
 * session of A (department :dep) and of B, and no token. Changing calls run on a fresh copy of
 * A's show whenever the previous call succeeded, so every cell starts from the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { IMPORT_CONTENT_TYPES, type AccessResponse, type Department, type Event } from '@showcaller/shared';
import { createTestApp, registerUser, testEngine, type TestApp } from '../harness.js';
import {
  ACCOUNT_CALLS,
  BODIES,
  CREDS,
  FileBody,
  MATRIX,
  PASSWORD,
  TABLE,
  fill,
  next,
  routeOf,
  type Cred,
  type World,
} from './accessMatrix.js';
import { clip, expectErrorShape, listRoutes, openRawSocket, send, type Method, type RawResponse, type RouteInfo } from './helpers.js';

let t: TestApp;
let routes: RouteInfo[];
let base: string;
const accounts = {} as Record<'A' | 'B', { username: string; email: string; token: string }>;
let shared: World;
let sharedDeptB: string | undefined;
let worldB: { event: number; dep: number; depCode: string; cue: number; task: number };
let spreadsheet: Buffer = Buffer.alloc(0);

async function must<T>(method: InjectOptions['method'], url: string, body: unknown, token: string | undefined): Promise<T> {
  const r = await t.call<T>(method, url, body, token);
  if (r.status >= 300) throw new Error(`setup ${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

const enter = async (code: string) => (await must<AccessResponse>('POST', '/api/access', { code }, undefined)).token;
const login = async (who: 'A' | 'B') =>
  (await must<{ token: string }>('POST', '/api/auth/login', { username: accounts[who].username, password: PASSWORD }, undefined)).token;
const hasRoute = (method: Method, path: string) => routes.some((r) => r.method === method && r.path === path);

/** A's show: two cues, two departments with a task each, a note, on standby; and code sessions for it. */
async function buildWorld(): Promise<World> {
  const a = accounts.A.token;
  const ev = await must<Event>('POST', '/api/events', { name: 'Gala', date: '2026-12-24' }, a);
  const cue = await must<{ id: number }>('POST', '/api/cues', { eventId: ev.id, action: 'Doors', duration: 60 }, a);
  const cue2 = await must<{ id: number }>('POST', '/api/cues', { eventId: ev.id, action: 'Welcome', duration: 60 }, a);
  const dep = await must<Department>('POST', '/api/departments', { eventId: ev.id, name: 'Sound' }, a);
  const dep2 = await must<Department>('POST', '/api/departments', { eventId: ev.id, name: 'Light' }, a);
  const task = await must<{ id: number }>('POST', '/api/tasks', { cueId: cue.id, departmentId: dep.id, description: 'Mics on' }, a);
  const task2 = await must<{ id: number }>('POST', '/api/tasks', { cueId: cue.id, departmentId: dep2.id, description: 'Spot' }, a);
  const note = hasRoute('POST', '/api/annotations')
    ? (await must<{ id: number }>('POST', '/api/annotations', { eventId: ev.id, content: 'Check mics' }, a)).id
    : 0;
  await must('POST', `/api/events/${ev.id}/cuestatus/standby`, {}, a);
  return {
    event: ev.id,
    cue: cue.id,
    cue2: cue2.id,
    dep: dep.id,
    dep2: dep2.id,
    task: task.id,
    task2: task2.id,
    note,
    callerCode: ev.showCallerCode,
    tokens: {
      ownerA: accounts.A.token,
      ownerB: accounts.B.token,
      callerA: await enter(ev.showCallerCode),
      deptA: await enter(dep.accessCode),
      deptB: (sharedDeptB ??= await enter(worldB.depCode)),
      none: undefined,
    },
  };
}

async function call(method: Method, path: string, w: World, cred: Cred): Promise<RawResponse> {
  const token = w.tokens[cred];
  const make = BODIES[`${method} ${path}`];
  const body = make ? make(w, { accountA: accounts.A, spreadsheet }) : undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body instanceof FileBody)
    return send(t, { method, url: fill(path, w), headers: { ...headers, 'content-type': IMPORT_CONTENT_TYPES[0] }, payload: body.bytes });
  if (body !== undefined)
    return send(t, {
      method,
      url: fill(path, w),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  return send(t, { method, url: fill(path, w), headers });
}

beforeAll(async () => {
  t = await createTestApp();
  routes = await listRoutes(t);
  await registerUser(t, 'firstuser'); // user 1 is an admin (DESIGN.md §1); A and B must not be
  for (const who of ['A', 'B'] as const) {
    const r = await registerUser(t, `account${who.toLowerCase()}${Date.now() % 100_000}`);
    accounts[who] = { username: r.user.username, email: r.user.email, token: r.token };
  }
  const b = accounts.B.token;
  const evB = await must<Event>('POST', '/api/events', { name: 'B show', date: '2026-12-31' }, b);
  const cueB = await must<{ id: number }>('POST', '/api/cues', { eventId: evB.id, action: 'B cue' }, b);
  const depB = await must<Department>('POST', '/api/departments', { eventId: evB.id, name: 'B crew' }, b);
  const taskB = await must<{ id: number }>('POST', '/api/tasks', { cueId: cueB.id, departmentId: depB.id, description: 'B task' }, b);
  worldB = { event: evB.id, dep: depB.id, depCode: depB.accessCode, cue: cueB.id, task: taskB.id };
  shared = await buildWorld();
  if (hasRoute('GET', '/api/events/{id}/export/xlsx'))
    spreadsheet = (
      await send(t, {
        method: 'GET',
        url: `/api/events/${shared.event}/export/xlsx`,
        headers: { authorization: `Bearer ${accounts.A.token}` },
      })
    ).raw;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe(`access matrix, DESIGN.md §5 (${testEngine})`, () => {
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
        shared.tokens.ownerA = accounts.A.token;
        shared.tokens.ownerB = accounts.B.token;
        shared.tokens.deptB = sharedDeptB = await enter(worldB.depCode);
      }
      expect(actual, bodies.join('\n')).toEqual(expected);
    });
  }
});

describe(`what a department code sees (${testEngine})`, () => {
  const get = <T>(url: string, cred: Cred) => t.call<T>('GET', url, undefined, shared.tokens[cred]);

  it('does not learn the show caller code; the co-caller and owner do', async () => {
    expect((await get<Event>(`/api/events/${shared.event}`, 'deptA')).body.showCallerCode).toBe('');
    expect((await get<Event>(`/api/events/${shared.event}`, 'callerA')).body.showCallerCode).toBe(shared.callerCode);
    expect((await get<Event>(`/api/events/${shared.event}`, 'ownerA')).body.showCallerCode).toBe(shared.callerCode);
  });

  it("sees its own department's code and '' for the others", async () => {
    const crew = (await get<Department[]>(`/api/events/${shared.event}/departments`, 'deptA')).body;
    expect(crew.find((d) => d.id === shared.dep)?.accessCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(crew.filter((d) => d.id !== shared.dep).map((d) => d.accessCode)).toEqual(crew.filter((d) => d.id !== shared.dep).map(() => ''));
    const caller = (await get<Department[]>(`/api/events/${shared.event}/departments`, 'callerA')).body;
    expect(caller.every((d) => /^[A-Z2-9]{6}$/.test(d.accessCode))).toBe(true);
  });

  it("reads only its own department's tasks", async () => {
    const all = (await get<Array<{ departmentId: number }>>(`/api/events/${shared.event}/tasks`, 'deptA')).body;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((x) => x.departmentId === shared.dep)).toBe(true);
    const cue = (await get<Array<{ departmentId: number }>>(`/api/cues/${shared.cue}/tasks`, 'deptA')).body;
    expect(cue.map((x) => x.departmentId)).toEqual([shared.dep]);
    expect((await get<unknown[]>(`/api/events/${shared.event}/tasks`, 'ownerA')).body.length).toBeGreaterThan(all.length);
  });

  it('ticks its own task (the server sets completedAt) and nothing else of it', async () => {
    const w = await buildWorld();
    const done = await t.call<{ completed: boolean; completedAt: string | null; description: string }>(
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

  it("in bodies and queries: A cannot reach B's cues, departments or codes through its own event", async () => {
    const a = accounts.A.token;
    const both = async (method: Method, url: (id: number) => string, body: (id: number) => unknown, bId: number) => {
      const theirs = await t.call(method, url(bId), body(bId), a);
      const missing = await t.call(method, url(MISSING), body(MISSING), a);
      expect(theirs.status, `${method} ${url(bId)} ${JSON.stringify(body(bId))}`).toBeGreaterThanOrEqual(400);
      // The text may quote the id it was given; apart from that the answers must be the same.
      const text = (r: { body: unknown }, id: number) => String((r.body as { error?: string }).error).replaceAll(String(id), '<id>');
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
    const restored = await t.call<{ department: Department }>(
      'POST',
      '/api/departments/restore',
      { eventId: w.event, name: `Taken ${next()}`, accessCode: worldB.depCode },
      a,
    );
    expect(restored.status).toBe(201);
    expect(restored.body.department.accessCode).not.toBe(worldB.depCode);
    const stillB = await t.call<AccessResponse>('POST', '/api/access', { code: worldB.depCode });
    expect(stillB.body).toMatchObject({ eventId: worldB.event, department: { id: worldB.dep } });
  });

  it("an event's control API key works for that event only, and only for commands", async () => {
    const w = await buildWorld();
    const { apiKey } = await must<{ apiKey: string }>('POST', `/api/events/${w.event}/api-key`, undefined, accounts.A.token);
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

describe(`WebSocket subscriptions (${testEngine})`, () => {
  const subscribe = async (frame: Record<string, unknown>) => {
    const ws = await openRawSocket(base);
    ws.sendText(JSON.stringify({ type: 'subscribeEvent', eventId: shared.event, ...frame }));
    const { frame: answer } = await ws.waitFor((f) => f.type === 'subscribed' || f.type === 'error');
    return { ws, answer };
  };

  it('answers each credential as §5 says', async () => {
    const expected: Array<[string, Record<string, unknown>, string]> = [
      ['ownerA', { token: shared.tokens.ownerA }, 'owner'],
      ['ownerB', { token: shared.tokens.ownerB }, 'error'],
      ['callerA', { token: shared.tokens.callerA }, 'caller'],
      ['deptA', { token: shared.tokens.deptA }, 'department'],
      ['deptB', { token: shared.tokens.deptB }, 'error'],
      ['none', {}, 'error'],
      ['garbage token', { token: 'x'.repeat(43) }, 'error'],
      ["A's caller code", { accessCode: shared.callerCode }, 'caller'],
      [
        "A's department code",
        {
          accessCode: (await t.call<Department[]>('GET', `/api/events/${shared.event}/departments`, undefined, accounts.A.token)).body.find(
            (d) => d.id === shared.dep,
          )!.accessCode,
        },
        'department',
      ],
      ["B's department code", { accessCode: worldB.depCode }, 'error'],
    ];
    const actual: string[] = [];
    for (const [who, frame, want] of expected) {
      const { ws, answer } = await subscribe(frame);
      actual.push(`${who}: ${answer.type === 'subscribed' ? String(answer.role) : 'error'}`);
      if (want === 'error') expect(answer.error, who).toBeTypeOf('string');
      await ws.close();
    }
    expect(actual).toEqual(expected.map(([who, , want]) => `${who}: ${want}`));
  });

  it("refuses a department socket's command and leaves the status as it was", async () => {
    const statusOf = async () =>
      (await t.call<{ version: number; status: string }>('GET', `/api/events/${shared.event}/cuestatus`, undefined, accounts.A.token)).body;
    const before = await statusOf();
    const { ws } = await subscribe({ token: shared.tokens.deptA });
    ws.sendText(JSON.stringify({ type: 'command', eventId: shared.event, command: 'go', requestId: 'r1' }));
    const { frame } = await ws.waitFor((f) => f.type === 'commandResult');
    expect(frame).toMatchObject({ ok: false, requestId: 'r1', error: expect.stringMatching(/department/i) });
    expect(await statusOf()).toEqual(before);
    // Nor can it command an event it never subscribed to.
    ws.sendText(JSON.stringify({ type: 'command', eventId: worldB.event, command: 'go' }));
    const other = await ws.waitFor((f) => f.type === 'commandResult', ws.frames.indexOf(frame) + 1);
    expect(other.frame.ok).toBe(false);
    await ws.close();
  });

  it('does not send notes to department screens', async () => {
    if (!hasRoute('POST', '/api/annotations')) return;
    const owner = await subscribe({ token: shared.tokens.ownerA });
    const crew = await subscribe({ token: shared.tokens.deptA });
    await must('POST', '/api/annotations', { eventId: shared.event, content: 'Private to callers' }, accounts.A.token);
    await owner.ws.waitFor((f) => f.type === 'annotation_created');
    crew.ws.sendText(JSON.stringify({ type: 'ping', t0: 42 }));
    await crew.ws.waitFor((f) => f.type === 'pong' && f.t0 === 42);
    expect(crew.ws.frames.some((f) => f.type.startsWith('annotation'))).toBe(false);
    await owner.ws.close();
    await crew.ws.close();
  });
});
