/** Kysely table types of the stage layouts and the lobby screen (docs/decisions/0035-stage-layouts-and-lobby.md); schema.ts re-exports them. */
import type { Generated } from 'kysely';

/** A named look of the stage display (migration 024, docs/decisions/0035-stage-layouts-and-lobby.md); `config` is JSON. */
export interface StageLayoutsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  name_key: string;
  is_default: number;
  config: string;
  logo_type: string | null;
  logo_hash: string | null;
  logo_data: string | null;
  created_at: string;
  updated_at: string;
}

/** A public lobby link of a production or a single event; only its token's SHA-256 is kept (migration 025). */
export interface LobbyLinksTable {
  id: Generated<number>;
  production_id: number | null;
  event_id: number | null;
  token_hash: string;
  time_zone: string;
  show_cues: number;
  created_at: string;
}

/** An event's auxiliary timer in a slot 1–3 (migration 022, docs/decisions/0037-aux-timers.md). */
export interface AuxTimersTable {
  id: Generated<number>;
  event_id: number;
  slot: number;
  name: string;
  direction: 'up' | 'down';
  duration_ms: number;
  elapsed_ms: number;
  running_since: number | null;
  on_stage: number;
  version: number;
  updated_at: string;
}
