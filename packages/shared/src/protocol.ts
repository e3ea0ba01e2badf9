/** WebSocket protocol at /ws (DESIGN.md §3). Every frame is checked against these unions. */
import { z } from 'zod';
import { cueCommand, cueStatusSchema } from './schemas/cueStatus.js';
import { annotationSchema } from './schemas/annotation.js';
import { positiveId } from './schemas/common.js';

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribeEvent'),
    eventId: positiveId,
    token: z.string().max(200).optional(),
    accessCode: z.string().max(40).optional(),
  }),
  z.object({ type: z.literal('unsubscribeEvent'), eventId: positiveId }),
  z.object({ type: z.literal('ping'), t0: z.number().finite() }),
  z.object({ type: z.literal('command'), eventId: positiveId, command: cueCommand, requestId: z.string().max(64).optional() }),
  z.object({ type: z.literal('ack'), eventId: positiveId, version: z.number().int() }),
  z.object({ type: z.literal('clientInfo'), rttMs: z.number().finite().min(0).max(60_000), offsetMs: z.number().finite() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const REFETCH_KEYS = ['cues', 'departments', 'tasks', 'event', 'acks', 'devices'] as const;
export const refetchKey = z.enum(REFETCH_KEYS);
export type RefetchKey = z.infer<typeof refetchKey>;

export const SUBSCRIBER_ROLES = ['owner', 'caller', 'department'] as const;
export type SubscriberRole = (typeof SUBSCRIBER_ROLES)[number];

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
  z.object({ type: z.literal('annotation_created'), eventId: z.number().int(), annotation: annotationSchema }),
  z.object({ type: z.literal('annotation_updated'), eventId: z.number().int(), annotation: annotationSchema }),
  z.object({ type: z.literal('annotation_deleted'), eventId: z.number().int(), annotationId: z.number().int() }),
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
]);
export type ServerMessage = z.infer<typeof serverMessage>;
