/**
 * 011 (docs/decisions/0025-show-control-devices.md): show-control targets as the equipment's documents describe them. An OSC target
 * may name a QLab workspace (`/workspace/{id}/...`) and, over TCP, the framing the device expects
 * (OSC 1.1 SLIP, or the OSC 1.0 packet-length header that Eos uses by default); a cue may name the
 * device's own cue number (text such as `12.5` or `A1`; no row: the rundown number), kept beside the
 * cue like its triggers (cue_triggers), so the rundown's own code is untouched
 * (docs/decisions/0025-show-control-devices.md).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('osc_targets').addColumn('workspace_id', 'text').execute();
  await db.schema
    .alterTable('osc_targets')
    .addColumn('tcp_framing', 'text', (c) => c.notNull().defaultTo('slip'))
    .execute();
  await db.schema
    .createTable('cue_device_cues')
    .addColumn('cue_id', 'integer', (c) => c.primaryKey().references('cues.id').onDelete('cascade'))
    .addColumn('device_cue', 'text', (c) => c.notNull())
    .execute();
}
