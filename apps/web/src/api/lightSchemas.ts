/**
 * Zod-free checks for the few answers the crew and stage pages read (docs/architecture.md#layers): importing the shared
 * zod schemas would add ~26 KB gzip to a bundle with a budget (scripts/crew-bundle-size.mjs). Each
 * shape must name every field of its shared type (a compile error otherwise), and
 * lightSchemas.test.ts checks that it accepts and refuses exactly what the shared zod schema does.
 */
import {
  CUE_COLOR_SCHEMES,
  CUE_END_ACTIONS,
  CUE_FIELD_KINDS,
  CUE_TIME_MODES,
  CUE_TIMER_TYPES,
  type AccessResponse,
  type Cue,
  type CueField,
  type CueFieldValueRow,
  type CueFieldsResponse,
  type Event,
  type Task,
} from '@showcaller/shared';
import { isRecord, type ResponseSchema } from './client';
import { parseEventLanguage } from '@/i18n/parseLanguage';

type Check = (v: unknown) => boolean;
/** One check per field of T, optional fields included (their check accepts undefined). */
export type Shape<T> = { readonly [K in keyof T]-?: Check };

export const int: Check = (v) => typeof v === 'number' && Number.isInteger(v);
export const str: Check = (v) => typeof v === 'string';
export const bool: Check = (v) => typeof v === 'boolean';
export const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
export const oneOf =
  (list: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && list.includes(v);

type Parse<T> = (v: unknown) => T | null;

/** A check that `parse` accepts `v`. */
const accepts =
  (parse: Parse<unknown>): Check =>
  (v) =>
    parse(v) !== null;

/**
 * A parser from a shape: every field of T is checked, extra fields are left alone, and `defaults`
 * fill absent fields as the zod schema's `.default()` does (cueSchema's timeMode).
 */
export function objectOf<T>(shape: Shape<T>, defaults: Partial<T> = {}): Parse<T> {
  const entries: [string, Check][] = Object.entries(shape);
  const fills: [string, unknown][] = Object.entries(defaults);
  const isT = (v: Record<string, unknown>): v is Record<string, unknown> & T => entries.every(([key, check]) => check(v[key]));
  return (v) => {
    if (!isRecord(v)) return null;
    const out: Record<string, unknown> = { ...v };
    for (const [key, value] of fills) if (out[key] === undefined) out[key] = value;
    return isT(out) ? out : null;
  };
}

export function arrayOf<T>(item: Parse<T>): Parse<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return null;
    const out: T[] = [];
    for (const entry of v) {
      const parsed = item(entry);
      if (parsed === null) return null;
      out.push(parsed);
    }
    return out;
  };
}

/** apiFetch's schema from a parser that answers null for anything it refuses (also realtime/parseFrames.ts). */
export function parserSchema<T>(parse: Parse<T>): ResponseSchema<T> {
  return {
    safeParse: (value) => {
      const data = parse(value);
      return data === null ? { success: false, error: new TypeError('Unexpected shape') } : { success: true, data };
    },
  };
}

export const accessResponseShape: Shape<AccessResponse> = {
  kind: oneOf(['department', 'caller', 'stage'] satisfies AccessResponse['kind'][]),
  token: str,
  eventId: int,
  eventName: str,
  department: optional(accepts(objectOf<{ id: number; name: string }>({ id: int, name: str }))),
};

export const eventShape: Shape<Event> = {
  id: int,
  name: str,
  description: str,
  date: str,
  showCallerCode: str,
  cueColors: optional(oneOf(CUE_COLOR_SCHEMES)),
  goGuardMs: optional(int),
  ownerId: int,
  productionId: optional(nullable(int)),
  roomId: optional(nullable(int)),
  room: optional(nullable(str)),
  day: optional(nullable(str)),
  language: optional(accepts(parseEventLanguage)),
  createdAt: str,
  updatedAt: str,
};

export const cueShape: Shape<Cue> = {
  id: int,
  eventId: int,
  number: int,
  time: str,
  timeMode: oneOf(CUE_TIME_MODES),
  action: str,
  notes: nullable(str),
  duration: nullable(int),
  colorMark: str,
  timerType: oneOf(CUE_TIMER_TYPES),
  endAction: oneOf(CUE_END_ACTIONS),
  endTime: nullable(str),
};

export const taskShape: Shape<Task> = {
  id: int,
  cueId: int,
  departmentId: int,
  description: str,
  completed: bool,
  completedAt: nullable(str),
  color: str,
};

/** cueSchema's defaults: a cue cached before migration 003 has no mode and was a hard start; before 021 no timer fields. */
const cueDefaults: Partial<Cue> = { timeMode: 'hard', timerType: 'countdown', endAction: 'overrun', endTime: null };

export const lightAccessResponse = parserSchema(objectOf(accessResponseShape));
export const lightEvent = parserSchema(objectOf(eventShape));
export const lightCues = parserSchema(arrayOf(objectOf(cueShape, cueDefaults)));
export const lightTask = parserSchema(objectOf(taskShape));
export const lightTasks = parserSchema(arrayOf(objectOf(taskShape)));

/** Custom fields as a crew phone reads them (docs/decisions/0034-custom-fields.md): its own fields and their values. */
export const cueFieldShape: Shape<CueField> = {
  id: int,
  eventId: int,
  name: str,
  kind: oneOf(CUE_FIELD_KINDS),
  choices: accepts(arrayOf((v) => (typeof v === 'string' ? v : null))),
  position: int,
  hidden: bool,
  crewDepartmentIds: accepts(arrayOf((v) => (typeof v === 'number' && Number.isInteger(v) ? v : null))),
};
const fieldValue: Check = (v) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
export const cueFieldValueShape: Shape<CueFieldValueRow> = { cueId: int, fieldId: int, value: fieldValue };
export const cueFieldsShape: Shape<CueFieldsResponse> = {
  fields: accepts(arrayOf(objectOf(cueFieldShape))),
  values: accepts(arrayOf(objectOf(cueFieldValueShape))),
};
export const lightCueFields = parserSchema(objectOf(cueFieldsShape));
