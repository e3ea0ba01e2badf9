import { z } from 'zod';

export const accessRequestSchema = z.object({
  code: z
    .string()
    .max(40, 'Access codes are 6 characters')
    .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
    .pipe(z.string().min(1, 'Please enter an access code').max(12, 'Access codes are 6 characters')),
});

export const accessResponseSchema = z.object({
  kind: z.enum(['department', 'caller', 'stage']),
  token: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  department: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type AccessResponse = z.infer<typeof accessResponseSchema>;

export const ACCESS_CODE_NOT_FOUND = 'That access code was not found. Check it with your show caller; codes are 6 letters and digits.';
