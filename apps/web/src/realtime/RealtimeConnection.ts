/**
 * One event's live connection (docs/architecture.md#the-websocket-protocol): WebSocket /ws with subscribe, NTP-style clock sync,
 * reconnect with backoff and jitter, and HTTP polling of the status ONLY while the socket is down.
 * Framework-free, so the show screen and the crew view share it; React binds it in useEventRealtime.
 *
 * Frames are checked by the injected parsers: the show screen passes the zod unions
 * (EventRealtimeClient), the crew view small hand-written checks (parseFrames.ts) so its bundle
 * carries no zod.
 */
import type { ClientMessage, CueCell, CueCommand, CueStatus } from '@showcaller/shared';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import {
  defaultSocketUrl,
  type FrameParsers,
  type RealtimeClientOptions,
  type RealtimeEvents,
  type RealtimeSnapshot,
} from './realtimeTypes';
import { ClockSync, clockSample } from './clockSync';
import { SocketLiveness } from './socketLiveness';
import { StatusPolling } from './statusPolling';
import { SocketCommands, type SocketCommandAnswer } from './socketCommands';

export type { ConnectionState, FrameParsers, RealtimeClientOptions, RealtimeEvents, RealtimeSnapshot } from './realtimeTypes';
export { defaultSocketUrl } from './realtimeTypes';
export type { SocketCommandAnswer } from './socketCommands';

type Listener<K extends keyof RealtimeEvents> = (payload: RealtimeEvents[K]) => void;

/** A repeated status tells "still current"; the snapshot takes it at most this often (statusFreshness.ts counts seconds). */
const SAME_STATUS_FRESHNESS_MS = 1000;
type ListenerMap = { [K in keyof RealtimeEvents]: Set<Listener<K>> };

export class RealtimeConnection {
  private readonly o: Required<Omit<RealtimeClientOptions, 'url'>> & { url: string | undefined };
  private readonly parsers: FrameParsers;
  private snapshot: RealtimeSnapshot = {
    connection: 'connecting',
    cueStatus: null,
    lastUpdateAt: null,
    offsetMs: 0,
    rttMs: null,
    role: null,
    revokedReason: null,
    error: null,
    auxTimers: null,
  };
  private readonly storeListeners = new Set<() => void>();
  private readonly listeners: ListenerMap = {
    status: new Set(),
    refetch: new Set(),
    resync: new Set(),
    overtime: new Set(),
    tasks: new Set(),
    ack: new Set(),
    message: new Set(),
  };
  private readonly clock = new ClockSync();
  private socket: WebSocket | null = null;
  private started = false;
  private everLive = false;
  private attempts = 0;
  private pingsSent = 0;
  private reported = false;
  private timers = { reconnect: 0, ping: 0, connect: 0 };
  private readonly liveness: SocketLiveness;
  /** Commands sent over the socket, until their answer (or the socket's end). */
  private readonly commands = new SocketCommands();
  private readonly polling: StatusPolling;
  /** The cue cell this screen edits (docs/decisions/0032-history-versions-presence.md), told again after a reconnect. */
  private editingNow: { cueId: number | null; field: CueCell | null } = { cueId: null, field: null };

  constructor(options: RealtimeClientOptions, parsers: FrameParsers) {
    this.parsers = parsers;
    this.o = {
      pollMs: 2000,
      pingBurst: 5,
      pingBurstGapMs: 200,
      pingIntervalMs: 30_000,
      offlineAfterAttempts: 4,
      connectTimeoutMs: 10_000,
      pongTimeoutMs: 10_000,
      probeTimeoutMs: 3_000,
      heartbeatMs: 0,
      heartbeatTimeoutMs: 3_000,
      backoff: DEFAULT_BACKOFF,
      random: Math.random,
      now: () => Date.now(),
      ...options,
      url: options.url,
    };
    this.liveness = new SocketLiveness({
      now: () => this.o.now(),
      ping: () => this.send({ type: 'ping', t0: this.o.now() }),
      dead: () => {
        if (this.socket) this.onSocketClosed(this.socket);
      },
      heartbeatMs: this.o.heartbeatMs,
      heartbeatTimeoutMs: this.o.heartbeatTimeoutMs,
    });
    this.polling = new StatusPolling({
      everyMs: this.o.pollMs,
      now: () => this.o.now(),
      fetchStatus: (signal) => this.o.fetchStatus(signal),
      onAnswer: (raw, sentAt) => this.onPolledStatus(raw, sentAt),
    });
  }

  // ---- store (useSyncExternalStore) ----
  readonly subscribe = (listener: () => void): (() => void) => {
    this.storeListeners.add(listener);
    return () => this.storeListeners.delete(listener);
  };

  readonly getSnapshot = (): RealtimeSnapshot => this.snapshot;

  /** The server's clock now, in epoch ms. */
  readonly serverNow = (): number => this.o.now() + this.clock.offsetMs;

  on<K extends keyof RealtimeEvents>(type: K, listener: Listener<K>): () => void {
    const set = this.listeners[type] as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit<K extends keyof RealtimeEvents>(type: K, payload: RealtimeEvents[K]): void {
    for (const listener of this.listeners[type] as Set<Listener<K>>) listener(payload);
  }

  private update(patch: Partial<RealtimeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.storeListeners) listener();
  }

  // ---- lifecycle ----
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.closeSocket();
    this.polling.stop();
    window.clearTimeout(this.timers.reconnect);
  }

  /**
   * A status from elsewhere (an HTTP command's answer): shown only when it is not older than the
   * one on screen, so a late answer can never roll the show back.
   */
  readonly applyStatus = (status: CueStatus): boolean => {
    if (status.eventId !== this.o.eventId) return false;
    const prev = this.snapshot.cueStatus;
    const at = this.o.now();
    if (prev && status.version < prev.version) return false;
    if (prev && status.version === prev.version) {
      // The same status again (a command's answer after its frame): no new snapshot, so nothing
      // re-renders for it, unless the freshness it tells is worth a render (a second on).
      if (this.snapshot.lastUpdateAt === null || at - this.snapshot.lastUpdateAt >= SAME_STATUS_FRESHNESS_MS)
        this.update({ lastUpdateAt: at });
      return false;
    }
    this.update({ cueStatus: status, lastUpdateAt: at });
    this.emit('status', { prev, next: status });
    return true;
  };

  /**
   * Runs a command over the live socket (the `command` frame, answered by `commandResult`): the
   * status comes as its frame before the answer, once, with no HTTP request in the way. null when
   * the socket is not live (send it over HTTP instead).
   */
  readonly command = (command: CueCommand): Promise<SocketCommandAnswer> | null => {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1 || this.snapshot.connection !== 'live') return null;
    return this.commands.run(socket, (requestId) => this.send({ type: 'command', eventId: this.o.eventId, command, requestId }));
  };

  /** Tells the event's other callers which cue cell this screen is editing now (null: none). */
  readonly editing = (cueId: number | null, field: CueCell | null): void => {
    if (this.editingNow.cueId === cueId && this.editingNow.field === field) return;
    this.editingNow = { cueId, field };
    this.send({ type: 'editing', eventId: this.o.eventId, cueId, field });
  };

  // ---- socket ----
  private connect(): void {
    if (!this.started || this.snapshot.revokedReason) return;
    const Impl = typeof WebSocket === 'undefined' ? undefined : WebSocket;
    if (!Impl) {
      this.update({ connection: 'offline' });
      this.polling.start();
      return;
    }
    let socket: WebSocket;
    try {
      socket = new Impl(this.o.url ?? defaultSocketUrl());
    } catch {
      this.onSocketClosed(null);
      return;
    }
    this.socket = socket;
    this.timers.connect = window.setTimeout(() => socket.close(), this.o.connectTimeoutMs);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      window.clearTimeout(this.timers.connect);
      this.send({ type: 'subscribeEvent', eventId: this.o.eventId, ...(this.o.token ? { token: this.o.token } : {}) });
    };
    socket.onmessage = (e: MessageEvent) => {
      if (this.socket === socket && typeof e.data === 'string') this.onFrame(e.data);
    };
    socket.onclose = () => this.onSocketClosed(socket);
  }

  private send(msg: ClientMessage): void {
    if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(msg));
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.commands.lostWith(socket);
    window.clearTimeout(this.timers.connect);
    window.clearTimeout(this.timers.ping);
    this.liveness.stop();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      if (socket.readyState === 0 || socket.readyState === 1) socket.close(1000);
    }
  }

  private onSocketClosed(socket: WebSocket | null): void {
    if (socket !== null && this.socket !== socket) return;
    this.closeSocket();
    if (!this.started || this.snapshot.revokedReason) return;
    const offline = this.attempts >= this.o.offlineAfterAttempts || navigator.onLine === false;
    this.update({ connection: offline ? 'offline' : 'reconnecting' });
    this.polling.start();
    const delay = backoffDelay(this.attempts, this.o.backoff, this.o.random);
    this.attempts += 1;
    window.clearTimeout(this.timers.reconnect);
    this.timers.reconnect = window.setTimeout(() => this.connect(), delay);
  }

  private readonly onOnline = (): void => {
    // The network changed under a live socket: make sure it still answers.
    if (this.snapshot.connection === 'live') return this.probe(this.o.probeTimeoutMs);
    this.attempts = 0;
    window.clearTimeout(this.timers.reconnect);
    this.closeSocket();
    this.connect();
  };

  private readonly onOffline = (): void => {
    // The socket may still work (a server on this very machine), so ask it rather than drop it.
    if (this.snapshot.connection === 'live') this.probe(this.o.probeTimeoutMs);
    else this.update({ connection: 'offline' });
  };

  /** Pings now; a socket with no frame back within `timeoutMs` is treated as closed. */
  private probe(timeoutMs: number): void {
    this.send({ type: 'ping', t0: this.o.now() });
    this.liveness.expectFrameWithin(timeoutMs);
  }

  private onFrame(raw: string): void {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    const msg = this.parsers.parseMessage(data);
    if (!msg) return;
    this.liveness.frame();
    const own = !('eventId' in msg) || msg.eventId === this.o.eventId;
    if (!own) return;
    this.emit('message', msg);
    switch (msg.type) {
      case 'subscribed': {
        const resync = this.everLive;
        this.everLive = true;
        this.attempts = 0;
        this.polling.stop();
        this.update({ connection: 'live', role: msg.role, error: null, lastUpdateAt: this.o.now() });
        this.pingsSent = 0;
        this.reported = false;
        this.ping();
        this.liveness.live();
        if (resync) this.emit('resync', undefined);
        const { cueId, field } = this.editingNow;
        if (cueId !== null) this.send({ type: 'editing', eventId: this.o.eventId, cueId, field });
        return;
      }
      case 'cueStatusUpdate':
        this.applyStatus(msg.cueStatus);
        return;
      case 'pong':
        this.liveness.pong();
        this.onPong(msg.t0, msg.serverTime);
        return;
      case 'refetch':
        this.emit('refetch', msg.key);
        return;
      case 'overtime':
        this.emit('overtime', { cueId: msg.cueId, cueNumber: msg.cueNumber });
        return;
      // The whole list, on subscribe and on every change (docs/decisions/0037-aux-timers.md): screens count locally.
      case 'auxTimers':
        this.update({ auxTimers: msg.timers });
        return;
      case 'tasksChanged':
        this.emit('tasks', msg);
        return;
      case 'ackChanged':
        this.emit('ack', msg);
        return;
      case 'revoked':
        this.update({ revokedReason: msg.reason, connection: 'offline' });
        this.stop();
        return;
      case 'error':
        this.update({ error: msg.error });
        // A refused subscribe: drop the socket and try again later (the token may be restored).
        if (this.snapshot.connection !== 'live') this.socket?.close();
        return;
      // The notes tab re-reads on the 'annotations' refetch sent beside the annotation_* frames (a
      // screen that missed one still has the list right); they are for clients that follow notes live.
      case 'commandResult':
        if (msg.requestId !== undefined) {
          const { ok, error, info } = msg;
          this.commands.settle(msg.requestId, { ok, ...(error !== undefined ? { error } : {}), ...(info !== undefined ? { info } : {}) });
        }
        return;
      case 'unsubscribed':
      case 'annotation_created':
      case 'annotation_updated':
      case 'annotation_deleted':
        return;
      // A show screen never subscribes to a production (the live wall has its own socket,
      // screens/production-live/wallConnection.ts), so these never reach it.
      case 'productionSubscribed':
      case 'productionRefetch':
        return;
      // Who else has the show open: the show screen's presence (screens/event/live/presence.tsx) reads it from 'message'.
      case 'presence':
        return;
      default:
        msg satisfies never;
    }
  }

  // ---- clock ----
  private ping(): void {
    this.send({ type: 'ping', t0: this.o.now() });
    this.pingsSent += 1;
    if (this.pingsSent >= this.o.pingBurst) this.liveness.expectFrameWithin(this.o.pongTimeoutMs);
    const gap = this.pingsSent < this.o.pingBurst ? this.o.pingBurstGapMs : this.o.pingIntervalMs;
    window.clearTimeout(this.timers.ping);
    this.timers.ping = window.setTimeout(() => this.ping(), gap);
  }

  private onPong(t0: number, serverTime: number): void {
    const before = this.clock.best();
    this.clock.add(clockSample(t0, this.o.now(), serverTime));
    const best = this.clock.best();
    if (!best) return;
    this.update({ offsetMs: best.offsetMs, rttMs: best.rttMs, lastUpdateAt: this.o.now() });
    // Report once the burst is in, later only when the estimate moved noticeably.
    const burstDone = this.clock.size >= this.o.pingBurst;
    const moved = before !== null && Math.abs(before.offsetMs - best.offsetMs) > 25;
    if (burstDone && (!this.reported || moved)) {
      this.reported = true;
      this.send({ type: 'clientInfo', rttMs: Math.min(60_000, Math.round(best.rttMs)), offsetMs: Math.round(best.offsetMs) });
    }
  }

  /** A status read over HTTP while the socket is down (statusPolling.ts). */
  private onPolledStatus(raw: unknown, sentAt: number): void {
    const status = this.parsers.parseStatus(raw);
    if (!status) return;
    this.clock.add(clockSample(sentAt, this.o.now(), status.serverTime));
    const best = this.clock.best();
    if (best) this.update({ offsetMs: best.offsetMs, rttMs: best.rttMs });
    if (!this.applyStatus(status)) this.update({ lastUpdateAt: this.o.now() });
  }
}
