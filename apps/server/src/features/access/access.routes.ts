import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestSchema, accessResponseSchema, errorBody } from '@showcaller/shared';

const sessionInfo = z.object({
  kind: z.enum(['user', 'caller', 'department']),
  eventId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
});

export const accessRoutes: FastifyPluginAsyncZod<{ codePerMinute: number }> = async (app, opts) => {
  const { access } = app.services;
  app.post('/api/access', {
    config: { rateLimit: { max: opts.codePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['access'],
      summary: 'Exchange a department or show caller code for a session scoped to its event',
      description: 'Codes are case-insensitive; spaces and dashes are ignored. Rate limited per address.',
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
          return reply.code(401).send({ error: 'This access code session has ended. Enter the code again.' });
        case 'user':
          return { kind: 'user' as const, eventId: null, departmentId: null };
        case 'caller':
          return { kind: 'caller' as const, eventId: a.eventId, departmentId: null };
        case 'department':
          return { kind: 'department' as const, eventId: a.eventId, departmentId: a.departmentId };
        default:
          a satisfies never;
          return reply.code(401).send({ error: 'Unknown session' });
      }
    },
  });
};
