/** SQL of the lobby links (docs/decisions/0035-stage-layouts-and-lobby.md): one per production or single event, found by its token's hash. */
import type { Kysely } from 'kysely';
import type { Database, LobbyLinksTable } from '../../db/schema.js';

export type LobbyTarget = { kind: 'production'; id: number } | { kind: 'event'; id: number };
export type LobbyLinkRow = Omit<LobbyLinksTable, 'id'> & { id: number };

const column = (t: LobbyTarget) => (t.kind === 'production' ? 'production_id' : 'event_id');

export function lobbyRepo(db: Kysely<Database>) {
  return {
    linkOf(t: LobbyTarget): Promise<LobbyLinkRow | undefined> {
      return db.selectFrom('lobby_links').selectAll().where(column(t), '=', t.id).executeTakeFirst();
    },

    byHash(tokenHash: string): Promise<LobbyLinkRow | undefined> {
      return db.selectFrom('lobby_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The target's new link; the old one (if any) is gone in the same transaction. */
    async replace(t: LobbyTarget, row: { tokenHash: string; timeZone: string; showCues: boolean }, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('lobby_links').where(column(t), '=', t.id).execute();
        await tx
          .insertInto('lobby_links')
          .values({
            production_id: t.kind === 'production' ? t.id : null,
            event_id: t.kind === 'event' ? t.id : null,
            token_hash: row.tokenHash,
            time_zone: row.timeZone,
            show_cues: row.showCues ? 1 : 0,
            created_at: at,
          })
          .execute();
      });
    },

    async remove(t: LobbyTarget): Promise<void> {
      await db.deleteFrom('lobby_links').where(column(t), '=', t.id).execute();
    },

    async setShowCues(t: LobbyTarget, showCues: boolean): Promise<void> {
      await db
        .updateTable('lobby_links')
        .set({ show_cues: showCues ? 1 : 0 })
        .where(column(t), '=', t.id)
        .execute();
    },

    /** Events of these whose show has ended at least once (a show that went live again reads as on, from its status). */
    async ended(eventIds: number[]): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db.selectFrom('show_ends').select('event_id').distinct().where('event_id', 'in', eventIds).execute();
      return new Set(rows.map((r) => r.event_id));
    },

    /** The cues of these events in rundown order: only what the lobby may show. */
    cues(eventIds: number[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('cues')
        .select(['id', 'event_id', 'action', 'time', 'duration', 'time_mode', 'timer_type', 'end_time'])
        .where('event_id', 'in', eventIds)
        .orderBy('event_id')
        .orderBy('number')
        .orderBy('id')
        .execute();
    },
  };
}
export type LobbyRepo = ReturnType<typeof lobbyRepo>;
