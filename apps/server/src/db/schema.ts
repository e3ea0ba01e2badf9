/** Kysely table types. Booleans are 0/1 integers and times ISO strings on both engines. */
import type { Generated } from 'kysely';
import type { CueFieldsTable, CueFieldValuesTable } from './schema.cueFields.js';
import type { CueEndAction, CueTimerType } from '@showcaller/shared';
import type { CueDeviceCuesTable, CueTriggersTable, OscTargetsTable, WebhookDeliveriesTable, WebhooksTable } from './schema.showControl.js';
import type {
  ProductionsTable,
  ShowEndsTable,
  ShowReportMailsTable,
  ProductionRoomsTable,
  CallerPresenceTable,
  ProducerBroadcastsTable,
  ProducerBroadcastRoomsTable,
} from './schema.productions.js';
import type { StageLayoutsTable, LobbyLinksTable, AuxTimersTable } from './schema.screens.js';
import type { EventMembersTable, MemberDepartmentsTable, InvitationsTable, ShareLinksTable } from './schema.team.js';
import type { EditHistoryTable, RundownVersionsTable } from './schema.history.js';

export type { StageLayoutsTable, LobbyLinksTable, AuxTimersTable } from './schema.screens.js';
export type { EventMembersTable, MemberDepartmentsTable, InvitationsTable, MemberRole, ShareLinksTable } from './schema.team.js';
export type { EditHistoryTable, RundownVersionsTable } from './schema.history.js';
export type {
  OscTransport,
  OscTcpFraming,
  OscPreset,
  OscTargetsTable,
  CueDeviceCuesTable,
  CueTriggersTable,
  WebhooksTable,
  WebhookDeliveriesTable,
} from './schema.showControl.js';
export type {
  ProductionsTable,
  ShowEndsTable,
  ShowReportMailsTable,
  ProductionRoomsTable,
  CallerPresenceTable,
  ProducerBroadcastsTable,
  ProducerBroadcastRoomsTable,
} from './schema.productions.js';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  name: string;
  password_hash: string;
  email_verified_at: string | null;
  /** When the mailed link of the current address was opened (migration 005); only this proves ADMIN_EMAIL. */
  email_proven_at: string | null;
  is_demo: number;
  demo_expires_at: string | null;
  /** The account's language, null: the browser's; and its clock, '24h' or '12h' (migration 026). */
  language: Generated<string | null>;
  clock_format: Generated<'24h' | '12h'>;
  created_at: string;
  updated_at: string;
}

/** 'link': opened with a share link (migration 018, docs/decisions/0036-share-links.md). */
export type SessionKind = 'user' | 'department' | 'caller' | 'stage' | 'link';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  kind: SessionKind;
  user_id: number | null;
  event_id: number | null;
  department_id: number | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
  /** The share link a 'link' session was opened with (migration 018); revoking it ends the session. */
  share_link_id: Generated<number | null>;
}

/** Rate-limit counts shared by processes on PostgreSQL (migration 002). */
export interface RateLimitBucketsTable {
  /** The limit and the client address, such as `code|203.0.113.7`. */
  key: string;
  /** Epoch milliseconds when the current window began. */
  window_start: number;
  count: number;
}

/** The import being read for an account, across processes (migration 008; features/import/importGate.ts). */
export interface ImportLocksTable {
  /** importerKey(actor), such as `user:12`. */
  key: string;
  /** Which gate entry holds it (random), so that only it releases the row. */
  holder: string;
  /** Epoch milliseconds after which another import may take the row (a crashed process). */
  expires_at: number;
}

export type AuthTokenKind = 'reset' | 'verify';

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: AuthTokenKind;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  /** A calendar date "YYYY-MM-DD", no time zone (migration 003). */
  date: string;
  show_caller_code: string | null;
  api_key_hash: string | null;
  /** The colours of the calls: 'spec' or 'cue-light' (migration 010). */
  cue_colors: Generated<'spec' | 'cue-light'>;
  /** The production, its room and the day (migration 012); all three null on a standalone event. */
  production_id: Generated<number | null>;
  room_id: Generated<number | null>;
  day: Generated<string | null>;
  /** Starts this many minutes after another event's cue ends (migration 013, docs/decisions/0028-linked-event-starts.md); null: its own time. */
  start_link_event_id: Generated<number | null>;
  start_link_cue_id: Generated<number | null>;
  start_link_offset_minutes: Generated<number | null>;
  /** The show report's distribution list, a JSON array of addresses (migration 015). */
  report_recipients: Generated<string | null>;
  /** The minimum time between GO presses in ms, 0 off (migration 016). */
  go_guard_ms: Generated<number>;
  /** Crew phones' and stage displays' default language (null: none) and clock, and the owner's words per language, JSON (migration 026). */
  crew_language: Generated<string | null>;
  crew_clock_format: Generated<'24h' | '12h'>;
  string_overrides: Generated<string>;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface CuesTable {
  id: Generated<number>;
  event_id: number;
  number: number;
  time: string;
  /** 'linked' follows the previous cue's time + duration; 'hard' is fixed (migration 003). */
  time_mode: Generated<'linked' | 'hard'>;
  action: string;
  notes: string | null;
  duration: number | null;
  color_mark: string;
  /** Timer type per cue and what happens at its end (migration 021, docs/decisions/0033-cue-timer-types-and-aux-timers.md). */
  timer_type: Generated<CueTimerType>;
  end_action: Generated<CueEndAction>;
  end_time: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface DepartmentsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  access_code: string | null;
  position: number;
  created_at: string;
}

export interface TasksTable {
  id: Generated<number>;
  cue_id: number;
  department_id: number;
  description: string;
  completed: number;
  completed_at: string | null;
  color: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface CueStatusTable {
  event_id: number;
  current_cue_id: number | null;
  status: 'idle' | 'standby' | 'go' | 'hold';
  elapsed_base: number;
  running_since: number | null;
  auto_advance: number;
  display: 'refresh' | 'back' | null;
  overtime_notified: number;
  version: number;
  updated_at: string;
  /** 1 while the show is live (migration 009). */
  live: number;
  /** Who moved the show last: screen, osc, companion, api, server (migration 009). */
  moved_by: 'screen' | 'osc' | 'companion' | 'api' | 'server' | null;
  /** Server ms of the last committed GO press (migration 016); null before the first. */
  last_go_at_ms: number | null;
}

/** What the last undoable change replaced, per event (migration 009; features/cueStatus/undo). */
export interface CueStatusUndoTable {
  event_id: number;
  /** The status version the change produced: the undo applies only while it is still current. */
  version: number;
  /** The StatusState before the change (JSON). */
  state: string;
  /** The tasks it un-ticked: [{ id, completedAt }] (JSON). */
  tasks: string;
  /** Epoch ms of the change. */
  at_ms: number;
}

export interface AsRunLogTable {
  id: Generated<number>;
  event_id: number;
  cue_id: number | null;
  cue_number: number | null;
  cue_action: string | null;
  kind: string;
  status: string | null;
  elapsed: number | null;
  actor: string;
  department_id: number | null;
  at_ms: number;
  /** An OSC confirmation ('fired', 'osc-error', 'osc-no-answer'): the target and ms after the GO (migration 004). */
  target_id?: number | null;
  delay_ms?: number | null;
  /** A 'crew-message' row: the message, so the report names its recipients (migration 007). */
  crew_message_id?: number | null;
}

export interface AnnotationsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  content: string;
  target_type: string | null;
  target_id: number | null;
  created_at: string;
  updated_at: string;
  /** The share link that wrote the note (migration 018); `user_id` is then the link's maker. */
  share_link_id: Generated<number | null>;
}

/** A code of any kind that stopped working; never issued or accepted again (migration 005). */
export interface RetiredCodesTable {
  code: string;
  kind: CodeKind;
  retired_at: string;
}

/** The kinds of access code; all share one alphabet and one space of values. */
export type CodeKind = 'caller' | 'department' | 'stage';

/** An event's stage display, made on first use (migration 006). */
export interface StageDisplaysTable {
  event_id: number;
  stage_code: string | null;
  warning_seconds: number;
  danger_seconds: number;
  message: string | null;
  message_flash: number;
  message_at: string | null;
  blackout: number;
  updated_at: string;
}

/** A cue's own wrap-up thresholds on the stage display; null follows the event's (migration 006). */
export interface CueWrapUpsTable {
  cue_id: number;
  warning_seconds: number | null;
  danger_seconds: number | null;
}

/** A caller's message to some departments' phones (migration 006). */
export interface CrewMessagesTable {
  id: Generated<number>;
  event_id: number;
  text: string;
  sent_by: string;
  sent_at: string;
}

/** One row per department a crew message went to; read_at once a phone acknowledged it. */
export interface CrewMessageReadsTable {
  message_id: number;
  department_id: number;
  read_at: string | null;
}

export interface SavedMessagesTable {
  id: Generated<number>;
  event_id: number;
  text: string;
  position: number;
}

/** A crew's 'Problem', open until cleared (migration 006). */
export interface ProblemFlagsTable {
  id: Generated<number>;
  event_id: number;
  department_id: number;
  reason: string | null;
  raised_at: string;
  cleared_at: string | null;
}

export interface Database {
  retired_codes: RetiredCodesTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  import_locks: ImportLocksTable;
  auth_tokens: AuthTokensTable;
  events: EventsTable;
  cues: CuesTable;
  departments: DepartmentsTable;
  tasks: TasksTable;
  cue_status: CueStatusTable;
  cue_status_undo: CueStatusUndoTable;
  as_run_log: AsRunLogTable;
  annotations: AnnotationsTable;
  osc_targets: OscTargetsTable;
  cue_triggers: CueTriggersTable;
  cue_device_cues: CueDeviceCuesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  stage_displays: StageDisplaysTable;
  cue_wrap_ups: CueWrapUpsTable;
  crew_messages: CrewMessagesTable;
  crew_message_reads: CrewMessageReadsTable;
  saved_messages: SavedMessagesTable;
  problem_flags: ProblemFlagsTable;
  productions: ProductionsTable;
  production_rooms: ProductionRoomsTable;
  show_ends: ShowEndsTable;
  show_report_mails: ShowReportMailsTable;
  caller_presence: CallerPresenceTable;
  producer_broadcasts: ProducerBroadcastsTable;
  producer_broadcast_rooms: ProducerBroadcastRoomsTable;
  stage_layouts: StageLayoutsTable;
  lobby_links: LobbyLinksTable;
  aux_timers: AuxTimersTable;
  cue_fields: CueFieldsTable;
  cue_field_values: CueFieldValuesTable;
  event_members: EventMembersTable;
  member_departments: MemberDepartmentsTable;
  invitations: InvitationsTable;
  share_links: ShareLinksTable;
  edit_history: EditHistoryTable;
  rundown_versions: RundownVersionsTable;
}
