/**
 * A cue edit as history sees it, and the check that keeps two editors of one cell from silently
 * overwriting each other (docs/decisions/0032-history-versions-presence.md): a field sent with the
 * value its editor saw (`base`) is refused when someone saved another value meanwhile. Fields are
 * compared one by one, so two people editing different cells of a cue both keep their change.
 */
import { CUE_CELLS, type Cue, type CueCell } from '@showcaller/shared';
import { conflict } from '../../lib/errors.js';
import type { HistoryChange, HistoryRepo } from '../history/history.repo.js';
import { presentCue } from './cue.presenter.js';
import type { CueRow } from './cues.repo.js';

export const FIELD_NAMES: Record<CueCell, string> = {
  time: 'time',
  action: 'action',
  notes: 'notes',
  duration: 'duration',
  colorMark: 'colour',
};

type Base = Partial<Record<CueCell, string | number | null>>;
type Sent = Partial<Record<CueCell, unknown>>;

/** Empty notes are stored as null: '' and null are the same cell. */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'empty';
  return `“${typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v)}”`;
}

/** Throws 409 naming the first cell someone else changed since its editor's `base`, with their value. */
export async function refuseOverwrites(row: CueRow, sent: Sent, base: Base | undefined, history: HistoryRepo): Promise<void> {
  if (!base) return;
  const stored = presentCue(row);
  for (const field of CUE_CELLS) {
    if (!(field in base) || sent[field] === undefined) continue;
    const now = stored[field];
    if (same(now, base[field]) || same(now, sent[field])) continue;
    const last = await history.lastFieldChange(row.id, field);
    const values = { field: FIELD_NAMES[field], number: row.number, value: shown(now) };
    throw last ? conflict('errors.edit.overwritten', { who: last.who_label, ...values }) : conflict('errors.edit.someoneElse', values);
  }
}

/** One history change per field whose value moved (a renumbering of other cues is not an edit of them). */
export function cueFieldChanges(before: CueRow, after: CueRow): HistoryChange[] {
  const a = presentCue(before);
  const b = presentCue(after);
  const changes: HistoryChange[] = [];
  // The timer's three fields too (docs/decisions/0033-cue-timer-types-and-aux-timers.md): undo PATCHes them back like a cell.
  for (const field of [...CUE_CELLS, 'timeMode', 'number', 'timerType', 'endAction', 'endTime'] as const) {
    if (a[field] === b[field]) continue;
    changes.push({ entity: 'cue', entityId: a.id, cueNumber: b.number, action: 'update', field, before: a[field], after: b[field] });
  }
  return changes;
}

export function cueCreated(cue: Cue): HistoryChange {
  return { entity: 'cue', entityId: cue.id, cueNumber: cue.number, action: 'create', after: cue };
}
