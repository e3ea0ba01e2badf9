/**
 * Kysely table types of the team of an event (migration 017, docs/decisions/0031-team-members-and-roles.md).
 * Part of schema.ts's Database, kept apart for size.
 */
import type { Generated } from 'kysely';

/** A member's role; the owner is the event's `owner_id` and has no row. */
export type MemberRole = 'producer' | 'caller' | 'editor' | 'lead' | 'viewer';

/** An account's role on one event (event_id) or on every event of a production (production_id). */
export interface EventMembersTable {
  id: Generated<number>;
  user_id: number;
  event_id: number | null;
  production_id: number | null;
  role: MemberRole;
  invited_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The departments a department lead edits. */
export interface MemberDepartmentsTable {
  member_id: number;
  department_id: number;
}

/** A pending (or used) e-mail invitation; the token is kept as its SHA-256 only. */
export interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  event_id: number | null;
  production_id: number | null;
  role: MemberRole;
  /** A JSON array of department ids (a lead's), checked again on acceptance. */
  department_ids: string;
  invited_by: number;
  created_at: string;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** A share link (migration 018, docs/decisions/0036-share-links.md): no account, a role by its kind. */
export interface ShareLinksTable {
  id: Generated<number>;
  event_id: number;
  kind: 'viewer' | 'department';
  /** The department a 'department' link edits; null for a viewer link. */
  department_id: number | null;
  label: string;
  /** Kept as it is, like an access code, so the owner can copy the link again. */
  token: string;
  created_by: number | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}
