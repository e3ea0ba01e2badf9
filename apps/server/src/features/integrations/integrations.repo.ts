/** SQL of show control: OSC targets, per-cue triggers, confirmations in the as-run log, webhooks and their deliveries. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, OscTargetsTable, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.js';
import { asRunLogRepo, type AsRunRow } from '../report/asRunLog.repo.js';

export type TargetRow = Selectable<OscTargetsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type DueDelivery = Awaited<ReturnType<ReturnType<typeof integrationsRepo>['due']>>[number];

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
    /** The show-control devices' own number for a cue, or null (the rundown number is used). */
    async deviceCue(cueId: number): Promise<string | null> {
      const r = await db.selectFrom('cue_device_cues').select('device_cue').where('cue_id', '=', cueId).executeTakeFirst();
      return r?.device_cue ?? null;
    },
    async setDeviceCue(cueId: number, deviceCue: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('cue_device_cues').where('cue_id', '=', cueId).execute();
        if (deviceCue !== null) await trx.insertInto('cue_device_cues').values({ cue_id: cueId, device_cue: deviceCue }).execute();
      });
    },
    /**
     * Every custom field of a cue's event with the cue's value (JSON text, null when none), in the
     * rundown's order: `{cue.field.<name>}` in triggers and the webhook payloads
     * (docs/decisions/0034-custom-fields.md).
     */
    cueFieldValues: (cueId: number) =>
      db
        .selectFrom('cues')
        .innerJoin('cue_fields', 'cue_fields.event_id', 'cues.event_id')
        .leftJoin('cue_field_values', (j) =>
          j.onRef('cue_field_values.field_id', '=', 'cue_fields.id').onRef('cue_field_values.cue_id', '=', 'cues.id'),
        )
        .select(['cue_fields.name', 'cue_fields.name_key', 'cue_fields.kind', 'cue_field_values.value'])
        .where('cues.id', '=', cueId)
        .orderBy('cue_fields.position')
        .orderBy('cue_fields.id')
        .execute(),
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

    logConfirmation: (row: AsRunRow) => asRunLogRepo(db).add(row),
    /** Confirmations and send errors of a cue since its GO. */
    confirmations: (eventId: number, cueId: number, sinceMs: number) => asRunLogRepo(db).confirmations(eventId, cueId, sinceMs),

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
    /**
     * Due deliveries, fairly: only the oldest due of each webhook (its deliveries go in order), at
     * most `perAccount` per account, round robin across accounts (every account's first, then
     * every account's second, ...), leaving out webhooks and accounts that have no free lane here.
     */
    due(now: number, o: { limit: number; perAccount: number; skipWebhooks: number[]; skipAccounts: number[] }) {
      const ranked = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .innerJoin('events as e', 'e.id', 'w.event_id')
        .select([
          'd.id',
          'd.delivery_id',
          'd.kind',
          'd.body',
          'd.attempts',
          'd.next_at_ms',
          'd.webhook_id',
          'w.url',
          'w.secret',
          'w.event_id',
        ])
        .select('e.owner_id as account_id')
        .select(sql<number>`row_number() over (partition by d.webhook_id order by d.next_at_ms, d.id)`.as('in_hook'))
        .where('d.state', '=', 'pending')
        .where('d.next_at_ms', '<=', now)
        .$if(o.skipWebhooks.length > 0, (q) => q.where('d.webhook_id', 'not in', o.skipWebhooks))
        .$if(o.skipAccounts.length > 0, (q) => q.where('e.owner_id', 'not in', o.skipAccounts));
      const heads = db
        .selectFrom(ranked.as('r'))
        .selectAll()
        .select(sql<number>`row_number() over (partition by r.account_id order by r.next_at_ms, r.id)`.as('in_account'))
        .where('r.in_hook', '=', 1);
      return db
        .selectFrom(heads.as('h'))
        .select(['id', 'delivery_id', 'kind', 'body', 'attempts', 'next_at_ms', 'webhook_id', 'url', 'secret', 'event_id', 'account_id'])
        .where('h.in_account', '<=', o.perAccount)
        .orderBy('h.in_account')
        .orderBy('h.next_at_ms')
        .orderBy('h.id')
        .limit(o.limit)
        .execute();
    },
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
    recentReadies: (eventId: number, sinceMs: number) => asRunLogRepo(db).recentReadies(eventId, sinceMs),
    deliveries: (webhookId: number, limit: number) =>
      db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(limit).execute(),
  };
}
export type IntegrationsRepo = ReturnType<typeof integrationsRepo>;
