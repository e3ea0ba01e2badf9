/** SQL of show control: OSC targets, per-cue triggers, confirmations in the as-run log, webhooks and their deliveries. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AsRunLogTable, Database, OscTargetsTable, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.js';

export type TargetRow = Selectable<OscTargetsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export function integrationsRepo(db: Kysely<Database>) {
  return {
    targets: (eventId: number) => db.selectFrom('osc_targets').selectAll().where('event_id', '=', eventId).orderBy('id').execute(),
    target: (id: number) => db.selectFrom('osc_targets').selectAll().where('id', '=', id).executeTakeFirst(),
    async insertTarget(row: Insertable<OscTargetsTable>): Promise<number> {
      const r = await db.insertInto('osc_targets').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async updateTarget(id: number, changes: Updateable<OscTargetsTable>): Promise<void> {
      await db.updateTable('osc_targets').set(changes).where('id', '=', id).execute();
    },
    async deleteTarget(id: number): Promise<void> {
      await db.deleteFrom('osc_targets').where('id', '=', id).execute();
    },

    /** The event a cue belongs to (per-cue triggers are authorized through it). */
    cueEvent: (cueId: number) => db.selectFrom('cues').select(['id', 'event_id', 'number']).where('id', '=', cueId).executeTakeFirst(),
    triggers: (cueId: number) =>
      db.selectFrom('cue_triggers').select(['on_status', 'address', 'args']).where('cue_id', '=', cueId).orderBy('position').execute(),
    async replaceTriggers(cueId: number, rows: Array<{ on_status: 'standby' | 'go' | 'hold'; address: string; args: string }>) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('cue_triggers').where('cue_id', '=', cueId).execute();
        if (rows.length > 0)
          await trx
            .insertInto('cue_triggers')
            .values(rows.map((r, i) => ({ ...r, cue_id: cueId, position: i })))
            .execute();
      });
    },

    async logConfirmation(row: Insertable<AsRunLogTable>): Promise<void> {
      await db.insertInto('as_run_log').values(row).execute();
    },
    /** Confirmations and send errors of a cue since its GO. */
    confirmations: (eventId: number, cueId: number, sinceMs: number) =>
      db
        .selectFrom('as_run_log')
        .select(['kind', 'target_id', 'delay_ms', 'actor'])
        .where('event_id', '=', eventId)
        .where('cue_id', '=', cueId)
        .where('at_ms', '>=', sinceMs)
        .where('kind', 'in', ['fired', 'osc-error'])
        .orderBy('id')
        .execute(),

    webhooks: (eventId: number) => db.selectFrom('webhooks').selectAll().where('event_id', '=', eventId).orderBy('id').execute(),
    webhook: (id: number) => db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst(),
    async insertWebhook(row: Insertable<WebhooksTable>): Promise<number> {
      const r = await db.insertInto('webhooks').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async deleteWebhook(id: number): Promise<void> {
      await db.deleteFrom('webhooks').where('id', '=', id).execute();
    },
    /** Queues a delivery; a second process hearing the same bus message inserts nothing. */
    async enqueue(row: Insertable<WebhookDeliveriesTable>): Promise<void> {
      await db
        .insertInto('webhook_deliveries')
        .values(row)
        .onConflict((oc) => oc.columns(['webhook_id', 'dedupe']).doNothing())
        .execute();
    },
    due: (now: number, limit: number) =>
      db
        .selectFrom('webhook_deliveries')
        .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
        .select([
          'webhook_deliveries.id',
          'webhook_deliveries.delivery_id',
          'webhook_deliveries.kind',
          'webhook_deliveries.body',
          'webhook_deliveries.attempts',
          'webhook_deliveries.next_at_ms',
          'webhooks.url',
          'webhooks.secret',
        ])
        .where('webhook_deliveries.state', '=', 'pending')
        .where('webhook_deliveries.next_at_ms', '<=', now)
        .orderBy('webhook_deliveries.next_at_ms')
        .limit(limit)
        .execute(),
    /** Takes a delivery for one attempt (no other process sends it meanwhile); false when another took it. */
    async claim(id: number, attempts: number, leaseUntil: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('webhook_deliveries')
        .set({ attempts: attempts + 1, next_at_ms: leaseUntil, updated_ms: now })
        .where('id', '=', id)
        .where('attempts', '=', attempts)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async settle(id: number, changes: Updateable<WebhookDeliveriesTable>): Promise<void> {
      await db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();
    },
    /** Recent Ready presses of an event (each becomes one crew.ack delivery). */
    recentReadies: (eventId: number, sinceMs: number) =>
      db
        .selectFrom('as_run_log')
        .leftJoin('departments', 'departments.id', 'as_run_log.department_id')
        .select([
          'as_run_log.id',
          'as_run_log.cue_number',
          'as_run_log.cue_action',
          'as_run_log.department_id',
          'departments.name as department',
          'as_run_log.at_ms',
        ])
        .where('as_run_log.event_id', '=', eventId)
        .where('as_run_log.kind', '=', 'ready')
        .where('as_run_log.at_ms', '>=', sinceMs)
        .orderBy('as_run_log.id', 'desc')
        .limit(50)
        .execute(),
    deliveries: (webhookId: number, limit: number) =>
      db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(limit).execute(),
  };
}
export type IntegrationsRepo = ReturnType<typeof integrationsRepo>;
