/**
 * The WebSocket hub at /ws (DESIGN.md §3). Frames are checked with the shared zod union;
 * a bad frame gets {type:'error'} and changes nothing. Bus messages are read once per
 * process, serialised once and the same bytes are written to every subscribed socket of that
 * event, synchronously: nothing awaits per socket. A status change made in this process comes
 * with the status itself, so it goes out before the HTTP answer of the command that made it.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { clientMessage, type ServerMessage, type SubscriberRole } from '@showcaller/shared';
import { HttpError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../features/auth/actor.js';
import type { Permissions } from '../features/access/permissions.js';
import type { CueStatusService } from '../features/cueStatus/cueStatus.service.js';
import type { Bus, BusMessage } from './bus.js';
import { attemptLimiter } from './attemptLimiter.js';
import { encodeFrame, statusFrames } from './statusFrames.js';

export interface HubDeps {
  bus: Bus;
  clock: Clock;
  perms: Permissions;
  cueStatus: CueStatusService;
  /** A session token or an access code (crew and co-callers) → who is asking. */
  resolveActor(token: string | undefined, accessCode: string | undefined): Promise<Actor | undefined>;
  /** A crew "Ready" for the status version it saw. */
  onAck?(actor: Actor, eventId: number, version: number): Promise<void>;
  /** Someone joined, left or reported its clock: the device list changed. */
  onPresence?(eventId: number): void;
  /** Access codes in subscribe frames allowed per client address per minute (RATE_LIMIT_CODE_PER_MINUTE). */
  codeAttemptsPerMinute?: number;
  /** The frame to send for an annotation change (the note itself is re-read). */
  annotationFrame?(msg: Extract<BusMessage, { type: 'annotation' }>): Promise<ServerMessage | null>;
}

interface Subscription {
  eventId: number;
  role: SubscriberRole;
  actor: Actor;
}

interface Client {
  socket: WebSocket;
  /** The client address (behind TRUST_PROXY, the one the proxy forwards). */
  ip: string;
  subs: Map<number, Subscription>;
  alive: boolean;
  connectedAt: number;
  lastSeen: number;
  rttMs: number | null;
  offsetMs: number | null;
}

const MAX_FRAME_BYTES = 16 * 1024;
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
const HEARTBEAT_MS = 25_000;
const NO_CREDENTIAL = 'Subscribing needs a valid session token or access code.';
const TOO_MANY_CODES = 'Too many access code attempts. Please wait a minute and try again.';

export interface HubStats {
  clients: number;
  subscriptions: number;
}

export function registerHub(app: FastifyInstance, deps: HubDeps) {
  const { clock } = deps;
  const codeAttempts = attemptLimiter(deps.codeAttemptsPerMinute ?? Number.POSITIVE_INFINITY, () => clock.now());
  const byEvent = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  const statuses = statusFrames({ read: (eventId) => deps.cueStatus.read(eventId), now: () => clock.now() });

  const send = (c: Client, msg: ServerMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(msg));
  };
  // A Buffer would go out as a binary frame by default; the protocol is JSON text.
  const TEXT = { binary: false } as const;

  /** Writes one encoded frame to every socket subscribed to the event (and passing `filter`). */
  function broadcast(eventId: number, frame: Buffer, filter?: (s: Subscription) => boolean) {
    const set = byEvent.get(eventId);
    if (!set) return;
    for (const c of set) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (filter) {
        const sub = c.subs.get(eventId);
        if (!sub || !filter(sub)) continue;
      }
      // A socket that cannot keep up is closed rather than letting memory grow.
      if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        c.socket.close(1013, 'too slow');
        continue;
      }
      c.socket.send(frame, TEXT);
    }
  }

  function unsubscribe(c: Client, eventId: number) {
    c.subs.delete(eventId);
    const set = byEvent.get(eventId);
    set?.delete(c);
    if (set && set.size === 0) {
      byEvent.delete(eventId);
      statuses.forget(eventId);
    }
  }

  async function onBus(msg: BusMessage): Promise<void> {
    if (!byEvent.has(msg.eventId)) return;
    switch (msg.type) {
      case 'cueStatus': {
        // From this process the status rides along; a notice from another process is re-read.
        const status = msg.cueStatus ?? (await deps.cueStatus.read(msg.eventId));
        const frame = statuses.changed(status);
        if (frame) broadcast(msg.eventId, frame);
        return;
      }
      case 'refetch':
        if (msg.key === 'cues') statuses.stale(msg.eventId);
        broadcast(
          msg.eventId,
          encodeFrame({ type: 'refetch', key: msg.key, eventId: msg.eventId, revision: msg.revision }),
          // Crew screens never receive device or ack lists of others they cannot read.
          (s) => s.role !== 'department' || (msg.key !== 'devices' && msg.key !== 'acks'),
        );
        return;
      case 'overtime':
        broadcast(msg.eventId, encodeFrame({ type: 'overtime', eventId: msg.eventId, cueId: msg.cueId, cueNumber: msg.cueNumber }));
        return;
      case 'annotation':
        {
          const frame = await deps.annotationFrame?.(msg);
          // Department codes do not read notes (DESIGN.md §8).
          if (frame) broadcast(msg.eventId, encodeFrame(frame), (s) => s.role !== 'department');
        }
        return;
      case 'revoked': {
        const set = byEvent.get(msg.eventId);
        if (!set) return;
        for (const c of [...set]) {
          const sub = c.subs.get(msg.eventId);
          if (!sub) continue;
          const hit =
            msg.scope === 'event' ||
            (msg.scope === 'caller' && sub.actor.kind === 'caller') ||
            (msg.scope === 'department' && sub.actor.kind === 'department' && sub.actor.departmentId === msg.departmentId);
          if (!hit) continue;
          send(c, {
            type: 'revoked',
            eventId: msg.eventId,
            reason: msg.scope === 'event' ? 'This event was deleted.' : 'This access code was changed. Enter the new code.',
          });
          unsubscribe(c, msg.eventId);
        }
        return;
      }
      default:
        msg satisfies never;
    }
  }

  const unsubscribeBus = deps.bus.subscribe((msg) => {
    onBus(msg).catch((err: unknown) => app.log.error({ err }, 'hub fan-out failed'));
  });

  async function handle(c: Client, raw: string): Promise<void> {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return send(c, { type: 'error', error: 'Frames must be JSON.' });
    }
    const parsed = clientMessage.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return send(c, {
        type: 'error',
        error: `Invalid message: ${issue ? `${issue.path.join('.') || 'type'}: ${issue.message}` : 'unknown shape'}`,
      });
    }
    const m = parsed.data;
    switch (m.type) {
      case 'ping':
        return send(c, { type: 'pong', t0: m.t0, serverTime: clock.now() });
      case 'subscribeEvent': {
        const byCode = m.token === undefined && m.accessCode !== undefined;
        if (byCode && !codeAttempts.take(c.ip)) return send(c, { type: 'error', error: TOO_MANY_CODES });
        const actor = await deps.resolveActor(m.token, m.accessCode);
        if (!actor) return send(c, { type: 'error', error: NO_CREDENTIAL });
        try {
          const { role } = await deps.perms.event(actor, m.eventId, 'read');
          c.subs.set(m.eventId, { eventId: m.eventId, role, actor });
          let set = byEvent.get(m.eventId);
          if (!set) byEvent.set(m.eventId, (set = new Set()));
          set.add(c);
          send(c, { type: 'subscribed', eventId: m.eventId, role });
          const snapshot = await statuses.snapshot(m.eventId);
          if (c.subs.has(m.eventId) && c.socket.readyState === c.socket.OPEN) c.socket.send(snapshot, TEXT);
          else if (!byEvent.has(m.eventId)) statuses.forget(m.eventId); // gone while reading
          deps.onPresence?.(m.eventId);
        } catch (e) {
          // A real code sent with another event's id answers like a wrong code: no confirming guesses.
          if (byCode) return send(c, { type: 'error', error: NO_CREDENTIAL });
          send(c, { type: 'error', error: e instanceof HttpError ? e.message : 'Could not subscribe.' });
        }
        return;
      }
      case 'unsubscribeEvent':
        unsubscribe(c, m.eventId);
        deps.onPresence?.(m.eventId);
        return send(c, { type: 'unsubscribed', eventId: m.eventId });
      case 'command': {
        const sub = c.subs.get(m.eventId);
        if (!sub)
          return send(c, {
            type: 'commandResult',
            ok: false,
            error: 'Subscribe to the event first.',
            ...(m.requestId ? { requestId: m.requestId } : {}),
          });
        try {
          const r = await deps.cueStatus.command(sub.actor, m.eventId, m.command);
          return send(c, {
            type: 'commandResult',
            ok: true,
            ...(r.info ? { info: r.info } : {}),
            ...(m.requestId ? { requestId: m.requestId } : {}),
          });
        } catch (e) {
          return send(c, {
            type: 'commandResult',
            ok: false,
            error: e instanceof HttpError ? e.message : 'Failed to perform action',
            ...(m.requestId ? { requestId: m.requestId } : {}),
          });
        }
      }
      case 'ack': {
        const sub = c.subs.get(m.eventId);
        if (!sub) return send(c, { type: 'error', error: 'Subscribe to the event first.' });
        if (sub.role !== 'department') return send(c, { type: 'error', error: 'Only department screens acknowledge a standby.' });
        return deps.onAck?.(sub.actor, m.eventId, m.version);
      }
      case 'clientInfo':
        c.rttMs = m.rttMs;
        c.offsetMs = m.offsetMs;
        for (const eventId of c.subs.keys()) deps.onPresence?.(eventId);
        return;
      default:
        m satisfies never;
    }
  }

  // No helmet headers (an upgrade answer is not a page) and no info line per connection.
  app.get('/ws', { websocket: true, helmet: false, logLevel: 'warn', schema: { hide: true } }, (socket, req) => {
    const c: Client = {
      socket,
      ip: req.ip,
      subs: new Map(),
      alive: true,
      connectedAt: clock.now(),
      lastSeen: clock.now(),
      rttMs: null,
      offsetMs: null,
    };
    clients.add(c);
    socket.on('pong', () => {
      c.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      c.alive = true;
      c.lastSeen = clock.now();
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (isBinary || size > MAX_FRAME_BYTES) return send(c, { type: 'error', error: 'Frames must be JSON text under 16 KB.' });
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      handle(c, text).catch((err: unknown) => {
        app.log.error({ err }, 'ws message failed');
        send(c, { type: 'error', error: 'The server could not handle that message.' });
      });
    });
    socket.on('close', () => {
      clients.delete(c);
      for (const eventId of [...c.subs.keys()]) {
        unsubscribe(c, eventId);
        deps.onPresence?.(eventId);
      }
    });
  });

  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribeBus();
    for (const c of clients) c.socket.close(1012, 'server restarting');
  });

  return {
    /**
     * After the bus missed messages (a PostgreSQL listener outage): send every subscribed screen
     * the status as it is now (only if newer than what it has) and have it re-read the rundown.
     */
    async resync(): Promise<void> {
      for (const eventId of [...byEvent.keys()]) {
        statuses.stale(eventId);
        await onBus({ type: 'cueStatus', eventId, version: 0 });
        for (const key of ['cues', 'departments', 'tasks'] as const) await onBus({ type: 'refetch', eventId, key, revision: 0 });
      }
    },
    stats: (): HubStats => ({ clients: clients.size, subscriptions: [...byEvent.values()].reduce((n, s) => n + s.size, 0) }),
    /** Devices subscribed to an event, for the caller's device health panel. */
    devices(eventId: number) {
      const set = byEvent.get(eventId);
      if (!set) return [];
      return [...set].map((c) => {
        const sub = c.subs.get(eventId)!;
        return {
          role: sub.role,
          departmentId: sub.actor.kind === 'department' ? sub.actor.departmentId : null,
          rttMs: c.rttMs,
          offsetMs: c.offsetMs,
          lastSeen: c.lastSeen,
          connectedAt: c.connectedAt,
        };
      });
    },
  };
}
export type Hub = ReturnType<typeof registerHub>;
