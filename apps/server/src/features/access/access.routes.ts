import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestSchema, accessResponseSchema, errorBody } from '@showcaller/shared';
import { HttpError } from '../../lib/errors.js';
import { askerLocale, serverT } from '../../lib/i18n.js';
import { type CodeGuesses } from '../../realtime/attemptLimiter.js';

const sessionInfo = z.object({
  kind: z.enum(['user', 'caller', 'department', 'stage', 'link']),
  eventId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
});

export const accessRoutes: FastifyPluginAsyncZod<{ codeGuesses: CodeGuesses }> = async (app, opts) => {
  const { access } = app.services;
  app.post('/api/access', {
    // The same budget as codes in WebSocket subscribe frames: one count per address for both.
    preHandler: async (req, reply) => {
      const { ok, retryAfterSeconds } = await opts.codeGuesses.take(req.ip);
      if (ok) return;
      void reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError(429, 'errors.realtime.tooManyCodes');
    },
    schema: {
      tags: ['access'],
      summary: 'Exchange a department, show caller or stage code for a session scoped to its event',
      description:
        'Codes are case-insensitive; spaces and dashes are ignored. Rate limited per address (RATE_LIMIT_CODE_PER_MINUTE), in one budget with codes sent over the WebSocket.',
      security: [],
      body: accessRequestSchema,
      response: { 200: accessResponseSchema, 400: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: async (req) => access.enter(req.body.code, req.headers['user-agent']),
  });

  app.get('/api/access/session', {
    schema: {
      tags: ['access'],
      summary: 'What the current token is scoped to (crew screens check theirs is still valid)',
      response: { 200: sessionInfo, 401: errorBody },
    },
    handler: async (req, reply) => {
      const a = req.actor;
      switch (a.kind) {
        case 'anonymous':
          return reply.code(401).send({ error: serverT(askerLocale(req.headers['accept-language']), 'errors.realtime.codeSessionEnded') });
        case 'user':
          return { kind: 'user' as const, eventId: null, departmentId: null };
        case 'caller':
          return { kind: 'caller' as const, eventId: a.eventId, departmentId: null };
        case 'department':
          return { kind: 'department' as const, eventId: a.eventId, departmentId: a.departmentId };
        case 'stage':
          return { kind: 'stage' as const, eventId: a.eventId, departmentId: null };
        case 'link':
          return { kind: 'link' as const, eventId: a.eventId, departmentId: a.departmentId };
        default:
          a satisfies never;
          return reply.code(401).send({ error: serverT(askerLocale(req.headers['accept-language']), 'errors.access.unknownSession') });
      }
    },
  });
};
