/**
 * Kysely table types of productions (docs/decisions/0026-productions.md) and what grew on them: the
 * producer's wall (0027) and the show report (0029). Part of schema.ts's Database, kept apart for size.
 */
import type { Generated } from 'kysely';

/** A production: an account's events over rooms and days (migration 012). */
export interface ProductionsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** An IANA time zone ("Europe/Berlin"); the production's days are calendar dates in it. */
  time_zone: string;
  first_day: string;
  last_day: string;
  created_at: string;
  updated_at: string;
  /** The show reports' distribution list for its events, a JSON array (migration 015). */
  report_recipients: Generated<string | null>;
}

/** One ended run of an event's show (migration 015, docs/decisions/0029-show-report.md). */
export interface ShowEndsTable {
  id: Generated<number>;
  event_id: number;
  run: number;
  reason: 'last-cue' | 'caller';
  ended_by: string;
  ended_at_ms: number;
  last_log_id: number;
  form: string | null;
  form_updated_at: string | null;
}

/** A report mail's claim: one per run and purpose (migration 015). */
export interface ShowReportMailsTable {
  id: Generated<number>;
  show_end_id: number;
  purpose: 'ended' | 'form';
  claimed_at: string;
  sent_at: string | null;
  recipients: Generated<number>;
  error: string | null;
}

export interface ProductionRoomsTable {
  id: Generated<number>;
  production_id: number;
  name: string;
  position: number;
}

/** Which process has a caller socket open on an event (migration 014, docs/decisions/0027-producer-wall.md). */
export interface CallerPresenceTable {
  event_id: number;
  /** The server process (its bus origin id). */
  origin: string;
  seen_at_ms: number;
}

/** A producer's message to rooms of a production's day (migration 014). */
export interface ProducerBroadcastsTable {
  id: Generated<number>;
  production_id: number;
  day: string;
  text: string;
  to_crew: number;
  sent_by: string;
  sent_at: string;
  sent_at_ms: number;
}

/** A broadcast's room (its event that day) and when its caller read it (migration 014). */
export interface ProducerBroadcastRoomsTable {
  broadcast_id: number;
  event_id: number;
  room_id: number;
  read_at: string | null;
}
