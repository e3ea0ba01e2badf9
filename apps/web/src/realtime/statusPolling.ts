/**
 * While the socket is down, the live connection reads the cue status over HTTP every `everyMs`
 * (docs/architecture.md#the-websocket-protocol): one read at a time, the one under way dropped when
 * the socket is back.
 */
export interface StatusPollingDeps {
  everyMs: number;
  now(): number;
  fetchStatus(signal: AbortSignal): Promise<unknown>;
  /** An answer, with the time its request left (for the clock). */
  onAnswer(raw: unknown, sentAt: number): void;
}

export class StatusPolling {
  private timer = 0;
  private abort: AbortController | null = null;

  constructor(private readonly d: StatusPollingDeps) {}

  start(): void {
    if (this.timer !== 0) return;
    this.timer = window.setInterval(() => void this.poll(), this.d.everyMs);
  }

  stop(): void {
    window.clearInterval(this.timer);
    this.timer = 0;
    this.abort?.abort();
    this.abort = null;
  }

  private async poll(): Promise<void> {
    if (this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    const sentAt = this.d.now();
    try {
      const raw = await this.d.fetchStatus(abort.signal);
      if (!abort.signal.aborted) this.d.onAnswer(raw, sentAt);
    } catch {
      // Still down; the indicator already says so.
    } finally {
      if (this.abort === abort) this.abort = null;
    }
  }
}
