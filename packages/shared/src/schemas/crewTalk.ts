/** Caller → crew messages and crew → caller problem flags (docs/decisions/0017-stage-display-and-crew-talk.md). */
import { z } from 'zod';
import { positiveId } from './common.js';
import { CREW_MESSAGE_MAX, PROBLEM_REASON_MAX, SAVED_MESSAGE_MAX, SAVED_MESSAGES_MAX } from '../crewTalkRules.js';

/** POST /api/events/{id}/crew-messages: to some departments, or all (`departmentIds` empty = all). */
export const crewMessageInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a message for the crew.')
    .max(CREW_MESSAGE_MAX, `Crew messages are at most ${CREW_MESSAGE_MAX} characters`),
  departmentIds: z.array(positiveId).max(200).default([]),
});

export const crewMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: z.string(),
  recipients: z.array(z.object({ departmentId: z.number().int(), name: z.string(), readAt: z.string().nullable() })),
});
export type CrewMessage = z.infer<typeof crewMessageSchema>;

/** What one department's phone sees: its messages, newest first, read or not. */
export const departmentMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type DepartmentMessage = z.infer<typeof departmentMessageSchema>;

/** POST /api/events/{id}/problem (department code): raise or update this department's flag. */
export const problemInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(PROBLEM_REASON_MAX, `A reason is at most ${PROBLEM_REASON_MAX} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});

export const problemSchema = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  reason: z.string().nullable(),
  raisedAt: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

/** PUT /api/events/{id}/saved-messages: the event's one-click messages, in order (empty: the defaults). */
export const savedMessagesSchema = z.object({
  messages: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A saved message cannot be empty.')
        .max(SAVED_MESSAGE_MAX, `Saved messages are at most ${SAVED_MESSAGE_MAX} characters`),
    )
    .max(SAVED_MESSAGES_MAX, `At most ${SAVED_MESSAGES_MAX} saved messages`),
});
