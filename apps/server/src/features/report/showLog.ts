/** The as-run report's show log: a log row in the words a show caller reads after the show. */
import type { CatalogLocale, ServerMessageKey, ShowLogEntry, ShowLogKind } from '@showcaller/shared';
import { serverT } from '../../lib/i18n.js';
import type { LogEntry } from './report.repo.js';

export interface ShowLogNames {
  departments: ReadonlyMap<number, string>;
  /** The event's owner: 'user:<id>' of this account reads "Owner". */
  ownerId: number | null;
  /** A crew message's recipients by name, per message id. */
  recipients: ReadonlyMap<number, readonly string[]>;
  /** The reader's language (docs/decisions/0040-i18n-app-and-server.md); English when not given. */
  locale?: CatalogLocale;
}

/** Product and protocol names, the same in every language. */
const NAMES: Record<string, string> = { osc: 'OSC', companion: 'Companion', server: 'ShowCaller' };
const SOURCES: Record<string, ServerMessageKey> = {
  'caller-code': 'documents.showReport.coCaller',
  'stage-code': 'documents.showLog.who.stageDisplay',
  api: 'documents.showLog.who.controlApi',
};

/** The log's actor label (docs/decisions/0011-show-control.md) in words. */
export function whoText(actor: string | undefined, names: Pick<ShowLogNames, 'departments' | 'ownerId' | 'locale'>): string {
  const locale = names.locale ?? 'en';
  if (actor === undefined) return serverT(locale, 'documents.showLog.who.unknown');
  const [kind, id] = actor.split(':', 2);
  if (kind === 'user' && id !== undefined)
    return Number(id) === names.ownerId
      ? serverT(locale, 'documents.showReport.owner')
      : serverT(locale, 'documents.showLog.who.account', { id });
  if (kind === 'department' && id !== undefined)
    return names.departments.get(Number(id)) ?? serverT(locale, 'documents.showReport.deletedDepartment');
  const source = SOURCES[actor];
  return source ? serverT(locale, source) : (NAMES[actor] ?? actor);
}

/** A status change in words for the show log ('GO on cue 3', 'Undo, back to cue 6'). */
export function movedText(kind: string, cueNumber: number | null, locale: CatalogLocale = 'en'): string {
  const t = (withCue: ServerMessageKey, without: ServerMessageKey, values: Record<string, string> = {}) =>
    cueNumber === null ? serverT(locale, without, values) : serverT(locale, withCue, { ...values, cue: cueNumber });
  switch (kind) {
    case 'setCurrent':
      return t('documents.showLog.moved.goTo', 'documents.showLog.moved.goToNone');
    case 'undo':
      return t('documents.showLog.moved.undo', 'documents.showLog.moved.undoNone');
    case 'autoAdvance':
      return t('documents.showLog.moved.autoAdvance', 'documents.showLog.moved.autoAdvanceNone');
    case 'set':
      return t('documents.showLog.moved.set', 'documents.showLog.moved.setNone');
    default:
      // The command's own name, as the control API and Companion call it (GO, NEXT, HOLD).
      return t('documents.showLog.moved.command', 'documents.showLog.moved.commandNone', { command: kind.toUpperCase() });
  }
}

export function showLogEntry(e: LogEntry, kind: ShowLogKind, during: ShowLogEntry['during'], names: ShowLogNames): ShowLogEntry {
  const department = e.department_id === null ? null : (names.departments.get(e.department_id) ?? null);
  const to = kind === 'crew-message' && typeof e.crew_message_id === 'number' ? [...(names.recipients.get(e.crew_message_id) ?? [])] : [];
  return {
    at: new Date(e.at_ms).toISOString(),
    kind,
    who: whoText(e.actor, names),
    text: kind === 'overtime' ? null : kind === 'show-moved' ? movedText(e.kind, e.cue_number ?? null, names.locale) : (e.detail ?? null),
    department,
    to,
    during,
  };
}
