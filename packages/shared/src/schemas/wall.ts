/**
 * The producer's live wall and producer broadcasts (docs/decisions/0027-producer-wall.md): one tile
 * per room of a production's day, read over HTTP and kept live by one socket subscribed to the whole
 * production (protocol.ts `subscribeProduction`).
 */
import { z } from 'zod';
import { CUE_TIME_MODES } from '../time.js';
import { CUE_TIMER_TYPES } from '../cueTimer.js';
import { cueStatusSchema } from './cueStatus.js';
import { positiveId } from './common.js';
import { problemSchema } from './crewTalk.js';
import { calendarDay } from './production.js';

/** A broadcast's text: as long as a crew message may be, so it fits a phone and a stage screen. */
export const BROADCAST_MAX = 200;
/** Broadcasts one production may send per minute (a wall is one person; a loop is a mistake). */
export const BROADCASTS_PER_MINUTE = 6;

export const wallCueSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  action: z.string(),
  time: z.string(),
  duration: z.number().int().nullable(),
  timeMode: z.enum(CUE_TIME_MODES),
  /** A time-of-day cue's end counts in the room's projection (docs/decisions/0033-cue-timer-types-and-aux-timers.md). */
  timerType: z.enum(CUE_TIMER_TYPES).optional(),
  endTime: z.string().nullable().optional(),
});
export type WallCue = z.infer<typeof wallCueSchema>;

export const wallEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cues: z.array(wallCueSchema),
  cueStatus: cueStatusSchema,
  /** The crew's Ready for the current standby (the caller's acks state, counted). */
  readiness: z.object({ standby: z.boolean(), ready: z.number().int(), total: z.number().int(), allReady: z.boolean() }),
  /** Open problem flags from crew phones, with their reasons. */
  problems: z.array(problemSchema),
  /** The owner or a co-caller has a socket open on this event, on any server process. */
  callerConnected: z.boolean(),
  /**
   * Where the event's start is projected when it follows another room's cue (docs/decisions/0028-linked-event-starts.md,
   * timing across rooms); null when it is not linked or that is not known.
   */
  projectedStart: z.string().nullable(),
});
export type WallEvent = z.infer<typeof wallEventSchema>;

export const wallRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  /** The room's events of that day, in the order they were made (usually one). */
  events: z.array(wallEventSchema),
});
export type WallRoom = z.infer<typeof wallRoomSchema>;

export const broadcastReceiptSchema = z.object({
  roomId: z.number().int(),
  room: z.string(),
  eventId: z.number().int(),
  /** When the room's caller confirmed it; null while unread. */
  readAt: z.string().nullable(),
});

export const broadcastSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: z.string(),
  toCrew: z.boolean(),
  rooms: z.array(broadcastReceiptSchema),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const productionLiveSchema = z.object({
  production: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string(), firstDay: z.string(), lastDay: z.string() }),
  day: z.string(),
  days: z.array(z.string()),
  rooms: z.array(wallRoomSchema),
  /** This day's broadcasts, newest first, with each room's receipt. */
  broadcasts: z.array(broadcastSchema),
});
export type ProductionLive = z.infer<typeof productionLiveSchema>;

export const productionLiveQuery = z.object({ day: calendarDay('Please choose a day.').optional() });

export const broadcastInputSchema = z.object({
  text: z.string().trim().min(1, 'Please write the message.').max(BROADCAST_MAX, `A broadcast must be at most ${BROADCAST_MAX} characters`),
  day: calendarDay('Please choose the day.'),
  /** Rooms to reach; empty or absent: every room with an event that day. */
  roomIds: z.array(positiveId).max(50).optional().default([]),
  /** Also to every department's crew phone of those rooms. */
  toCrew: z.boolean().optional().default(false),
});
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

/** What a room's caller screen shows of the producer's messages. */
export const roomBroadcastSchema = z.object({ id: z.number().int(), text: z.string(), sentAt: z.string(), readAt: z.string().nullable() });
export type RoomBroadcast = z.infer<typeof roomBroadcastSchema>;

/** The calendar day ("YYYY-MM-DD") it is in a time zone at `nowMs`. */
export function dayInTimeZone(timeZone: string, nowMs: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(nowMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The wall's day when none is chosen: today in the production's time zone while it runs, else its first day. */
export function defaultWallDay(p: { timeZone: string; firstDay: string; lastDay: string }, nowMs: number): string {
  const today = dayInTimeZone(p.timeZone, nowMs);
  return today >= p.firstDay && today <= p.lastDay ? today : p.firstDay;
}
