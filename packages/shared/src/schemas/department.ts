import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { positiveId } from './common.js';
import { MAX_RESTORE_TASKS, taskSchema, taskSnapshotFields } from './task.js';

const name = z
  .string()
  .trim()
  .min(1, 'Department name is required')
  .max(LIMITS.departmentName, `Department name must be at most ${LIMITS.departmentName} characters`);

/** `accessCode` from the browser is ignored: the server makes codes (DESIGN.md §5). */
export const departmentCreateSchema = z.object({
  eventId: positiveId,
  name,
  accessCode: z.string().max(20).optional(),
});
export const departmentUpdateSchema = z.object({ name: name.optional() });

export const departmentSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  accessCode: z.string(),
  position: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

/** DELETE /api/departments/{id} answers what was removed, so the browser can offer Undo. */
export const departmentSnapshotSchema = z.object({ department: departmentSchema, tasks: z.array(taskSchema) });
export type DepartmentSnapshot = z.infer<typeof departmentSnapshotSchema>;

/** POST /api/departments/restore: the old access code is reused when still free. */
export const departmentRestoreSchema = z.object({
  eventId: positiveId,
  name,
  position: z.number().int().min(0).max(1_000_000).optional(),
  accessCode: z.string().max(20).optional(),
  tasks: z
    .array(z.object({ cueId: positiveId, ...taskSnapshotFields }))
    .max(MAX_RESTORE_TASKS)
    .optional()
    .default([]),
});
export type DepartmentRestoreInput = z.input<typeof departmentRestoreSchema>;
