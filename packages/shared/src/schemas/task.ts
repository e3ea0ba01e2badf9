import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { colorValue, positiveId } from './common.js';

export const taskDescription = z
  .string()
  .trim()
  .min(1, 'Task description is required')
  .max(LIMITS.taskDescription, `Task must be at most ${LIMITS.taskDescription} characters`);

export const taskCreateSchema = z.object({
  cueId: positiveId,
  departmentId: positiveId,
  description: taskDescription,
  completed: z.boolean().optional().default(false),
  color: colorValue.optional().default(''),
});
/** `completedAt` is accepted for spec compatibility but the server sets and clears it. */
export const taskUpdateSchema = z.object({
  description: taskDescription.optional(),
  completed: z.boolean().optional(),
  completedAt: z.string().max(40).nullable().optional(),
  color: colorValue.optional(),
});

export const taskSchema = z.object({
  id: z.number().int(),
  cueId: z.number().int(),
  departmentId: z.number().int(),
  description: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  color: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** A task inside an Undo snapshot: `completedAt` is kept when it is a valid time, else the server sets it. */
export const taskSnapshotFields = {
  description: taskDescription,
  completed: z.boolean().optional().default(false),
  completedAt: z.string().max(40).nullable().optional(),
  color: colorValue.optional().default(''),
};
/** Bound on the tasks carried by one restore (body size limits it too). */
export const MAX_RESTORE_TASKS = 10_000;
