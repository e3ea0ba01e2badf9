/** A small show made over HTTP (account, event, cues, a department, tasks), for any way of calling the app. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CueStatus, Task } from '@showcaller/shared';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Call = <T>(method: Method, url: string, body?: unknown, token?: string) => Promise<{ status: number; body: T }>;

/** `Call` through `app.inject`: JSON in, parsed JSON out. */
export function injectCall(app: FastifyInstance): Call {
  return async <T>(method: Method, url: string, body?: unknown, token?: string) => {
    const res = await app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as T };
  };
}

export interface Show {
  token: string;
  eventId: number;
  cueIds: number[];
  departmentId: number;
  taskIds: number[];
}

/** The response body, or an error naming the call, its status and its answer. */
export async function ok<T>(call: Call, method: Method, url: string, body?: unknown, token?: string): Promise<T> {
  const r = await call<T>(method, url, body, token);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export const CUES = [
  { time: '19:00:00', action: 'Walk-in', duration: 600 },
  { time: '19:10:00', action: 'Opener', duration: 120 },
  { time: '19:12:00', action: 'Host', duration: 300 },
] as const;

export async function makeShow(call: Call, label = 'fault'): Promise<Show> {
  const username = `${label}${randomBytes(4).toString('hex')}`;
  const { token } = await ok<{ token: string }>(call, 'POST', '/api/auth/register', {
    username,
    name: `Caller ${username}`,
    email: `${username}@example.com`,
    password: 'correct horse',
    confirmPassword: 'correct horse',
  });
  const { id: eventId } = await ok<{ id: number }>(call, 'POST', '/api/events', { name: `Show ${label}`, date: '2026-12-05' }, token);
  const cueIds: number[] = [];
  for (const c of CUES) cueIds.push((await ok<{ id: number }>(call, 'POST', '/api/cues', { eventId, ...c }, token)).id);
  const { id: departmentId } = await ok<{ id: number }>(call, 'POST', '/api/departments', { eventId, name: 'Lighting' }, token);
  const taskIds: number[] = [];
  for (const description of ['House lights to half', 'Stage wash on', 'Follow spot on host']) {
    const cueId = cueIds[description.includes('host') ? 2 : 0]!;
    taskIds.push((await ok<{ id: number }>(call, 'POST', '/api/tasks', { cueId, departmentId, description }, token)).id);
  }
  return { token, eventId, cueIds, departmentId, taskIds };
}

export const readStatus = (call: Call, show: Show) =>
  ok<CueStatus>(call, 'GET', `/api/events/${show.eventId}/cuestatus`, undefined, show.token);
export const readTasks = (call: Call, show: Show) => ok<Task[]>(call, 'GET', `/api/events/${show.eventId}/tasks`, undefined, show.token);
