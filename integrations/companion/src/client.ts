/**
 * The connection to ShowCaller: a WebSocket subscribed with the event's control key (commands go
 * through it and are logged as `companion`). The control state is read over HTTP once when the
 * subscription opens and again only when the socket says the rundown or the crew's readiness
 * changed (a `refetch` of cues, departments or acks); every GO, HOLD, NEXT or jump in between is
 * followed from the `cueStatusUpdate` frame itself (controlStateAfter, the server's own rule).
 *
 * Reconnects with back-off (0.5 s doubling to 10 s, with jitter) after a lost connection. A refused
 * key, or a key for another event (the server answers both alike, so that no answer tells which
 * event a key belongs to), and a server that is not ShowCaller, stop the module with a status that
 * says what to check: the same key will never start working, so it does not keep knocking.
 */
import { EventEmitter } from 'node:events';
import { controlStateAfter, type AuxTimer, type AuxTimerCommand } from '@showcaller/shared';
import WebSocket from 'ws';
import { parseControlState, parseFrame, type Command, type ControlState, type ServerMessage } from './protocol.js';

export interface ClientConfig {
  host: string;
  port: number;
  eventId: number;
  controlKey: string;
}

/** 'auth': the key was refused (or is for another event); 'badConfig': the address is not a ShowCaller server. */
export type ConnectionState = 'connecting' | 'ok' | 'auth' | 'badConfig' | 'disconnected';

interface Events {
  state: [ControlState];
  /** The event's auxiliary timers changed (docs/decisions/0037-aux-timers.md). */
  auxTimers: [AuxTimer[]];
  connection: [ConnectionState, string | undefined];
}

const REQUEST_TIMEOUT_MS = 5000;
/** Shown when the server ends the socket without saying why. */
export const KEY_CHANGED = 'The control key was changed; enter the new one.';
/** The refetch keys that change what the buttons show and that a status frame does not carry. */
const RESYNC_KEYS: ReadonlySet<string> = new Set(['cues', 'departments', 'acks']);

/** The wait before reconnect attempt `retry` (0, 1, …): 0.5 s doubling up to 10 s, then 50–100 % of that. */
export function backoffMs(retry: number, random: number = Math.random()): number {
  return Math.min(10_000, 500 * 2 ** Math.min(retry, 10)) * (0.5 + random / 2);
}

export function refusedKeyMessage(eventId: number): string {
  return `ShowCaller refused the control key for event ${eventId}: check the event id (the number in /event/<id>) and the key (Integrations tab).`;
}

export class ShowCallerClient extends EventEmitter<Events> {
  private ws: WebSocket | undefined;
  private closed = false;
  /** Stopped for good until the configuration changes: the key was refused or revoked, or this is not ShowCaller. */
  private halted = false;
  private retry = 0;
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;
  private readonly waiting = new Map<string, (r: { ok: boolean; error?: string }) => void>();
  /** A read of the control state in flight, and whether another was asked for meanwhile. */
  private reading: Promise<void> | undefined;
  private readAgain = false;
  state: ControlState | undefined;
  /** Local ms when `state` was last set (the remaining time counts down from it). */
  stateAt = 0;
  connection: ConnectionState = 'connecting';
  /** The auxiliary timers as last sent (on subscribe and on every change), and the server's clock then. */
  auxTimers: AuxTimer[] = [];
  /** Server ms minus local ms when the timers came: the timers count from the server's clock. */
  auxOffsetMs = 0;
  /** HTTP reads of the control state so far (one per connection, plus one per rundown or readiness change). */
  reads = 0;

  constructor(private readonly config: ClientConfig) {
    super();
  }

  private get base(): string {
    return `http://${this.config.host}:${this.config.port}`;
  }

  start(): void {
    this.closed = false;
    this.halted = false;
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

  private halt(c: 'auth' | 'badConfig', why: string) {
    this.halted = true;
    this.setConnection(c, why);
    this.ws?.close();
  }

  private setState(state: ControlState) {
    this.state = state;
    this.stateAt = Date.now();
    this.emit('state', state);
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
      if (f) this.onFrame(f);
    });
    ws.on('unexpected-response', (_req, res) => {
      // An HTTP answer instead of a WebSocket: something else listens at this address.
      this.halt('badConfig', `${this.base} answered ${res.statusCode} instead of ShowCaller's WebSocket: check the host and port.`);
    });
    ws.on('error', () => undefined); // 'close' follows and reconnects
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.ws = undefined;
      for (const done of this.waiting.values()) done({ ok: false, error: 'Disconnected' });
      this.waiting.clear();
      if (this.closed || this.halted) return;
      this.setConnection('disconnected');
      this.timer = setTimeout(() => this.open(), backoffMs(this.retry++));
    });
  }

  private onFrame(f: ServerMessage): void {
    switch (f.type) {
      case 'subscribed':
        this.retry = 0;
        this.setConnection('ok');
        this.resync();
        return;
      case 'revoked':
        this.halt('auth', f.reason || KEY_CHANGED);
        return;
      case 'error':
        if (this.connection !== 'ok') this.halt('auth', refusedKeyMessage(this.config.eventId));
        return;
      case 'commandResult':
        if (f.requestId) {
          this.waiting.get(f.requestId)?.({ ok: f.ok, ...(f.error ? { error: f.error } : {}) });
          this.waiting.delete(f.requestId);
        }
        return;
      case 'cueStatusUpdate': {
        const s = this.state;
        // Before the first read, or an older frame than the state read: the read (or the next frame) tells.
        if (!s || f.cueStatus.eventId !== this.config.eventId || f.cueStatus.version < s.status.version) return;
        this.setState(controlStateAfter(s, f.cueStatus));
        return;
      }
      case 'overtime':
        if (this.state && this.state.current?.id === f.cueId && !this.state.overtime) this.setState({ ...this.state, overtime: true });
        return;
      case 'refetch':
        if (RESYNC_KEYS.has(f.key)) this.resync();
        return;
      case 'auxTimers':
        if (f.eventId !== this.config.eventId) return;
        this.auxTimers = f.timers;
        this.auxOffsetMs = f.serverTime - Date.now();
        this.emit('auxTimers', f.timers);
        return;
      // The module follows one event; a production's live wall frames (productionSubscribed,
      // productionRefetch) are for the wall's own socket; who else edits the rundown (presence) is
      // for the callers' screens. Task and Ready changes (docs/decisions/0039-task-and-ack-deltas.md)
      // are not shown on the control surface.
      case 'tasksChanged':
      case 'ackChanged':
      case 'unsubscribed':
      case 'pong':
      case 'annotation_created':
      case 'annotation_updated':
      case 'annotation_deleted':
      case 'productionSubscribed':
      case 'productionRefetch':
      case 'presence':
        return;
      default:
        f satisfies never;
    }
  }

  /** Reads the control state; calls made while one read runs make one more read after it. */
  private resync(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.read().finally(() => {
      this.reading = undefined;
      if (this.readAgain && !this.closed && !this.halted) {
        this.readAgain = false;
        this.resync();
      }
    });
  }

  private async read(): Promise<void> {
    this.reads++;
    try {
      const res = await fetch(`${this.base}/api/events/${this.config.eventId}/control/state`, {
        headers: { 'x-api-key': this.config.controlKey },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (res.status === 401 || res.status === 403) {
        this.halt('auth', refusedKeyMessage(this.config.eventId));
        return;
      }
      if (!res.ok && res.status !== 404) return; // a passing fault (5xx): the next change or reconnect reads again
      const state = res.ok ? parseControlState(await res.json().catch(() => undefined)) : undefined;
      if (!state) {
        this.halt('badConfig', `${this.base} did not answer with ShowCaller's control state: check the host and port.`);
        return;
      }
      // A status frame newer than this answer may have arrived while it travelled: keep the newer status.
      const newer = this.state && this.state.status.version > state.status.version ? this.state.status : undefined;
      this.setState(newer ? controlStateAfter(state, newer) : state);
    } catch {
      // Unreachable or timed out: the socket's close (if it is down) reconnects and reads again.
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

  /** An auxiliary timer's command (`ms`: a set's value), on the control-key socket like the show's (logged as companion). */
  auxTimer(slot: number, command: AuxTimerCommand, ms?: number) {
    return this.request({ type: 'auxTimer', slot, command, ...(ms !== undefined ? { ms } : {}) });
  }
}
