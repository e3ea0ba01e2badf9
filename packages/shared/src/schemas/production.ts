/**
 * Productions (docs/decisions/0026-productions.md): an account groups events into a
 * production with a name, a time zone, a first and last day and rooms by name. Each event belongs to
 * at most one production, with one of its rooms and a day from first to last.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { calendarDatePart, calendarDateProblem } from '../time.js';
import { positiveId } from './common.js';

/** A calendar day "YYYY-MM-DD" (no time zone; the production's zone says where it is). */
export const calendarDay = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(40)
    .transform((v, ctx) => {
      const date = calendarDatePart(v);
      const problem = calendarDateProblem(date);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return date;
    });

/** Whole days from `a` to `b` (both "YYYY-MM-DD"); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  const ms = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

/** Every day from first to last, inclusive (at most LIMITS.maxProductionDays). */
export function productionDays(firstDay: string, lastDay: string): string[] {
  const n = Math.min(daysBetween(firstDay, lastDay), LIMITS.maxProductionDays - 1);
  const start = Date.UTC(Number(firstDay.slice(0, 4)), Number(firstDay.slice(5, 7)) - 1, Number(firstDay.slice(8, 10)));
  const days: string[] = [];
  for (let i = 0; i <= n; i++) days.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/** An IANA time zone name the runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const productionName = z
  .string()
  .trim()
  .min(1, 'Please provide a name for the production.')
  .max(LIMITS.productionName, `Name must be at most ${LIMITS.productionName} characters`);

const timeZone = z
  .string()
  .trim()
  .min(1, 'Please choose a time zone for the production.')
  .max(LIMITS.timeZone, 'That is not a time zone (for example Europe/Berlin).')
  .refine(isTimeZone, 'That is not a time zone (for example Europe/Berlin).');

export const roomName = z
  .string()
  .trim()
  .min(1, 'A room needs a name.')
  .max(LIMITS.roomName, `A room name must be at most ${LIMITS.roomName} characters`);

/** Same name, ignoring case and surrounding spaces. */
export const sameRoomName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkRooms(rooms: ReadonlyArray<{ name: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const r of rooms) {
    const key = r.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rooms'], message: `Two rooms are called "${r.name}".` });
    seen.add(key);
  }
}

function checkDays(p: { firstDay?: string | undefined; lastDay?: string | undefined }, ctx: z.RefinementCtx) {
  if (p.firstDay === undefined || p.lastDay === undefined) return;
  const span = daysBetween(p.firstDay, p.lastDay);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['lastDay'], message: 'The last day cannot be before the first day.' });
  else if (span + 1 > LIMITS.maxProductionDays)
    ctx.addIssue({ code: 'custom', path: ['lastDay'], message: `A production lasts at most ${LIMITS.maxProductionDays} days.` });
}

const roomList = <T extends z.ZodType<{ name: string }>>(room: T) =>
  z.array(room).max(LIMITS.maxRoomsPerProduction, `A production has at most ${LIMITS.maxRoomsPerProduction} rooms.`);

export const productionInputSchema = z
  .object({
    name: productionName,
    timeZone,
    firstDay: calendarDay('Please choose the first day.'),
    lastDay: calendarDay('Please choose the last day.'),
    rooms: roomList(z.object({ name: roomName })).min(1, 'A production needs at least one room.'),
  })
  .superRefine((p, ctx) => {
    checkDays(p, ctx);
    checkRooms(p.rooms, ctx);
  });
export type ProductionInput = z.infer<typeof productionInputSchema>;

/**
 * PATCH: each field optional. `rooms` is the whole new list in order: a room with its `id` keeps its
 * events (renamed if its name changed), one without is new, a room left out is removed (refused
 * while it has events).
 */
export const productionPatchSchema = z
  .object({
    name: productionName.optional(),
    timeZone: timeZone.optional(),
    firstDay: calendarDay('Please choose the first day.').optional(),
    lastDay: calendarDay('Please choose the last day.').optional(),
    rooms: roomList(z.object({ id: positiveId.optional(), name: roomName }))
      .min(1, 'A production needs at least one room.')
      .optional(),
  })
  .superRefine((p, ctx) => {
    checkDays(p, ctx);
    if (p.rooms) checkRooms(p.rooms, ctx);
  });
export type ProductionPatch = z.infer<typeof productionPatchSchema>;

export const productionRoomSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProductionRoom = z.infer<typeof productionRoomSchema>;

export const productionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  rooms: z.array(productionRoomSchema),
  /** How many events are in it. */
  eventCount: z.number().int(),
  ownerId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Production = z.infer<typeof productionSchema>;
