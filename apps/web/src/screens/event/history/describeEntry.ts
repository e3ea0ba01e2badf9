/** One history entry as a show caller reads it (docs/decisions/0032-history-versions-presence.md). */
import { parseFieldHistoryKey, type CueEndAction, type CueTimerType, type HistoryEntry } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';
import type { AppMessageKey } from '@showcaller/shared';

const FIELD_WORDS: Record<string, AppMessageKey> = {
  time: 'show.history.field.time',
  timeMode: 'show.history.field.timeMode',
  action: 'show.history.field.action',
  notes: 'show.history.field.notes',
  duration: 'show.history.field.duration',
  colorMark: 'show.history.field.colorMark',
  timerType: 'show.history.field.timerType',
  endAction: 'show.history.field.endAction',
  endTime: 'show.history.field.endTime',
  number: 'show.history.field.number',
  description: 'show.history.field.description',
  color: 'show.history.field.color',
  name: 'show.history.field.name',
  content: 'show.history.field.content',
  date: 'show.history.field.date',
  cueColors: 'show.history.field.cueColors',
  goGuardMs: 'show.history.field.goGuardMs',
};

// The cue dialog's words for a timer's type and end ("Count up", "Stop at zero").
const TIMER_WORDS: Record<CueTimerType, AppMessageKey> = {
  countdown: 'show.history.timer.countdown',
  countup: 'show.history.timer.countup',
  timeOfDay: 'show.history.timer.timeOfDay',
  none: 'show.history.timer.none',
};
const END_WORDS: Record<CueEndAction, AppMessageKey> = {
  overrun: 'show.history.end.overrun',
  stop: 'show.history.end.stop',
  next: 'show.history.end.next',
};

function quoted(v: string | null): string {
  if (v === null || v === '') return appT('show.history.emptyValue');
  return appT('show.history.quoted', { text: v.length > 80 ? `${v.slice(0, 79)}…` : v });
}

function durationText(v: string | null): string {
  const n = v === null || v === '' ? NaN : Number(v);
  if (!Number.isFinite(n)) return appT('show.history.defaultValue');
  const h = Math.floor(n / 3600);
  const m = Math.floor((n % 3600) / 60);
  const s = n % 60;
  return [h, m, s].map((x) => String(x).padStart(2, '0')).join(':');
}

/** A timer's stored word as the cue dialog says it ("Count up", "Stop at zero"). */
function labelOf(labels: Record<string, AppMessageKey>, v: string | null): string {
  const key = Object.entries(labels).find(([word]) => word === v)?.[1];
  return quoted(key ? appT(key) : v);
}

function valueOf(field: string | null, v: string | null): string {
  if (field === 'duration') return durationText(v);
  if (field === 'timerType') return labelOf(TIMER_WORDS, v);
  if (field === 'endAction') return labelOf(END_WORDS, v);
  return quoted(v);
}

/** "Cue 3" / "Cue 3, task" / "Department" …: what the change is about. */
export function entrySubject(e: HistoryEntry): string {
  const number = e.cueNumber;
  switch (e.entity) {
    case 'cue':
      return number !== null ? appT('show.history.subject.cue', { number }) : appT('show.history.subject.rundown');
    case 'task':
      return number !== null ? appT('show.history.subject.cueTask', { number }) : appT('show.history.subject.task');
    case 'note':
      return number !== null ? appT('show.history.subject.cueNote', { number }) : appT('show.history.subject.note');
    case 'show':
      return number !== null ? appT('show.history.subject.showCue', { number }) : appT('show.history.subject.show');
    case 'event':
      return appT('show.history.subject.event');
    case 'department':
      return appT('show.history.subject.department');
    default:
      return e.entity satisfies never;
  }
}

/** What happened: "action “Doors” → “Doors open”", "created “Encore”", "GO". */
export function entryChange(e: HistoryEntry): string {
  switch (e.action) {
    case 'create':
      return appT('show.history.added', { value: quoted(e.after) });
    case 'delete':
      return appT('show.history.deleted', { value: quoted(e.before) });
    case 'reorder':
      return appT('show.history.reordered');
    case 'command':
      return e.after ?? e.field ?? appT('show.history.command');
    case 'update': {
      if (e.field === 'completed') return appT(e.after === 'true' ? 'show.history.done' : 'show.history.notDone');
      if (e.field === 'version') return appT('show.history.versionRestored', { version: quoted(e.after), saved: quoted(e.before) });
      // A custom field is named as it was called when the change was made (docs/decisions/0034-custom-fields.md).
      const custom = parseFieldHistoryKey(e.field);
      const key = e.field === 'description' && e.entity === 'event' ? 'show.history.field.eventDescription' : FIELD_WORDS[e.field ?? ''];
      const word = key ? appT(key) : (e.field ?? appT('show.history.field.value'));
      const field = custom ? custom.name : word;
      return appT('show.history.fieldChange', { field, before: valueOf(e.field, e.before), after: valueOf(e.field, e.after) });
    }
    default:
      e.action satisfies never;
      return '';
  }
}
