/**
 * Departments and their access codes (docs/product.md#screens, docs/decisions/0004-access-codes.md). Codes are made by the
 * server (features/codes), unique across events and departments; a department code sees only its
 * own code. Deleting is the owner's (a co-caller gets 403) and answers a snapshot for Undo.
 */
import {
  LIMITS,
  type Department,
  type DepartmentSnapshot,
  type departmentCreateSchema,
  type departmentRestoreSchema,
  type departmentUpdateSchema,
  type Who,
} from '@showcaller/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { runsShow, type Permissions } from '../access/permissions.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { CodesService } from '../codes/codes.service.js';
import type { RundownRepo } from '../rundown/rundown.repo.js';
import { objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import { presentTask, restoredCompletedAt } from '../tasks/task.presenter.js';
import type { NewTaskRow, TasksRepo } from '../tasks/tasks.repo.js';
import type { DepartmentRow, DepartmentsRepo } from './departments.repo.js';
import { presentDepartment } from './department.presenter.js';

export type DepartmentCreate = z.output<typeof departmentCreateSchema>;
export type DepartmentUpdate = z.output<typeof departmentUpdateSchema>;
export type DepartmentRestore = z.output<typeof departmentRestoreSchema>;

const tooMany = () => conflict('errors.departments.tooMany', { max: LIMITS.maxDepartmentsPerEvent });
const duplicate = (name: string) => conflict('errors.departments.nameTaken', { name });
const sameName = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

export function departmentsService(d: {
  departments: DepartmentsRepo;
  tasks: TasksRepo;
  codes: CodesService;
  sessions: SessionsRepo;
  rundown: RundownRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  bus: Bus;
  clock: Clock;
  /** Who an actor is in the edit history (docs/decisions/0032-history-versions-presence.md). */
  who: (actor: Actor) => Promise<Who>;
}) {
  const now = () => isoNow(d.clock);
  const newCode = () => d.codes.issue();

  async function loadDepartment(actor: Actor, id: number, need: 'read' | 'rundown' | 'own') {
    signedIn(actor);
    const department = await d.departments.findById(id);
    if (!department) throw notFound('errors.rundown.departmentNotFound');
    const access = await objectAccess(d.perms, actor, department.event_id, need, 'errors.rundown.departmentNotFound');
    return { department, ...access };
  }

  /** Old sessions of the department's code stop working at once, open crew screens included. */
  async function revokeCode(eventId: number, departmentId: number) {
    await d.sessions.deleteScoped({ kind: 'department', departmentId });
    d.bus.publish({ type: 'revoked', eventId, scope: 'department', departmentId });
  }

  return {
    async list(actor: Actor, eventId: number): Promise<Department[]> {
      const { role, departmentIds } = await objectAccess(d.perms, actor, eventId, 'read');
      // Those who run the show see every code; a department code and a department lead (docs/decisions/0031)
      // their own departments' codes; an editor and a viewer none (a code would let them tick as a crew).
      const rows = await d.departments.listForEvent(eventId);
      // A share link sees no code at all (docs/decisions/0036-share-links.md): a code would outlive the link.
      const ownCodes = actor.kind !== 'link' && departmentIds.length > 0;
      return rows.map((r) => presentDepartment(r, runsShow(role) || (ownCodes && departmentIds.includes(r.id))));
    },

    /** The browser's accessCode is ignored: the server makes the code. */
    async create(actor: Actor, input: DepartmentCreate): Promise<Department> {
      const { event, role } = await objectAccess(d.perms, actor, input.eventId, 'rundown');
      const code = await newCode();
      const who = await d.who(actor);
      const { value: id, revision } = await d.rundown.change(event.id, async (r) => {
        const existing = await r.departments.listForEvent(event.id);
        if (existing.length >= LIMITS.maxDepartmentsPerEvent) throw tooMany();
        if (existing.some((e) => sameName(e.name, input.name))) throw duplicate(input.name);
        const departmentId = await r.departments.insert({
          event_id: event.id,
          name: input.name,
          access_code: code,
          position: await r.departments.nextPosition(event.id),
          created_at: now(),
        });
        await r.history.record(event.id, who, now(), [
          { entity: 'department', entityId: departmentId, action: 'create', after: { name: input.name } },
        ]);
        return departmentId;
      });
      d.notifier.publish(event.id, 'departments', revision);
      return presentDepartment((await d.departments.findById(id))!, runsShow(role));
    },

    /** Renames; also makes a missing access code (the spec's way of asking for one). */
    async update(actor: Actor, id: number, input: DepartmentUpdate): Promise<Department> {
      const { department, role } = await loadDepartment(actor, id, 'rundown');
      const patch: Partial<DepartmentRow> = {};
      if (input.name !== undefined && input.name !== department.name) patch.name = input.name;
      if (!department.access_code) patch.access_code = await newCode();
      if (Object.keys(patch).length === 0) return presentDepartment(department, runsShow(role));
      const who = await d.who(actor);
      const { revision } = await d.rundown.change(department.event_id, async (r) => {
        if (patch.name !== undefined) {
          const others = (await r.departments.listForEvent(department.event_id)).filter((o) => o.id !== id);
          if (others.some((o) => sameName(o.name, input.name ?? ''))) throw duplicate(patch.name);
          await r.history.record(department.event_id, who, now(), [
            { entity: 'department', entityId: id, action: 'update', field: 'name', before: department.name, after: patch.name },
          ]);
        }
        await r.departments.update(id, patch);
      });
      d.notifier.publish(department.event_id, 'departments', revision);
      return presentDepartment((await d.departments.findById(id))!, runsShow(role));
    },

    /** Owner only. Removes the department and its tasks; its code's sessions end with it. */
    async remove(actor: Actor, id: number): Promise<DepartmentSnapshot> {
      const { department } = await loadDepartment(actor, id, 'own');
      const eventId = department.event_id;
      // Undo brings the department back with a fresh code, never this one (docs/decisions/0004-access-codes.md).
      await d.codes.retire([{ code: department.access_code, kind: 'department' }]);
      const who = await d.who(actor);
      const { value, revision } = await d.rundown.change(eventId, async (r) => {
        const row = await r.departments.findById(id);
        if (!row) throw notFound('errors.rundown.departmentNotFound');
        const tasks = await r.tasks.listForDepartment(id);
        await r.tasks.deleteForDepartment(id);
        await r.departments.delete(id);
        const snapshot = { department: presentDepartment(row), tasks: tasks.map(presentTask) };
        await r.history.record(eventId, who, now(), [
          { entity: 'department', entityId: id, action: 'delete', before: { ...snapshot, position: row.position } },
        ]);
        return snapshot;
      });
      await revokeCode(eventId, id);
      // Its share links went with it (docs/decisions/0036-share-links.md): their open screens end too.
      d.bus.publish({ type: 'revoked', eventId, scope: 'link', departmentId: id, linkId: null });
      d.notifier.publish(eventId, 'departments', revision);
      if (value.tasks.length > 0) await d.notifier.notify(eventId, 'tasks');
      return value;
    },

    /**
     * Undo of a delete: same name, place and tasks, and a fresh code. The request cannot choose
     * the code: a client could otherwise revive a revoked code or pick a guessable one.
     */
    async restore(actor: Actor, input: DepartmentRestore): Promise<DepartmentSnapshot> {
      const { event, role } = await objectAccess(d.perms, actor, input.eventId, 'rundown');
      const code = await newCode();
      const who = await d.who(actor);
      const { value: id, revision } = await d.rundown.change(event.id, async (r) => {
        const existing = await r.departments.listForEvent(event.id);
        if (existing.length >= LIMITS.maxDepartmentsPerEvent) throw tooMany();
        if (existing.some((e) => sameName(e.name, input.name))) throw duplicate(input.name);
        const cueIds = new Set((await r.cues.orderedIds(event.id)).map((c) => c.id));
        const stranger = input.tasks.find((t) => !cueIds.has(t.cueId));
        if (stranger) throw badRequest('errors.departments.taskCue', { id: stranger.cueId });
        let position = input.position;
        if (position === undefined) position = await r.departments.nextPosition(event.id);
        else await r.departments.shiftFrom(event.id, position);
        const at = now();
        const departmentId = await r.departments.insert({
          event_id: event.id,
          name: input.name,
          access_code: code,
          position,
          created_at: at,
        });
        const positions = new Map<number, number>();
        const rows: NewTaskRow[] = input.tasks.map((t) => {
          const p = positions.get(t.cueId) ?? 0;
          positions.set(t.cueId, p + 1);
          return {
            cue_id: t.cueId,
            department_id: departmentId,
            description: t.description,
            completed: t.completed ? 1 : 0,
            completed_at: restoredCompletedAt(t.completed, t.completedAt, at),
            color: t.color,
            position: p,
            created_at: at,
            updated_at: at,
          };
        });
        await r.tasks.insertMany(rows);
        await r.history.record(event.id, who, at, [
          { entity: 'department', entityId: departmentId, action: 'create', after: { name: input.name } },
        ]);
        return departmentId;
      });
      d.notifier.publish(event.id, 'departments', revision);
      if (input.tasks.length > 0) await d.notifier.notify(event.id, 'tasks');
      const [department, tasks] = await Promise.all([d.departments.findById(id), d.tasks.listForDepartment(id)]);
      return { department: presentDepartment(department!, runsShow(role)), tasks: tasks.map(presentTask) };
    },

    /** Owner only: a new code; the old one stops working at once. */
    async regenerateCode(actor: Actor, id: number): Promise<Department> {
      const { department } = await loadDepartment(actor, id, 'own');
      await d.codes.retire([{ code: department.access_code, kind: 'department' }]);
      await d.departments.update(id, { access_code: await newCode() });
      await revokeCode(department.event_id, id);
      await d.notifier.notify(department.event_id, 'departments');
      return presentDepartment((await d.departments.findById(id))!);
    },
  };
}
export type DepartmentsService = ReturnType<typeof departmentsService>;
