import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoResponse, errorBody } from '@showcaller/shared';

export const demoRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (app, opts) => {
  const { demo } = app.services;
  app.post('/api/demo', {
    config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['accounts'],
      summary:
        'Try Demo: a throwaway account with a sample conference show and a sample production (two days, three rooms), removed after 24 hours',
      security: [],
      response: { 201: demoResponse, 429: errorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await demo.create(req.headers['user-agent'])),
  });
};
