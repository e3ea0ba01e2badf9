/**
 * Saved versions of an event's rundown (migration 020, docs/decisions/0032-history-versions-presence.md).
 * A version is written inside the transaction that needs it (an import, a restore) or on its own
 * (Save version, the first GO of a run); the newest VERSIONS_KEEP per event are kept.
 */
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { cueEndAction, cueFieldValue, cueTimeMode, cueTimerType, type CueFieldValue, type Who } from '@showcaller/shared';
import type { Database, RundownVersionsTable } from '../../db/schema.js';
import { storedValue } from '../cueFields/cueField.presenter.js';

/** Versions kept per event: a rundown of 500 cues with tasks is about 200 KB, so at most ~10 MB an event. */
export const VERSIONS_KEEP = 50;

export type VersionRow = Selectable<RundownVersionsTable>;

/** What a version holds; parsed on read, so a damaged row is refused rather than half restored. */
export const snapshotSchema = z.object({
  departments: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.number().int() })),
  cues: z.array(
    z.object({
      id: z.number().int(),
      time: z.string(),
      timeMode: cueTimeMode,
      action: z.string(),
      notes: z.string().nullable(),
      duration: z.number().int().nullable(),
      colorMark: z.string(),
      /** Absent in versions saved before timer types (they leave the cue's timer as it is). */
      timer: z.object({ type: cueTimerType, endAction: cueEndAction, endTime: z.string().nullable() }).optional(),
      /** Custom field id → value (docs/decisions/0034-custom-fields.md); absent in older versions. */
      fields: z.record(z.string(), cueFieldValue).optional(),
    }),
  ),
  tasks: z.array(
    z.object({
      cueId: z.number().int(),
      departmentId: z.number().int(),
      description: z.string(),
      completed: z.boolean(),
      completedAt: z.string().nullable(),
      color: z.string(),
    }),
  ),
});
export type RundownSnapshot = z.infer<typeof snapshotSchema>;

export function versionsRepo(db: Kysely<Database>) {
  return {
    /** The event's rundown as it is now (cues in order; tasks in checklist order). */
    async snapshot(eventId: number): Promise<RundownSnapshot> {
      const [departments, cues, tasks, values] = await Promise.all([
        db
          .selectFrom('departments')
          .select(['id', 'name', 'position'])
          .where('event_id', '=', eventId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db.selectFrom('cues').selectAll().where('event_id', '=', eventId).orderBy('number').orderBy('id').execute(),
        db
          .selectFrom('tasks')
          .innerJoin('cues', 'cues.id', 'tasks.cue_id')
          .select(['tasks.cue_id', 'tasks.department_id', 'tasks.description', 'tasks.completed', 'tasks.completed_at', 'tasks.color'])
          .where('cues.event_id', '=', eventId)
          .orderBy('tasks.cue_id')
          .orderBy('tasks.department_id')
          .orderBy('tasks.position')
          .orderBy('tasks.id')
          .execute(),
        db
          .selectFrom('cue_field_values')
          .innerJoin('cues', 'cues.id', 'cue_field_values.cue_id')
          .select(['cue_field_values.cue_id', 'cue_field_values.field_id', 'cue_field_values.value'])
          .where('cues.event_id', '=', eventId)
          .execute(),
      ]);
      const fieldsOf = new Map<number, Record<string, CueFieldValue>>();
      for (const v of values) {
        const value = storedValue(v.value);
        if (value === undefined) continue;
        const map = fieldsOf.get(v.cue_id) ?? {};
        map[String(v.field_id)] = value;
        fieldsOf.set(v.cue_id, map);
      }
      return {
        departments,
        cues: cues.map((c) => ({
          id: c.id,
          time: c.time,
          timeMode: c.time_mode,
          action: c.action,
          notes: c.notes,
          duration: c.duration,
          colorMark: c.color_mark,
          timer: { type: c.timer_type, endAction: c.end_action, endTime: c.end_time },
          fields: fieldsOf.get(c.id) ?? {},
        })),
        tasks: tasks.map((t) => ({
          cueId: t.cue_id,
          departmentId: t.department_id,
          description: t.description,
          completed: t.completed === 1,
          completedAt: t.completed_at,
          color: t.color,
        })),
      };
    },

    async save(
      eventId: number,
      v: { reason: string; label: string; who: Who; at: string; snapshot: RundownSnapshot },
    ): Promise<VersionRow> {
      const row = await db
        .insertInto('rundown_versions')
        .values({
          event_id: eventId,
          created_at: v.at,
          reason: v.reason,
          label: v.label,
          who_kind: v.who.kind,
          who_id: v.who.id,
          who_label: v.who.label,
          cue_count: v.snapshot.cues.length,
          task_count: v.snapshot.tasks.length,
          snapshot: JSON.stringify(v.snapshot),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const edge = await db
        .selectFrom('rundown_versions')
        .select('id')
        .where('event_id', '=', eventId)
        .orderBy('id', 'desc')
        .offset(VERSIONS_KEEP)
        .limit(1)
        .executeTakeFirst();
      if (edge) await db.deleteFrom('rundown_versions').where('event_id', '=', eventId).where('id', '<=', edge.id).execute();
      return row;
    },

    /** Newest first, without the snapshots. */
    list(eventId: number) {
      return db
        .selectFrom('rundown_versions')
        .select(['id', 'event_id', 'created_at', 'reason', 'label', 'who_kind', 'who_id', 'who_label', 'cue_count', 'task_count'])
        .where('event_id', '=', eventId)
        .orderBy('id', 'desc')
        .execute();
    },

    findById(id: number) {
      return db.selectFrom('rundown_versions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type VersionsRepo = ReturnType<typeof versionsRepo>;
