/**
 * The hub's first part (docs/architecture.md#the-websocket-protocol): who is connected to /ws. Keeps the registry of sockets and
 * their event subscriptions, pings every 25 s and drops sockets that stop answering or fall 2 MB
 * behind, marks a crew phone lost after 2.5 s without a frame (docs/decisions/0023-crew-phones-lost-fixed-and-found.md; phones send one a second), and checks every frame before anything acts on it (JSON text under 16 KB, then the
 * shared zod union): a bad frame gets {type:'error'} and changes nothing (docs/architecture.md,
 * "The WebSocket protocol"). What a frame means is the hub's business (hub.ts); who hears what is
 * fan-out's (fanout.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  clientMessage,
  type CatalogLocale,
  type ClientMessage,
  type ServerMessage,
  type ServerMessageKey,
  type SubscriberRole,
} from '@showcaller/shared';
import { askerLocale, english, serverT, translateEnglish, type ServerValues } from '../lib/i18n.js';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../lib/actor.js';
import { logBadFrame } from './badFrames.js';

export interface Subscription {
  eventId: number;
  role: SubscriberRole;
  actor: Actor;
  /** Companion subscribed with the event's control key (no session): its commands go out as 'companion'. */
  controlKey?: string;
}

export interface Client {
  socket: WebSocket;
  /** The client address (behind TRUST_PROXY, the one the proxy forwards). */
  ip: string;
  /** The language its refusals are in: the page's (`?lang=` on the socket's address), else its browser's. */
  locale: CatalogLocale;
  subs: Map<number, Subscription>;
  alive: boolean;
  connectedAt: number;
  lastSeen: number;
  rttMs: number | null;
  offsetMs: number | null;
  /** No frame and no pong for LOST_AFTER_MS (a department socket): the caller sees it as lost. */
  lost: boolean;
}

/**
 * A socket's language (docs/decisions/0040-i18n-app-and-server.md): the page puts its own in the
 * address (`/ws?lang=de`), since the upgrade request carries the browser's languages, not the page's.
 */
export function socketLocale(url: string, acceptLanguage: string | undefined): CatalogLocale {
  const lang = new URL(url, 'http://socket').searchParams.get('lang');
  return askerLocale([lang, acceptLanguage].filter((l) => l).join(', '));
}

export interface HubStats {
  clients: number;
  subscriptions: number;
}

const MAX_FRAME_BYTES = 16 * 1024;
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
const HEARTBEAT_MS = 25_000;
/**
 * Crew phones (department subscriptions) send a ping frame every second (the crew page's
 * heartbeatMs); one silent for 2.5 s (two missed) is lost. A phone that walks out of Wi-Fi keeps a
 * half-open socket that no TCP close ends, so silence is the only sign. Frames, not WebSocket
 * pongs: the browser's network stack answers pongs even while the page is frozen or its frames
 * are held back, and only the page can flash and ring. Checked every half second: with the
 * caller's refetch (at most a second later) a drop shows within about 4 s. Only department
 * sockets are checked; every socket pays nothing but the `lastSeen` stamp it already had.
 */
const LIVENESS_CHECK_MS = 500;
const LOST_AFTER_MS = 2500;
// A Buffer would go out as a binary frame by default; the protocol is JSON text.
const TEXT = { binary: false } as const;

export interface ConnectionDeps {
  clock: Clock;
  /** A checked frame from a client. */
  onMessage(c: Client, msg: ClientMessage): Promise<void>;
  /** A socket left an event (closed or unsubscribed). */
  onLeave(eventId: number): void;
  /** A crew phone went lost or came back (the device list changed). */
  onLiveness?(eventId: number): void;
  /** No socket of this process watches the event any more. */
  onEventEmpty(eventId: number): void;
  /**
   * This process's first caller socket (owner or co-caller, not Companion) of the event opened, or
   * its last one closed: the producer's wall shows whether the room's caller is connected
   * (docs/decisions/0027-producer-wall.md).
   */
  onCallers?(eventId: number, connected: boolean): void;
  /** A socket closed (after its subscriptions were dropped). */
  onClose?(c: Client): void;
}

/**
 * A person calling the show: the owner, a producer or a caller (code or member, docs/decisions/0031-team-members-and-roles.md);
 * Companion's control key is a device.
 */
const isCaller = (sub: Subscription) =>
  (sub.role === 'owner' || sub.role === 'producer' || sub.role === 'caller') && sub.controlKey === undefined;

export function connections(app: FastifyInstance, d: ConnectionDeps) {
  const clients = new Set<Client>();
  const byEvent = new Map<number, Set<Client>>();
  /** Sockets with a department subscription: the crew phones whose silence is watched. */
  const phones = new Set<Client>();
  /** Event id → this process's caller subscriptions of it. */
  const callers = new Map<number, number>();

  function countCaller(eventId: number, delta: 1 | -1): void {
    const n = (callers.get(eventId) ?? 0) + delta;
    if (n <= 0) callers.delete(eventId);
    else callers.set(eventId, n);
    if ((delta === 1 && n === 1) || (delta === -1 && n === 0)) d.onCallers?.(eventId, n > 0);
  }

  const isOpen = (c: Client) => c.socket.readyState === c.socket.OPEN;
  const send = (c: Client, msg: ServerMessage) => {
    if (isOpen(c)) c.socket.send(JSON.stringify(msg));
  };
  /** An already encoded frame (the same bytes for many sockets). */
  const sendFrame = (c: Client, frame: Buffer) => {
    if (isOpen(c)) c.socket.send(frame, TEXT);
  };

  function subscribe(c: Client, sub: Subscription): void {
    const before = c.subs.get(sub.eventId);
    if (before && isCaller(before)) countCaller(sub.eventId, -1);
    if (isCaller(sub)) countCaller(sub.eventId, 1);
    c.subs.set(sub.eventId, sub);
    let set = byEvent.get(sub.eventId);
    if (!set) byEvent.set(sub.eventId, (set = new Set()));
    set.add(c);
    if (sub.role === 'department') phones.add(c);
  }

  function unsubscribe(c: Client, eventId: number): void {
    const sub = c.subs.get(eventId);
    if (sub && isCaller(sub)) countCaller(eventId, -1);
    c.subs.delete(eventId);
    if (![...c.subs.values()].some((s) => s.role === 'department')) phones.delete(c);
    const set = byEvent.get(eventId);
    set?.delete(c);
    if (set && set.size === 0) {
      byEvent.delete(eventId);
      d.onEventEmpty(eventId);
    }
  }

  /** Writes one encoded frame to every socket subscribed to the event (and passing `filter`), synchronously. */
  function broadcast(eventId: number, frame: Buffer, filter?: (s: Subscription) => boolean): void {
    const set = byEvent.get(eventId);
    if (!set) return;
    for (const c of set) {
      if (!isOpen(c)) continue;
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

  /** Parses and checks one text frame; a bad one is answered and logged here. */
  function check(c: Client, raw: string): ClientMessage | undefined {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      logBadFrame(app.log, c.socket, { ip: c.ip, reason: 'not JSON' });
      send(c, { type: 'error', error: serverT(c.locale, 'errors.realtime.notJson') });
      return undefined;
    }
    const parsed = clientMessage.safeParse(data);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const [key, values]: [ServerMessageKey, ServerValues?] = issue
      ? ['errors.realtime.invalidMessage', { path: issue.path.join('.') || 'type', message: issue.message }]
      : ['errors.realtime.unknownShape'];
    logBadFrame(app.log, c.socket, { ip: c.ip, reason: english(key, values) });
    send(c, {
      type: 'error',
      error: serverT(c.locale, key, values && { ...values, message: translateEnglish(c.locale, issue?.message ?? '') }),
    });
    return undefined;
  }

  // No helmet headers (an upgrade answer is not a page) and no info line per connection.
  app.get('/ws', { websocket: true, helmet: false, logLevel: 'warn', schema: { hide: true } }, (socket, req) => {
    const c: Client = {
      socket,
      ip: req.ip,
      locale: socketLocale(req.url, req.headers['accept-language']),
      subs: new Map(),
      alive: true,
      connectedAt: d.clock.now(),
      lastSeen: d.clock.now(),
      rttMs: null,
      offsetMs: null,
      lost: false,
    };
    clients.add(c);
    socket.on('pong', () => {
      c.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      c.alive = true;
      heard(c);
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (isBinary || size > MAX_FRAME_BYTES) {
        logBadFrame(app.log, socket, { ip: c.ip, reason: isBinary ? 'binary frame' : `text frame of ${size} bytes` });
        return send(c, { type: 'error', error: serverT(c.locale, 'errors.realtime.frameTooBig') });
      }
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      const text = bytes.toString('utf8');
      const msg = check(c, text);
      if (!msg) return;
      d.onMessage(c, msg).catch((err: unknown) => {
        app.log.error({ err }, 'ws message failed');
        send(c, { type: 'error', error: serverT(c.locale, 'errors.realtime.failed') });
      });
    });
    socket.on('close', () => {
      clients.delete(c);
      phones.delete(c);
      for (const eventId of [...c.subs.keys()]) {
        unsubscribe(c, eventId);
        d.onLeave(eventId);
      }
      d.onClose?.(c);
    });
  });

  /** Something came from the socket: it is alive, and a lost phone is back. */
  function heard(c: Client): void {
    c.lastSeen = d.clock.now();
    if (!c.lost) return;
    c.lost = false;
    livenessChanged(c);
  }

  function livenessChanged(c: Client): void {
    for (const sub of c.subs.values()) if (sub.role === 'department') d.onLiveness?.(sub.eventId);
  }

  /** Marks crew phones that fell silent as lost. */
  function checkLiveness(): void {
    const now = d.clock.now();
    for (const c of phones) {
      if (isOpen(c) && !c.lost && now - c.lastSeen >= LOST_AFTER_MS) {
        c.lost = true;
        livenessChanged(c);
      }
    }
  }

  const liveness = setInterval(checkLiveness, LIVENESS_CHECK_MS);
  liveness.unref();

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

  return {
    clients,
    send,
    sendFrame,
    isOpen,
    subscribe,
    unsubscribe,
    broadcast,
    /** Events some socket of this process watches. */
    watched: (): number[] => [...byEvent.keys()],
    watches: (eventId: number): boolean => byEvent.has(eventId),
    /** The sockets subscribed to an event, each with its subscription. */
    subscribers(eventId: number): Array<{ c: Client; sub: Subscription }> {
      const out: Array<{ c: Client; sub: Subscription }> = [];
      for (const c of byEvent.get(eventId) ?? []) {
        const sub = c.subs.get(eventId);
        if (sub) out.push({ c, sub });
      }
      return out;
    },
    /** Runs the crew phones' liveness check now (on a timer; tests call it after moving the clock). */
    checkLiveness,
    stats: (): HubStats => ({ clients: clients.size, subscriptions: [...byEvent.values()].reduce((n, s) => n + s.size, 0) }),
    close(): void {
      clearInterval(heartbeat);
      clearInterval(liveness);
      for (const c of clients) c.socket.close(1012, 'server restarting');
    },
  };
}
export type Connections = ReturnType<typeof connections>;
