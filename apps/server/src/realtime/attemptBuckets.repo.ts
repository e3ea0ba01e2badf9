/** Rate-limit counts shared by every process on one PostgreSQL database (see attemptLimiter.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function attemptBucketsRepo(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt in `key`'s current window, or starts a new window when the last one is
     * over, in one statement: concurrent attempts from several processes each get their own count.
     * (Both engines evaluate every SET expression against the row as it was.)
     */
    async hit(key: string, nowMs: number, windowMs: number): Promise<{ count: number; windowStart: number }> {
      const staleBefore = nowMs - windowMs;
      const row = await db
        .insertInto('rate_limit_buckets')
        .values({ key, window_start: nowMs, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const stale = eb('rate_limit_buckets.window_start', '<=', staleBefore);
            return {
              count: eb
                .case()
                .when(stale)
                .then(1)
                .else(eb('rate_limit_buckets.count', '+', 1))
                .end(),
              window_start: eb.case().when(stale).then(nowMs).else(eb.ref('rate_limit_buckets.window_start')).end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.window_start) };
    },
    /** Forgets windows that ended before `beforeMs`. */
    async prune(beforeMs: number): Promise<number> {
      const r = await db.deleteFrom('rate_limit_buckets').where('window_start', '<', beforeMs).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
export type AttemptBucketsRepo = ReturnType<typeof attemptBucketsRepo>;
