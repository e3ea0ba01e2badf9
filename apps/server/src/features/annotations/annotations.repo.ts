import type { Kysely, Selectable } from 'kysely';
import type { AnnotationsTable, Database } from '../../db/schema.js';

export type AnnotationRow = Selectable<AnnotationsTable>;
export type NewAnnotationRow = Omit<AnnotationRow, 'id' | 'share_link_id'> & { share_link_id?: number | null };

export function annotationsRepo(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('annotations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** An event's notes, oldest first, optionally only those about one target. */
    listForEvent(eventId: number, target: { targetType?: string | undefined; targetId?: number | undefined }) {
      let q = db.selectFrom('annotations').selectAll().where('event_id', '=', eventId);
      if (target.targetType !== undefined) q = q.where('target_type', '=', target.targetType);
      if (target.targetId !== undefined) q = q.where('target_id', '=', target.targetId);
      return q.orderBy('created_at').orderBy('id').execute();
    },
    async insert(row: NewAnnotationRow) {
      const r = await db.insertInto('annotations').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Pick<AnnotationRow, 'content' | 'updated_at'>) {
      await db.updateTable('annotations').set(patch).where('id', '=', id).execute();
    },
    async delete(id: number) {
      await db.deleteFrom('annotations').where('id', '=', id).execute();
    },
  };
}
export type AnnotationsRepo = ReturnType<typeof annotationsRepo>;
