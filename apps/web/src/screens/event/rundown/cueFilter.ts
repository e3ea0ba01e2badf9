/**
 * Search and filter of the rundown table (docs/decisions/0034-custom-fields.md): the words of the
 * search must all appear in a cue's #, time, action, notes or custom field values (any case); the
 * field filter keeps cues whose field holds one value, any value, or none. Pure.
 */
import { fieldValueText, type Cue, type CueField, type CueFieldValue } from '@showcaller/shared';

/** `value`: a choice, 'Yes'/'No', ANY_VALUE or NO_VALUE. */
export interface FieldFilter {
  fieldId: number;
  value: string;
}
export const ANY_VALUE = '\u0000any';
export const NO_VALUE = '\u0000none';

export interface CueFilter {
  search: string;
  field: FieldFilter | null;
}

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

export function isFiltering(f: CueFilter): boolean {
  return f.search.trim() !== '' || f.field !== null;
}

/** The ids of the cues the filter keeps, or undefined when it keeps all. */
export function filterCues(
  cues: readonly Cue[],
  fields: readonly CueField[],
  values: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>>,
  f: CueFilter,
): Set<number> | undefined {
  if (!isFiltering(f)) return undefined;
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  const byId = new Map(fields.map((x) => [x.id, x]));
  const field = f.field ? byId.get(f.field.fieldId) : undefined;
  const keep = new Set<number>();
  for (const cue of cues) {
    const own = values.get(cue.id);
    if (f.field) {
      if (!field) continue;
      const text = fieldValueText(field.kind, own?.get(field.id));
      const want = f.field.value;
      const fits = want === ANY_VALUE ? text !== '' : want === NO_VALUE ? text === '' : fold(text) === fold(want);
      if (!fits) continue;
    }
    if (words.length > 0) {
      const parts = [String(cue.number), cue.time, cue.action, cue.notes ?? ''];
      for (const x of fields) parts.push(fieldValueText(x.kind, own?.get(x.id)));
      const hay = fold(parts.join('\n'));
      if (!words.every((w) => hay.includes(w))) continue;
    }
    keep.add(cue.id);
  }
  return keep;
}
