/**
 * Shared by the security tests: the route list read from the app's own OpenAPI document (so a
 * new route is covered without editing a list), raw requests, a dump of every table, the
 * docs/decisions/0014-errors-are-json-sentences.md, and a WebSocket client that can also send binary frames.
 */
import { expect } from 'vitest';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ownTables } from '../ownTables.js';
import type { TestApp } from '../harness.js';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export const isMethod = (m: string): m is Method => (METHODS as readonly string[]).includes(m);

/** The subset of JSON Schema the OpenAPI document (and zod's toJSONSchema) uses here. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 writes a boolean beside `minimum`; JSON Schema 2020-12 a number. */
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface ParamInfo {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RouteInfo {
  method: Method;
  /** OpenAPI form, e.g. `/api/events/{id}`. */
  path: string;
  pathParams: ParamInfo[];
  queryParams: ParamInfo[];
  /** The application/json request body schema, when the route declares one. */
  body: JsonSchema | undefined;
}

/**
 * The JSON Schema fragments of the document, read as-is: their keywords are too many to list and
 * the code reading them checks each one it uses (`acceptedTypes`, `acceptsParam`).
 */
const jsonSchema = z.custom<JsonSchema>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'a JSON Schema object');

/** The fields of the OpenAPI document the route list reads. */
const openApiDoc = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z
          .array(z.object({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: jsonSchema.optional() }))
          .optional(),
        requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional() }).optional(),
      }),
    ),
  ),
});

/** Every documented route (method + path) of the running app, from GET /api/docs/json. */
export async function listRoutes(t: TestApp): Promise<RouteInfo[]> {
  const { paths } = (await t.callParsed(openApiDoc, 'GET', '/api/docs/json')).body;
  const routes: RouteInfo[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (!isMethod(method)) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      routes.push({
        method,
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
export const JSON_TYPES: readonly JsonType[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

function typeOfValue(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' ? t : 'object';
}

/** The JSON types a schema accepts, or 'any' when it does not say (then no value is surely wrong). */
export function acceptedTypes(s: JsonSchema): Set<JsonType> | 'any' {
  const out = new Set<JsonType>();
  let known = false;
  const add = (name: string) => {
    known = true;
    if (name === 'integer') out.add('number');
    else if ((JSON_TYPES as readonly string[]).includes(name)) out.add(name as JsonType);
    else return false;
    return true;
  };
  if (typeof s.type === 'string') {
    if (!add(s.type)) return 'any';
  } else if (Array.isArray(s.type)) {
    for (const x of s.type) if (!add(x)) return 'any';
  }
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const inner = acceptedTypes(branch);
    if (inner === 'any') return 'any';
    known = true;
    for (const x of inner) out.add(x);
  }
  if (s.enum) {
    known = true;
    for (const v of s.enum) out.add(typeOfValue(v));
  }
  if ('const' in s) {
    known = true;
    out.add(typeOfValue(s.const));
  }
  if (s.nullable) out.add('null');
  return known ? out : 'any';
}

/** JSON types a value may take so that `s` surely rejects it. */
export function wrongTypes(s: JsonSchema): JsonType[] {
  const ok = acceptedTypes(s);
  return ok === 'any' ? [] : JSON_TYPES.filter((x) => !ok.has(x));
}

/**
 * Whether a path or query value (a string, as the server receives it) passes `schema` after the
 * server's coercion: enums by value, integers through Number() as z.coerce does, strings by length.
 */
export function acceptsParam(schema: JsonSchema, value: string): boolean {
  if (schema.enum) return schema.enum.includes(value);
  if (schema.type === 'integer' || schema.type === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n) || (schema.type === 'integer' && !Number.isInteger(n))) return false;
    const min = schema.minimum;
    if (typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum) return false;
    if (min !== undefined && (schema.exclusiveMinimum === true ? n <= min : n < min)) return false;
    return schema.maximum === undefined || n <= schema.maximum;
  }
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !value.includes('\u0000');
}

export interface RawResponse {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
  raw: Buffer;
}

export interface RawRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** One request exactly as given (no JSON encoding of strings, no default content type). */
export async function send(t: TestApp, req: RawRequest): Promise<RawResponse> {
  const res = await t.app.inject({
    method: req.method as InjectOptions['method'],
    url: req.url,
    headers: req.headers ?? {},
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  let body: unknown;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body, text: res.body, raw: res.rawPayload };
}

/** docs/decisions/0014-errors-are-json-sentences.md: a JSON `{error: "human message"}` (plus `issues` for validation), nothing else. */
export function expectErrorShape(res: RawResponse, context: string): void {
  expect(res.contentType, context).toMatch(/^application\/json/);
  expect(res.body, context).toBeTypeOf('object');
  const parsed = z.record(z.string(), z.unknown()).safeParse(res.body);
  const body = parsed.success ? parsed.data : {};
  expect(typeof body.error === 'string' && body.error.length > 0, `${context}: error text`).toBe(true);
  expect(
    Object.keys(body).filter((k) => k !== 'error' && k !== 'issues'),
    `${context}: only error and issues`,
  ).toEqual([]);
  expect(res.text, `${context}: no stack trace`).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

export type TableDump = Record<string, unknown[]>;

/**
 * Tables that count requests rather than hold what a user entered: a refused request is still a
 * request, so the shared rate-limit store (PostgreSQL only) moves on every one of them.
 */
const THROTTLE_TABLES = new Set(['rate_limit_buckets']);

/** Every row of every table of this test's database that holds user data, in a stable order. */
/** The tables a dump reads, per database: read once, since no test changes the schema (PostgreSQL's catalog query is slow). */
const dumpTables = new WeakMap<Db, Promise<Array<{ name: string; columns: string[] }>>>();

export async function dumpDb(db: Db): Promise<TableDump> {
  const schema = db.pg?.schema;
  let tables = dumpTables.get(db);
  if (!tables) {
    tables = ownTables(db).then((all) =>
      all
        .filter((tb) => !THROTTLE_TABLES.has(tb.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((tb) => ({ name: tb.name, columns: tb.columns.map((c) => c.name) })),
    );
    dumpTables.set(db, tables);
  }
  // Every table at once: on PostgreSQL each select is a round trip of its own.
  const dumps = await Promise.all(
    (await tables).map(async ({ name, columns }) => {
      const order = columns.includes('id') ? ['id'] : columns;
      const ref = schema ? sql.table(`${schema}.${name}`) : sql.table(name);
      const rows = await sql<Record<string, unknown>>`select * from ${ref} order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(
        db.kysely,
      );
      return [name, rows.rows] as const;
    }),
  );
  return Object.fromEntries(dumps);
}

/** Any hub frame: a `type` and whatever else it carries (these tests also read frames the protocol refuses). */
const frame = z.looseObject({ type: z.string() });
export type Frame = z.output<typeof frame>;

/** A WebSocket client for the hub that can send any text or binary frame and reports its close code. */
export interface RawSocket {
  frames: Frame[];
  sendText(data: string): void;
  sendBinary(data: Buffer): void;
  /** Resolves with the first frame after index `from` that matches. */
  waitFor(match: (f: Frame) => boolean, from?: number, timeoutMs?: number): Promise<{ frame: Frame; index: number }>;
  closed: Promise<number>;
  isOpen(): boolean;
  close(): Promise<void>;
}

export async function openRawSocket(baseUrl: string): Promise<RawSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws');
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(frame.parse(JSON.parse(data.toString('utf8'))));
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  return {
    frames,
    sendText: (data) => ws.send(data, { binary: false }),
    sendBinary: (data) => ws.send(data, { binary: true }),
    waitFor(match, from = 0, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = from; i < frames.length; i++) {
            if (match(frames[i]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve({ frame: frames[i]!, index: i });
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(from)).slice(0, 500)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** Shortens a request or body for an assertion message. */
export function clip(v: unknown, max = 300): string {
  const s = typeof v === 'string' ? v : Buffer.isBuffer(v) ? `<${v.length} bytes>` : (JSON.stringify(v) ?? String(v));
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}
