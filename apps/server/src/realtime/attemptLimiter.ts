/**
 * Counts attempts per key (a client address) in fixed one-minute windows: access codes sent in
 * WebSocket subscribe frames get the same bound as `POST /api/access`, so a socket cannot be
 * used to guess codes at thousands a second.
 */
export interface AttemptLimiter {
  /** Records one attempt; false when `key` is over its limit for the current window. */
  take(key: string): boolean;
}

const WINDOW_MS = 60_000;
const SWEEP_AT = 10_000;

export function attemptLimiter(perMinute: number, now: () => number): AttemptLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const at = now();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || at - w.start >= WINDOW_MS) {
        windows.set(key, { start: at, count: 1 });
        return perMinute >= 1;
      }
      w.count += 1;
      return w.count <= perMinute;
    },
  };
}
