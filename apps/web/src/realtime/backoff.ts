/** Reconnect delays: exponential backoff with full jitter (a random wait up to the capped ceiling). */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 15_000 };

/** The shortest wait, so a burst of failures never turns into a hot loop. */
const MIN_DELAY_MS = 100;

/** Delay before reconnect attempt `attempt` (0 = the first retry). `random` returns [0, 1). */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.max(MIN_DELAY_MS, Math.round(random() * ceiling));
}
