/** fast-check generators of malformed WebSocket frames, per client message type and generic. */
import fc from 'fast-check';
import { z } from 'zod';
import { clientMessage } from '@showcaller/shared';
import { jsonish, notJson, valueOfType } from './arbitraries.js';
import { wrongTypes, type JsonSchema } from './helpers.js';

type Option = (typeof clientMessage.options)[number];
export const messageTypes = clientMessage.options.map((o: Option) => {
  const schema = z.toJSONSchema(o, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const literal = schema.properties?.type?.const;
  const type = typeof literal === 'string' ? literal : '';
  return { type, schema };
});

/** Frames of one message type that its schema surely rejects. */
export function badFrames(type: string, schema: JsonSchema): fc.Arbitrary<{ text: string; note: string }> {
  const fields = Object.entries(schema.properties ?? {}).filter(([k]) => k !== 'type');
  const required = (schema.required ?? []).filter((k) => k !== 'type');
  const opts: Array<fc.Arbitrary<{ text: string; note: string }>> = [];
  const typed = fields.map(([k, s]) => [k, wrongTypes(s)] as const).filter(([, w]) => w.length > 0);
  const valid: Record<string, unknown> = {
    eventId: 1,
    t0: 1,
    command: 'go',
    version: 1,
    rttMs: 1,
    offsetMs: 0,
    token: 'x',
    accessCode: 'x',
  };
  if (typed.length > 0) {
    opts.push(
      fc
        .constantFrom(...typed)
        .chain(([k, w]) => fc.constantFrom(...w).chain((wt) => valueOfType(wt).map((v) => [k, v] as const)))
        .map(([k, v]) => ({ text: JSON.stringify({ ...valid, type, [k]: v }), note: `${type}.${k} of a wrong type` })),
    );
  }
  if (required.length > 0) {
    opts.push(
      fc.constantFrom(...required).map((k) => {
        const frame: Record<string, unknown> = { ...valid, type };
        delete frame[k];
        return { text: JSON.stringify(frame), note: `${type} without ${k}` };
      }),
    );
  }
  // Out-of-range numbers for bounded fields (ids, round trips).
  const bounded = fields.filter(([, s]) => s.maximum !== undefined || s.minimum !== undefined);
  if (bounded.length > 0) {
    opts.push(
      fc
        .tuple(fc.constantFrom(...bounded), fc.constantFrom(-1, 0.5, 1e300, -1e300, 2 ** 31))
        .filter(
          ([[, s], v]) =>
            (s.maximum !== undefined && v > s.maximum) ||
            (s.minimum !== undefined && v < s.minimum) ||
            (s.type === 'integer' && !Number.isInteger(v)),
        )
        .map(([[k], v]) => ({ text: JSON.stringify({ ...valid, type, [k]: v }), note: `${type}.${k} out of range` })),
    );
  }
  return fc.oneof(...opts);
}

export const genericBadFrames = fc.oneof(
  notJson.filter((s) => s.length > 0).map((text) => ({ text, note: 'not JSON' })),
  jsonish
    .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => ({ text: JSON.stringify(v), note: 'JSON that is not an object' })),
  fc
    .string({ maxLength: 30 })
    .filter((s) => !messageTypes.some((m) => m.type === s))
    .map((type) => ({ text: JSON.stringify({ type, eventId: 1 }), note: 'unknown type' })),
  fc.constantFrom(1, null, true, [], {}).map((type) => ({ text: JSON.stringify({ type }), note: 'type of a wrong type' })),
  fc.integer({ min: 16 * 1024 + 1, max: 60 * 1024 }).map((n) => {
    const head = '{"type":"ping","t0":1,"pad":"';
    return { text: `${head}${'x'.repeat(n - head.length - 2)}"}`, note: `a ${n}-byte frame (limit 16 KB)` };
  }),
);
