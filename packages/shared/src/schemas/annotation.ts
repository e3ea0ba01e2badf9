import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { positiveId } from './common.js';

const content = z
  .string()
  .trim()
  .min(1, 'Note content is required')
  .max(LIMITS.annotation, `Note must be at most ${LIMITS.annotation} characters`);

export const annotationCreateSchema = z.object({
  eventId: positiveId,
  content,
  targetType: z.string().max(40).nullable().optional(),
  // The column is a 32-bit integer on PostgreSQL: a wider number is bad input, not a 500.
  targetId: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().optional(),
});
export const annotationUpdateSchema = z.object({ content });

export const annotationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  content: z.string(),
  targetType: z.string().nullable(),
  targetId: z.number().int().nullable(),
  userId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Annotation = z.infer<typeof annotationSchema>;
