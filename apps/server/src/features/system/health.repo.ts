/** The health check's question to the database (routes hold no SQL, docs/architecture.md#layers). */
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

export function healthRepo(db: Db) {
  return {
    engine: db.engine,
    /** One round trip: answers when the database does. */
    async probe(): Promise<void> {
      await sql`select 1`.execute(db.kysely);
    },
  };
}
export type HealthRepo = ReturnType<typeof healthRepo>;
