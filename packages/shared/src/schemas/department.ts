import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { positiveId } from './common.js';
import { MAX_RESTORE_TASKS, taskSchema, taskSnapshotFields } from './task.js';

const name = z
  .string()
  .trim()
  .min(1, 'Department name is required')
  .max(LIMITS.departmentName, `Department name must be at most ${LIMITS.departmentName} characters`);

/** `accessCode` from the browser is ignored: the server makes codes (docs/decisions/0004-access-codes.md). */
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

/**
 * POST /api/departments/restore: the server gives the department a fresh code; a code in the
 * body is dropped by the parser (docs/decisions/0004-access-codes.md: a restore never takes one from the request).
 */
export const departmentRestoreSchema = z.object({
  eventId: positiveId,
  name,
  position: z.number().int().min(0).max(1_000_000).optional(),
  tasks: z
    .array(z.object({ cueId: positiveId, ...taskSnapshotFields }))
    .max(MAX_RESTORE_TASKS)
    .optional()
    .default([]),
});
export type DepartmentRestoreInput = z.input<typeof departmentRestoreSchema>;
