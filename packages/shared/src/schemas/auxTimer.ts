/** Auxiliary timers (docs/decisions/0037-aux-timers.md): what screens get and what the caller sends. */
import { z } from 'zod';
import { AUX_TIMER_COMMANDS, AUX_TIMER_DIRECTIONS, AUX_TIMER_MAX_MS, AUX_TIMER_NAME_MAX, type AuxTimer } from '../auxTimer.js';

export const auxTimerMs = z
  .number()
  .int('Timer values are whole milliseconds.')
  .min(0, 'A timer value cannot be negative.')
  .max(AUX_TIMER_MAX_MS, 'A timer value is at most 24 hours.');

export const auxTimerSchema = z.object({
  id: z.number().int(),
  slot: z.number().int().min(1).max(3),
  name: z.string(),
  direction: z.enum(AUX_TIMER_DIRECTIONS),
  durationMs: z.number().int(),
  elapsedMs: z.number().int(),
  runningSince: z.number().nullable(),
  onStage: z.boolean(),
  version: z.number().int(),
});
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schema and the zod-free interface in auxTimer.ts describe one shape (checked when compiling). */
export const AUX_TIMER_MATCHES: Same<z.infer<typeof auxTimerSchema>, AuxTimer> = true;
export const auxTimerListSchema = z.array(auxTimerSchema);

/** Route parameters `{id}/{slot}`: an event and a timer slot, 1, 2 or 3 (listed values, not an id). */
export const auxSlotParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  slot: z.enum(['1', '2', '3'], { message: 'The timer slot is 1, 2 or 3.' }).transform(Number),
});

/** PUT /api/events/{id}/aux-timers/{slot}: make or change the timer in a slot (its running state stays). */
export const auxTimerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please name the timer.')
      .max(AUX_TIMER_NAME_MAX, `A timer name is at most ${AUX_TIMER_NAME_MAX} characters.`),
    direction: z.enum(AUX_TIMER_DIRECTIONS, { message: "A timer counts 'up' or 'down'." }),
    durationMs: auxTimerMs.optional().default(0),
    onStage: z.boolean().optional().default(false),
  })
  .refine((t) => t.direction === 'up' || t.durationMs > 0, {
    message: 'A count-down needs its length (durationMs above 0).',
    path: ['durationMs'],
  });
export type AuxTimerInput = z.input<typeof auxTimerInputSchema>;

/** POST /api/events/{id}/aux-timers/{slot}/command: `ms` is the value of a set (required there, refused elsewhere). */
export const auxTimerCommandSchema = z
  .object({
    command: z.enum(AUX_TIMER_COMMANDS, { message: 'The command is start, pause, toggle, reset or set.' }),
    ms: auxTimerMs.optional(),
  })
  .refine((c) => (c.command === 'set') === (c.ms !== undefined), {
    message: 'A set needs its value in ms (and only a set takes one).',
    path: ['ms'],
  });
export type AuxTimerCommandInput = z.infer<typeof auxTimerCommandSchema>;
