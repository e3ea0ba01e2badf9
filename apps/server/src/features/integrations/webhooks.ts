/**
 * Webhooks (docs/decisions/0011-show-control.md): per event, {url, events}. Every process hears the bus and queues a
 * delivery per matching webhook; a unique (webhook, dedupe) key keeps one row however many
 * processes heard it. The queue is in the database, so retries (1 s, 5 s, 30 s, 2 min, 10 min)
 * survive a restart; an attempt is claimed with an optimistic update, so one process sends it.
 * Attempts run in lanes (deliveryLanes.ts, docs/security.md "Trust, round 3" 20.3): a slow receiver holds its own lane only,
 * never another account's delivery.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  webhookEventKind,
  type Webhook,
  type WebhookDelivery,
  type WebhookEnvelope,
  type WebhookEventKind,
  type webhookInput,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { inFlight } from '../../lib/inFlight.js';
import type { Bus, BusMessage } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { managesEvent, type Permissions } from '../access/permissions.js';
import type { AppliedChange, CueStatusService } from '../cueStatus/cueStatus.service.js';
import { deliveryLanes, LANE_LIMITS } from './deliveryLanes.js';
import { payloadFields } from '../cueFields/cueField.presenter.js';
import type { DeliveryRow, DueDelivery, IntegrationsRepo, WebhookRow } from './integrations.repo.js';
import { OutboundRefused, type OutboundPolicy } from './outbound.js';
import { postWebhook, signature, signatureV2 } from './webhookSend.js';
import { signedIn } from '../rundown/access.js';

/** Waits before the 2nd, 3rd, ... attempt; after the last the delivery is marked failed. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** How long an attempt holds its claim: a process that dies mid-attempt lets another retry after this. */
const LEASE_MS = 30_000;
const POLL_MS = 250;
/** Each delivery of a change is one POST per webhook: this bounds what one event sends out per change. */
export const MAX_WEBHOOKS_PER_EVENT = 10;

const storedKinds = z.array(webhookEventKind);
function kindsOf(r: WebhookRow): WebhookEventKind[] {
  try {
    const p = storedKinds.safeParse(JSON.parse(r.events));
    return p.success ? p.data : [];
  } catch {
    return [];
  }
}

/**
 * A webhook's address as shown (docs/security.md "Trust, round 3" 20.7): the owner sees scheme, host and path, never the
 * user:password nor the query string (where receivers put their tokens); everyone else sees
 * scheme and host only (a path such as /services/T01/B02/xyz is often a token too). The full
 * address is never sent back once saved, not even in the answer to creating it.
 */
export function shownUrl(url: string, view: 'owner' | 'other'): string {
  try {
    const u = new URL(url);
    return view === 'owner' ? `${u.protocol}//${u.host}${u.pathname}` : `${u.protocol}//${u.host}`;
  } catch {
    return '';
  }
}

export function presentWebhook(r: WebhookRow, view: 'owner' | 'other'): Webhook {
  return { id: r.id, eventId: r.event_id, url: shownUrl(r.url, view), events: kindsOf(r), createdAt: r.created_at };
}

const iso = (ms: number) => new Date(ms).toISOString();
export function presentDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    deliveryId: r.delivery_id,
    kind: r.kind,
    state: r.state,
    attempts: r.attempts,
    lastCode: r.last_code,
    lastError: r.last_error,
    createdAt: iso(r.created_ms),
    updatedAt: iso(r.updated_ms),
    nextAttemptAt: r.state === 'pending' ? iso(r.next_at_ms) : null,
  };
}

export function webhooksService(d: {
  repo: IntegrationsRepo;
  perms: Permissions;
  clock: Clock;
  policy: OutboundPolicy;
  bus: Bus;
  cueStatus: CueStatusService;
  logger: FastifyBaseLogger;
  /** Throws 403 for a Try Demo account (demoGuard.ts). */
  refuseDemo?: (actor: Actor) => Promise<void>;
}) {
  async function ownHook(actor: Actor, id: number, need: 'edit' | 'own'): Promise<WebhookRow> {
    signedIn(actor);
    const h = await d.repo.webhook(id);
    if (!h) throw notFound('errors.integrations.webhookNotFound');
    try {
      await d.perms.event(actor, h.event_id, need);
    } catch (err) {
      // Another account's webhook answers exactly as a missing one (the event's sentence would tell it exists).
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('errors.integrations.webhookNotFound');
      throw err;
    }
    return h;
  }

  /** Queues one delivery per webhook of the event that wants `kind`. */
  async function enqueue(
    eventId: number,
    kind: WebhookEventKind,
    dedupe: string,
    data: WebhookEnvelope['data'],
    atMs?: number,
  ): Promise<void> {
    const hooks = (await d.repo.webhooks(eventId)).filter((h) => kindsOf(h).includes(kind));
    const now = d.clock.now();
    for (const h of hooks) {
      // A webhook hears what happened after it was made, not earlier Ready presses read back.
      if (atMs !== undefined && atMs < Date.parse(h.created_at)) continue;
      const deliveryId = randomUUID();
      const envelope: WebhookEnvelope = { id: deliveryId, type: kind, eventId, createdAt: iso(now), data };
      const body = JSON.stringify(envelope);
      await d.repo.enqueue({
        webhook_id: h.id,
        delivery_id: deliveryId,
        dedupe,
        kind,
        body,
        state: 'pending',
        attempts: 0,
        next_at_ms: now,
        created_ms: now,
        updated_ms: now,
      });
    }
    if (hooks.length > 0) kick();
  }

  async function onChange(c: AppliedChange): Promise<void> {
    const s = c.cueStatus;
    const cue = await c.cue;
    // The cue's custom fields by name, typed, null when empty (docs/decisions/0034-custom-fields.md).
    const fields = cue ? payloadFields(await d.repo.cueFieldValues(cue.id)) : {};
    await enqueue(c.eventId, 'cue.status', `status:${s.version}`, {
      status: s.status,
      command: c.logKind,
      source: c.source,
      cue: cue ? { id: cue.id, number: cue.number, action: cue.action, fields } : null,
      elapsedTime: s.elapsedTime,
      runningSince: s.runningSince,
      version: s.version,
      // The current cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): type, end action, a time-of-day end.
      timer: s.timer ?? { type: 'countdown', endAction: 'overrun', endsAt: null },
    });
  }

  /**
   * Status changes come from 'statusApplied', heard once in the process that saved them; over-time
   * notices and refetches are heard everywhere (the unique dedupe key keeps one delivery).
   */
  async function onBus(msg: BusMessage): Promise<void> {
    if (msg.type === 'statusApplied') return onChange(msg);
    if (msg.type === 'overtime') {
      const s = await d.cueStatus.read(msg.eventId);
      return enqueue(msg.eventId, 'cue.overtime', `overtime:${msg.cueId}:${s.runningSince ?? 0}`, {
        cueId: msg.cueId,
        cueNumber: msg.cueNumber,
      });
    }
    // A task change travels as the tasks themselves (docs/decisions/0039-task-and-ack-deltas.md): still a rundown change.
    if (msg.type === 'tasks')
      return enqueue(msg.eventId, 'rundown.changed', `tasks:${msg.revision}`, { what: 'tasks', revision: msg.revision });
    if (msg.type === 'ack' || msg.type === 'refetch') {
      if (msg.type === 'ack' || msg.key === 'acks') {
        const since = d.clock.now() - 10 * 60_000;
        for (const r of (await d.repo.recentReadies(msg.eventId, since)).reverse()) {
          await enqueue(
            msg.eventId,
            'crew.ack',
            `ack:${r.id}`,
            { departmentId: r.department_id, department: r.department, cueNumber: r.cue_number, cueAction: r.cue_action, at: iso(r.at_ms) },
            r.at_ms,
          );
        }
        return;
      }
      // A custom field or value changed is a rundown change too (docs/decisions/0034-custom-fields.md).
      if (msg.key === 'cues' || msg.key === 'departments' || msg.key === 'tasks' || msg.key === 'fields')
        return enqueue(msg.eventId, 'rundown.changed', `${msg.key}:${msg.revision}`, { what: msg.key, revision: msg.revision });
    }
  }

  const lanes = deliveryLanes();
  /** Queueing and attempts under way (a test's flush hook: `idle`). */
  const working = inFlight();
  let closed = false;
  let picking = false;
  let again = false;

  /** One attempt: claimed in the database (one process sends it), signed now, settled on its own. */
  async function attempt(r: DueDelivery, release: (sent: boolean) => void): Promise<void> {
    let sent = false;
    try {
      const now = d.clock.now();
      if (!(await d.repo.claim(r.id, r.attempts, now + LEASE_MS, now))) return;
      sent = true;
      const timestamp = String(Math.floor(now / 1000));
      const res = await postWebhook(d.policy, r.url, r.body, {
        'x-showcaller-signature': signature(r.secret, r.body),
        'x-showcaller-timestamp': timestamp,
        'x-showcaller-signature-v2': signatureV2(r.secret, timestamp, r.body),
        'x-showcaller-delivery': r.delivery_id,
        'x-showcaller-event': r.kind,
      });
      // The owner's log shows the general reason; the operator's log keeps what happened.
      if (res.detail) d.logger.info({ webhookId: r.webhook_id, deliveryId: r.delivery_id, detail: res.detail }, 'webhook attempt failed');
      const attempts = r.attempts + 1;
      const after = d.clock.now();
      const wait = RETRY_DELAYS_MS[attempts - 1];
      await d.repo.settle(r.id, {
        state: res.ok ? 'delivered' : wait === undefined ? 'failed' : 'pending',
        next_at_ms: res.ok || wait === undefined ? after : after + wait,
        last_code: res.code,
        last_error: res.error,
        updated_ms: after,
      });
    } finally {
      release(sent);
      kick(); // a lane is free: the next due delivery may start
    }
  }

  /**
   * Starts every due delivery that has a free lane (deliveryLanes.ts) and returns without waiting
   * for them: one slow receiver holds its own lane only. A call while picking picks once more after.
   */
  async function pump(): Promise<void> {
    if (picking) {
      again = true;
      return;
    }
    picking = true;
    try {
      do {
        again = false;
        if (closed || lanes.free() <= 0) break;
        const due = await d.repo.due(d.clock.now(), {
          limit: 4 * LANE_LIMITS.total,
          perAccount: LANE_LIMITS.perAccount,
          skipWebhooks: lanes.busyWebhooks(),
          skipAccounts: lanes.fullAccounts(),
        });
        for (const r of due) {
          if (closed || lanes.free() <= 0) break;
          const release = lanes.take({ webhookId: r.webhook_id, accountId: r.account_id, eventId: r.event_id });
          if (release) void working.track(attempt(r, release)).catch((err: unknown) => d.logger.warn({ err }, 'webhook delivery failed'));
        }
      } while (again);
    } finally {
      picking = false;
    }
  }
  const kick = () => void working.track(pump()).catch((err: unknown) => d.logger.warn({ err }, 'webhook delivery failed'));
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  return {
    start() {
      unsubscribe = d.bus.subscribe(
        (m) => void working.track(onBus(m)).catch((err: unknown) => d.logger.warn({ err }, 'webhook not queued')),
      );
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    close() {
      closed = true;
      clearInterval(timer);
      unsubscribe?.();
    },
    pump,
    /** Resolves once every change heard so far is queued and every attempt started so far has settled. */
    idle: () => working.idle(),

    async list(actor: Actor, eventId: number): Promise<Webhook[]> {
      const { role } = await d.perms.event(actor, eventId, 'edit');
      return (await d.repo.webhooks(eventId)).map((h) => presentWebhook(h, managesEvent(role) ? 'owner' : 'other'));
    },

    /** The answer carries the secret, never shown again, and the address as the owner's list shows it (shownUrl). */
    async create(actor: Actor, eventId: number, input: z.output<typeof webhookInput>): Promise<Webhook & { secret: string }> {
      await d.perms.event(actor, eventId, 'own');
      await d.refuseDemo?.(actor);
      try {
        d.policy.savedUrl(input.url); // loopback, numeric spellings (http://2130706433/), outside OUTBOUND_ALLOW
      } catch (err) {
        if (err instanceof OutboundRefused) throw HttpError.fromEnglish(400, err.message);
        throw err;
      }
      if ((await d.repo.webhooks(eventId)).length >= MAX_WEBHOOKS_PER_EVENT)
        throw badRequest('errors.integrations.tooManyWebhooks', { max: MAX_WEBHOOKS_PER_EVENT });
      const secret = `whsec_${randomBytes(24).toString('hex')}`;
      const id = await d.repo.insertWebhook({
        event_id: eventId,
        url: input.url,
        events: JSON.stringify([...new Set(input.events)]),
        secret,
        created_at: iso(d.clock.now()),
      });
      return { ...presentWebhook((await d.repo.webhook(id))!, 'owner'), secret };
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await ownHook(actor, id, 'own');
      await d.repo.deleteWebhook(id);
    },

    async deliveries(actor: Actor, id: number): Promise<WebhookDelivery[]> {
      await ownHook(actor, id, 'edit');
      return (await d.repo.deliveries(id, 50)).map(presentDelivery);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
