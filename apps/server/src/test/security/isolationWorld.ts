/**
 * The two accounts and their shows that the isolation tests try every credential against:
 * account A's show (two cues, two departments with a task each, a note, on standby) with code
 * sessions for it, and account B's small show with a department code.
 */
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_CONTENT_TYPES,
  accessResponseSchema,
  annotationSchema,
  crewMessageSchema,
  invitationSchema,
  shareLinkSchema,
  shareOpenedSchema,
  cueCommandResponse,
  cueFieldSchema,
  cueSchema,
  departmentSchema,
  eventSchema,
  historyPageSchema,
  loginResponse,
  oscTargetSchema,
  productionSchema,
  stageLayoutSchema,
  auxTimerListSchema,
  STANDARD_STAGE_LAYOUT,
  rundownVersionSchema,
  taskSchema,
  webhookCreated,
  type MemberRole,
} from '@showcaller/shared';
import { createTestApp, registerUser, type TestApp } from '../harness.js';
import { BODIES, FileBody, PASSWORD, fill, type Cred, type World } from './accessMatrix.js';
import { listRoutes, send, type Method, type RawResponse, type RouteInfo } from './helpers.js';

const MEMBER_CREDS = ['producerA', 'callerMA', 'editorA', 'leadA', 'viewerA'] as const;
type MemberCred = (typeof MEMBER_CREDS)[number];
const MEMBER_ROLE: Record<MemberCred, MemberRole> = {
  producerA: 'producer',
  callerMA: 'caller',
  editorA: 'editor',
  leadA: 'lead',
  viewerA: 'viewer',
};

export interface WorldB {
  event: number;
  dep: number;
  depCode: string;
  cue: number;
  task: number;
}

export class IsolationWorld {
  routes: RouteInfo[] = [];
  base = '';
  readonly accounts = {} as Record<'A' | 'B', { username: string; email: string; token: string }>;
  /** The accounts that are members of each of A's shows built, one per role (docs/decisions/0031-team-members-and-roles.md). */
  readonly members = {} as Record<MemberCred, { id: number; username: string; token: string }>;
  shared!: World;
  worldB!: WorldB;
  /** B's department code session, made once and reused by every world built. */
  sharedDeptB: string | undefined;
  private spreadsheet: Buffer = Buffer.alloc(0);

  private constructor(readonly t: TestApp) {}

  static async create(): Promise<IsolationWorld> {
    const w = new IsolationWorld(await createTestApp());
    await w.setUp();
    return w;
  }

  /** A setup request that must succeed, its answer parsed with the shared `schema`. */
  readonly must = async <S extends z.ZodType>(
    schema: S,
    method: InjectOptions['method'],
    url: string,
    body: unknown,
    token: string | undefined,
  ): Promise<z.output<S>> => {
    const r = await this.t.call(method, url, body, token);
    if (r.status >= 300) throw new Error(`setup ${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.parse(schema);
  };

  readonly enter = async (code: string): Promise<string> =>
    (await this.must(accessResponseSchema, 'POST', '/api/access', { code }, undefined)).token;

  readonly login = async (who: 'A' | 'B'): Promise<string> =>
    (await this.must(loginResponse, 'POST', '/api/auth/login', { username: this.accounts[who].username, password: PASSWORD }, undefined))
      .token;

  /** Signs the member accounts in again (after a call that ended their sessions) and puts the tokens into `w`. */
  readonly loginMembers = async (w: World): Promise<void> => {
    for (const cred of MEMBER_CREDS) {
      const m = this.members[cred];
      m.token = (await this.must(loginResponse, 'POST', '/api/auth/login', { username: m.username, password: PASSWORD }, undefined)).token;
      w.tokens[cred] = m.token;
    }
  };

  /** Makes the member accounts members of the event, straight in the database (the invitation flow has its own tests). */
  private async addMembers(eventId: number, leadDepartment: number): Promise<number> {
    const k = this.t.db.kysely;
    const at = new Date(this.t.clock.now()).toISOString();
    let viewer = 0;
    for (const cred of MEMBER_CREDS) {
      const row = await k
        .insertInto('event_members')
        .values({
          user_id: this.members[cred].id,
          event_id: eventId,
          production_id: null,
          role: MEMBER_ROLE[cred],
          invited_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (cred === 'leadA') await k.insertInto('member_departments').values({ member_id: row.id, department_id: leadDepartment }).execute();
      if (cred === 'viewerA') viewer = row.id;
    }
    return viewer;
  }

  readonly hasRoute = (method: Method, path: string): boolean => this.routes.some((r) => r.method === method && r.path === path);

  /**
   * A's show: two cues, two departments with a task each, a note, on standby; and code sessions for it. 537 are
   * built per run, so what does not depend on another part is asked for at once: on PostgreSQL each request waits
   * on its queries' round trips (70 ms a world one after another).
   */
  readonly buildWorld = async (): Promise<World> => {
    const { must } = this;
    const a = this.accounts.A.token;
    const ev = await must(eventSchema, 'POST', '/api/events', { name: 'Gala', date: '2026-12-24' }, a);
    /** `make()` where the app has the route, else 0. */
    const ifRoute = async (method: Method, path: string, make: () => Promise<number>): Promise<number> =>
      this.hasRoute(method, path) ? make() : 0;
    // Cues in order (cue is the first, cue2 the second); the departments beside them.
    const [[cue, cue2], [dep, dep2]] = await Promise.all([
      (async () => {
        const first = await must(cueSchema, 'POST', '/api/cues', { eventId: ev.id, action: 'Doors', duration: 60 }, a);
        return [first, await must(cueSchema, 'POST', '/api/cues', { eventId: ev.id, action: 'Welcome', duration: 60 }, a)] as const;
      })(),
      Promise.all([
        must(departmentSchema, 'POST', '/api/departments', { eventId: ev.id, name: 'Sound' }, a),
        must(departmentSchema, 'POST', '/api/departments', { eventId: ev.id, name: 'Light' }, a),
      ]),
    ]);
    const [task, task2, note, target, hook, message, production, layout, , field] = await Promise.all([
      must(taskSchema, 'POST', '/api/tasks', { cueId: cue.id, departmentId: dep.id, description: 'Mics on' }, a),
      must(taskSchema, 'POST', '/api/tasks', { cueId: cue.id, departmentId: dep2.id, description: 'Spot' }, a),
      ifRoute(
        'POST',
        '/api/annotations',
        async () => (await must(annotationSchema, 'POST', '/api/annotations', { eventId: ev.id, content: 'Check mics' }, a)).id,
      ),
      ifRoute(
        'POST',
        '/api/events/{id}/osc-targets',
        async () =>
          (
            await must(
              oscTargetSchema,
              'POST',
              `/api/events/${ev.id}/osc-targets`,
              { name: 'Sink', host: '127.0.0.1', port: 9, preset: 'generic' },
              a,
            )
          ).id,
      ),
      ifRoute(
        'POST',
        '/api/events/{id}/webhooks',
        async () =>
          (await must(webhookCreated, 'POST', `/api/events/${ev.id}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['crew.ack'] }, a))
            .id,
      ),
      ifRoute(
        'POST',
        '/api/events/{id}/crew-messages',
        async () =>
          (
            await must(z.array(crewMessageSchema), 'POST', `/api/events/${ev.id}/crew-messages`, { text: 'Standby', departmentIds: [] }, a)
          )[0]!.id,
      ),
      ifRoute(
        'POST',
        '/api/productions',
        async () =>
          (
            await must(
              productionSchema,
              'POST',
              '/api/productions',
              {
                name: 'Festival',
                timeZone: 'UTC',
                firstDay: '2026-12-24',
                lastDay: '2026-12-25',
                rooms: [{ name: 'Main' }, { name: 'Side' }],
              },
              a,
            )
          ).id,
      ),
      ifRoute(
        'POST',
        '/api/events/{id}/stage-layouts',
        async () =>
          (
            await must(
              stageLayoutSchema,
              'POST',
              `/api/events/${ev.id}/stage-layouts`,
              { name: 'Lectern', config: STANDARD_STAGE_LAYOUT },
              a,
            )
          ).id,
      ),
      // An auxiliary timer in slot 1 (docs/decisions/0037-aux-timers.md), so its changes and commands find it.
      ifRoute('PUT', '/api/events/{id}/aux-timers/{slot}', async () => {
        await must(
          auxTimerListSchema,
          'PUT',
          `/api/events/${ev.id}/aux-timers/1`,
          { name: 'Speaker', direction: 'down', durationMs: 60_000 },
          a,
        );
        return 0;
      }),
      ifRoute(
        'POST',
        '/api/events/{id}/fields',
        async () => (await must(cueFieldSchema, 'POST', `/api/events/${ev.id}/fields`, { name: 'Mic', kind: 'text' }, a)).id,
      ),
    ]);
    // An edit to undo and a version to restore (docs/decisions/0032-history-versions-presence.md).
    let history = 0;
    if (this.hasRoute('GET', '/api/events/{id}/history')) {
      await must(cueSchema, 'PATCH', `/api/cues/${cue2.id}`, { notes: 'Lectern' }, a);
      history = (await must(historyPageSchema, 'GET', `/api/events/${ev.id}/history`, undefined, a)).entries[0]!.id;
    }
    const version = this.hasRoute('POST', '/api/events/{id}/versions')
      ? (await must(rundownVersionSchema, 'POST', `/api/events/${ev.id}/versions`, {}, a)).id
      : 0;
    // Share links (docs/decisions/0036-share-links.md): a viewer link (:shareLink) and a department link of :dep, each opened.
    const links = this.hasRoute('POST', '/api/events/{id}/share-links');
    const makeLink = async (body: { label: string; kind: 'viewer' | 'department'; departmentId?: number }) => {
      const link = await must(shareLinkSchema, 'POST', `/api/events/${ev.id}/share-links`, body, a);
      return { id: link.id, session: (await must(shareOpenedSchema, 'POST', '/api/share/open', { token: link.token }, undefined)).token };
    };
    const email = `pending${Date.now()}@example.com`;
    const [, member, invitation, viewerLink, deptLink, callerA, deptA, deptB] = await Promise.all([
      must(cueCommandResponse, 'POST', `/api/events/${ev.id}/cuestatus/standby`, {}, a),
      this.addMembers(ev.id, dep.id),
      must(invitationSchema, 'POST', `/api/events/${ev.id}/invitations`, { email, role: 'viewer' }, a).then((i) => i.id),
      links ? makeLink({ label: 'Director', kind: 'viewer' }) : undefined,
      links ? makeLink({ label: 'Sound crew', kind: 'department', departmentId: dep.id }) : undefined,
      this.enter(ev.showCallerCode),
      this.enter(dep.accessCode),
      this.sharedDeptB ?? this.enter(this.worldB.depCode),
    ]);
    this.sharedDeptB ??= deptB;
    const shareLink = viewerLink?.id ?? 0;
    return {
      shareLink,
      layout,
      event: ev.id,
      cue: cue.id,
      cue2: cue2.id,
      dep: dep.id,
      dep2: dep2.id,
      task: task.id,
      task2: task2.id,
      note,
      target,
      hook,
      message,
      production,
      field,
      history,
      version,
      invitation,
      member,
      callerCode: ev.showCallerCode,
      tokens: {
        ownerA: this.accounts.A.token,
        ownerB: this.accounts.B.token,
        callerA,
        deptA,
        deptB,
        none: undefined,
        producerA: this.members.producerA.token,
        callerMA: this.members.callerMA.token,
        editorA: this.members.editorA.token,
        leadA: this.members.leadA.token,
        viewerA: this.members.viewerA.token,
        linkViewA: viewerLink?.session,
        linkDeptA: deptLink?.session,
      },
    };
  };

  /** One cell of the matrix: `method path` on world `w` with credential `cred`. */
  readonly call = (method: Method, path: string, w: World, cred: Cred): Promise<RawResponse> =>
    this.request(method, fill(path, w), `${method} ${path}`, w, cred);

  /** `method url` with credential `cred` and the body the table sends to the row `bodyOf` (made on world `w`). */
  readonly request = async (method: Method, url: string, bodyOf: string, w: World, cred: Cred): Promise<RawResponse> => {
    const token = w.tokens[cred];
    const make = BODIES[bodyOf];
    const body = make ? make(w, { accountA: this.accounts.A, spreadsheet: this.spreadsheet }) : undefined;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body instanceof FileBody)
      return send(this.t, { method, url, headers: { ...headers, 'content-type': IMPORT_CONTENT_TYPES[0] }, payload: body.bytes });
    if (body !== undefined)
      return send(this.t, { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    return send(this.t, { method, url, headers });
  };

  private async setUp(): Promise<void> {
    const { t, must } = this;
    this.routes = await listRoutes(t);
    await registerUser(t, 'firstuser'); // user 1 is an admin (docs/decisions/0015-who-is-an-admin.md); A and B must not be
    for (const who of ['A', 'B'] as const) {
      const r = await registerUser(t, `account${who.toLowerCase()}${Date.now() % 100_000}`);
      this.accounts[who] = { username: r.user.username, email: r.user.email, token: r.token };
    }
    for (const cred of MEMBER_CREDS) {
      const r = await registerUser(t, `${cred.toLowerCase()}${Date.now() % 100_000}`);
      this.members[cred] = { id: r.user.id, username: r.user.username, token: r.token };
    }
    const b = this.accounts.B.token;
    const evB = await must(eventSchema, 'POST', '/api/events', { name: 'B show', date: '2026-12-31' }, b);
    const cueB = await must(cueSchema, 'POST', '/api/cues', { eventId: evB.id, action: 'B cue' }, b);
    const depB = await must(departmentSchema, 'POST', '/api/departments', { eventId: evB.id, name: 'B crew' }, b);
    const taskB = await must(taskSchema, 'POST', '/api/tasks', { cueId: cueB.id, departmentId: depB.id, description: 'B task' }, b);
    this.worldB = { event: evB.id, dep: depB.id, depCode: depB.accessCode, cue: cueB.id, task: taskB.id };
    this.shared = await this.buildWorld();
    if (this.hasRoute('GET', '/api/events/{id}/export/xlsx'))
      this.spreadsheet = (
        await send(t, {
          method: 'GET',
          url: `/api/events/${this.shared.event}/export/xlsx`,
          headers: { authorization: `Bearer ${this.accounts.A.token}` },
        })
      ).raw;
    this.base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }
}
