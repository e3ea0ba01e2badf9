/**
 * Per-cue OSC triggers as part of the rundown (docs/decisions/0009-excel-round-trip.md): the export lists them per cue and an
 * import writes them in the same transaction as the cues. The Integrations tab edits them one cue
 * at a time through integrations.repo.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import type { CueTrigger } from '@showcaller/shared';
import type { CueTriggersTable, Database } from '../../db/schema.js';
import { parseTriggers } from '../integrations/showControl.js';

export function cueTriggersRepo(db: Kysely<Database>) {
  return {
    /** Cue id → its triggers in order; cues without triggers are absent. */
    async listForEvent(eventId: number): Promise<Map<number, CueTrigger[]>> {
      const rows = await db
        .selectFrom('cue_triggers')
        .innerJoin('cues', 'cues.id', 'cue_triggers.cue_id')
        .select(['cue_triggers.cue_id', 'cue_triggers.on_status', 'cue_triggers.address', 'cue_triggers.args'])
        .where('cues.event_id', '=', eventId)
        .orderBy('cue_triggers.cue_id')
        .orderBy('cue_triggers.position')
        .execute();
      const byCue = new Map<number, CueTrigger[]>();
      for (const r of rows) {
        const parsed = parseTriggers([r]);
        if (parsed.length === 0) continue;
        const list = byCue.get(r.cue_id);
        if (list) list.push(...parsed);
        else byCue.set(r.cue_id, parsed);
      }
      return byCue;
    },
    async insertForCue(cueId: number, triggers: readonly CueTrigger[]): Promise<void> {
      if (triggers.length === 0) return;
      const rows: Insertable<CueTriggersTable>[] = triggers.map((t, position) => ({
        cue_id: cueId,
        on_status: t.on,
        address: t.address,
        args: JSON.stringify(t.args),
        position,
      }));
      await db.insertInto('cue_triggers').values(rows).execute();
    },
    /**
     * Rewrites the text of every trigger of the event's cues that holds a field placeholder (its
     * address and its string arguments) with `rewrite`; answers how many triggers changed.
     */
    async rewriteFieldPlaceholders(eventId: number, rewrite: (text: string) => string): Promise<number> {
      const rows = await db
        .selectFrom('cue_triggers')
        .innerJoin('cues', 'cues.id', 'cue_triggers.cue_id')
        .select(['cue_triggers.id', 'cue_triggers.address', 'cue_triggers.args'])
        .where('cues.event_id', '=', eventId)
        .where((eb) => eb.or([eb('cue_triggers.address', 'like', '%{cue.field.%'), eb('cue_triggers.args', 'like', '%{cue.field.%')]))
        .execute();
      let changed = 0;
      for (const row of rows) {
        const address = rewrite(row.address);
        const args = parseTriggers([{ on_status: 'go', address: row.address, args: row.args }])[0]?.args ?? [];
        const next = args.map((a) => (typeof a.value === 'string' ? { ...a, value: rewrite(a.value) } : a));
        if (address === row.address && next.every((a, i) => a.value === args[i]?.value)) continue;
        await db
          .updateTable('cue_triggers')
          .set({ address, args: JSON.stringify(next) })
          .where('id', '=', row.id)
          .execute();
        changed += 1;
      }
      return changed;
    },
  };
}
export type CueTriggersRepo = ReturnType<typeof cueTriggersRepo>;
