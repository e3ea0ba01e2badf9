/**
 * The connection to ShowCaller: a WebSocket subscribed with the event's control key (commands go
 * through it and are logged as `companion`), and the control-state call re-read on every frame
 * that may change what the buttons show. Reconnects with back-off and jitter, except after the
 * server revoked the subscription (a new control key, the event deleted): the old key will never
 * work again, so the module stays failed until its configuration changes.
 */
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { parseControlState, parseFrame, type Command, type ControlState } from './protocol.js';

export interface ClientConfig {
  host: string;
  port: number;
  eventId: number;
  controlKey: string;
}

export type ConnectionState = 'connecting' | 'ok' | 'auth' | 'disconnected';

interface Events {
  state: [ControlState];
  connection: [ConnectionState, string | undefined];
}

const REQUEST_TIMEOUT_MS = 5000;
/** Shown when the server ends the socket without saying why. */
export const KEY_CHANGED = 'The control key was changed; enter the new one.';

export class ShowCallerClient extends EventEmitter<Events> {
  private ws: WebSocket | undefined;
  private closed = false;
  /** The server revoked the subscription: no reconnecting with the same key. */
  private revoked = false;
  private retry = 0;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;
  private readonly waiting = new Map<string, (r: { ok: boolean; error?: string }) => void>();
  state: ControlState | undefined;
  /** Local ms when `state` was read (the remaining time counts down from it). */
  stateAt = 0;
  connection: ConnectionState = 'connecting';

  constructor(private readonly config: ClientConfig) {
    super();
  }

  private get base(): string {
    return `http://${this.config.host}:${this.config.port}`;
  }

  start(): void {
    this.closed = false;
    this.revoked = false;
    this.open();
  }

  stop(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.ws?.close();
    this.ws = undefined;
  }

  private setConnection(c: ConnectionState, why?: string) {
    this.connection = c;
    this.emit('connection', c, why);
  }

  private open(): void {
    this.setConnection('connecting');
    const ws = new WebSocket(`ws://${this.config.host}:${this.config.port}/ws`);
    this.ws = ws;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'subscribeEvent', eventId: this.config.eventId, controlKey: this.config.controlKey }));
    });
    ws.on('message', (data: Buffer) => {
      const f = parseFrame(data.toString('utf8'));
      if (!f) return;
      if (f.type === 'subscribed') {
        this.retry = 0;
        this.setConnection('ok');
        void this.refresh();
      } else if (f.type === 'revoked') {
        this.revoked = true;
        this.setConnection('auth', f.reason ?? KEY_CHANGED);
        ws.close();
      } else if (f.type === 'error' && this.connection !== 'ok') {
        this.setConnection('auth', f.error);
        ws.close();
      } else if (f.type === 'commandResult' && f.requestId) {
        this.waiting.get(f.requestId)?.({ ok: f.ok === true, ...(f.error ? { error: f.error } : {}) });
        this.waiting.delete(f.requestId);
      } else if (f.type === 'cueStatusUpdate' || f.type === 'refetch' || f.type === 'overtime') {
        void this.refresh();
      }
    });
    ws.on('error', () => undefined); // 'close' follows and reconnects
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.ws = undefined;
      for (const done of this.waiting.values()) done({ ok: false, error: 'Disconnected' });
      this.waiting.clear();
      if (this.closed || this.revoked) return;
      if (this.connection !== 'auth') this.setConnection('disconnected');
      // Wrong key: try again slowly (the owner may be making a new one); otherwise back off to 10 s.
      const delay = this.connection === 'auth' ? 15_000 : Math.min(10_000, 500 * 2 ** this.retry++) * (0.5 + Math.random() / 2);
      this.timer = setTimeout(() => this.open(), delay);
    });
  }

  /** Re-reads what the buttons show. */
  async refresh(): Promise<ControlState | undefined> {
    try {
      const res = await fetch(`${this.base}/api/events/${this.config.eventId}/control/state`, {
        headers: { 'x-api-key': this.config.controlKey },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) return undefined;
      const state = parseControlState(await res.json());
      if (!state) return undefined;
      this.state = state;
      this.stateAt = Date.now();
      this.emit('state', state);
      return state;
    } catch {
      return undefined;
    }
  }

  private request(frame: Record<string, unknown>): Promise<{ ok: boolean; error?: string }> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN || this.connection !== 'ok') return Promise.resolve({ ok: false, error: 'Not connected' });
    const requestId = `c${++this.seq}`;
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.waiting.delete(requestId);
        resolve({ ok: false, error: 'No answer' });
      }, REQUEST_TIMEOUT_MS);
      this.waiting.set(requestId, (r) => {
        clearTimeout(t);
        resolve(r);
      });
      ws.send(JSON.stringify({ ...frame, eventId: this.config.eventId, requestId }));
    });
  }

  command(command: Command) {
    return this.request({ type: 'command', command });
  }

  goto(number: number) {
    return this.request({ type: 'goto', number });
  }
}
