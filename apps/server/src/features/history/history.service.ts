/**
 * The event's History panel (docs/decisions/0032-history-versions-presence.md): every recorded
 * edit, newest first, with the show-control commands of the same span read from the as-run log
 * (never copied), filtered by person and by cue; and the undo of one entry. The show's callers
 * read it (owner, co-callers); a department code gets 403 like for the other reports.
 */
import { english } from '../../lib/i18n.js';
import { whoKey, type HistoryEntry, type HistoryPage, type Who } from '@showcaller/shared';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from '@showcaller/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { callerAccess, signedIn } from '../rundown/access.js';
import type { AsRunLogRepo } from '../report/asRunLog.repo.js';
import type { HistoryRepo, HistoryRow } from './history.repo.js';
import { undoEntry, undoPlan, type UndoTargets } from './undoPlan.js';
import { whoKindOf } from './versions.service.js';
import { whoOfLogActor, type WhoLookups } from './who.js';

export const HISTORY_NOT_FOUND = english('errors.history.historyNotFound');
const PAGE = 100;

function textAt(o: object, key: string): string | undefined {
  const v: unknown = Reflect.get(o, key);
  return typeof v === 'string' ? v : undefined;
}

/** A stored JSON value as a person reads it. */
export function valueText(text: string | null): string | null {
  if (text === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return text;
  }
  if (v === null || v === '') return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `${v.length} cues in a new order`;
  if (typeof v === 'object') {
    for (const key of ['label', 'content', 'name', 'action', 'description'] as const) {
      const text = textAt(v, key);
      if (text !== undefined) return text;
    }
    const inner: unknown = Reflect.get(v, 'cue') ?? Reflect.get(v, 'department');
    const named = inner && typeof inner === 'object' ? (textAt(inner, 'action') ?? textAt(inner, 'name')) : undefined;
    if (named !== undefined) return named;
  }
  return JSON.stringify(v);
}

const COMMAND_WORDS: Record<string, string> = {
  go: 'GO',
  autoAdvance: 'Auto-advance',
  setCurrent: 'Set current',
  cueDeleted: 'Cue deleted',
};
const commandText = (kind: string) => COMMAND_WORDS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

/** The as-run actor texts that a person filter means (the log names people as cueStatus.service.ts actorLabel does). */
function logActorsFor(who: { kind: string; id: number | null }): string[] {
  switch (who.kind) {
    case 'user':
      return [`user:${who.id}`];
    case 'department':
      return [`department:${who.id}`];
    case 'caller':
      return ['caller-code'];
    case 'stage':
      return ['stage-code'];
    case 'equipment':
      return ['osc', 'companion', 'api'];
    case 'server':
      return ['server', 'anonymous'];
    default:
      return [];
  }
}

function parseWhoKey(key: string): { kind: string; id: number | null } {
  const [kind, rawId = ''] = key.split(':');
  if (!kind) throw badRequest('errors.history.badWho');
  if (rawId === '') return { kind, id: null };
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('errors.history.badWho');
  return { kind, id };
}

export function historyService(d: {
  history: HistoryRepo;
  asRun: Pick<AsRunLogRepo, 'commands' | 'commandActors'>;
  perms: Permissions;
  lookups: WhoLookups;
  targets: UndoTargets;
}) {
  function present(row: HistoryRow): HistoryEntry {
    return {
      id: row.id,
      at: row.at,
      who: { kind: whoKindOf(row.who_kind), id: row.who_id, label: row.who_label },
      entity: HISTORY_ENTITIES.find((e) => e === row.entity) ?? 'event',
      entityId: row.entity_id,
      cueId: row.cue_id,
      cueNumber: row.cue_number,
      action: HISTORY_ACTIONS.find((a) => a === row.action) ?? 'update',
      field: row.field,
      before: valueText(row.before_value),
      after: valueText(row.after_value),
      undoable: undoPlan(row, d.targets) !== null,
    };
  }

  return {
    async list(
      actor: Actor,
      eventId: number,
      q: { who?: string | undefined; cueId?: number | undefined; before?: number | undefined },
    ): Promise<HistoryPage> {
      await callerAccess(d.perms, actor, eventId);
      const who = q.who !== undefined ? parseWhoKey(q.who) : undefined;
      const rows = await d.history.list(eventId, {
        limit: PAGE,
        ...(who ? { who } : {}),
        ...(q.cueId !== undefined ? { cueId: q.cueId } : {}),
        ...(q.before !== undefined ? { before: q.before } : {}),
      });
      const full = rows.length === PAGE;
      // The show-control commands of the same span: newer than this page's oldest edit (all, on the last page).
      const upper = q.before !== undefined ? await d.history.findById(q.before) : undefined;
      const toMs = upper && upper.event_id === eventId ? Date.parse(upper.at) : null;
      const fromMs = full ? Date.parse(rows[rows.length - 1]!.at) : null;
      const commands = await d.asRun.commands(eventId, {
        fromMs,
        toMs,
        ...(q.cueId !== undefined ? { cueId: q.cueId } : {}),
        ...(who ? { actors: logActorsFor(who) } : {}),
      });
      const shows: Array<HistoryEntry & { ms: number }> = [];
      for (const c of commands) {
        shows.push({
          // Negative ids: as-run rows are not history rows (never undone from here).
          id: -c.id,
          at: new Date(Number(c.at_ms)).toISOString(),
          who: await whoOfLogActor(c.actor, d.lookups),
          entity: 'show',
          entityId: null,
          cueId: c.cue_id,
          cueNumber: c.cue_number,
          action: 'command',
          field: c.kind,
          before: null,
          after: commandText(c.kind),
          undoable: false,
          ms: Number(c.at_ms),
        });
      }
      const edits = rows.map((r) => ({ ...present(r), ms: Date.parse(r.at) }));
      const entries = [...edits, ...shows].sort((a, b) => b.ms - a.ms).map(({ ms: _ms, ...e }) => e);
      const people = new Map<string, string>();
      for (const p of await d.history.people(eventId)) people.set(whoKey({ kind: whoKindOf(p.kind), id: p.id }), p.label);
      for (const text of await d.asRun.commandActors(eventId)) {
        const w: Who = await whoOfLogActor(text, d.lookups);
        if (!people.has(whoKey(w))) people.set(whoKey(w), w.label);
      }
      return {
        entries,
        people: [...people].map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label)),
        nextBefore: full ? rows[rows.length - 1]!.id : null,
      };
    },

    /** Puts the entry's before value back, as the asker, through the edit's own service and checks. */
    async undo(actor: Actor, id: number): Promise<HistoryEntry> {
      signedIn(actor);
      const row = await d.history.findById(id);
      if (!row) throw notFound('errors.history.historyNotFound');
      await callerAccess(d.perms, actor, row.event_id).catch((e: unknown) => {
        if (e instanceof Error && 'statusCode' in e && e.statusCode === 404) throw notFound('errors.history.historyNotFound');
        throw e;
      });
      await undoEntry(row, d.targets, actor);
      return present(row);
    },
  };
}
export type HistoryService = ReturnType<typeof historyService>;
