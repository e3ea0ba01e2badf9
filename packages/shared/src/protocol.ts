/** WebSocket protocol at /ws (docs/architecture.md#the-websocket-protocol). Every frame is checked against these unions. */
import { z } from 'zod';
import { cueCommand, cueStatusSchema } from './schemas/cueStatus.js';
import { positiveId } from './schemas/common.js';
import { annotationSchema } from './schemas/annotation.js';
import { calendarDay } from './schemas/production.js';
import { editingFrame, presencePersonSchema } from './schemas/history.js';
import { auxTimerListSchema, auxTimerMs } from './schemas/auxTimer.js';
import { AUX_TIMER_COMMANDS } from './auxTimer.js';
import { taskSchema } from './schemas/task.js';

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribeEvent'),
    eventId: positiveId,
    token: z.string().max(200).optional(),
    accessCode: z.string().max(40).optional(),
    /** The event's control key (X-API-Key), for Bitfocus Companion: commands are logged as 'companion'. */
    controlKey: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal('unsubscribeEvent'), eventId: positiveId }),
  z.object({ type: z.literal('ping'), t0: z.number().finite() }),
  z.object({ type: z.literal('command'), eventId: positiveId, command: cueCommand, requestId: z.string().max(64).optional() }),
  /** Go to a cue by its number (it becomes current, on hold), answered with a commandResult. */
  z.object({ type: z.literal('goto'), eventId: positiveId, number: positiveId, requestId: z.string().max(64).optional() }),
  /**
   * The producer's wall (docs/decisions/0027-producer-wall.md): one socket follows every room of a
   * production's day (the owner's session only; access codes are refused). No day: the production's
   * today, else its first day.
   */
  z.object({
    type: z.literal('subscribeProduction'),
    productionId: positiveId,
    day: calendarDay('Please choose a day.').optional(),
    token: z.string().max(200),
  }),
  z.object({ type: z.literal('unsubscribeProduction'), productionId: positiveId }),
  z.object({ type: z.literal('clientInfo'), rttMs: z.number().finite().min(0).max(60_000), offsetMs: z.number().finite() }),
  /**
   * A command to an auxiliary timer (docs/decisions/0037-aux-timers.md), answered with a
   * commandResult; Companion sends it on its control-key socket. `ms`: the value of a set.
   */
  z.object({
    type: z.literal('auxTimer'),
    eventId: positiveId,
    slot: z.number().int().min(1).max(3),
    command: z.enum(AUX_TIMER_COMMANDS),
    ms: auxTimerMs.optional(),
    requestId: z.string().max(64).optional(),
  }),
  /** The cue cell a caller's screen is editing, for the others' presence (docs/decisions/0032-history-versions-presence.md). */
  editingFrame,
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * 'crewTalk': crew messages, their reads and problem flags changed (docs/decisions/0017-stage-display-and-crew-talk.md). 'annotations': the
 * event's notes changed; screens re-read them like any other list (docs/architecture.md#the-websocket-protocol), callers only.
 */
export const REFETCH_KEYS = [
  'cues',
  'departments',
  'tasks',
  'event',
  'acks',
  'devices',
  'stage',
  'crewTalk',
  'annotations',
  /** The producer's broadcasts to the room or their receipts changed (callers and the wall only). */
  'broadcasts',
  /** An event this event's start follows changed (docs/decisions/0028-linked-event-starts.md; callers only). */
  'startLink',
  /** The event's custom fields or their values changed (docs/decisions/0034-custom-fields.md; not the stage display). */
  'fields',
] as const;
export const refetchKey = z.enum(REFETCH_KEYS);
export type RefetchKey = z.infer<typeof refetchKey>;

/**
 * 'stage' is the read-only stage display (docs/decisions/0017-stage-display-and-crew-talk.md): it hears the status and its own refetches only.
 * 'producer', 'editor', 'lead' and 'viewer' are team members' roles (docs/decisions/0031-team-members-and-roles.md);
 * a member caller subscribes as 'caller', like a caller code.
 */
export const SUBSCRIBER_ROLES = ['owner', 'producer', 'caller', 'editor', 'lead', 'viewer', 'department', 'stage'] as const;
export type SubscriberRole = (typeof SUBSCRIBER_ROLES)[number];

/** A socket command's `commandResult` error when the failure was the server's own, not a refusal with its reason. */
export const COMMAND_FAILED = 'Failed to perform action';

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), eventId: z.number().int(), role: z.enum(SUBSCRIBER_ROLES) }),
  z.object({ type: z.literal('unsubscribed'), eventId: z.number().int() }),
  z.object({ type: z.literal('pong'), t0: z.number(), serverTime: z.number() }),
  z.object({
    type: z.literal('cueStatusUpdate'),
    cueStatus: cueStatusSchema,
    metadata: z.object({ isRepetitiveUpdate: z.boolean(), timestamp: z.number(), version: z.number().int() }),
  }),
  z.object({ type: z.literal('refetch'), key: refetchKey, eventId: z.number().int(), revision: z.number().int() }),
  z.object({ type: z.literal('overtime'), eventId: z.number().int(), cueId: z.number().int(), cueNumber: z.number().int() }),
  z.object({ type: z.literal('revoked'), eventId: z.number().int(), reason: z.string() }),
  z.object({
    type: z.literal('commandResult'),
    requestId: z.string().optional(),
    ok: z.boolean(),
    error: z.string().optional(),
    info: z.string().optional(),
  }),
  z.object({ type: z.literal('error'), error: z.string() }),
  /** A wall follows these events of the production's day (docs/decisions/0027-producer-wall.md). */
  z.object({
    type: z.literal('productionSubscribed'),
    productionId: z.number().int(),
    day: z.string(),
    eventIds: z.array(z.number().int()),
  }),
  /** The production's rooms or the events of the day changed (an event added, moved, deleted): re-read the wall. */
  z.object({ type: z.literal('productionRefetch'), productionId: z.number().int(), eventIds: z.array(z.number().int()) }),
  /**
   * A note was added, changed or deleted (the show-running spec's three frames), with the note; a
   * deleted note's frame carries it when the server still has it at hand, its id always. Callers
   * only, as for the 'annotations' refetch that is sent beside them.
   */
  z.object({ type: z.literal('annotation_created'), eventId: z.number().int(), annotation: annotationSchema }),
  z.object({ type: z.literal('annotation_updated'), eventId: z.number().int(), annotation: annotationSchema }),
  z.object({
    type: z.literal('annotation_deleted'),
    eventId: z.number().int(),
    annotationId: z.number().int(),
    annotation: annotationSchema.optional(),
  }),
  /**
   * Tasks changed (docs/decisions/0039-task-and-ack-deltas.md): the changed tasks as saved and the ids of
   * removed ones, with the event's revision after the change. A screen applies them to its list when
   * `revision` follows the revision its list is at by one, else re-reads the list once. A department
   * code's screen gets its own department's tasks only; stage displays none.
   */
  z.object({
    type: z.literal('tasksChanged'),
    eventId: z.number().int(),
    revision: z.number().int(),
    tasks: z.array(taskSchema),
    removedIds: z.array(z.number().int()),
  }),
  /**
   * A department said Ready (docs/decisions/0039-task-and-ack-deltas.md): for the standby of status
   * `version` on `cueId`. To those who run the show only, like GET …/acks.
   */
  z.object({
    type: z.literal('ackChanged'),
    eventId: z.number().int(),
    version: z.number().int(),
    cueId: z.number().int().nullable(),
    departmentId: z.number().int(),
    readyAt: z.string(),
  }),
  /**
   * Who else has the event open on a caller's screen (owner, co-callers) and the cue cell each is
   * editing, sent to those screens whenever it changes; never the receiving screen itself.
   */
  z.object({ type: z.literal('presence'), eventId: z.number().int(), people: z.array(presencePersonSchema) }),
  /**
   * The event's auxiliary timers, whole (docs/decisions/0037-aux-timers.md): sent on subscribe and
   * after every change, like the status, to every screen but the crews' phones. Screens count
   * locally (auxTimerReadout); nothing ticks on the wire. `serverTime`: when it was sent, for a
   * client that keeps no clock offset (Companion) to count from.
   */
  z.object({ type: z.literal('auxTimers'), eventId: z.number().int(), timers: auxTimerListSchema, serverTime: z.number() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
