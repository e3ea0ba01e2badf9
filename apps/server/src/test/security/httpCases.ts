/** The HTTP requests the fuzz sends to each route, with what each must get back. */
import fc from 'fast-check';
import { IMPORT_CONTENT_TYPES } from '@showcaller/shared';
import {
  badBody,
  badPathValue,
  badQuery,
  jsonContentType,
  jsonish,
  junkQuery,
  missingObjectRequest,
  notJson,
  pathWith,
} from './arbitraries.js';
import { METHODS, clip, type Method, type RawRequest, type RouteInfo } from './helpers.js';

/** fail: must be a 4xx; tooLarge: must be 413; mayPass: a read that may succeed, never a 5xx. */
export type Expect = 'fail' | 'tooLarge' | 'mayPass';
export interface FuzzCase {
  req: RawRequest;
  expect: Expect;
  note: string;
}

export interface FuzzContext {
  /** The owner's session token. */
  token: string;
  /** Ids of real rows, used where a path parameter is left well-formed. */
  ids: string[];
  routes: RouteInfo[];
}

const MB = 1024 * 1024;
const BODY_METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const apiKeyHeader = fc.option(fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), fc.constant('sc_'.padEnd(300, 'k'))), {
  freq: 4,
});

/**
 * Requests for one route that must all fail (or, for reads without ids, at least not 5xx):
 * malformed path parameters, invalid queries and bodies, non-JSON, oversized and binary bodies,
 * methods the path does not have, and well-formed requests naming rows that do not exist.
 */
export function casesFor(route: RouteInfo, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const { token, ids, routes } = ctx;
  const credential = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string | undefined>(`Bearer ${token}`) },
    { weight: 2, arbitrary: fc.constant<string | undefined>(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | undefined>(
        'Bearer',
        `Bearer ${'x'.repeat(300)}`,
        'Basic Zm9vOmJhcg==',
        `Bearer ${token}x`,
        `bearer  ${'A'.repeat(43)}`,
        'Bearer null',
      ),
    },
  );

  // A well-formed value for each path parameter (a real id, or a listed enum value).
  const good = fc
    .tuple(
      ...route.pathParams.map((p) =>
        fc.constantFrom(...(p.schema.enum ? p.schema.enum.map(String) : ids)).map((v) => [p.name, v] as const),
      ),
    )
    .map((e) => Object.fromEntries(e));
  const registered = new Set(routes.filter((r) => r.path === route.path).map((r) => r.method));
  const kinds: Array<fc.WeightedArbitrary<FuzzCase>> = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => kinds.push({ weight, arbitrary });
  const hasBody = BODY_METHODS.includes(route.method);
  const headers = (auth: string | undefined, extra: Record<string, string> = {}, apiKey?: string | null) => ({
    ...(auth ? { authorization: auth } : {}),
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
    ...extra,
  });
  const url = (path: string, query: string) => (query ? `${path}?${query}` : path);

  if (route.pathParams.length > 0) {
    const bad = fc.oneof(...route.pathParams.map((p) => badPathValue(p.schema).map((value) => ({ name: p.name, value }))));
    add(
      3,
      fc
        .record({ auth: credential, key: apiKeyHeader, values: good, bad, query: junkQuery, body: fc.option(jsonish) })
        .map(({ auth, key, values, bad: b, query, body }) => ({
          req: {
            method: route.method,
            url: url(pathWith(route, { ...values, [b.name]: b.value }), query),
            headers: headers(auth, hasBody ? { 'content-type': 'application/json' } : {}, key),
            ...(hasBody ? { payload: JSON.stringify(body) } : {}),
          },
          expect: 'fail' as const,
          note: `malformed path parameter ${b.name}`,
        })),
    );
  }

  if (route.queryParams.length > 0) {
    add(
      3,
      fc.record({ auth: credential, values: good, q: fc.oneof(...route.queryParams.map(badQuery)) }).map(({ auth, values, q }) => ({
        req: { method: route.method, url: url(pathWith(route, values), q.query), headers: headers(auth) },
        expect: 'fail' as const,
        note: q.note,
      })),
    );
  }

  const bodyArb = route.body ? badBody(route.body) : undefined;
  if (bodyArb) {
    add(
      6,
      fc.record({ auth: credential, key: apiKeyHeader, values: good, body: bodyArb, ct: jsonContentType, query: junkQuery }).map((r) => ({
        req: {
          method: route.method,
          url: url(pathWith(route, r.values), r.query),
          headers: headers(r.auth, { 'content-type': r.ct }, r.key),
          payload: r.body.text,
        },
        expect: 'fail' as const,
        note: `invalid body: ${r.body.note}`,
      })),
    );
  }

  if (hasBody) {
    add(
      2,
      fc.record({ auth: credential, values: good, text: notJson, ct: jsonContentType }).map((r) => ({
        req: { method: route.method, url: pathWith(route, r.values), headers: headers(r.auth, { 'content-type': r.ct }), payload: r.text },
        expect: 'fail' as const,
        note: 'a body that is not JSON',
      })),
    );
    add(
      1,
      fc.record({ auth: credential, values: good, extra: fc.integer({ min: 1, max: 200_000 }) }).map((r) => ({
        req: {
          method: route.method,
          url: pathWith(route, r.values),
          headers: headers(r.auth, { 'content-type': 'application/json' }),
          payload: `{"pad":"${'x'.repeat(MB + r.extra)}"}`,
        },
        expect: 'tooLarge' as const,
        note: 'a body over 1 MB',
      })),
    );
    add(
      1,
      fc
        .record({
          auth: credential,
          values: good,
          bytes: fc.oneof(
            fc.uint8Array({ minLength: 1, maxLength: 4_000 }).map((a) => Buffer.from(a)),
            // An empty zip, and a zip header followed by junk: what a broken .xlsx looks like.
            fc.constant(Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)])),
            fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(a)])),
          ),
          ct: fc.constantFrom(...IMPORT_CONTENT_TYPES, 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
        })
        .map((r) => ({
          req: {
            method: route.method,
            url: pathWith(route, r.values),
            headers: headers(r.auth, { 'content-type': r.ct }),
            payload: r.bytes,
          },
          expect: 'fail' as const,
          note: `binary body as ${r.ct}`,
        })),
    );
  }

  const others = METHODS.filter((m) => !registered.has(m));
  if (others.length > 0) {
    add(
      1,
      fc.record({ auth: credential, values: good, method: fc.constantFrom(...others) }).map((r) => ({
        req: { method: r.method, url: pathWith(route, r.values), headers: headers(r.auth) },
        expect: 'fail' as const,
        note: `${r.method} is not a method of this route`,
      })),
    );
  }

  if (route.method === 'GET' && route.pathParams.length === 0) {
    // A GET without ids reads only; junk it ignores may succeed, but never with a 5xx.
    add(
      3,
      fc.record({ auth: credential, query: junkQuery, body: fc.option(jsonish) }).map((r) => ({
        req: {
          method: 'GET',
          url: url(route.path, r.query),
          headers: headers(r.auth, r.body !== null ? { 'content-type': 'application/json' } : {}),
          ...(r.body !== null ? { payload: JSON.stringify(r.body) } : {}),
        },
        expect: 'mayPass' as const,
        note: 'junk query on a read',
      })),
    );
  }
  const wellFormed = missingObjectRequest(route);
  if (wellFormed) {
    add(
      4,
      fc.record({ auth: credential, key: apiKeyHeader, r: wellFormed }).map(({ auth, key, r }) => ({
        req: {
          method: route.method,
          url: url(r.path, r.query),
          headers: headers(auth, r.body !== undefined ? { 'content-type': 'application/json' } : {}, key),
          ...(r.body !== undefined ? { payload: r.body } : {}),
        },
        expect: 'fail' as const,
        note: 'a well-formed request for a missing object',
      })),
    );
  }
  return fc.oneof(...kinds);
}

export function describeCase(c: FuzzCase): string {
  return `${c.note}: ${c.req.method} ${clip(c.req.url, 200)} auth=${clip(c.req.headers?.authorization ?? 'none', 30)} ct=${c.req.headers?.['content-type'] ?? '-'} body=${clip(c.req.payload ?? '', 200)}`;
}
