/** Share links' SQL (migration 018, docs/decisions/0036-share-links.md). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShareLinksTable } from '../../db/schema.js';

export type ShareLinkRow = Selectable<ShareLinksTable>;

export function shareLinksRepo(db: Kysely<Database>) {
  return {
    async insert(row: Omit<ShareLinkRow, 'id' | 'revoked_at'>): Promise<number> {
      const r = await db
        .insertInto('share_links')
        .values({ ...row, revoked_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    findById(id: number) {
      return db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByToken(token: string) {
      return db.selectFrom('share_links').selectAll().where('token', '=', token).executeTakeFirst();
    },
    /** The event's links not revoked, newest first (expired ones too: the list says so). */
    listOpen(eventId: number) {
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },
    /** Marks the link revoked; false when it already was (another request won). */
    async revoke(id: number, atIso: string): Promise<boolean> {
      const r = await db
        .updateTable('share_links')
        .set({ revoked_at: atIso })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type ShareLinksRepo = ReturnType<typeof shareLinksRepo>;
