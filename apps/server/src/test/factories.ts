/**
 * Test factories (docs/architecture.md#where-else-to-look), in the style of Outline's server/test/factories.ts: each builds
 * one thing with sensible defaults and takes overrides, so a test says only what matters to it.
 * They go through the real HTTP routes, so the server's own rules apply (codes, numbering,
 * linked times), and every answer is checked with the shared schema the browser uses: a factory
 * that cannot build what it was asked for throws with the server's answer, not a later `undefined`.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  cueSchema,
  departmentSchema,
  eventSchema,
  loginResponse,
  productionSchema,
  taskSchema,
  type CueCreateInput,
  type Cue,
  type Department,
  type Event,
  type Production,
  type Task,
  type User,
} from '@showcaller/shared';
import { insertCodeSession, type TestApp } from './harness.js';

let seq = 0;
/** A name no other test in the run uses (apps are shared within a file, databases are not). */
export const uniqueName = (prefix: string) => `${prefix}${++seq}${randomBytes(2).toString('hex')}`;

/** Calls a route and parses its answer with `schema`; any other status than `expect` throws. */
async function build<S extends z.ZodType>(
  t: TestApp,
  schema: S,
  url: string,
  body: unknown,
  token: string | undefined,
  expect = 201,
): Promise<z.infer<S>> {
  const res = await t.call('POST', url, body, token);
  if (res.status !== expect) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.parse(schema);
}

export interface TestUser {
  token: string;
  user: User;
}

/** A registered account, signed in. */
export async function buildUser(t: TestApp, overrides: { username?: string; password?: string } = {}): Promise<TestUser> {
  const username = overrides.username ?? uniqueName('user');
  const password = overrides.password ?? 'correct horse';
  const body = { username, name: `Person ${username}`, email: `${username}@example.com`, password, confirmPassword: password };
  const res = await build(t, loginResponse, '/api/auth/register', body, undefined);
  return { token: res.token, user: res.user };
}

type EventFields = { name?: string; date?: string; description?: string };

/** An event of the account (or co-caller) holding `token`. */
export async function buildEventWith(t: TestApp, token: string, fields: EventFields = {}): Promise<Event> {
  const body = {
    name: fields.name ?? 'Gala',
    date: fields.date ?? '2026-12-01',
    ...(fields.description !== undefined ? { description: fields.description } : {}),
  };
  return build(t, eventSchema, '/api/events', body, token);
}

/** An event owned by `owner` (a new account when none is given). */
export async function buildEvent(
  t: TestApp,
  overrides: EventFields & { owner?: TestUser } = {},
): Promise<{ owner: TestUser; event: Event }> {
  const { owner: given, ...fields } = overrides;
  const owner = given ?? (await buildUser(t));
  return { owner, event: await buildEventWith(t, owner.token, fields) };
}

export async function buildCue(t: TestApp, token: string, fields: CueCreateInput): Promise<Cue> {
  return build(t, cueSchema, '/api/cues', fields, token);
}

export async function buildDepartment(t: TestApp, token: string, eventId: number, name: string): Promise<Department> {
  return build(t, departmentSchema, '/api/departments', { eventId, name }, token);
}

export async function buildTask(
  t: TestApp,
  token: string,
  fields: { cueId: number; departmentId: number; description?: string; completed?: boolean; color?: string },
): Promise<Task> {
  return build(t, taskSchema, '/api/tasks', { description: 'Task', ...fields }, token);
}

export interface RundownSpec {
  owner?: TestUser;
  name?: string;
  /** Cue actions, or cue fields without the event id; in rundown order. */
  cues?: Array<string | Omit<CueCreateInput, 'eventId'>>;
  departments?: string[];
  /** Tasks by cue index (0-based) and department name. */
  tasks?: Array<{ cue: number; department: string; description?: string; completed?: boolean; color?: string }>;
}

export interface TestRundown {
  owner: TestUser;
  event: Event;
  cues: Cue[];
  departments: Department[];
  tasks: Task[];
  /** The department of this name (throws for a name the spec did not list). */
  department(name: string): Department;
  /** A department code session of the named department, as a crew phone holds after joining. */
  crewToken(name: string): Promise<string>;
  /** A co-caller code session of the event. */
  callerToken(): Promise<string>;
}

/** An event with cues, departments and tasks: by default two cues and Sound and Light. */
export async function buildRundown(t: TestApp, spec: RundownSpec = {}): Promise<TestRundown> {
  const { owner, event } = await buildEvent(t, { ...(spec.owner ? { owner: spec.owner } : {}), ...(spec.name ? { name: spec.name } : {}) });
  const cues: Cue[] = [];
  for (const c of spec.cues ?? ['One', 'Two'])
    cues.push(await buildCue(t, owner.token, typeof c === 'string' ? { eventId: event.id, action: c } : { ...c, eventId: event.id }));
  const departments: Department[] = [];
  for (const name of spec.departments ?? ['Sound', 'Light']) departments.push(await buildDepartment(t, owner.token, event.id, name));
  const department = (name: string) => {
    const found = departments.find((d) => d.name === name);
    if (!found) throw new Error(`buildRundown: no department "${name}"`);
    return found;
  };
  const tasks: Task[] = [];
  for (const { cue, department: dep, ...rest } of spec.tasks ?? []) {
    const target = cues[cue];
    if (!target) throw new Error(`buildRundown: no cue at index ${cue}`);
    tasks.push(await buildTask(t, owner.token, { cueId: target.id, departmentId: department(dep).id, ...rest }));
  }
  return {
    owner,
    event,
    cues,
    departments,
    tasks,
    department,
    crewToken: (name) => insertCodeSession(t, 'department', event.id, department(name).id),
    callerToken: () => insertCodeSession(t, 'caller', event.id),
  };
}

type ProductionFields = { name?: string; timeZone?: string; firstDay?: string; lastDay?: string; rooms?: string[] };

/** A production of the account holding `token`: two days from 2027-03-10 in UTC, rooms "Main Hall" and "Room A" unless told. */
export async function buildProduction(t: TestApp, token: string, fields: ProductionFields = {}): Promise<Production> {
  const body = {
    name: fields.name ?? 'Summit',
    timeZone: fields.timeZone ?? 'UTC',
    firstDay: fields.firstDay ?? '2027-03-10',
    lastDay: fields.lastDay ?? '2027-03-11',
    rooms: (fields.rooms ?? ['Main Hall', 'Room A']).map((name) => ({ name })),
  };
  return build(t, productionSchema, '/api/productions', body, token);
}
