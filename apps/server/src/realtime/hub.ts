/**
 * The WebSocket hub at /ws (DESIGN.md §3). Frames are checked with the shared zod union;
 * a bad frame gets {type:'error'} and changes nothing. Bus messages are read once per
 * process, serialised once and written to every subscribed socket of that event.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { clientMessage, REPEAT_UPDATE_WINDOW_MS, type ServerMessage, type SubscriberRole } from '@showcaller/shared';
import { HttpError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../features/auth/actor.js';
import type { Permissions } from '../features/access/permissions.js';
import type { CueStatusService } from '../features/cueStatus/cueStatus.service.js';
import type { Bus, BusMessage } from './bus.js';

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

export interface HubStats {
  clients: number;
  subscriptions: number;
}

export function registerHub(app: FastifyInstance, deps: HubDeps) {
  const { clock } = deps;
  const byEvent = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  const lastSent = new Map<number, { cueId: number | null; status: string; at: number }>();

  const send = (c: Client, msg: ServerMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(msg));
  };

  function broadcast(eventId: number, msg: ServerMessage, filter?: (s: Subscription) => boolean) {
    const set = byEvent.get(eventId);
    if (!set || set.size === 0) return;
    const frame = JSON.stringify(msg);
    for (const c of set) {
      const sub = c.subs.get(eventId);
      if (!sub || (filter && !filter(sub))) continue;
      if (c.socket.readyState !== c.socket.OPEN) continue;
      // A socket that cannot keep up is closed rather than letting memory grow.
      if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        c.socket.close(1013, 'too slow');
        continue;
      }
      c.socket.send(frame);
    }
  }

  function unsubscribe(c: Client, eventId: number) {
    c.subs.delete(eventId);
    const set = byEvent.get(eventId);
    set?.delete(c);
    if (set && set.size === 0) byEvent.delete(eventId);
  }

  async function statusMessage(eventId: number): Promise<ServerMessage> {
    const cueStatus = await deps.cueStatus.read(eventId);
    const prev = lastSent.get(eventId);
    const now = clock.now();
    const repetitive =
      prev !== undefined &&
      prev.cueId === cueStatus.currentCueId &&
      prev.status === cueStatus.status &&
      now - prev.at < REPEAT_UPDATE_WINDOW_MS;
    lastSent.set(eventId, { cueId: cueStatus.currentCueId, status: cueStatus.status, at: now });
    return { type: 'cueStatusUpdate', cueStatus, metadata: { isRepetitiveUpdate: repetitive, timestamp: now, version: cueStatus.version } };
  }

  async function onBus(msg: BusMessage): Promise<void> {
    if (!byEvent.has(msg.eventId)) return;
    switch (msg.type) {
      case 'cueStatus':
        broadcast(msg.eventId, await statusMessage(msg.eventId));
        return;
      case 'refetch':
        broadcast(
          msg.eventId,
          { type: 'refetch', key: msg.key, eventId: msg.eventId, revision: msg.revision },
          // Crew screens never receive device or ack lists of others they cannot read.
          (s) => s.role !== 'department' || (msg.key !== 'devices' && msg.key !== 'acks'),
        );
        return;
      case 'overtime':
        broadcast(msg.eventId, { type: 'overtime', eventId: msg.eventId, cueId: msg.cueId, cueNumber: msg.cueNumber });
        return;
      case 'annotation':
        {
          const frame = await deps.annotationFrame?.(msg);
          // Department codes do not read notes (DESIGN.md §8).
          if (frame) broadcast(msg.eventId, frame, (s) => s.role !== 'department');
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
        const actor = await deps.resolveActor(m.token, m.accessCode);
        if (!actor) return send(c, { type: 'error', error: 'Subscribing needs a valid session token or access code.' });
        try {
          const { role } = await deps.perms.event(actor, m.eventId, 'read');
          c.subs.set(m.eventId, { eventId: m.eventId, role, actor });
          let set = byEvent.get(m.eventId);
          if (!set) byEvent.set(m.eventId, (set = new Set()));
          set.add(c);
          send(c, { type: 'subscribed', eventId: m.eventId, role });
          send(c, await statusMessage(m.eventId));
          deps.onPresence?.(m.eventId);
        } catch (e) {
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

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    const c: Client = {
      socket,
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
