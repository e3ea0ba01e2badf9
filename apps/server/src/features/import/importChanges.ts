/**
 * What a replace import changes on the event's cues (docs/decisions/0024-keys-and-lossless-imports.md): row i of the file
 * becomes cue i + 1, so each row is compared with the cue that holds that place now, field by
 * field, and every field that would be dropped or changed is named ('duration 00:05:00 → none (no
 * data row)'). Ticks are left out: clearing them is the import's own choice. Pure: the service
 * reads the event and passes it in.
 */
import { formatHms, type CueTrigger, type ImportRow, type ImportTask } from '@showcaller/shared';
import { CUE_DATA_SHEET } from '../export/cueDataSheet.js';
import { fieldChanges, type FieldRules } from './importFields.js';

export interface ExistingCue {
  number: number;
  time: string;
  timeMode: 'linked' | 'hard';
  action: string;
  notes: string | null;
  duration: number | null;
  colorMark: string;
  timer: NonNullable<ImportRow['timer']>;
  /** Department name → its tasks on this cue, in order. */
  tasks: ReadonlyMap<string, ReadonlyArray<Pick<ImportTask, 'description' | 'color'>>>;
  triggers: readonly CueTrigger[];
  /** Custom field values by name key (docs/decisions/0034-custom-fields.md); absent: none. */
  fields?: ReadonlyMap<string, { name: string; text: string }>;
}

export interface ChangeOptions {
  dataSheet: boolean;
  withTriggers: boolean;
  /** The rules of every field the event or the file names, and whether the file has the "Custom Fields" sheet. */
  fields?: { rules: FieldRules; sheet: boolean };
}

const nameKey = (name: string) => name.toLocaleLowerCase('en');
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
const durationText = (seconds: number | null) => (seconds === null ? 'none' : formatHms(seconds));
const modeText = (mode: 'linked' | 'hard') => (mode === 'linked' ? 'linked' : 'fixed');
const colorText = (color: string | undefined) => (color ? color : 'none');

/** Why a field the data sheet carries is empty on this row. */
function missingData(row: ImportRow, dataSheet: boolean): string {
  if (row.dataRow !== undefined) return '';
  return dataSheet ? ' (no data row)' : ` (the file has no "${CUE_DATA_SHEET}" sheet)`;
}

function taskChanges(before: ExistingCue['tasks'], row: ImportRow, why: string): string[] {
  const after = new Map(Object.entries(row.tasks).map(([name, list]) => [nameKey(name), { name, list }]));
  const names = new Map<string, string>();
  for (const name of before.keys()) names.set(nameKey(name), name);
  for (const { name } of after.values()) if (!names.has(nameKey(name))) names.set(nameKey(name), name);
  const out: string[] = [];
  for (const [key, name] of names) {
    const old = [...before.entries()].find(([n]) => nameKey(n) === key)?.[1] ?? [];
    const next = after.get(key)?.list ?? [];
    const texts = (list: ReadonlyArray<{ description: string }>) => list.map((t) => t.description.trim()).join('\n');
    if (texts(old) !== texts(next)) {
      out.push(`${name} tasks ${old.length} → ${next.length}${old.length === next.length ? ' (reworded)' : ''}`);
      continue;
    }
    const lost = old.filter((t, i) => (t.color ?? '') !== '' && (next[i]?.color ?? '') === '').length;
    if (lost > 0) out.push(`${name} task colours dropped on ${lost} task${lost === 1 ? '' : 's'}${why}`);
    else if (old.some((t, i) => (t.color ?? '') !== (next[i]?.color ?? ''))) out.push(`${name} task colours changed`);
  }
  return out;
}

/** Each field of `cue` that importing `row` in its place drops or changes; [] when none. */
export function cueChanges(cue: ExistingCue, row: ImportRow, o: ChangeOptions): string[] {
  const why = missingData(row, o.dataSheet);
  const out: string[] = [];
  if (cue.action.trim() !== row.action.trim()) out.push(`action ${quoted(cue.action)} → ${quoted(row.action)}`);
  const mode = row.timeMode ?? 'hard';
  // A linked cue's time is worked out again from the cue before it, so only a fixed time is compared.
  if (mode === 'hard' && cue.time !== row.time) out.push(`time ${cue.time} → ${row.time}`);
  if (cue.timeMode !== mode) out.push(`time ${modeText(cue.timeMode)} → ${modeText(mode)}${mode === 'hard' ? why : ''}`);
  if (cue.duration !== row.duration)
    out.push(`duration ${durationText(cue.duration)} → ${durationText(row.duration)}${row.duration === null ? why : ''}`);
  const notes = (row.notes ?? '').trim();
  const oldNotes = (cue.notes ?? '').trim();
  if (oldNotes !== notes) out.push(notes === '' ? 'notes removed' : oldNotes === '' ? 'notes added' : 'notes changed');
  if (cue.colorMark.toLowerCase() !== row.colorMark.toLowerCase())
    out.push(`row colour ${colorText(cue.colorMark)} → ${colorText(row.colorMark)}`);
  const timer = row.timer ?? { timerType: 'countdown', endAction: 'overrun', endTime: null };
  const timerText = (t: typeof timer) => `${t.timerType}${t.endTime ? ` ${t.endTime}` : ''}, ${t.endAction}`;
  if (timerText(cue.timer) !== timerText(timer)) out.push(`timer ${timerText(cue.timer)} → ${timerText(timer)}${row.timer ? '' : why}`);
  out.push(...taskChanges(cue.tasks, row, why));
  if (o.withTriggers) {
    const next = row.oscTriggers ?? [];
    if (JSON.stringify(cue.triggers) !== JSON.stringify(next))
      out.push(`OSC triggers ${cue.triggers.length} → ${next.length}${next.length === 0 ? why : ''}`);
  }
  if (o.fields) out.push(...fieldChanges(cue.fields ?? new Map(), row, o.fields.rules, o.fields.sheet));
  return out;
}

/** The rows with `replaces` set: what each would change on the cue that holds its place now (none for new places). */
export function withReplaceChanges(rows: readonly ImportRow[], cues: readonly ExistingCue[], o: ChangeOptions): ImportRow[] {
  const byPlace = [...cues].sort((a, b) => a.number - b.number);
  return rows.map((row, i) => {
    const cue = byPlace[i];
    return cue ? { ...row, replaces: cueChanges(cue, row, o) } : row;
  });
}
