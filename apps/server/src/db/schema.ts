/** Kysely table types. Booleans are 0/1 integers and times ISO strings on both engines. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  name: string;
  password_hash: string;
  email_verified_at: string | null;
  trial_end_date: string | null;
  is_demo: number;
  demo_expires_at: string | null;
  voice_defaults: string | null;
  created_at: string;
  updated_at: string;
}

export type SessionKind = 'user' | 'department' | 'caller';

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
  date: string;
  show_caller_code: string | null;
  api_key_hash: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface CuesTable {
  id: Generated<number>;
  event_id: number;
  number: number;
  time: string;
  action: string;
  notes: string | null;
  duration: number | null;
  color_mark: string;
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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  events: EventsTable;
  cues: CuesTable;
  departments: DepartmentsTable;
  tasks: TasksTable;
  cue_status: CueStatusTable;
  as_run_log: AsRunLogTable;
  annotations: AnnotationsTable;
}
