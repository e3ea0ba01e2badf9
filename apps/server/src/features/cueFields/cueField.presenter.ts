/** Custom field rows → API shapes (docs/decisions/0034-custom-fields.md). */
import { CUE_FIELD_KINDS, fieldValueText, type CueField, type CueFieldValue, type CueFieldValueRow } from '@showcaller/shared';
import type { CueFieldRow, CueFieldValueDbRow } from './cueFields.repo.js';

function jsonList(text: string): unknown[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function presentField(row: CueFieldRow): CueField {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    kind: CUE_FIELD_KINDS.find((k) => k === row.kind) ?? 'text',
    choices: jsonList(row.choices).filter((c): c is string => typeof c === 'string'),
    position: row.position,
    hidden: row.hidden === 1,
    crewDepartmentIds: jsonList(row.crew_departments).filter((n): n is number => Number.isInteger(n)),
  };
}

/** A stored value (JSON text), or undefined when the text is not a value (never written by this code). */
export function storedValue(text: string): CueFieldValue | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function presentValues(rows: readonly CueFieldValueDbRow[]): CueFieldValueRow[] {
  const out: CueFieldValueRow[] = [];
  for (const r of rows) {
    const value = storedValue(r.value);
    if (value !== undefined) out.push({ cueId: r.cue_id, fieldId: r.field_id, value });
  }
  return out;
}

/** One field of a cue as show control reads it (integrations.repo.ts `cueFieldValues`). */
export interface CueFieldOfCue {
  name: string;
  name_key: string;
  kind: string;
  value: string | null;
}

const kindOf = (kind: string) => CUE_FIELD_KINDS.find((k) => k === kind) ?? 'text';

/** name key → text and number, for `{cue.field.<name>}` in OSC triggers. */
export function liveFieldTexts(rows: readonly CueFieldOfCue[]): Map<string, { text: string; number: number | null }> {
  const out = new Map<string, { text: string; number: number | null }>();
  for (const r of rows) {
    const value = r.value === null ? undefined : storedValue(r.value);
    const number = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : null;
    out.set(r.name_key, { text: fieldValueText(kindOf(r.kind), value), number });
  }
  return out;
}

/** Field name → typed value (null when the cue has none), for webhook payloads. */
export function payloadFields(rows: readonly CueFieldOfCue[]): Record<string, CueFieldValue | null> {
  const out: Record<string, CueFieldValue | null> = {};
  for (const r of rows) out[r.name] = r.value === null ? null : (storedValue(r.value) ?? null);
  return out;
}
