/**
 * fast-check generators for the security fuzz: values of each JSON type, bodies, ids and queries
 * a route's own schema surely rejects, and well-formed requests naming rows that do not exist.
 * Malformed WebSocket frames are in wsArbitraries.ts. Nothing here knows the app's state.
 */
import fc from 'fast-check';
import { acceptedTypes, acceptsParam, wrongTypes, type JsonSchema, type JsonType, type ParamInfo, type RouteInfo } from './helpers.js';

// ---------------------------------------------------------------------------------------------
// Value generators
// ---------------------------------------------------------------------------------------------

export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('x', 'é', '😀', '\\', '"', '<'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));
export const nastyString = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '0',
  '-1',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '\uD800',
  '\uFEFF',
  '\u202E',
  'ACCESS',
  '${7*7}',
  '{{7*7}}',
  '\u0000',
);
export const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
);
export const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 5e-324),
);
export const jsonish = fc.jsonValue({ maxDepth: 3 });

export function valueOfType(kind: JsonType): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return anyString;
    case 'number':
      return anyNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(jsonish, { maxLength: 5 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 10 }), jsonish, { maxKeys: 5 });
    default:
      kind satisfies never;
      return fc.constant(undefined);
  }
}

/** A JSON body the schema surely rejects: a wrong top-level type, or an object with a wrong-typed known field. */
export function badBody(schema: JsonSchema): fc.Arbitrary<{ text: string; note: string }> | undefined {
  const options: Array<fc.Arbitrary<{ text: string; note: string }>> = [];
  const top = wrongTypes(schema);
  if (top.length > 0) {
    options.push(
      fc
        .constantFrom(...top)
        .chain(valueOfType)
        .map((v) => ({ text: JSON.stringify(v), note: 'wrong top-level type' })),
    );
  }
  const known = Object.keys(schema.properties ?? {});
  const typed = Object.entries(schema.properties ?? {})
    .map(([k, s]) => [k, wrongTypes(s)] as const)
    .filter(([, w]) => w.length > 0);
  if (typed.length > 0) {
    const wrongField = fc
      .constantFrom(...typed)
      .chain(([k, w]) => fc.constantFrom(...w).chain((type) => valueOfType(type).map((v) => [k, v] as const)));
    const others = fc.dictionary(fc.oneof(fc.constantFrom(...known, 'isAdmin', 'ownerId', 'id'), fc.string({ maxLength: 12 })), jsonish, {
      maxKeys: 6,
    });
    options.push(
      fc.tuple(wrongField, others).map(([[k, v], rest]) => ({ text: JSON.stringify({ ...rest, [k]: v }), note: `${k} of a wrong type` })),
    );
    // Deep nesting (written as text: JSON.stringify itself would recurse) beside a wrong-typed field.
    options.push(
      fc.tuple(wrongField, fc.integer({ min: 1_000, max: 100_000 })).map(([[k, v], depth]) => ({
        text: `{"deep":${'['.repeat(depth)}${']'.repeat(depth)},${JSON.stringify(k)}:${JSON.stringify(v)}}`,
        note: `${depth} nested arrays and ${k} of a wrong type`,
      })),
    );
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

export const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};
export const notJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a" 1}',
    "{'a':1}",
    'undefined',
    'NaN',
    'Infinity',
    '[1,]',
    '{"a":1,}',
    '01',
    '.5',
    '+1',
    '"unterminated',
    'tru',
    'nul',
    '<xml/>',
    'a=1&b=2',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `{"a":${'['.repeat(50_000)}`,
  ),
  fc.string({ maxLength: 200 }).filter((s) => !isJson(s)),
);
export const jsonContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON');

/** Raw (URL-encoded) path values the parameter surely rejects once decoded and coerced. */
export function badPathValue(schema: JsonSchema): fc.Arbitrary<string> {
  const listed = fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1e99',
    '%00',
    '1.5',
    '%20',
    '2147483648',
    '99999999999999999999',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '%2F',
    '%',
    '%zz',
    '1%3BDROP%20TABLE%20users',
    "1'%20OR%20'1'%3D'1",
    '-0',
    'GO',
    'go%00',
  );
  return fc
    .oneof(
      { weight: 6, arbitrary: listed },
      { weight: 1, arbitrary: fc.integer({ min: 101, max: 3_000 }).map((n) => '9'.repeat(n)) },
      { weight: 1, arbitrary: fc.integer({ min: 101, max: 3_000 }).map((n) => 'a'.repeat(n)) },
      { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeLoosely) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeLoosely) },
    )
    .filter((raw) => {
      try {
        return !acceptsParam(schema, decodeURIComponent(raw));
      } catch {
        return true; // not decodable: the router refuses it
      }
    });
}

export const junkQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '&&&',
      '=',
      '?',
      'a[b]=1',
      'a=1&a=2',
      '__proto__=1',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      'toString=1',
      'hasOwnProperty=1',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 })).map((d) => new URLSearchParams(d).toString()),
  },
);

/** A raw query string in which the parameter's value is surely rejected (or a required one is missing). */
export function badQuery(p: ParamInfo): fc.Arbitrary<{ query: string; note: string }> {
  const values = fc
    .oneof(
      fc.constantFrom('abc', '0', '-1', '1.5', '1e99', '', '2147483648', 'NaN', '\u0000', ' ', '0x10'),
      fc.integer({ min: 0, max: 400 }).map((n) => 'q'.repeat(n)),
      fc.string({ maxLength: 20 }),
    )
    .filter((v) => !acceptsParam(p.schema, v))
    .map((v) => ({ query: `${encodeURIComponent(p.name)}=${encodeLoosely(v)}`, note: `invalid ${p.name}` }));
  const repeated = fc.constant({ query: `${p.name}=1&${p.name}=2`, note: `${p.name} given twice` });
  const missing = fc.constant({ query: '', note: `missing ${p.name}` });
  return p.required ? fc.oneof(values, repeated, missing) : fc.oneof(values, repeated);
}

/** An id no row has: well-formed requests that name it must answer 404 (or 401 without a session). */
export const MISSING_ID = 2_147_483_000;
export const isIdKey = (k: string) => k === 'id' || /Ids?$/.test(k);

/** A value `s` accepts, except that id-like integers name a row that does not exist. */
export function validValue(s: JsonSchema, key: string): fc.Arbitrary<unknown> {
  const types = acceptedTypes(s);
  if (isIdKey(key) && types !== 'any' && types.has('number') && !s.enum)
    return s.type === 'array' ? fc.constant([MISSING_ID]) : fc.constant(MISSING_ID);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (branches.length > 0) return fc.oneof(...branches.map((b) => validValue(b, key)));
  let base: fc.Arbitrary<unknown>;
  switch ((Array.isArray(s.type) ? s.type[0] : s.type) ?? 'unknown') {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 500, 20_000);
      base = s.pattern
        ? fc.stringMatching(new RegExp(s.pattern))
        : fc
            .oneof(
              fc.string({ maxLength: 60 }),
              fc.string({ unit: 'binary', maxLength: 60 }),
              nastyString.filter((v) => !v.includes('\u0000')),
              fc.constant('é'.repeat(max)),
            )
            .map((v) => v.padEnd(min, 'x').slice(0, max));
      break;
    }
    case 'integer':
    case 'number': {
      const lo =
        typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -1e6) + (s.exclusiveMinimum === true ? 1 : 0);
      const hi = s.maximum ?? 1e6;
      base = fc.oneof(fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }), fc.constantFrom(lo, hi));
      break;
    }
    case 'boolean':
      base = fc.boolean();
      break;
    case 'array':
      base = fc.array(s.items ? validValue(s.items, key) : jsonish, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
      break;
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v, k)]));
      base = fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      break;
    }
    default:
      base = jsonish;
  }
  return s.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/**
 * A request that passes validation but names a missing row (in the path, or in a required id
 * field of the body), so it reaches the service and must still fail. Undefined for routes that
 * name no row (creating an event, logging in, ...).
 */
export function missingObjectRequest(
  route: RouteInfo,
): fc.Arbitrary<{ path: string; query: string; body: string | undefined }> | undefined {
  const numericPath = route.pathParams.some((p) => p.schema.type === 'integer');
  const bodyNamesRow = Object.keys(route.body?.properties ?? {}).some((k) => isIdKey(k) && (route.body?.required ?? []).includes(k));
  if (!numericPath && !bodyNamesRow) return undefined;
  const path = fc
    .tuple(
      ...route.pathParams.map((p) =>
        validValue(p.schema, p.schema.type === 'integer' ? 'id' : p.name).map((v) => [p.name, String(v)] as const),
      ),
    )
    .map((e) => pathWith(route, Object.fromEntries(e)));
  const query = fc
    .tuple(...route.queryParams.map((p) => fc.option(validValue(p.schema, p.name), { nil: undefined }).map((v) => [p.name, v] as const)))
    .map((e) =>
      e
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeLoosely(String(v))}`)
        .join('&'),
    );
  const body = route.body ? validValue(route.body, '').map((v) => JSON.stringify(v)) : fc.constant(undefined);
  return fc.record({ path, query, body });
}

export function pathWith(route: RouteInfo, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
}

/** encodeURIComponent, except that a lone surrogate becomes the (invalid UTF-8) bytes a careless client would send. */
export function encodeLoosely(x: string): string {
  return x
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => (part.length === 1 && /[\uD800-\uDFFF]/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}
