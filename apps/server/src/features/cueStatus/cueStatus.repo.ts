import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { cueStatusSchema, cueStatusValue } from '@showcaller/shared';
import type { CueStatusTable, Database } from '../../db/schema.js';
import type { CueRef, StatusState } from '../../timing/transitions.js';
import { asRunLogRepo, type AsRunRow } from '../report/asRunLog.repo.js';

export type CueStatusRow = Selectable<CueStatusTable>;

/** This process's time zone (the TZ setting): time-of-day cues of an event outside a production end in it. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function rowToState(r: CueStatusRow): StatusState {
  return {
    currentCueId: r.current_cue_id,
    status: r.status,
    elapsedBase: r.elapsed_base,
    runningSince: r.running_since === null ? null : Number(r.running_since),
    autoAdvance: r.auto_advance === 1,
    display: r.display,
    overtimeNotified: r.overtime_notified === 1,
    changedAt: Date.parse(r.updated_at),
    live: r.live === 1,
    movedBy: r.moved_by,
  };
}

function stateToRow(s: StatusState) {
  return {
    current_cue_id: s.currentCueId,
    status: s.status,
    elapsed_base: s.elapsedBase,
    running_since: s.runningSince,
    auto_advance: s.autoAdvance ? 1 : 0,
    display: s.display,
    overtime_notified: s.overtimeNotified ? 1 : 0,
    updated_at: new Date(s.changedAt).toISOString(),
    live: s.live ? 1 : 0,
    moved_by: s.movedBy,
  };
}

/** A task a refresh un-ticked, with the time it had been ticked (an undo ticks it again with it). */
export interface UntickedTask {
  id: number;
  completedAt: string | null;
}

/** What the last undoable change replaced (migration 009). */
export interface UndoRecord {
  version: number;
  state: StatusState;
  tasks: UntickedTask[];
  atMs: number;
}

/** A stored undo record is data the database hands back: parsed, never cast. */
const storedState = z.object({
  currentCueId: z.number().int().nullable(),
  status: cueStatusValue,
  elapsedBase: z.number(),
  runningSince: z.number().nullable(),
  autoAdvance: z.boolean(),
  display: z.enum(['refresh', 'back']).nullable(),
  overtimeNotified: z.boolean(),
  changedAt: z.number(),
  live: z.boolean(),
  movedBy: cueStatusSchema.shape.movedBy.unwrap().unwrap().nullable(),
}) satisfies z.ZodType<StatusState>;
const storedTasks = z.array(z.object({ id: z.number().int(), completedAt: z.string().nullable() })) satisfies z.ZodType<UntickedTask[]>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The record, or undefined when it does not parse (then there is nothing to undo, never a 500). */
function parseUndo(r: { version: number; state: string; tasks: string; at_ms: number | string }): UndoRecord | undefined {
  const state = storedState.safeParse(parseJson(r.state));
  const tasks = storedTasks.safeParse(parseJson(r.tasks));
  if (!state.success || !tasks.success) return undefined;
  return { version: r.version, state: state.data, tasks: tasks.data, atMs: Number(r.at_ms) };
}

export interface CueSummary {
  id: number;
  number: number;
  action: string;
}

function summaryWith(db: Kysely<Database>, cueId: number): Promise<CueSummary | undefined> {
  return db.selectFrom('cues').select(['id', 'number', 'action']).where('id', '=', cueId).executeTakeFirst();
}

/** Writes `s` if the row is still at `expectedVersion` (null: no row yet); the new version, or null. */
async function saveWith(db: Kysely<Database>, eventId: number, s: StatusState, expectedVersion: number | null): Promise<number | null> {
  if (expectedVersion === null) {
    const r = await db
      .insertInto('cue_status')
      .values({ event_id: eventId, ...stateToRow(s), version: 1 })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : null;
  }
  const r = await db
    .updateTable('cue_status')
    .set({ ...stateToRow(s), version: expectedVersion + 1 })
    .where('event_id', '=', eventId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? expectedVersion + 1 : null;
}

/**
 * A refresh un-completes the cue's tasks; nothing is deleted (docs/decisions/0002-refresh-uncompletes-tasks.md).
 * Answers the tasks it un-ticked with their completedAt, for an undo.
 */
async function uncompleteWith(db: Kysely<Database>, cueId: number, nowIso: string): Promise<UntickedTask[]> {
  const ticked = await db
    .selectFrom('tasks')
    .select(['id', 'completed_at'])
    .where('cue_id', '=', cueId)
    .where('completed', '=', 1)
    .execute();
  if (ticked.length === 0) return [];
  await db
    .updateTable('tasks')
    .set({ completed: 0, completed_at: null, updated_at: nowIso })
    .where(
      'id',
      'in',
      ticked.map((t) => t.id),
    )
    .where('completed', '=', 1)
    .execute();
  return ticked.map((t) => ({ id: t.id, completedAt: t.completed_at }));
}

/** A GO the double-GO guard refused: how long after the last committed GO it came, and the event's guard. */
export interface GoIgnored {
  ignored: { sinceMs: number; guardMs: number };
}

/**
 * The double-GO guard (docs/decisions/0030-double-go-guard.md), inside the command's transaction: the event's guard and the last
 * committed GO press are read from the database, never from this process's memory, so a second
 * process's GO counts. Inside the guard the refusal is written to the as-run log ('go-ignored') and
 * nothing else changes. A GO racing another on PostgreSQL passes here, then loses the version check
 * in saveWith to the one that committed first, and on its retry reads that GO and is refused.
 * A last GO "in the future" by less than the guard (another process's clock a little ahead) counts too.
 */
async function goGuardWith(db: Kysely<Database>, eventId: number, press: { atMs: number; actor: string }): Promise<GoIgnored | undefined> {
  const row = await db
    .selectFrom('events')
    .leftJoin('cue_status', 'cue_status.event_id', 'events.id')
    .select(['events.go_guard_ms', 'cue_status.last_go_at_ms', 'cue_status.current_cue_id', 'cue_status.status'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  const guardMs = Number(row?.go_guard_ms ?? 0);
  if (!row || guardMs <= 0 || row.last_go_at_ms === null) return undefined;
  const sinceMs = press.atMs - Number(row.last_go_at_ms);
  if (sinceMs >= guardMs || sinceMs <= -guardMs) return undefined;
  const cue = row.current_cue_id === null ? undefined : await summaryWith(db, row.current_cue_id);
  await asRunLogRepo(db).add({
    event_id: eventId,
    cue_id: cue?.id ?? null,
    cue_number: cue?.number ?? null,
    cue_action: cue?.action ?? null,
    kind: 'go-ignored',
    status: row.status,
    elapsed: null,
    actor: press.actor,
    department_id: null,
    at_ms: press.atMs,
  });
  return { ignored: { sinceMs: Math.max(0, sinceMs), guardMs } };
}

/** Events whose cue list is kept; the oldest goes first (a server runs a handful of shows at once). */
const CUE_LISTS_KEPT = 200;

export function cueStatusRepo(db: Kysely<Database>) {
  /**
   * The cue list every command reads, kept per event while the event's revision and creation time
   * stand: every cue change bumps the revision in the same transaction (rundown.repo.ts), in any
   * process, so one small read replaces reading every cue (715 µs at 1,000 cues, README.md#benchmarks).
   */
  const cueLists = new Map<number, { stamp: string; cues: readonly CueRef[] }>();
  return {
    get(eventId: number) {
      return db.selectFrom('cue_status').selectAll().where('event_id', '=', eventId).executeTakeFirst();
    },
    async cuesForTiming(eventId: number): Promise<readonly CueRef[]> {
      const ev = await db
        .selectFrom('events')
        .leftJoin('productions', 'productions.id', 'events.production_id')
        .select(['events.revision', 'events.created_at', 'productions.time_zone'])
        .where('events.id', '=', eventId)
        .executeTakeFirst();
      // The zone a time-of-day cue's end time is read in: the production's, else this server's (TZ).
      const timeZone = ev?.time_zone ?? serverTimeZone();
      // Read before the cues: a change in between makes the next command read again, never keep an old list.
      const stamp = ev ? `${ev.created_at}#${ev.revision}#${timeZone}` : undefined;
      const kept = cueLists.get(eventId);
      if (stamp !== undefined && kept?.stamp === stamp) return kept.cues;
      const rows = await db
        .selectFrom('cues')
        .select(['id', 'number', 'duration', 'timer_type', 'end_action', 'end_time'])
        .where('event_id', '=', eventId)
        .orderBy('number')
        .orderBy('id')
        .execute();
      const cues: readonly CueRef[] = Object.freeze(
        rows.map((c) => ({
          id: c.id,
          number: c.number,
          duration: c.duration,
          timer: { type: c.timer_type, endAction: c.end_action, endTime: c.end_time, timeZone },
        })),
      );
      cueLists.delete(eventId);
      if (stamp !== undefined) {
        if (cueLists.size >= CUE_LISTS_KEPT) cueLists.delete(cueLists.keys().next().value ?? 0);
        cueLists.set(eventId, { stamp, cues });
      }
      return cues;
    },
    cueSummary: (cueId: number) => summaryWith(db, cueId),
    /**
     * One cue command as one unit of work (docs/architecture.md#the-live-path-a-go-from-the-key-press-to-the-crew-screen): the state, written only if nobody changed it
     * since `expectedVersion` (null: no row yet), the refreshed cue's un-ticked tasks and the as-run
     * row commit together or not at all. Returns null when another writer came first (nothing was
     * written; the caller reads again and retries). Nobody hears of the change before this returns.
     */
    async commit(
      eventId: number,
      s: StatusState,
      expectedVersion: number | null,
      then: {
        refreshCueId: number | undefined;
        nowIso: string;
        log: Omit<AsRunRow, 'event_id' | 'cue_id' | 'cue_number' | 'cue_action'> | null;
        /** The state this change replaces, kept so it can be undone (a jump, refresh, BACK or NEXT). */
        undoOf?: { state: StatusState; atMs: number };
        /** This is an undo: tick these tasks again (those still un-ticked) and forget the record. */
        retick?: UntickedTask[];
        /** A GO press at this server time: refused inside the event's double-GO guard, else recorded (see below). */
        goPress?: { atMs: number; actor: string };
      },
    ): Promise<{ version: number; uncompleted: number; cue: CueSummary | undefined } | GoIgnored | null> {
      return db.transaction().execute(async (trx) => {
        if (then.goPress) {
          const ignored = await goGuardWith(trx, eventId, then.goPress);
          if (ignored) return ignored;
        }
        const version = await saveWith(trx, eventId, s, expectedVersion);
        if (version === null) return null;
        // Only a GO that commits counts: the next press is measured from it, in whichever process it comes.
        if (then.goPress)
          await trx.updateTable('cue_status').set({ last_go_at_ms: then.goPress.atMs }).where('event_id', '=', eventId).execute();
        const unticked = then.refreshCueId === undefined ? [] : await uncompleteWith(trx, then.refreshCueId, then.nowIso);
        let uncompleted = unticked.length;
        if (then.undoOf) {
          const row = {
            version,
            state: JSON.stringify(then.undoOf.state),
            tasks: JSON.stringify(unticked),
            at_ms: then.undoOf.atMs,
          };
          await trx
            .insertInto('cue_status_undo')
            .values({ event_id: eventId, ...row })
            .onConflict((oc) => oc.column('event_id').doUpdateSet(row))
            .execute();
        }
        if (then.retick) {
          await trx.deleteFrom('cue_status_undo').where('event_id', '=', eventId).execute();
          for (const t of then.retick) {
            const r = await trx
              .updateTable('tasks')
              .set({ completed: 1, completed_at: t.completedAt, updated_at: then.nowIso })
              .where('id', '=', t.id)
              .where('completed', '=', 0)
              .executeTakeFirst();
            uncompleted += Number(r.numUpdatedRows);
          }
        }
        const cue = s.currentCueId === null ? undefined : await summaryWith(trx, s.currentCueId);
        if (then.log)
          await asRunLogRepo(trx).add({
            event_id: eventId,
            cue_id: cue?.id ?? null,
            cue_number: cue?.number ?? null,
            cue_action: cue?.action ?? null,
            ...then.log,
          });
        return { version, uncompleted, cue };
      });
    },
    /** What the event's last undoable change replaced, if it is kept. */
    async undoRecord(eventId: number): Promise<UndoRecord | undefined> {
      const r = await db.selectFrom('cue_status_undo').selectAll().where('event_id', '=', eventId).executeTakeFirst();
      return r ? parseUndo(r) : undefined;
    },
    /** Writes the state alone (the idle status made on the first read), with the same version check. */
    save: (eventId: number, s: StatusState, expectedVersion: number | null) => saveWith(db, eventId, s, expectedVersion),
    /**
     * Marks the running cue's over-time as announced, once across all processes; with `log`, the
     * as-run row commits with the claim (a failed write leaves it unclaimed, to be tried again).
     */
    async claimOvertime(eventId: number, version: number, log?: AsRunRow): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('cue_status')
          .set({ overtime_notified: 1 })
          .where('event_id', '=', eventId)
          .where('version', '=', version)
          .where('overtime_notified', '=', 0)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        if (log) await asRunLogRepo(trx).add(log);
        return true;
      });
    },
    listRunning() {
      return db.selectFrom('cue_status').select('event_id').where('status', '=', 'go').execute();
    },
  };
}
export type CueStatusRepo = ReturnType<typeof cueStatusRepo>;
