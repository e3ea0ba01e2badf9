/**
 * The server clock, NTP-style (docs/decisions/0001-server-owned-time.md): each ping/pong (or a timed HTTP read) gives a sample;
 * the one with the smallest round trip is the most trustworthy, so its offset wins.
 */
export interface ClockSample {
  rttMs: number;
  /** serverTime − the local midpoint of the round trip. */
  offsetMs: number;
}

/** t0: local send time, t1: local receive time, serverTime: what the server read in between. */
export function clockSample(t0: number, t1: number, serverTime: number): ClockSample {
  return { rttMs: Math.max(0, t1 - t0), offsetMs: serverTime - (t0 + t1) / 2 };
}

export class ClockSync {
  private samples: ClockSample[] = [];

  /** Older samples drop out so slow drift of either clock is followed. */
  constructor(private readonly keep = 10) {}

  add(sample: ClockSample): void {
    if (!Number.isFinite(sample.rttMs) || !Number.isFinite(sample.offsetMs)) return;
    this.samples.push(sample);
    if (this.samples.length > this.keep) this.samples.shift();
  }

  /** The sample with the smallest round trip, or null before the first one. */
  best(): ClockSample | null {
    let best: ClockSample | null = null;
    for (const s of this.samples) if (best === null || s.rttMs < best.rttMs) best = s;
    return best;
  }

  get offsetMs(): number {
    return this.best()?.offsetMs ?? 0;
  }

  get size(): number {
    return this.samples.length;
  }
}
