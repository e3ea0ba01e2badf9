/**
 * Kysely table types of show control (docs/decisions/0011-show-control.md, 0025): OSC targets, a
 * cue's own triggers and device cue numbers, webhooks and their deliveries; schema.ts re-exports them.
 */
import type { Generated } from 'kysely';

export type OscTransport = 'udp' | 'tcp';
export type OscTcpFraming = 'slip' | 'length';
export type OscPreset = 'qlab' | 'eos' | 'generic';

export interface OscTargetsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  host: string;
  port: number;
  transport: OscTransport;
  preset: OscPreset;
  passcode: string | null;
  cue_list: string;
  created_at: string;
  /** A QLab workspace to address (`/workspace/{id}/...`), or null for the front one (migration 011). */
  workspace_id: string | null;
  /** Over TCP: OSC 1.1 SLIP or the OSC 1.0 packet-length header (migration 011). */
  tcp_framing: Generated<OscTcpFraming>;
}

/** A cue's number on the show-control devices (QLab, Eos: text such as `12.5`), when not the rundown's (migration 011). */
export interface CueDeviceCuesTable {
  cue_id: number;
  device_cue: string;
}

export interface CueTriggersTable {
  id: Generated<number>;
  cue_id: number;
  on_status: 'standby' | 'go' | 'hold';
  address: string;
  /** JSON array of {type: 'i'|'f'|'s', value}. */
  args: string;
  position: number;
}

export interface WebhooksTable {
  id: Generated<number>;
  event_id: number;
  url: string;
  /** JSON array of webhook event kinds. */
  events: string;
  secret: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  delivery_id: string;
  dedupe: string;
  kind: string;
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_at_ms: number;
  last_code: number | null;
  last_error: string | null;
  created_ms: number;
  updated_ms: number;
}
