/**
 * Custom fields on the rundown (docs/decisions/0034-custom-fields.md): typed columns an event adds
 * beside the fixed ones. Pure rules shared by the server (checks, Excel, OSC templates, webhooks),
 * the main app and the crew page, so zod-free: the crew bundle imports this file.
 *
 * A value travels as JSON: text, choice and link are strings, number a finite number, yes/no a
 * boolean, duration whole seconds. `fieldValueText` writes it for people (the table, the crew
 * phone, the Excel sheet, OSC and webhook text); `parseFieldText` reads such text back.
 */
import { LIMITS } from './constants.js';
import { formatHms, parseDurationInput } from './time.js';

export const CUE_FIELD_KINDS = ['text', 'number', 'boolean', 'choice', 'duration', 'link'] as const;
export type CueFieldKind = (typeof CUE_FIELD_KINDS)[number];

export const CUE_FIELD_KIND_LABELS: Record<CueFieldKind, string> = {
  text: 'Text',
  number: 'Number',
  boolean: 'Yes/no',
  choice: 'Choice from a list',
  duration: 'Duration',
  link: 'Link',
};

export const CUE_FIELD_LIMITS = {
  maxFieldsPerEvent: 20,
  name: 40,
  text: 500,
  link: 2000,
  maxChoices: 30,
  choice: 60,
  /** Numbers stay exact in JSON, SQLite and JavaScript alike. */
  maxAbsNumber: 1e12,
} as const;

export type CueFieldValue = string | number | boolean;

/** What the rules need of a field. */
export interface CueFieldRule {
  name: string;
  kind: CueFieldKind;
  choices: readonly string[];
}

/** A field's name as matched for uniqueness and in `{cue.field.<name>}`: trimmed, spaces squeezed, any case. */
export function fieldNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * A custom field's change in the edit history (docs/decisions/0034-custom-fields.md): `field:<id>:<name
 * then>`, so the panel names it after a rename or a deletion and an undo finds the field by its id.
 */
export function fieldHistoryKey(field: { id: number; name: string }): string {
  return `field:${field.id}:${field.name}`;
}

/** The field id and name of a `fieldHistoryKey`, or null for a fixed cell ("time", "notes"…). */
export function parseFieldHistoryKey(key: string | null): { id: number; name: string } | null {
  const m = key === null ? null : /^field:([1-9]\d{0,9}):(.*)$/s.exec(key);
  return m ? { id: Number(m[1]), name: m[2] ?? '' } : null;
}

/**
 * `text` with each `{cue.field.<name>}` of the field whose key was `oldKey` naming `newName` instead:
 * a renamed field's OSC triggers keep their value (docs/decisions/0034-custom-fields.md).
 */
export function renameFieldPlaceholders(text: string, oldKey: string, newName: string): string {
  return text.replace(/\{cue\.field\.([^{}]+)\}/g, (m, name: string) => (fieldNameKey(name) === oldKey ? `{cue.field.${newName}}` : m));
}

/** Why a field name cannot be used, or null. Braces would end a trigger placeholder early. */
export function fieldNameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'Field name is required.';
  if (n.length > CUE_FIELD_LIMITS.name) return `Field name must be at most ${CUE_FIELD_LIMITS.name} characters.`;
  if (/[{}]/.test(n)) return 'Field name cannot contain { or }.';
  return null;
}

/** Why a list of choices cannot be used for a choice field, or null. */
export function choicesProblem(choices: readonly string[]): string | null {
  if (choices.length === 0) return 'A choice field needs at least one choice.';
  if (choices.length > CUE_FIELD_LIMITS.maxChoices) return `A choice field can have at most ${CUE_FIELD_LIMITS.maxChoices} choices.`;
  const seen = new Set<string>();
  for (const c of choices) {
    if (c.trim() === '') return 'A choice cannot be empty.';
    if (c.length > CUE_FIELD_LIMITS.choice) return `A choice must be at most ${CUE_FIELD_LIMITS.choice} characters.`;
    const key = c.trim().toLocaleLowerCase('en');
    if (seen.has(key)) return `The choice "${c.trim()}" is listed twice.`;
    seen.add(key);
  }
  return null;
}

/** An http or https address, or null. */
export function linkValue(text: string): string | null {
  const v = text.trim();
  if (v.length > CUE_FIELD_LIMITS.link || !/^https?:\/\//i.test(v)) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:' ? v : null;
  } catch {
    return null;
  }
}

export type FieldCheck = { ok: true; value: CueFieldValue } | { ok: false; error: string };

const fail = (error: string): FieldCheck => ({ ok: false, error });

/** A value sent as JSON for `field`, checked (and a text trimmed). */
export function checkFieldValue(field: CueFieldRule, value: unknown): FieldCheck {
  const name = field.name;
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return fail(`${name} must be text.`);
      if (value.length > CUE_FIELD_LIMITS.text) return fail(`${name} must be at most ${CUE_FIELD_LIMITS.text} characters.`);
      return { ok: true, value };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`${name} must be a number.`);
      if (Math.abs(value) > CUE_FIELD_LIMITS.maxAbsNumber) return fail(`${name} is too large.`);
      return { ok: true, value };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail(`${name} must be yes or no.`);
    case 'choice': {
      if (typeof value !== 'string') return fail(`${name} must be one of its choices.`);
      const found = field.choices.find((c) => c.trim().toLocaleLowerCase('en') === value.trim().toLocaleLowerCase('en'));
      return found === undefined
        ? fail(`"${value.slice(0, 60)}" is not a choice of ${name} (${field.choices.join(', ')}).`)
        : { ok: true, value: found };
    }
    case 'duration':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return fail(`${name} must be a whole number of seconds.`);
      if (value > LIMITS.maxDurationSeconds) return fail(`${name} is too long.`);
      return { ok: true, value };
    case 'link': {
      if (typeof value !== 'string') return fail(`${name} must be a link.`);
      const link = linkValue(value);
      return link === null ? fail(`${name} must be a web address starting with http:// or https://.`) : { ok: true, value: link };
    }
    default:
      field.kind satisfies never;
      return fail(`${name} has an unknown type.`);
  }
}

const YES = ['yes', 'y', 'true', '1', 'x', '✓', 'ja', 'oui', 'si', 'sí'];
const NO = ['no', 'n', 'false', '0', 'nein', 'non'];

/** Text typed by a person or read from a spreadsheet cell; '' clears (null). */
export function parseFieldText(
  field: CueFieldRule,
  text: string,
): { ok: true; value: CueFieldValue | null } | { ok: false; error: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  switch (field.kind) {
    case 'text':
      return checkFieldValue(field, text.replace(/\r\n/g, '\n'));
    case 'number': {
      const n = Number(t.replace(',', '.'));
      return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i.test(t)
        ? checkFieldValue(field, n)
        : fail(`${field.name}: "${t.slice(0, 40)}" is not a number.`);
    }
    case 'boolean': {
      const k = t.toLocaleLowerCase('en');
      if (YES.includes(k)) return { ok: true, value: true };
      if (NO.includes(k)) return { ok: true, value: false };
      return fail(`${field.name}: "${t.slice(0, 40)}" is not yes or no.`);
    }
    case 'duration': {
      const s = parseDurationInput(t);
      return s === null
        ? fail(`${field.name}: "${t.slice(0, 40)}" is not mm:ss, hh:mm:ss or a number of seconds.`)
        : checkFieldValue(field, s);
    }
    case 'choice':
    case 'link':
      return checkFieldValue(field, t);
    default:
      field.kind satisfies never;
      return fail(`${field.name} has an unknown type.`);
  }
}

/** A value as people read it (and as `parseFieldText` reads it back); '' for none. */
export function fieldValueText(kind: CueFieldKind, value: CueFieldValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'duration':
      return typeof value === 'number' ? formatHms(value) : String(value);
    case 'number':
    case 'text':
    case 'choice':
    case 'link':
      return String(value);
    default:
      kind satisfies never;
      return String(value);
  }
}
