/** Routes of crew messages and problem flags (docs/decisions/0017-stage-display-and-crew-talk.md); the service owns the rules. */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { english } from '../../lib/i18n.js';
import {
  crewMessageInputSchema,
  crewMessageSchema,
  departmentMessageSchema,
  errorBody,
  idParam,
  problemInputSchema,
  problemSchema,
  savedMessagesSchema,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const throttled = { ...errors, 429: errorBody };
const tags = ['crew'];
const eventAndDepartment = z.object({ id: idParam.shape.id, departmentId: idParam.shape.id });

/** A phone's problem flags and message reads, each: this many per window per device (docs/security.md "Trust, round 3" 20.9). */
export const CREW_TAPS = 10;
export const CREW_TAP_WINDOW_MS = 10_000;

/**
 * Counted per device: a code session is one phone (each entry of the code makes its own), so one
 * phone tapping in a loop is held up and the department's other phones are not. Strangers are
 * counted by address. On PostgreSQL the count is shared by every process (realtime/attemptLimiter.ts).
 * Counted once the request is read and valid (preHandler): a malformed one answers its 400 or 413.
 */
function perDevice(what: 'errors.rateLimit.acks' | 'errors.rateLimit.problems'): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      hook: 'preHandler',
      max: CREW_TAPS,
      timeWindow: CREW_TAP_WINDOW_MS,
      keyGenerator: (req: FastifyRequest) => (req.actor.kind === 'anonymous' ? `ip:${req.ip}` : `session:${req.actor.sessionId}`),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        // English here; the error handler answers it in the asker's language.
        message: english(what, { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
      }),
    },
  };
}

export const crewTalkRoutes: FastifyPluginAsyncZod = async (app) => {
  const talk = app.services.crewTalk;

  app.post('/api/events/:id/crew-messages', {
    schema: {
      tags,
      summary: 'A message to some departments’ phones (departmentIds; empty means all); logged in the as-run log',
      params: idParam,
      body: crewMessageInputSchema,
      response: { 200: z.array(crewMessageSchema), ...errors },
    },
    handler: async (req) => talk.send(req.actor, req.params.id, req.body),
  });

  app.get('/api/events/:id/crew-messages', {
    schema: {
      tags,
      summary: 'The latest crew messages and who read each (caller)',
      params: idParam,
      response: { 200: z.array(crewMessageSchema), ...errors },
    },
    handler: async (req) => talk.list(req.actor, req.params.id),
  });

  app.get('/api/events/:id/my-messages', {
    schema: {
      tags,
      summary: 'This department’s messages, newest first (department code only)',
      params: idParam,
      response: { 200: z.array(departmentMessageSchema), ...errors },
    },
    handler: async (req) => talk.mine(req.actor, req.params.id),
  });

  app.post('/api/crew-messages/:id/read', {
    config: perDevice('errors.rateLimit.acks'),
    schema: {
      tags,
      summary: 'A department’s phone acknowledges a message (department code only); logged',
      description: `At most ${CREW_TAPS} per ${CREW_TAP_WINDOW_MS / 1000} s per device (code session): then 429 with Retry-After.`,
      params: idParam,
      response: { 200: z.array(departmentMessageSchema), ...throttled },
    },
    handler: async (req) => talk.read(req.actor, req.params.id),
  });

  app.get('/api/events/:id/saved-messages', {
    schema: {
      tags,
      summary: "The event's one-click messages for the stage and crews ('Wrap up', 'Speak up', '5 minutes' until others are saved)",
      params: idParam,
      response: { 200: savedMessagesSchema, ...errors },
    },
    handler: async (req) => talk.saved(req.actor, req.params.id),
  });

  app.put('/api/events/:id/saved-messages', {
    schema: {
      tags,
      summary: "Replace the event's one-click messages (an empty list brings back the defaults)",
      params: idParam,
      body: savedMessagesSchema,
      response: { 200: savedMessagesSchema, ...errors },
    },
    handler: async (req) => talk.saveSaved(req.actor, req.params.id, req.body.messages),
  });

  app.get('/api/events/:id/problems', {
    schema: {
      tags,
      summary: 'Open problem flags (the caller sees all, a department its own)',
      params: idParam,
      response: { 200: z.array(problemSchema), ...errors },
    },
    handler: async (req) => talk.problems(req.actor, req.params.id),
  });

  app.post('/api/events/:id/problem', {
    config: perDevice('errors.rateLimit.problems'),
    schema: {
      tags,
      summary: 'A department’s phone raises Problem with an optional short reason (department code only); logged',
      description: `At most ${CREW_TAPS} per ${CREW_TAP_WINDOW_MS / 1000} s per device (code session): then 429 with Retry-After.`,
      params: idParam,
      body: problemInputSchema,
      response: { 200: z.array(problemSchema), ...throttled },
    },
    handler: async (req) => talk.raise(req.actor, req.params.id, req.body.reason),
  });

  app.post('/api/events/:id/problems/:departmentId/clear', {
    schema: {
      tags,
      summary: 'The caller clears a department’s problem flag; logged',
      params: eventAndDepartment,
      response: { 200: z.array(problemSchema), ...errors },
    },
    handler: async (req) => talk.clear(req.actor, req.params.id, req.params.departmentId),
  });
};
