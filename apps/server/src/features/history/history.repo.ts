/**
 * The edit history's SQL (docs/decisions/0032-history-versions-presence.md). `record` takes the
 * transaction of the change it describes (rundown.repo.ts hands it in), so an edit and its
 * history commit or roll back together; it keeps the newest HISTORY_KEEP rows of the event.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Who } from '@showcaller/shared';
import type { Database, EditHistoryTable } from '../../db/schema.js';

/** Rows kept per event: weeks of preparation by a team stay well inside it (about 1 MB). */
export const HISTORY_KEEP = 5000;
/** Pruned once every this many rows written, not on every write. */
const PRUNE_EVERY = 50;

export type HistoryRow = Selectable<EditHistoryTable>;

export interface HistoryChange {
  entity: 'cue' | 'task' | 'department' | 'note' | 'event';
  entityId: number | null;
  cueId?: number | null;
  cueNumber?: number | null;
  action: 'create' | 'update' | 'delete' | 'reorder';
  field?: string | null;
  /** Any JSON value; undefined: none. */
  before?: unknown;
  after?: unknown;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

export function historyRepo(db: Kysely<Database>) {
  async function prune(eventId: number): Promise<void> {
    const edge = await db
      .selectFrom('edit_history')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('id', 'desc')
      .offset(HISTORY_KEEP)
      .limit(1)
      .executeTakeFirst();
    if (edge) await db.deleteFrom('edit_history').where('event_id', '=', eventId).where('id', '<=', edge.id).execute();
  }

  return {
    async record(eventId: number, who: Who, at: string, changes: readonly HistoryChange[]): Promise<void> {
      if (changes.length === 0) return;
      const rows = changes.map((c) => ({
        event_id: eventId,
        at,
        who_kind: who.kind,
        who_id: who.id,
        who_label: who.label,
        entity: c.entity,
        entity_id: c.entityId,
        cue_id: c.cueId ?? (c.entity === 'cue' ? c.entityId : null),
        cue_number: c.cueNumber ?? null,
        action: c.action,
        field: c.field ?? null,
        before_value: json(c.before),
        after_value: json(c.after),
      }));
      const ids = await db.insertInto('edit_history').values(rows).returning('id').execute();
      const last = ids[ids.length - 1]?.id ?? 0;
      if (Math.floor(last / PRUNE_EVERY) !== Math.floor((last - ids.length) / PRUNE_EVERY)) await prune(eventId);
    },

    prune,

    findById(id: number) {
      return db.selectFrom('edit_history').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; `who` is [kind, id]. */
    list(eventId: number, f: { who?: { kind: string; id: number | null }; cueId?: number; before?: number; limit: number }) {
      let q = db.selectFrom('edit_history').selectAll().where('event_id', '=', eventId);
      if (f.who) {
        q = q.where('who_kind', '=', f.who.kind);
        q = f.who.id === null ? q.where('who_id', 'is', null) : q.where('who_id', '=', f.who.id);
      }
      if (f.cueId !== undefined) q = q.where('cue_id', '=', f.cueId);
      if (f.before !== undefined) q = q.where('id', '<', f.before);
      return q.orderBy('id', 'desc').limit(f.limit).execute();
    },

    /** Everyone in the event's kept history, with the newest label each used. */
    async people(eventId: number): Promise<Array<{ kind: string; id: number | null; label: string }>> {
      const rows = await db
        .selectFrom('edit_history')
        .select(['who_kind', 'who_id', 'who_label'])
        .where('event_id', '=', eventId)
        .orderBy('id', 'desc')
        .limit(HISTORY_KEEP)
        .execute();
      const seen = new Map<string, { kind: string; id: number | null; label: string }>();
      for (const r of rows) {
        const key = `${r.who_kind}:${r.who_id ?? ''}`;
        if (!seen.has(key)) seen.set(key, { kind: r.who_kind, id: r.who_id, label: r.who_label });
      }
      return [...seen.values()];
    },

    /**
     * The newest change of one cell of a cue (who saved what the editor did not see): a fixed field
     * by its name, or a custom field by its id (its key holds the name it had: `field:<id>:…`).
     */
    lastFieldChange(cueId: number, field: string | { customFieldId: number }) {
      return db
        .selectFrom('edit_history')
        .selectAll()
        .where('cue_id', '=', cueId)
        .where('entity', '=', 'cue')
        .where('field', typeof field === 'string' ? '=' : 'like', typeof field === 'string' ? field : `field:${field.customFieldId}:%`)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type HistoryRepo = ReturnType<typeof historyRepo>;
