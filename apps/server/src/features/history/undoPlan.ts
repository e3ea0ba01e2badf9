/**
 * What undoing one history entry does (docs/decisions/0032-history-versions-presence.md): the
 * same service call that the opposite edit would make, as the person asking, so an undo passes the
 * very permission checks of the edit it redoes. Show-control commands have their own 10-second
 * undo (docs/decisions/0020-rewind-guard-and-undo.md) and are not undone from here.
 */
import { english } from '../../lib/i18n.js';
import { z } from 'zod';
import {
  cuePatchSchema,
  cueSnapshotSchema,
  departmentRestoreSchema,
  cueFieldValue,
  departmentSchema,
  eventPatchSchema,
  parseFieldHistoryKey,
  positiveId,
  taskSchema,
  taskUpdateSchema,
} from '@showcaller/shared';
import { conflict } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { CuesService } from '../cues/cues.service.js';
import type { TasksService } from '../tasks/tasks.service.js';
import type { DepartmentsService } from '../departments/departments.service.js';
import type { AnnotationsService } from '../annotations/annotations.service.js';
import type { EventsService } from '../events/events.service.js';
import type { CueFieldsService } from '../cueFields/cueFields.service.js';
import type { HistoryRow } from './history.repo.js';

export interface UndoTargets {
  cues: Pick<CuesService, 'update' | 'remove' | 'restore' | 'reorder'>;
  tasks: Pick<TasksService, 'update' | 'remove' | 'create'>;
  departments: Pick<DepartmentsService, 'update' | 'remove' | 'restore'>;
  annotations: Pick<AnnotationsService, 'update' | 'remove' | 'create'>;
  events: Pick<EventsService, 'update'>;
  fields: Pick<CueFieldsService, 'setValue'>;
  restoreVersion: (actor: Actor, versionId: number) => Promise<unknown>;
}

export const CANNOT_UNDO = english('errors.history.cannotUndo');
const versionRef = z.object({ id: positiveId, label: z.string() });
const noteValue = z.object({ content: z.string(), targetType: z.string().nullable(), targetId: z.number().int().nullable() });
const deletedDepartment = z.object({ department: departmentSchema, tasks: z.array(taskSchema), position: z.number().int() });

function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The undo of `row`, or null when there is none. Checks only the stored data; the service call checks the rest. */
export function undoPlan(row: HistoryRow, t: UndoTargets): ((actor: Actor) => Promise<unknown>) | null {
  const before = parsed(row.before_value);
  const id = row.entity_id;
  const action = row.action;
  switch (row.entity) {
    case 'cue': {
      if (action === 'update' && row.field === 'version') {
        const v = versionRef.safeParse(before);
        return v.success ? (actor) => t.restoreVersion(actor, v.data.id) : null;
      }
      if (action === 'reorder') {
        const ids = z.array(positiveId).safeParse(before);
        return ids.success ? (actor) => t.cues.reorder(actor, row.event_id, ids.data) : null;
      }
      if (id === null) return null;
      const custom = action === 'update' ? parseFieldHistoryKey(row.field) : null;
      if (custom) {
        // A custom field's value (docs/decisions/0034-custom-fields.md): set back through the field's own checks.
        const value = cueFieldValue.nullable().safeParse(before ?? null);
        return value.success ? (actor) => t.fields.setValue(actor, id, custom.id, value.data) : null;
      }
      if (action === 'update' && row.field) {
        const patch = cuePatchSchema.safeParse({ [row.field]: before });
        return patch.success ? (actor) => t.cues.update(actor, id, patch.data) : null;
      }
      if (action === 'create') return (actor) => t.cues.remove(actor, id);
      if (action === 'delete') {
        const snap = cueSnapshotSchema.safeParse(before);
        if (!snap.success) return null;
        const { cue, tasks } = snap.data;
        return (actor) =>
          t.cues.restore(actor, {
            eventId: row.event_id,
            number: cue.number,
            time: cue.time,
            timeMode: cue.timeMode,
            action: cue.action,
            notes: cue.notes,
            duration: cue.duration,
            colorMark: cue.colorMark,
            timerType: cue.timerType,
            endAction: cue.endAction,
            endTime: cue.endTime,
            tasks: tasks.map((k) => ({
              departmentId: k.departmentId,
              description: k.description,
              completed: k.completed,
              completedAt: k.completedAt,
              color: k.color,
            })),
          });
      }
      return null;
    }
    case 'task': {
      if (id === null) return null;
      if (action === 'update' && row.field) {
        const patch = taskUpdateSchema.safeParse({ [row.field]: before });
        return patch.success ? (actor) => t.tasks.update(actor, id, patch.data) : null;
      }
      if (action === 'create') return (actor) => t.tasks.remove(actor, id);
      if (action === 'delete') {
        const task = taskSchema.safeParse(before);
        if (!task.success) return null;
        const k = task.data;
        return (actor) =>
          t.tasks.create(actor, {
            cueId: k.cueId,
            departmentId: k.departmentId,
            description: k.description,
            completed: k.completed,
            color: k.color,
          });
      }
      return null;
    }
    case 'department': {
      if (id === null) return null;
      if (action === 'update' && row.field === 'name' && typeof before === 'string')
        return (actor) => t.departments.update(actor, id, { name: before });
      if (action === 'create') return (actor) => t.departments.remove(actor, id);
      if (action === 'delete') {
        const snap = deletedDepartment.safeParse(before);
        if (!snap.success) return null;
        const body = departmentRestoreSchema.safeParse({
          eventId: row.event_id,
          name: snap.data.department.name,
          position: snap.data.position,
          tasks: snap.data.tasks.map((k) => ({
            cueId: k.cueId,
            description: k.description,
            completed: k.completed,
            completedAt: k.completedAt,
            color: k.color,
          })),
        });
        return body.success ? (actor) => t.departments.restore(actor, body.data) : null;
      }
      return null;
    }
    case 'note': {
      if (id === null) return null;
      if (action === 'update' && typeof before === 'string') return (actor) => t.annotations.update(actor, id, before);
      if (action === 'create') return (actor) => t.annotations.remove(actor, id);
      if (action === 'delete') {
        const note = noteValue.safeParse(before);
        if (!note.success) return null;
        return (actor) => t.annotations.create(actor, { eventId: row.event_id, ...note.data });
      }
      return null;
    }
    case 'event': {
      if (action !== 'update' || !row.field) return null;
      const patch = eventPatchSchema.safeParse({ [row.field]: before });
      return patch.success ? (actor) => t.events.update(actor, row.event_id, patch.data) : null;
    }
    default:
      return null;
  }
}

/** Runs the undo of `row`; 409 with a sentence when it has none. */
export async function undoEntry(row: HistoryRow, t: UndoTargets, actor: Actor): Promise<void> {
  const plan = undoPlan(row, t);
  if (!plan) throw conflict('errors.history.cannotUndo');
  await plan(actor);
}
