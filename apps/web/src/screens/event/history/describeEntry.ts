/** One history entry as a show caller reads it (docs/decisions/0032-history-versions-presence.md). */
import { CUE_END_ACTION_LABELS, CUE_TIMER_LABELS, parseFieldHistoryKey, type HistoryEntry } from '@showcaller/shared';

const FIELD_WORDS: Record<string, string> = {
  time: 'time',
  timeMode: 'time mode',
  action: 'action',
  notes: 'notes',
  duration: 'duration',
  colorMark: 'colour',
  timerType: 'timer',
  endAction: 'timer end',
  endTime: 'end time',
  number: 'position',
  description: 'task',
  color: 'task colour',
  name: 'name',
  content: 'note',
  date: 'date',
  cueColors: 'cue colours',
  goGuardMs: 'double-GO guard',
};

const ENTITY_WORDS: Record<HistoryEntry['entity'], string> = {
  cue: 'cue',
  task: 'task',
  department: 'department',
  note: 'note',
  event: 'event',
  show: 'show',
};

function quoted(v: string | null): string {
  if (v === null || v === '') return 'empty';
  return `“${v.length > 80 ? `${v.slice(0, 79)}…` : v}”`;
}

function durationText(v: string | null): string {
  const n = v === null || v === '' ? NaN : Number(v);
  if (!Number.isFinite(n)) return 'default';
  const h = Math.floor(n / 3600);
  const m = Math.floor((n % 3600) / 60);
  const s = n % 60;
  return [h, m, s].map((x) => String(x).padStart(2, '0')).join(':');
}

/** A timer's stored word as the cue dialog says it ("Count up", "Stop at zero"). */
function labelOf(labels: Record<string, string>, v: string | null): string {
  const label = Object.entries(labels).find(([word]) => word === v)?.[1];
  return quoted(label ?? v);
}

function valueOf(field: string | null, v: string | null): string {
  if (field === 'duration') return durationText(v);
  if (field === 'timerType') return labelOf(CUE_TIMER_LABELS, v);
  if (field === 'endAction') return labelOf(CUE_END_ACTION_LABELS, v);
  return quoted(v);
}

/** "Cue 3" / "Cue 3, task" / "Department" …: what the change is about. */
export function entrySubject(e: HistoryEntry): string {
  const cue = e.cueNumber !== null ? `Cue ${e.cueNumber}` : null;
  if (e.entity === 'cue') return cue ?? 'Rundown';
  if (e.entity === 'task' || e.entity === 'note') return cue ? `${cue}, ${ENTITY_WORDS[e.entity]}` : ENTITY_WORDS[e.entity];
  if (e.entity === 'show') return cue ? `Show control, ${cue.toLowerCase()}` : 'Show control';
  return e.entity === 'event' ? 'Event settings' : 'Department';
}

/** What happened: "action “Doors” → “Doors open”", "created “Encore”", "GO". */
export function entryChange(e: HistoryEntry): string {
  switch (e.action) {
    case 'create':
      return `added ${quoted(e.after)}`;
    case 'delete':
      return `deleted ${quoted(e.before)}`;
    case 'reorder':
      return 'cues put in a new order';
    case 'command':
      return e.after ?? e.field ?? 'command';
    case 'update': {
      if (e.field === 'completed') return e.after === 'true' ? 'marked done' : 'marked not done';
      if (e.field === 'version') return `version restored: ${quoted(e.after)} (the rundown before is saved as ${quoted(e.before)})`;
      // A custom field is named as it was called when the change was made (docs/decisions/0034-custom-fields.md).
      const custom = parseFieldHistoryKey(e.field);
      const word = e.field === 'description' && e.entity === 'event' ? 'description' : (FIELD_WORDS[e.field ?? ''] ?? e.field ?? 'value');
      const field = custom ? custom.name : word;
      return `${field} ${valueOf(e.field, e.before)} → ${valueOf(e.field, e.after)}`;
    }
    default:
      e.action satisfies never;
      return '';
  }
}
