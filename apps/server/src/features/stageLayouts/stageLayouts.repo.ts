/** SQL of the stage layouts (docs/decisions/0035-stage-layouts-and-lobby.md): the layout rows of an event and their logos. */
import type { Kysely } from 'kysely';
import type { Database, StageLayoutsTable } from '../../db/schema.js';

/** A layout row without its logo's bytes (lists never carry images). */
export type StageLayoutRow = Omit<StageLayoutsTable, 'id' | 'logo_data'> & { id: number };

const COLUMNS = [
  'id',
  'event_id',
  'name',
  'name_key',
  'is_default',
  'config',
  'logo_type',
  'logo_hash',
  'created_at',
  'updated_at',
] as const;

export function stageLayoutsRepo(db: Kysely<Database>) {
  return {
    list(eventId: number): Promise<StageLayoutRow[]> {
      return db.selectFrom('stage_layouts').select(COLUMNS).where('event_id', '=', eventId).orderBy('name_key').execute();
    },

    find(id: number): Promise<StageLayoutRow | undefined> {
      return db.selectFrom('stage_layouts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async count(eventId: number): Promise<number> {
      const r = await db
        .selectFrom('stage_layouts')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    /** Whether another layout of the event has this name (any case). */
    async nameTaken(eventId: number, nameKey: string, exceptId: number | null): Promise<boolean> {
      let q = db.selectFrom('stage_layouts').select('id').where('event_id', '=', eventId).where('name_key', '=', nameKey);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    /** Inserts or updates; a default layout takes the mark from the event's others in the same transaction. */
    async save(
      row: { id: number | null; eventId: number; name: string; nameKey: string; isDefault: boolean; config: string },
      at: string,
    ): Promise<number> {
      return db.transaction().execute(async (tx) => {
        if (row.isDefault) await tx.updateTable('stage_layouts').set({ is_default: 0 }).where('event_id', '=', row.eventId).execute();
        const values = { name: row.name, name_key: row.nameKey, is_default: row.isDefault ? 1 : 0, config: row.config, updated_at: at };
        if (row.id !== null) {
          await tx.updateTable('stage_layouts').set(values).where('id', '=', row.id).execute();
          return row.id;
        }
        const made = await tx
          .insertInto('stage_layouts')
          .values({ ...values, event_id: row.eventId, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return made.id;
      });
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('stage_layouts').where('id', '=', id).execute();
    },

    async setLogo(id: number, logo: { type: string; hash: string; data: string } | null, at: string): Promise<void> {
      await db
        .updateTable('stage_layouts')
        .set({ logo_type: logo?.type ?? null, logo_hash: logo?.hash ?? null, logo_data: logo?.data ?? null, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    logo(
      id: number,
    ): Promise<{ event_id: number; logo_type: string | null; logo_hash: string | null; logo_data: string | null } | undefined> {
      return db
        .selectFrom('stage_layouts')
        .select(['event_id', 'logo_type', 'logo_hash', 'logo_data'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type StageLayoutsRepo = ReturnType<typeof stageLayoutsRepo>;
