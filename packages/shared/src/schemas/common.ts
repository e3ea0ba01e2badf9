import { z } from 'zod';

/** Route parameter `{id}`: a positive integer in a string. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const positiveId = z.number().int().positive().max(2_147_483_647);

/** `#RRGGBB` or empty (docs/product.md#data). */
export const colorValue = z
  .string()
  .trim()
  .regex(/^(#[0-9A-Fa-f]{6})?$/, 'Colour must be #RRGGBB or empty')
  .transform((v) => v.toUpperCase());

export const errorBody = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export const okBody = z.object({ ok: z.literal(true) });
