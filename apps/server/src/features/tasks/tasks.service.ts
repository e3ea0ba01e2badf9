/**
 * Task checklists per cue and department (docs/product.md#running-the-show, docs/decisions/0003-not-found-for-others-objects.md). A department code
 * reads and ticks its own department's tasks only; a department lead (docs/decisions/0031-team-members-and-roles.md)
 * reads every task and adds, changes and deletes those of its departments; the server owns `completedAt`.
 */
import type { ServerMessageKey, Task, taskCreateSchema, taskUpdateSchema, Who } from '@showcaller/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import type { CuesRepo } from '../cues/cues.repo.js';
import { objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import type { DepartmentsRepo } from '../departments/departments.repo.js';
import { presentTask } from './task.presenter.js';
import type { NewTaskRow, TasksRepo } from './tasks.repo.js';
import type { RundownRepo } from '../rundown/rundown.repo.js';
import type { HistoryChange } from '../history/history.repo.js';
import { tasksCache as newTasksCache, type TasksCache } from './tasksCache.js';

export type TaskCreate = z.output<typeof taskCreateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

/** Fields a department code may send: `completed` (and `completedAt`, which the server ignores anyway). */
const CREW_FIELDS = new Set(['completed', 'completedAt']);

export function tasksService(d: {
  tasks: TasksRepo;
  cues: CuesRepo;
  departments: DepartmentsRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  clock: Clock;
  /** Writes a task change and its history in one transaction (docs/decisions/0032-history-versions-presence.md). */
  rundown: RundownRepo;
  who: (actor: Actor) => Promise<Who>;
  /** The live status's version (0 before the first): a refresh un-ticks tasks with it, outside the revision. */
  statusVersion: (eventId: number) => Promise<number>;
  /** The kept lists (tasksCache.ts); one of its own when not given. */
  cache?: TasksCache;
}) {
  const now = () => isoNow(d.clock);
  const cache = d.cache ?? newTasksCache();

  async function loadTask(actor: Actor, id: number) {
    signedIn(actor);
    const task = await d.tasks.findWithEvent(id);
    if (!task) throw notFound('errors.rundown.taskNotFound');
    const access = await objectAccess(d.perms, actor, task.event_id, 'read', 'errors.rundown.taskNotFound');
    return { task, ...access };
  }

  /** The history of a task change: one row per field that moved (the tick's time follows the tick). */
  function taskChanges(before: Task, after: Task, cueNumber: number | null): HistoryChange[] {
    const base = { entity: 'task' as const, entityId: before.id, cueId: before.cueId, cueNumber, action: 'update' as const };
    return (['description', 'color', 'completed'] as const)
      .filter((f) => before[f] !== after[f])
      .map((field) => ({ ...base, field, before: before[field], after: after[field] }));
  }

  /** A change of a task of `departmentId`: the rundown's editors, or a lead of that department. */
  async function changeAccess(actor: Actor, eventId: number, departmentId: number, notFoundText: ServerMessageKey) {
    const access = await objectAccess(d.perms, actor, eventId, 'read', notFoundText);
    if (access.role === 'lead') {
      if (!access.departmentIds.includes(departmentId)) throw forbidden('errors.tasks.notYourColumn');
      return access;
    }
    return objectAccess(d.perms, actor, eventId, 'rundown', notFoundText);
  }

  /** A department code may only look at its own department; others see what they ask for. */
  function departmentScope(actor: Actor, asked: number | undefined): number | undefined {
    if (actor.kind !== 'department') return asked;
    if (asked !== undefined && asked !== actor.departmentId) throw forbidden('errors.tasks.notYourDepartment');
    return actor.departmentId;
  }

  return {
    /** One cue's tasks, of one department when `departmentId` is given. */
    async listForCue(actor: Actor, cueId: number, departmentId: number | undefined): Promise<Task[]> {
      signedIn(actor);
      const cue = await d.cues.findById(cueId);
      if (!cue) throw notFound('errors.rundown.cueNotFound');
      await objectAccess(d.perms, actor, cue.event_id, 'read', 'errors.rundown.cueNotFound');
      if (departmentId !== undefined) {
        const dep = await d.departments.findById(departmentId);
        if (!dep || dep.event_id !== cue.event_id) throw notFound('errors.rundown.departmentNotFound');
      }
      const rows = await d.tasks.listForCue(cueId, departmentScope(actor, departmentId));
      return rows.map(presentTask);
    },

    /**
     * Every task of the event in one answer (the rundown table never asks per cell), with the
     * event's revision read before it: a screen applies task changes (`tasksChanged` frames) from there.
     * Kept between reads under a stamp every task write moves (tasksCache.ts); `firstCues` narrows
     * it to the tasks of that many cues from the top (the first screenful, read before the rest).
     */
    async listForEvent(actor: Actor, eventId: number, firstCues?: number): Promise<{ tasks: Task[]; revision: number }> {
      const { event } = await objectAccess(d.perms, actor, eventId, 'read');
      const scope = departmentScope(actor, undefined);
      if (firstCues !== undefined) {
        const rows = await d.tasks.listForEvent(eventId, scope, firstCues);
        return { tasks: rows.map(presentTask), revision: event.revision };
      }
      const stamp = `${event.created_at}#${event.revision}#${await d.statusVersion(eventId)}`;
      const tasks = await cache.get(eventId, scope ?? 'all', stamp, async () =>
        (await d.tasks.listForEvent(eventId, scope)).map(presentTask),
      );
      return { tasks, revision: event.revision };
    },

    /** The JSON and compressed bodies of a list this service answered, made once (tasksCache.ts). */
    bodies: { json: cache.json, known: cache.known, compressed: cache.compressed },
    /** How often the kept lists answered (tests, the bench). */
    cacheStats: cache.stats,

    async create(actor: Actor, input: TaskCreate): Promise<Task> {
      const cue = await d.cues.findById(input.cueId);
      if (!cue) throw notFound('errors.rundown.cueNotFound');
      await objectAccess(d.perms, actor, cue.event_id, 'read', 'errors.rundown.cueNotFound');
      const dep = await d.departments.findById(input.departmentId);
      if (!dep || dep.event_id !== cue.event_id) throw badRequest('errors.tasks.cueAndDepartment');
      await changeAccess(actor, cue.event_id, dep.id, 'errors.rundown.cueNotFound');
      const at = now();
      const who = await d.who(actor);
      const { value: task, revision } = await d.rundown.change(cue.event_id, async (r) => {
        const id = await r.tasks.insert({
          cue_id: cue.id,
          department_id: dep.id,
          description: input.description,
          completed: input.completed ? 1 : 0,
          completed_at: input.completed ? at : null,
          color: input.color,
          position: await r.tasks.nextPosition(cue.id, dep.id),
          created_at: at,
          updated_at: at,
        });
        const created = presentTask((await r.tasks.findWithEvent(id))!);
        await r.history.record(cue.event_id, who, at, [
          { entity: 'task', entityId: id, cueId: cue.id, cueNumber: cue.number, action: 'create', after: created },
        ]);
        return created;
      });
      d.notifier.tasks(cue.event_id, revision, [task]);
      return task;
    },

    /** completed true stamps completedAt with the server's time (kept if already done); false clears it. */
    async update(actor: Actor, id: number, input: TaskUpdate): Promise<Task> {
      const { task, role } = await loadTask(actor, id);
      if (role === 'department') {
        if (actor.kind !== 'department' || task.department_id !== actor.departmentId) throw forbidden('errors.tasks.notYourDepartment');
        const sent = Object.entries(input).filter(([, v]) => v !== undefined);
        if (sent.some(([k]) => !CREW_FIELDS.has(k))) throw forbidden('errors.tasks.onlyCompletion');
      } else await changeAccess(actor, task.event_id, task.department_id, 'errors.rundown.taskNotFound');
      const patch: Partial<NewTaskRow> = {};
      if (input.description !== undefined) patch.description = input.description;
      if (input.color !== undefined) patch.color = input.color;
      if (input.completed !== undefined) {
        patch.completed = input.completed ? 1 : 0;
        patch.completed_at = input.completed ? (task.completed === 1 && task.completed_at ? task.completed_at : now()) : null;
      }
      if (Object.keys(patch).length === 0) return presentTask(task);
      const who = await d.who(actor);
      const { value, revision } = await d.rundown.change(task.event_id, async (r) => {
        const at = now();
        await r.tasks.update(id, { ...patch, updated_at: at });
        const after = presentTask((await r.tasks.findWithEvent(id))!);
        const cue = await r.cues.findById(task.cue_id);
        await r.history.record(task.event_id, who, at, taskChanges(presentTask(task), after, cue?.number ?? null));
        return after;
      });
      d.notifier.tasks(task.event_id, revision, [value]);
      return value;
    },

    /** Answers the removed task; Undo is POST /api/tasks with its fields. */
    async remove(actor: Actor, id: number): Promise<Task> {
      const { task } = await loadTask(actor, id);
      await changeAccess(actor, task.event_id, task.department_id, 'errors.rundown.taskNotFound');
      const who = await d.who(actor);
      const gone = presentTask(task);
      const { revision } = await d.rundown.change(task.event_id, async (r) => {
        await r.tasks.delete(id);
        const cue = await r.cues.findById(task.cue_id);
        await r.history.record(task.event_id, who, now(), [
          { entity: 'task', entityId: id, cueId: task.cue_id, cueNumber: cue?.number ?? null, action: 'delete', before: gone },
        ]);
      });
      d.notifier.tasks(task.event_id, revision, [], [{ id: gone.id, departmentId: gone.departmentId }]);
      return gone;
    },
  };
}
export type TasksService = ReturnType<typeof tasksService>;
