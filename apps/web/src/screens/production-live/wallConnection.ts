/**
 * The wall's one socket (docs/decisions/0027-producer-wall.md): `subscribeProduction` for a
 * production's day, status frames per event, and notices to re-read the wall. Pings measure the
 * server-clock offset as on every live screen (realtime/clockSync.ts), and a dropped socket comes
 * back with back-off and jitter (realtime/backoff.ts). Frames are checked with the shared zod union.
 */
import { serverMessage, type CueStatus } from '@showcaller/shared';
import { backoffDelay } from '@/realtime/backoff';
import { ClockSync, clockSample } from '@/realtime/clockSync';

export interface WallHandlers {
  onStatus(status: CueStatus): void;
  /** Something a tile shows changed (an event's cues, readiness, problems, caller, broadcasts, or the day's events). */
  onStale(): void;
  onConnection(connected: boolean): void;
  onError(message: string): void;
  /** The measured server-clock offset changed (ms to add to the local clock). */
  onClock(offsetMs: number): void;
}

const PING_MS = 5000;

export class WallConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private ping: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  readonly clock = new ClockSync();

  constructor(
    private readonly productionId: number,
    private readonly day: string | undefined,
    private readonly token: string,
    private readonly on: WallHandlers,
  ) {}

  open(): void {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      ws.send(
        JSON.stringify({
          type: 'subscribeProduction',
          productionId: this.productionId,
          token: this.token,
          ...(this.day ? { day: this.day } : {}),
        }),
      );
      this.sendPing();
      this.ping = setInterval(() => this.sendPing(), PING_MS);
    };
    ws.onmessage = (e: MessageEvent<unknown>) => this.frame(e.data);
    ws.onclose = () => {
      clearInterval(this.ping);
      this.on.onConnection(false);
      if (this.closed) return;
      this.retry = setTimeout(() => this.open(), backoffDelay(this.attempt++));
    };
  }

  close(): void {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    this.ws?.close();
  }

  private sendPing(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'ping', t0: Date.now() }));
  }

  private frame(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverMessage.safeParse(json);
    if (!parsed.success) return;
    const m = parsed.data;
    switch (m.type) {
      case 'productionSubscribed':
        this.on.onConnection(true);
        this.on.onStale(); // re-read everything after a (re)connect
        return;
      case 'cueStatusUpdate':
        this.on.onStatus(m.cueStatus);
        return;
      case 'refetch':
      case 'productionRefetch':
        this.on.onStale();
        return;
      case 'pong':
        this.clock.add(clockSample(m.t0, Date.now(), m.serverTime));
        this.on.onClock(this.clock.offsetMs);
        return;
      case 'error':
        this.on.onError(m.error);
        return;
      case 'subscribed':
      case 'unsubscribed':
      case 'overtime':
      case 'revoked':
      case 'commandResult':
      case 'annotation_created':
      case 'annotation_updated':
      case 'annotation_deleted':
      case 'presence':
      case 'auxTimers':
      case 'tasksChanged':
      case 'ackChanged':
        return; // frames of event subscriptions, which a wall does not hold (over time shows on the tile's clock)
      default:
        m satisfies never;
    }
  }
}
