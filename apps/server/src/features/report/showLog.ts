/** The as-run report's show log: a log row in the words a show caller reads after the show. */
import type { ShowLogEntry, ShowLogKind } from '@showcaller/shared';
import type { LogEntry } from './report.repo.js';

export interface ShowLogNames {
  departments: ReadonlyMap<number, string>;
  /** The event's owner: 'user:<id>' of this account reads "Owner". */
  ownerId: number | null;
  /** A crew message's recipients by name, per message id. */
  recipients: ReadonlyMap<number, readonly string[]>;
}

const SOURCES: Record<string, string> = {
  'caller-code': 'Co-caller',
  'stage-code': 'Stage display',
  api: 'Control API',
  osc: 'OSC',
  companion: 'Companion',
  server: 'ShowCaller',
};

/** The log's actor label (docs/decisions/0011-show-control.md) in words. */
export function whoText(actor: string | undefined, names: Pick<ShowLogNames, 'departments' | 'ownerId'>): string {
  if (actor === undefined) return 'Unknown';
  const [kind, id] = actor.split(':', 2);
  if (kind === 'user' && id !== undefined) return Number(id) === names.ownerId ? 'Owner' : `Account ${id}`;
  if (kind === 'department' && id !== undefined) return names.departments.get(Number(id)) ?? 'A deleted department';
  return SOURCES[actor] ?? actor;
}

/** A status change in words for the show log ('GO on cue 3', 'Undo, back to cue 6'). */
export function movedText(kind: string, cueNumber: number | null): string {
  const cue = cueNumber === null ? '' : ` cue ${cueNumber}`;
  switch (kind) {
    case 'setCurrent':
      return `go to${cue}`;
    case 'undo':
      return `undo, back to${cue || ' where it was'}`;
    case 'autoAdvance':
      return `auto-advance to${cue}`;
    case 'set':
      return `set the status on${cue}`;
    default:
      return `${kind.toUpperCase()}${cue ? ` on${cue}` : ''}`;
  }
}

export function showLogEntry(e: LogEntry, kind: ShowLogKind, during: ShowLogEntry['during'], names: ShowLogNames): ShowLogEntry {
  const department = e.department_id === null ? null : (names.departments.get(e.department_id) ?? null);
  const to = kind === 'crew-message' && typeof e.crew_message_id === 'number' ? [...(names.recipients.get(e.crew_message_id) ?? [])] : [];
  return {
    at: new Date(e.at_ms).toISOString(),
    kind,
    who: whoText(e.actor, names),
    text: kind === 'overtime' ? null : kind === 'show-moved' ? movedText(e.kind, e.cue_number ?? null) : (e.detail ?? null),
    department,
    to,
    during,
  };
}
