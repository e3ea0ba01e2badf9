/**
 * Custom fields in an import (docs/decisions/0034-custom-fields.md): the file's "Custom Fields" sheet
 * against the event's fields. A field the event has keeps its type; one it lacks is added with the
 * type the file gives (text when none). Every value is read with its field's rules, and a value that
 * does not fit is the row's problem, so nothing is imported until the file is fixed. Pure.
 */
import {
  CUE_FIELD_LIMITS,
  choicesProblem,
  fieldNameKey,
  fieldNameProblem,
  fieldValueText,
  parseFieldText,
  type CueFieldRule,
  type CueFieldValue,
} from '@showcaller/shared';
import { CUSTOM_FIELDS_SHEET } from '../export/customFieldsSheet.js';
import type { SheetPreview } from './readRundownSheet.js';

export interface EventFieldRule extends CueFieldRule {
  id: number;
}

/** name key → the rules its values are read with (the event's field, else the file's). */
export type FieldRules = Map<string, CueFieldRule>;

export function fieldRules(preview: SheetPreview, existing: readonly EventFieldRule[]): FieldRules {
  const rules: FieldRules = new Map(existing.map((f) => [fieldNameKey(f.name), f]));
  for (const f of preview.customFields ?? []) {
    const k = fieldNameKey(f.name);
    if (!rules.has(k)) rules.set(k, { name: f.name, kind: f.kind, choices: f.choices ?? [] });
  }
  return rules;
}

/** The preview with `isNew` set, each row's value problems, and the file's field problems (names, choices, the cap). */
export function withImportFields(preview: SheetPreview, existing: readonly EventFieldRule[]): SheetPreview {
  if (!preview.customFields) return preview;
  const have = new Set(existing.map((f) => fieldNameKey(f.name)));
  const problems: string[] = [];
  const customFields = preview.customFields.map((f) => {
    const isNew = !have.has(fieldNameKey(f.name));
    if (isNew) {
      const problem = fieldNameProblem(f.name) ?? (f.kind === 'choice' ? choicesProblem(f.choices ?? []) : null);
      if (problem) problems.push(`The field "${f.name.slice(0, 60)}" in the "${CUSTOM_FIELDS_SHEET}" sheet cannot be added: ${problem}`);
    }
    return { ...f, isNew };
  });
  const added = customFields.filter((f) => f.isNew).length;
  if (existing.length + added > CUE_FIELD_LIMITS.maxFieldsPerEvent)
    problems.push(
      `An event can have at most ${CUE_FIELD_LIMITS.maxFieldsPerEvent} custom fields; this file would make ${existing.length + added}.`,
    );
  const rules = fieldRules(preview, existing);
  const rows = preview.rows.map((row) => {
    if (!row.fields) return row;
    const errors: string[] = [];
    for (const [name, text] of Object.entries(row.fields)) {
      const rule = rules.get(fieldNameKey(name));
      if (!rule) continue;
      const parsed = parseFieldText(rule, text);
      if (!parsed.ok) errors.push(`In the "${CUSTOM_FIELDS_SHEET}" sheet: ${parsed.error}`);
    }
    return errors.length > 0 ? { ...row, problems: [...row.problems, ...errors] } : row;
  });
  return { ...preview, rows, customFields, problems: [...preview.problems, ...problems] };
}

/** A checked row's values by name key (rows with problems never get here). */
export function rowFieldValues(row: SheetPreview['rows'][number], rules: FieldRules): Map<string, CueFieldValue> {
  const out = new Map<string, CueFieldValue>();
  for (const [name, text] of Object.entries(row.fields ?? {})) {
    const rule = rules.get(fieldNameKey(name));
    const parsed = rule ? parseFieldText(rule, text) : null;
    if (parsed?.ok && parsed.value !== null) out.set(fieldNameKey(name), parsed.value);
  }
  return out;
}

/** What a replace changes in one cue's custom fields ("Shot Wide → Close"), given its values now by name. */
export function fieldChanges(
  before: ReadonlyMap<string, { name: string; text: string }>,
  row: SheetPreview['rows'][number],
  rules: FieldRules,
  fileHasSheet: boolean,
): string[] {
  const after = rowFieldValues(row, rules);
  const keys = new Set([...before.keys(), ...after.keys()]);
  const out: string[] = [];
  for (const k of keys) {
    const rule = rules.get(k);
    const old = before.get(k)?.text ?? '';
    const value = after.get(k);
    const next = rule && value !== undefined ? fieldValueText(rule.kind, value) : '';
    if (old === next) continue;
    const name = before.get(k)?.name ?? rule?.name ?? k;
    const why = next === '' && !fileHasSheet ? ` (the file has no "${CUSTOM_FIELDS_SHEET}" sheet)` : '';
    out.push(`${name} ${old === '' ? 'none' : `"${old.slice(0, 40)}"`} → ${next === '' ? 'none' : `"${next.slice(0, 40)}"`}${why}`);
  }
  return out;
}
