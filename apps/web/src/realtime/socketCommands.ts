/**
 * Cue commands over the live socket (docs/architecture.md#the-live-path-a-go-from-the-key-press-to-the-crew-screen): a `command` frame with a request id,
 * answered by the server's `commandResult` with that id. The status itself arrives as its
 * `cueStatusUpdate` frame before the answer, on the same socket, so the screen applies it once.
 */

/** A command sent over the socket and not answered in this time is reported as lost. */
export const COMMAND_TIMEOUT_MS = 5000;

/** The server's answer, or 'lost': the socket dropped (or went silent) before it came, so the command may or may not have run. */
export type SocketCommandAnswer = { ok: boolean; error?: string; info?: string } | 'lost';

interface Pending {
  resolve: (a: SocketCommandAnswer) => void;
  timer: number;
  socket: WebSocket;
}

export class SocketCommands {
  private readonly pending = new Map<string, Pending>();
  private count = 0;

  /** Sends through `send` (the frame with the id) and resolves with the answer for that id. */
  run(socket: WebSocket, send: (requestId: string) => void): Promise<SocketCommandAnswer> {
    const requestId = `c${++this.count}`;
    return new Promise<SocketCommandAnswer>((resolve) => {
      const timer = window.setTimeout(() => this.settle(requestId, 'lost'), COMMAND_TIMEOUT_MS);
      this.pending.set(requestId, { resolve, timer, socket });
      send(requestId);
    });
  }

  /** A `commandResult` (or a loss) for a request of this screen; an unknown id changes nothing. */
  settle(requestId: string, answer: SocketCommandAnswer): void {
    const p = this.pending.get(requestId);
    if (!p) return;
    this.pending.delete(requestId);
    window.clearTimeout(p.timer);
    p.resolve(answer);
  }

  /** The socket closed: its commands' answers will never come. */
  lostWith(socket: WebSocket | null): void {
    for (const [requestId, p] of this.pending) if (p.socket === socket) this.settle(requestId, 'lost');
  }
}
