/** Kysely table types of the edit history and saved rundown versions; part of schema.ts's Database, kept apart for size. */
import type { Generated } from 'kysely';

/** One change of an event: who, when, what, before and after (migration 019, docs/decisions/0032-history-versions-presence.md). */
export interface EditHistoryTable {
  id: Generated<number>;
  event_id: number;
  at: string;
  who_kind: string;
  who_id: number | null;
  who_label: string;
  entity: string;
  entity_id: number | null;
  cue_id: number | null;
  cue_number: number | null;
  action: string;
  field: string | null;
  /** JSON text; null: no value (a creation has no before, a deletion no after). */
  before_value: string | null;
  after_value: string | null;
}

/** A saved rundown: departments, cues and tasks as JSON (migration 020). */
export interface RundownVersionsTable {
  id: Generated<number>;
  event_id: number;
  created_at: string;
  reason: string;
  label: string;
  who_kind: string;
  who_id: number | null;
  who_label: string;
  cue_count: number;
  task_count: number;
  snapshot: string;
}
