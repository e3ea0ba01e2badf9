/**
 * Cues (docs/product.md#running-the-show): ordered by number 1..n; inserting, moving, deleting and reordering
 * renumber in one transaction. Deleting answers a snapshot the browser can restore for Undo.
 * Linked cues (docs/decisions/0013-linked-and-hard-start-cue-times.md) get their time from the cue before them: every change that can move
 * one (a time, a duration, a mode, the order) ripples the stored times in the same transaction.
 */
import {
  defaultTimeMode,
  LIMITS,
  rippleCueTimes,
  type Cue,
  type CueSnapshot,
  type cueCreateSchema,
  type cuePatchSchema,
  type cueRestoreSchema,
  type Who,
} from '@showcaller/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import type { CuesRepo, NewCueRow } from './cues.repo.js';
import { presentCue } from './cue.presenter.js';
import { timerColumns } from './cueTimerFields.js';
import type { RundownRepo, RundownRepos } from '../rundown/rundown.repo.js';
import { objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import { permutationProblem, placeAt, renumbering } from '../rundown/order.js';
import { presentTask, restoredCompletedAt } from '../tasks/task.presenter.js';
import type { NewTaskRow, TasksRepo } from '../tasks/tasks.repo.js';
import { cueCreated, cueFieldChanges, refuseOverwrites } from './cueEdits.js';

export type CueCreate = z.output<typeof cueCreateSchema>;
export type CuePatch = z.output<typeof cuePatchSchema>;
export type CueRestore = z.output<typeof cueRestoreSchema>;

const tooManyCues = () => conflict('errors.cues.tooMany', { max: LIMITS.maxCuesPerEvent });
const numberTooHigh = (max: number) => badRequest('errors.cues.numberRange', { max });

/**
 * Rewrites the times of linked cues that no longer follow the cue before them. Exported for any
 * other writer of cues (an import) to call inside its own rundown transaction.
 */
export async function rippleTimes(r: RundownRepos, eventId: number, at: string): Promise<void> {
  const cues = await r.cues.listForEvent(eventId);
  const times = rippleCueTimes(
    cues.map((c) => ({ time: c.time, duration: c.duration, timeMode: c.time_mode, timerType: c.timer_type, endTime: c.end_time })),
  );
  const changed = cues.flatMap((c, i) => (times[i] !== undefined && times[i] !== c.time ? [{ id: c.id, time: times[i] }] : []));
  if (changed.length > 0) await r.cues.setTimes(changed, at);
}

export function cuesService(d: {
  cues: CuesRepo;
  tasks: TasksRepo;
  rundown: RundownRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  clock: Clock;
  /** Who an actor is in the edit history (history/who.ts). */
  who: (actor: Actor) => Promise<Who>;
  /** The live status may point at a deleted cue: the cue status service moves it and tells the screens. */
  cueDeleted: (actor: Actor, eventId: number, cue: { id: number; number: number }) => Promise<unknown>;
  /** The live cue's timer changed: the cue status service sends the status again with it. */
  timerChanged?: (eventId: number, cueId: number) => Promise<void>;
}) {
  const now = () => isoNow(d.clock);

  async function loadCue(actor: Actor, id: number, need: 'read' | 'rundown') {
    signedIn(actor);
    const cue = await d.cues.findById(id);
    if (!cue) throw notFound('errors.rundown.cueNotFound');
    const access = await objectAccess(d.perms, actor, cue.event_id, need, 'errors.rundown.cueNotFound');
    return { cue, ...access };
  }

  /**
   * Inserts a cue at `number` (absent: last; past the end: refused, or last with `clamp` for an
   * Undo whose place has gone), renumbers and ripples linked times; returns its id.
   */
  async function insertAt(
    r: RundownRepos,
    eventId: number,
    number: number | undefined,
    fields: Omit<NewCueRow, 'event_id' | 'number' | 'created_at' | 'updated_at'>,
    clamp = false,
  ) {
    const current = await r.cues.orderedIds(eventId);
    if (current.length >= LIMITS.maxCuesPerEvent) throw tooManyCues();
    if (!clamp && number !== undefined && number > current.length + 1) throw numberTooHigh(current.length + 1);
    const at = now();
    const id = await r.cues.insert({ ...fields, event_id: eventId, number: current.length + 1, created_at: at, updated_at: at });
    const order = placeAt(
      current.map((c) => c.id),
      id,
      number ?? current.length + 1,
    );
    await r.cues.setNumbers(renumbering([...current, { id, number: current.length + 1 }], order), at);
    await rippleTimes(r, eventId, at);
    return id;
  }

  /** The cue a new cue at `number` would follow (its time decides the default mode). */
  async function cueBefore(r: RundownRepos, eventId: number, number: number | undefined) {
    const cues = await r.cues.listForEvent(eventId);
    const index = Math.min(Math.max(number ?? cues.length + 1, 1), cues.length + 1) - 1;
    return cues[index - 1];
  }

  return {
    async list(actor: Actor, eventId: number): Promise<Cue[]> {
      await objectAccess(d.perms, actor, eventId, 'read');
      return (await d.cues.listForEvent(eventId)).map(presentCue);
    },

    async create(actor: Actor, input: CueCreate): Promise<Cue> {
      const { event } = await objectAccess(d.perms, actor, input.eventId, 'rundown');
      const timer = timerColumns(input);
      const who = await d.who(actor);
      const { value: id, revision } = await d.rundown.change(event.id, async (r) => {
        const timeGiven = input.time !== undefined && input.time !== 'TBD';
        const mode = input.timeMode ?? defaultTimeMode(await cueBefore(r, event.id, input.number), timeGiven);
        const cueId = await insertAt(r, event.id, input.number, {
          time: input.time ?? 'TBD',
          time_mode: mode,
          action: input.action,
          notes: input.notes,
          duration: input.duration,
          color_mark: input.colorMark,
          ...timer,
        });
        await r.history.record(event.id, who, now(), [cueCreated(presentCue((await r.cues.findById(cueId))!))]);
        return cueId;
      });
      d.notifier.publish(event.id, 'cues', revision);
      return presentCue((await d.cues.findById(id))!);
    },

    /** The whole cue, one field, or colorMark; a changed number moves the cue and renumbers 1..n. */
    async update(actor: Actor, id: number, patch: CuePatch): Promise<Cue> {
      const { cue } = await loadCue(actor, id, 'rundown');
      if (patch.id !== undefined && patch.id !== id) throw badRequest('errors.cues.idMismatch');
      if (patch.eventId !== undefined && patch.eventId !== cue.event_id) throw badRequest('errors.cues.otherEvent');
      const fields: Partial<NewCueRow> = {};
      if (patch.time !== undefined) fields.time = patch.time;
      if (patch.timeMode !== undefined) fields.time_mode = patch.timeMode;
      // A time typed for a linked cue pins it there (a hard start): what was typed is kept.
      else if (patch.time !== undefined && patch.time !== cue.time && cue.time_mode === 'linked') fields.time_mode = 'hard';
      if (patch.action !== undefined) fields.action = patch.action;
      if (patch.notes !== undefined) fields.notes = patch.notes;
      if (patch.duration !== undefined) fields.duration = patch.duration;
      if (patch.colorMark !== undefined) fields.color_mark = patch.colorMark;
      const timer = timerColumns(patch, cue);
      Object.assign(fields, timer);
      const moves = patch.number !== undefined && patch.number !== cue.number;
      if (Object.keys(fields).length === 0 && !moves) return presentCue(cue);
      const who = await d.who(actor);

      const { revision } = await d.rundown.change(cue.event_id, async (r) => {
        const at = now();
        const before = await r.cues.findById(id);
        if (!before) throw notFound('errors.rundown.cueNotFound');
        await refuseOverwrites(before, patch, patch.base, r.history);
        const current = await r.cues.orderedIds(cue.event_id);
        if (patch.number !== undefined && patch.number > current.length) throw numberTooHigh(current.length);
        await r.cues.update(id, { ...fields, updated_at: at });
        if (moves && patch.number !== undefined) {
          const order = placeAt(
            current.map((c) => c.id),
            id,
            patch.number,
          );
          await r.cues.setNumbers(renumbering(current, order), at);
        }
        await rippleTimes(r, cue.event_id, at);
        await r.history.record(cue.event_id, who, at, cueFieldChanges(before, (await r.cues.findById(id))!));
      });
      d.notifier.publish(cue.event_id, 'cues', revision);
      const timerMoved = timer.timer_type !== undefined || timer.end_action !== undefined || timer.end_time !== undefined;
      if (timerMoved) await d.timerChanged?.(cue.event_id, id);
      return presentCue((await d.cues.findById(id))!);
    },

    /** Deletes the cue and its tasks, renumbers the rest 1..n, and answers what was removed. */
    async remove(actor: Actor, id: number): Promise<CueSnapshot> {
      const { cue } = await loadCue(actor, id, 'rundown');
      const who = await d.who(actor);
      const { value, revision } = await d.rundown.change(cue.event_id, async (r) => {
        const row = await r.cues.findById(id);
        if (!row) throw notFound('errors.rundown.cueNotFound');
        const tasks = await r.tasks.listForCue(id);
        await r.tasks.deleteForCue(id);
        await r.cues.delete(id);
        const current = await r.cues.orderedIds(cue.event_id);
        await r.cues.setNumbers(
          renumbering(
            current,
            current.map((c) => c.id),
          ),
          now(),
        );
        await rippleTimes(r, cue.event_id, now());
        const snapshot = { cue: presentCue(row), tasks: tasks.map(presentTask) };
        await r.history.record(cue.event_id, who, now(), [
          { entity: 'cue', entityId: id, cueNumber: row.number, action: 'delete', before: snapshot },
        ]);
        return snapshot;
      });
      d.notifier.publish(cue.event_id, 'cues', revision);
      if (value.tasks.length > 0) await d.notifier.notify(cue.event_id, 'tasks');
      await d.cueDeleted(actor, cue.event_id, value.cue);
      return value;
    },

    /** Undo of a delete: the cue returns at its number with its tasks (departments must be the event's). */
    async restore(actor: Actor, input: CueRestore): Promise<CueSnapshot> {
      const { event } = await objectAccess(d.perms, actor, input.eventId, 'rundown');
      const who = await d.who(actor);
      const { value: id, revision } = await d.rundown.change(event.id, async (r) => {
        const departments = await r.departments.idsForEvent(event.id);
        const stranger = input.tasks.find((t) => !departments.has(t.departmentId));
        if (stranger) throw badRequest('errors.cues.taskDepartment', { id: stranger.departmentId });
        const cueId = await insertAt(
          r,
          event.id,
          input.number,
          {
            time: input.time,
            time_mode: input.timeMode,
            action: input.action,
            notes: input.notes,
            duration: input.duration,
            color_mark: input.colorMark,
            ...timerColumns(input),
          },
          true,
        );
        const at = now();
        const positions = new Map<number, number>();
        const rows: NewTaskRow[] = input.tasks.map((t) => {
          const position = positions.get(t.departmentId) ?? 0;
          positions.set(t.departmentId, position + 1);
          return {
            cue_id: cueId,
            department_id: t.departmentId,
            description: t.description,
            completed: t.completed ? 1 : 0,
            completed_at: restoredCompletedAt(t.completed, t.completedAt, at),
            color: t.color,
            position,
            created_at: at,
            updated_at: at,
          };
        });
        await r.tasks.insertMany(rows);
        await r.history.record(event.id, who, at, [cueCreated(presentCue((await r.cues.findById(cueId))!))]);
        return cueId;
      });
      d.notifier.publish(event.id, 'cues', revision);
      if (input.tasks.length > 0) await d.notifier.notify(event.id, 'tasks');
      const [cue, tasks] = await Promise.all([d.cues.findById(id), d.tasks.listForCue(id)]);
      return { cue: presentCue(cue!), tasks: tasks.map(presentTask) };
    },

    /** `cueIds` must be exactly the event's cues in their new order; anything else changes nothing. */
    async reorder(actor: Actor, eventId: number, cueIds: number[]): Promise<Cue[]> {
      await objectAccess(d.perms, actor, eventId, 'rundown');
      const who = await d.who(actor);
      const { revision } = await d.rundown.change(eventId, async (r) => {
        const current = await r.cues.orderedIds(eventId);
        const before = current.map((c) => c.id);
        const problem = permutationProblem(before, cueIds);
        if (problem) throw HttpError.fromEnglish(400, problem);
        await r.cues.setNumbers(renumbering(current, cueIds), now());
        await rippleTimes(r, eventId, now());
        const moved = before.some((cueId, i) => cueIds[i] !== cueId);
        if (moved)
          await r.history.record(eventId, who, now(), [{ entity: 'cue', entityId: null, action: 'reorder', before, after: cueIds }]);
      });
      d.notifier.publish(eventId, 'cues', revision);
      return (await d.cues.listForEvent(eventId)).map(presentCue);
    },
  };
}
export type CuesService = ReturnType<typeof cuesService>;
