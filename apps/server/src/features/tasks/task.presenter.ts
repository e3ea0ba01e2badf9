import type { Task } from '@showcaller/shared';
import type { TaskApiRow } from './tasks.repo.js';

export function presentTask(t: TaskApiRow): Task {
  return {
    id: t.id,
    cueId: t.cue_id,
    departmentId: t.department_id,
    description: t.description,
    completed: t.completed === 1,
    completedAt: t.completed_at,
    color: t.color,
  };
}

/** A restored task keeps its original completion time when it was done and the time is valid. */
export function restoredCompletedAt(completed: boolean, completedAt: string | null | undefined, nowIso: string): string | null {
  if (!completed) return null;
  if (completedAt && !Number.isNaN(Date.parse(completedAt))) return new Date(completedAt).toISOString();
  return nowIso;
}
