import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, userSchema } from '@showcaller/shared';

const HOUR = 60 * 60 * 1000;

export const demoRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (app, opts) => {
  const { demo } = app.services;
  app.post('/api/demo', {
    config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['accounts'],
      summary: 'Try Demo: a throwaway account with a sample conference show (removed after 24 hours)',
      security: [],
      response: { 201: z.object({ token: z.string(), user: userSchema, eventId: z.number().int() }), 429: errorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await demo.create(req.headers['user-agent'])),
  });

  const purge = () =>
    demo
      .purgeExpired()
      .then((n) => n > 0 && app.log.info({ removed: n }, 'expired demo accounts removed'))
      .catch((err: unknown) => app.log.warn({ err }, 'demo purge failed'));
  const timer = setInterval(() => void purge(), HOUR);
  timer.unref();
  app.addHook('onReady', async () => void purge());
  app.addHook('onClose', async () => clearInterval(timer));
};
