/**
 * Whether a live socket still works, when no close event says otherwise: a phone that walked out of Wi-Fi keeps a
 * socket that never closes (docs/decisions/0023-crew-phones-lost-fixed-and-found.md). Two checks, and `dead()` when
 * either fails:
 * - a ping that must see some frame back within a time (the clock's pings, and a probe when the network changes);
 * - the crew page's heartbeat: a ping every `heartbeatMs`, and none answered by a pong for more than
 *   `heartbeatTimeoutMs` means dead even if frames still come in (a link that carries the server's frames but no
 *   longer the page's). Counted from the first unanswered ping, not the last pong: a hidden page's timers may run
 *   once a minute.
 */
export interface LivenessDeps {
  now: () => number;
  /** Sends a ping frame on the socket. */
  ping: () => void;
  /** The socket is to be treated as closed. */
  dead: () => void;
  /** 0: no heartbeat. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

export class SocketLiveness {
  private lastFrameAt = 0;
  /** Local ms of the oldest heartbeat no pong has come back for since (null: all answered). */
  private unansweredSince: number | null = null;
  private timers = { frame: 0, heartbeat: 0 };

  constructor(private readonly d: LivenessDeps) {}

  /** The socket is live: the heartbeat (if any) starts. */
  live(): void {
    this.unansweredSince = null;
    window.clearInterval(this.timers.heartbeat);
    if (this.d.heartbeatMs > 0) this.timers.heartbeat = window.setInterval(() => this.heartbeat(), this.d.heartbeatMs);
  }

  /** Any valid frame from the server. */
  frame(): void {
    this.lastFrameAt = this.d.now();
  }

  /** A pong: the server hears this socket, not only speaks on it. */
  pong(): void {
    this.unansweredSince = null;
  }

  /** A ping was just sent: no frame at all within `timeoutMs` and the socket is dead (replaces an earlier wait). */
  expectFrameWithin(timeoutMs: number): void {
    const sentAt = this.d.now();
    window.clearTimeout(this.timers.frame);
    this.timers.frame = window.setTimeout(() => {
      if (this.lastFrameAt < sentAt) this.d.dead();
    }, timeoutMs);
  }

  /** The socket is gone: no more checks until the next one is live. */
  stop(): void {
    window.clearTimeout(this.timers.frame);
    window.clearInterval(this.timers.heartbeat);
  }

  private heartbeat(): void {
    const now = this.d.now();
    if (this.unansweredSince !== null && now - this.unansweredSince > this.d.heartbeatTimeoutMs) return this.d.dead();
    this.unansweredSince ??= now;
    this.d.ping();
  }
}
