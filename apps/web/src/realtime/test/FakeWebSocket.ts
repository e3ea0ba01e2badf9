/**
 * A WebSocket stand-in for tests (install with `vi.stubGlobal('WebSocket', FakeWebSocket)`).
 * Nothing happens on its own: tests open, feed and close sockets by hand.
 */
import type { CueStatus } from '@showcaller/shared';

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('No WebSocket was created');
    return socket;
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new Event('close') as CloseEvent);
  }

  // ---- test controls ----
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(msg: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(msg) }));
  }

  /** The server goes away. */
  drop(): void {
    this.close();
  }

  sentOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter(
      (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && (m as { type?: unknown }).type === type,
    );
  }

  /** Open, answer the subscribe and push `cueStatus` as the server does. */
  goLive(cueStatus: CueStatus, role: 'owner' | 'caller' | 'department' = 'owner'): void {
    this.open();
    this.receive({ type: 'subscribed', eventId: cueStatus.eventId, role });
    this.receive({
      type: 'cueStatusUpdate',
      cueStatus,
      metadata: { isRepetitiveUpdate: false, timestamp: cueStatus.serverTime, version: cueStatus.version },
    });
  }
}

export function makeStatus(overrides: Partial<CueStatus> = {}): CueStatus {
  return {
    eventId: 7,
    currentCueId: 1,
    status: 'idle',
    elapsedTime: 0,
    runningSince: null,
    serverTime: Date.now(),
    version: 1,
    autoAdvance: false,
    display: null,
    ...overrides,
  };
}
