/**
 * SQL of access codes of every kind (docs/decisions/0004-access-codes.md): which codes are held, who holds one, and the
 * record of retired codes. A new kind (the stage code) adds its column to `held` and `findHolder`.
 */
import type { Kysely } from 'kysely';
import type { CodeKind, Database } from '../../db/schema.js';

export type CodeHolder =
  | { kind: 'caller'; eventId: number; eventName: string }
  | { kind: 'stage'; eventId: number; eventName: string }
  | { kind: 'department'; eventId: number; eventName: string; departmentId: number; departmentName: string };

export interface RetiringCode {
  code: string | null;
  kind: CodeKind;
}

export function codesRepo(db: Kysely<Database>) {
  async function isRetired(code: string): Promise<boolean> {
    const r = await db.selectFrom('retired_codes').select('code').where('code', '=', code).executeTakeFirst();
    return r !== undefined;
  }

  return {
    isRetired,

    /** Held by an event or a department now, or retired: in either case never to be issued. */
    async taken(code: string): Promise<boolean> {
      const held = await db
        .selectFrom('events')
        .select('id')
        .where('show_caller_code', '=', code)
        .unionAll(db.selectFrom('departments').select('id').where('access_code', '=', code))
        .unionAll(db.selectFrom('stage_displays').select('event_id as id').where('stage_code', '=', code))
        .executeTakeFirst();
      return held !== undefined || (await isRetired(code));
    },

    /** The event or department holding a code now; the caller checks `isRetired` first. */
    async findHolder(code: string): Promise<CodeHolder | undefined> {
      const ev = await db.selectFrom('events').select(['id', 'name']).where('show_caller_code', '=', code).executeTakeFirst();
      if (ev) return { kind: 'caller', eventId: ev.id, eventName: ev.name };
      const stage = await db
        .selectFrom('stage_displays as s')
        .innerJoin('events as e', 'e.id', 's.event_id')
        .select(['e.id', 'e.name'])
        .where('s.stage_code', '=', code)
        .executeTakeFirst();
      if (stage) return { kind: 'stage', eventId: stage.id, eventName: stage.name };
      const dep = await db
        .selectFrom('departments as d')
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .select(['d.id', 'd.name', 'd.event_id', 'e.name as event_name'])
        .where('d.access_code', '=', code)
        .executeTakeFirst();
      if (!dep) return undefined;
      return { kind: 'department', eventId: dep.event_id, eventName: dep.event_name, departmentId: dep.id, departmentName: dep.name };
    },

    async retire(codes: readonly RetiringCode[], at: string): Promise<void> {
      const rows = codes.flatMap((c) => (c.code ? [{ code: c.code, kind: c.kind, retired_at: at }] : []));
      if (rows.length === 0) return;
      await db
        .insertInto('retired_codes')
        .values(rows)
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    },

    /** Every code of the given events (their show caller, stage and department codes). */
    async codesOfEvents(eventIds: readonly number[]): Promise<RetiringCode[]> {
      if (eventIds.length === 0) return [];
      const events = await db.selectFrom('events').select('show_caller_code as code').where('id', 'in', eventIds).execute();
      const departments = await db.selectFrom('departments').select('access_code as code').where('event_id', 'in', eventIds).execute();
      const stages = await db.selectFrom('stage_displays').select('stage_code as code').where('event_id', 'in', eventIds).execute();
      return [
        ...events.map((e) => ({ code: e.code, kind: 'caller' as const })),
        ...stages.map((s) => ({ code: s.code, kind: 'stage' as const })),
        ...departments.map((d) => ({ code: d.code, kind: 'department' as const })),
      ];
    },
  };
}
export type CodesRepo = ReturnType<typeof codesRepo>;
