/**
 * Ends sessions when their time is up (docs/decisions/0007-sessions.md). Expiry is
 * otherwise only noticed when a token is next used, and an open socket uses none: the sweep
 * deletes expired sessions (and those of demo accounts whose demo is over) through the sessions
 * repository, which announces them, so every process closes their sockets. It wakes at the next
 * expiry, not on a coarse period, so a socket outlives its session by well under a second.
 * Every process sweeps; a row is deleted by one of them only, and announced once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { SessionsRepo } from '../features/accounts/sessions.repo.js';

/** Longest sleep: a session created meanwhile by another process is picked up by then. */
export const SWEEP_MAX_WAIT_MS = 60_000;
/** Shortest sleep, so a run of sessions ending a few ms apart costs a few sweeps, not hundreds. */
export const SWEEP_MIN_WAIT_MS = 200;

/** How long to sleep before the next sweep, given when the next session ends. */
export function sweepDelay(nowMs: number, nextEndIso: string | undefined): number {
  if (nextEndIso === undefined) return SWEEP_MAX_WAIT_MS;
  const until = Date.parse(nextEndIso) - nowMs;
  if (!Number.isFinite(until)) return SWEEP_MAX_WAIT_MS;
  // Just swept, yet something ended already: a time the sweep's text comparison cannot match.
  // Waking every 200 ms for it forever would be a busy loop; the next full wait will do.
  if (until <= 0) return SWEEP_MAX_WAIT_MS;
  return Math.min(SWEEP_MAX_WAIT_MS, Math.max(SWEEP_MIN_WAIT_MS, until));
}

export interface SessionSweepDeps {
  sessions: Pick<SessionsRepo, 'deleteExpired' | 'deleteOfExpiredDemos' | 'nextEnd'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Other bookkeeping that belongs on the same timer (old rate-limit windows). */
  alsoEveryMinute?: () => Promise<unknown>;
}

export function sessionSweep(d: SessionSweepDeps) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastMinutely = Number.NEGATIVE_INFINITY;

  /** Deletes what has ended now; returns how many sessions ended. */
  async function run(): Promise<number> {
    const nowIso = new Date(d.clock.now()).toISOString();
    const n = (await d.sessions.deleteExpired(nowIso)) + (await d.sessions.deleteOfExpiredDemos(nowIso));
    if (d.alsoEveryMinute && d.clock.now() - lastMinutely >= SWEEP_MAX_WAIT_MS) {
      lastMinutely = d.clock.now();
      await d.alsoEveryMinute();
    }
    return n;
  }

  async function tick(): Promise<void> {
    let delay: number;
    try {
      const n = await run();
      if (n > 0) d.log.info({ ended: n }, 'expired sessions ended');
      delay = sweepDelay(d.clock.now(), await d.sessions.nextEnd());
    } catch (err) {
      // The database is away: try again soon; sessions that expired meanwhile end then.
      d.log.warn({ err }, 'session sweep failed');
      delay = 5_000;
    }
    if (closed) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  return {
    run,
    start(): void {
      if (timer || closed) return;
      void tick();
    },
    close(): void {
      closed = true;
      clearTimeout(timer);
    },
  };
}
export type SessionSweep = ReturnType<typeof sessionSweep>;
