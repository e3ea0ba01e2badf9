/**
 * Counts attempts per key in fixed windows, for the rate limits on logins, registrations, password
 * calls and access-code guesses (docs/decisions/0014-errors-are-json-sentences.md).
 *
 * With SQLite there is one process and the counts live in its memory. With PostgreSQL there may
 * be N processes behind a balancer: counts in memory would allow N times the limit, so they live
 * in the database (`rate_limit_buckets`), one atomic upsert per attempt, and every process sees
 * the same count. If the database cannot count, this process counts alone rather than letting
 * every attempt through or refusing all of them.
 */
import { english } from '../lib/i18n.js';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemClock } from '../lib/clock.js';
import { attemptBucketsRepo, type AttemptBucketsRepo } from './attemptBuckets.repo.js';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  count: number;
  /** When the current window ends, from now. */
  resetInMs: number;
}

export interface AttemptCounter {
  /** Records one attempt of `key`. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
}

const SWEEP_AT = 10_000;
export const MINUTE_MS = 60_000;

/** The counter of one process. */
export function memoryCounter(now: () => number): AttemptCounter & { hitNow(key: string, windowMs: number): AttemptCount } {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  const hitNow = (key: string, windowMs: number): AttemptCount => {
    const at = now();
    if (windows.size >= SWEEP_AT) {
      for (const [k, w] of windows) if (at - w.start >= w.windowMs) windows.delete(k);
    }
    const w = windows.get(key);
    if (!w || at - w.start >= windowMs) {
      windows.set(key, { start: at, count: 1, windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.start + windowMs - at };
  };
  return { hitNow, hit: async (key, windowMs) => hitNow(key, windowMs) };
}

/** The counter every process shares, in the database; this process's own count while it cannot. */
export function databaseCounter(d: { repo: AttemptBucketsRepo; now: () => number; log: FastifyBaseLogger }): AttemptCounter {
  const fallback = memoryCounter(d.now);
  let warnedAt = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, windowMs) {
      const at = d.now();
      try {
        const row = await d.repo.hit(key, at, windowMs);
        return { count: row.count, resetInMs: Math.max(0, row.windowStart + windowMs - at) };
      } catch (err) {
        if (at - warnedAt >= MINUTE_MS) {
          warnedAt = at;
          d.log.warn({ err }, 'rate-limit counts unavailable in the database; counting in this process');
        }
        return fallback.hitNow(key, windowMs);
      }
    },
  };
}

export const TOO_MANY_CODES = english('errors.realtime.tooManyCodes');

/**
 * The one budget of access-code guesses per client address: `POST /api/access` and WebSocket
 * subscribe frames that carry a code draw from the same bucket, so neither way in adds to the other.
 */
export interface CodeGuesses {
  /** Records one guess from `ip`; `ok` is false when the address is over its budget. */
  take(ip: string): Promise<{ ok: boolean; retryAfterSeconds: number }>;
}

export function codeGuesses(counter: AttemptCounter, perMinute: number): CodeGuesses {
  return {
    async take(ip) {
      const { count, resetInMs } = await counter.hit(`code|${ip}`, MINUTE_MS);
      return { ok: count <= perMinute, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
  };
}

const routeParams = z.object({
  routeInfo: z.object({ method: z.union([z.string(), z.array(z.string())]), url: z.string() }),
});

/**
 * A store for @fastify/rate-limit over `counter`. Each route keeps a bucket of its own (its
 * method and path prefix the key), as the plugin's own in-memory store does.
 */
export function rateLimitStore(counter: AttemptCounter) {
  return class AttemptStore implements FastifyRateLimitStore {
    /** The route's method and path, or 'global'. */
    readonly bucket: string;
    /** The plugin passes its options here, and a route's (with `routeInfo`) to `child`. */
    constructor(params: unknown) {
      const parsed = routeParams.safeParse(params);
      this.bucket = parsed.success ? `${[parsed.data.routeInfo.method].flat().join(',')} ${parsed.data.routeInfo.url}` : 'global';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      counter.hit(`${this.bucket}|${key}`, timeWindow ?? MINUTE_MS).then(
        (r) => callback(null, { current: r.count, ttl: r.resetInMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(params: unknown): AttemptStore {
      return new AttemptStore(params);
    }
  } satisfies FastifyRateLimitStoreCtor;
}

/**
 * One count per address for each limit (services.ts). On PostgreSQL the counts live in the
 * database, so N processes allow the limit once, not N times (README "What is per process").
 * Limits count wall-clock minutes (as @fastify/rate-limit's own store did), not a test's frozen clock.
 */
export function attemptLimits(d: { engine: 'sqlite' | 'postgres'; db: Kysely<Database>; log: FastifyBaseLogger; codePerMinute: number }) {
  const wallClock = () => systemClock.now();
  const buckets = d.engine === 'postgres' ? attemptBucketsRepo(d.db) : undefined;
  const attempts = buckets ? databaseCounter({ repo: buckets, now: wallClock, log: d.log }) : memoryCounter(wallClock);
  return { buckets, attempts, codeGuesses: codeGuesses(attempts, d.codePerMinute) };
}
