/** A small show made over HTTP (account, event, cues, a department, tasks), for any way of calling the app. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cueSchema, cueStatusSchema, departmentSchema, eventSchema, loginResponse, taskSchema } from '@showcaller/shared';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** One request; the answer's body stays `unknown` until a schema reads it (`okParsed`). */
export type Call = (method: Method, url: string, body?: unknown, token?: string) => Promise<{ status: number; body: unknown }>;

/** `Call` through `app.inject`: JSON in, JSON out (read through a schema). */
export function injectCall(app: FastifyInstance): Call {
  return async (method: Method, url: string, body?: unknown, token?: string) => {
    const res = await app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const parsed: unknown = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, body: parsed };
  };
}

export interface Show {
  token: string;
  eventId: number;
  cueIds: number[];
  departmentId: number;
  taskIds: number[];
}

/** The response body (unread: see `okParsed`), or an error naming the call, its status and its answer. */
export async function ok(call: Call, method: Method, url: string, body?: unknown, token?: string): Promise<unknown> {
  const r = await call(method, url, body, token);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** `ok`, its body parsed with `schema` (a shared schema, or a small one for a test-only shape); a drift throws naming the field. */
export async function okParsed<S extends z.ZodType>(
  schema: S,
  call: Call,
  method: Method,
  url: string,
  body?: unknown,
  token?: string,
): Promise<z.output<S>> {
  const answer = await ok(call, method, url, body, token);
  const result = schema.safeParse(answer);
  if (!result.success)
    throw new Error(`${method} ${url}: the answer does not match its schema: ${z.prettifyError(result.error)}\n${JSON.stringify(answer)}`);
  return result.data;
}

export const CUES = [
  { time: '19:00:00', action: 'Walk-in', duration: 600 },
  { time: '19:10:00', action: 'Opener', duration: 120 },
  { time: '19:12:00', action: 'Host', duration: 300 },
] as const;

export async function makeShow(call: Call, label = 'fault'): Promise<Show> {
  const username = `${label}${randomBytes(4).toString('hex')}`;
  const { token } = await okParsed(loginResponse, call, 'POST', '/api/auth/register', {
    username,
    name: `Caller ${username}`,
    email: `${username}@example.com`,
    password: 'correct horse',
    confirmPassword: 'correct horse',
  });
  const { id: eventId } = await okParsed(eventSchema, call, 'POST', '/api/events', { name: `Show ${label}`, date: '2026-12-05' }, token);
  const cueIds: number[] = [];
  for (const c of CUES) cueIds.push((await okParsed(cueSchema, call, 'POST', '/api/cues', { eventId, ...c }, token)).id);
  const { id: departmentId } = await okParsed(departmentSchema, call, 'POST', '/api/departments', { eventId, name: 'Lighting' }, token);
  const taskIds: number[] = [];
  for (const description of ['House lights to half', 'Stage wash on', 'Follow spot on host']) {
    const cueId = cueIds[description.includes('host') ? 2 : 0]!;
    taskIds.push((await okParsed(taskSchema, call, 'POST', '/api/tasks', { cueId, departmentId, description }, token)).id);
  }
  return { token, eventId, cueIds, departmentId, taskIds };
}

export const readStatus = (call: Call, show: Show) =>
  okParsed(cueStatusSchema, call, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.token);
export const readTasks = (call: Call, show: Show) =>
  okParsed(z.array(taskSchema), call, 'GET', `/api/events/${show.eventId}/tasks`, undefined, show.token);
