/**
 * The SQL of custom fields (docs/decisions/0034-custom-fields.md): an event's typed columns and
 * each cue's values (JSON text). Writes run inside the rundown transaction (rundown.repo.ts), so
 * a name check and its insert are serialised per event on PostgreSQL too.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CueFieldsTable } from '../../db/schema.cueFields.js';

export type CueFieldRow = Selectable<CueFieldsTable>;
export type NewCueFieldRow = Insertable<CueFieldsTable>;
export interface CueFieldValueDbRow {
  cue_id: number;
  field_id: number;
  value: string;
}

export function cueFieldsRepo(db: Kysely<Database>) {
  return {
    listForEvent(eventId: number): Promise<CueFieldRow[]> {
      return db.selectFrom('cue_fields').selectAll().where('event_id', '=', eventId).orderBy('position').orderBy('id').execute();
    },
    findById(id: number): Promise<CueFieldRow | undefined> {
      return db.selectFrom('cue_fields').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(row: NewCueFieldRow): Promise<number> {
      const r = await db.insertInto('cue_fields').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    async update(id: number, patch: Updateable<CueFieldsTable>): Promise<void> {
      await db.updateTable('cue_fields').set(patch).where('id', '=', id).execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('cue_field_values').where('field_id', '=', id).execute();
      await db.deleteFrom('cue_fields').where('id', '=', id).execute();
    },
    async setPosition(id: number, position: number): Promise<void> {
      await db.updateTable('cue_fields').set({ position }).where('id', '=', id).execute();
    },
    async nextPosition(eventId: number): Promise<number> {
      const r = await db
        .selectFrom('cue_fields')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1;
    },

    /** Every value of the event's fields (`fieldIds`: only these), cues in no particular order. */
    listValues(eventId: number, fieldIds?: readonly number[]): Promise<CueFieldValueDbRow[]> {
      let q = db
        .selectFrom('cue_field_values')
        .innerJoin('cue_fields', 'cue_fields.id', 'cue_field_values.field_id')
        .select(['cue_field_values.cue_id', 'cue_field_values.field_id', 'cue_field_values.value'])
        .where('cue_fields.event_id', '=', eventId);
      if (fieldIds) {
        if (fieldIds.length === 0) return Promise.resolve([]);
        q = q.where('cue_field_values.field_id', 'in', fieldIds);
      }
      return q.orderBy('cue_field_values.field_id').orderBy('cue_field_values.cue_id').execute();
    },
    /** One cue's values (OSC templates and webhook payloads). */
    valuesForCue(cueId: number): Promise<CueFieldValueDbRow[]> {
      return db.selectFrom('cue_field_values').selectAll().where('cue_id', '=', cueId).execute();
    },
    /** One cue's stored value of one field (JSON text), or undefined. */
    async valueOf(cueId: number, fieldId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('cue_field_values')
        .select('value')
        .where('cue_id', '=', cueId)
        .where('field_id', '=', fieldId)
        .executeTakeFirst();
      return row?.value;
    },
    valuesForField(fieldId: number): Promise<CueFieldValueDbRow[]> {
      return db.selectFrom('cue_field_values').selectAll().where('field_id', '=', fieldId).orderBy('cue_id').execute();
    },
    /** Sets (JSON text) or clears (null) one value. */
    async setValue(cueId: number, fieldId: number, value: string | null): Promise<void> {
      if (value === null) {
        await db.deleteFrom('cue_field_values').where('cue_id', '=', cueId).where('field_id', '=', fieldId).execute();
        return;
      }
      await db
        .insertInto('cue_field_values')
        .values({ cue_id: cueId, field_id: fieldId, value })
        .onConflict((oc) => oc.columns(['cue_id', 'field_id']).doUpdateSet({ value }))
        .execute();
    },
    /** Clears every value of these cues (a version restore writes them again). */
    async clearValuesOf(cueIds: readonly number[]): Promise<void> {
      for (let i = 0; i < cueIds.length; i += 500)
        await db
          .deleteFrom('cue_field_values')
          .where('cue_id', 'in', cueIds.slice(i, i + 500))
          .execute();
    },
    async insertValues(rows: readonly CueFieldValueDbRow[]): Promise<void> {
      // 500 rows a statement: well under SQLite's 32,766 bound parameters.
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto('cue_field_values')
          .values(rows.slice(i, i + 500))
          .execute();
    },
  };
}
export type CueFieldsRepo = ReturnType<typeof cueFieldsRepo>;
