/**
 * The one bounded wait of the tests: poll a condition until it holds or the time is up. Used for
 * what arrives asynchronously (a bus message over LISTEN/NOTIFY, a server process becoming
 * healthy, a database coming back). A wait that runs out throws, naming what never happened, so
 * a test fails with a sentence rather than `expected false to be true`.
 *
 * Plain Node (no vitest import): e2e/support can import it too.
 */

export interface UntilOptions {
  /** What is awaited, for the error message ("healthz 200", "the revoked notice"). */
  what?: string;
  /** Give up after this long (default 2000 ms). */
  timeoutMs?: number;
  /** Pause between checks (default 10 ms). */
  intervalMs?: number;
}

/**
 * Resolves with the milliseconds waited once `check` returns true; rejects after `timeoutMs`.
 * A check that throws counts as "not yet" (a server still starting refuses connections).
 */
export async function until(check: () => boolean | Promise<boolean>, opts: UntilOptions = {}): Promise<number> {
  const { what = 'the condition', timeoutMs = 2000, intervalMs = 10 } = opts;
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() - started >= timeoutMs) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`${what} did not happen within ${timeoutMs} ms${cause}`);
    }
    // eslint-disable-next-line no-restricted-syntax -- the pause between two tries of the poll, not a wait standing in for a condition: until() throws at its deadline
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Waits for `GET {baseUrl}/healthz` to answer 200: a server process of the test's own is up. */
export function untilHealthy(baseUrl: string, opts: Omit<UntilOptions, 'what'> = {}): Promise<number> {
  return until(async () => (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok, {
    what: `${baseUrl}/healthz answering 200`,
    timeoutMs: 20_000,
    intervalMs: 100,
    ...opts,
  });
}
