import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION, errorBody } from '@showcaller/shared';
import { StorageError } from '../../lib/errors.js';
import { RETRY_AFTER_SECONDS } from '../../lib/errorHandler.js';

/** A load balancer gives up after a few seconds: answer 503 before it does, even if the database hangs. */
export const HEALTH_PROBE_TIMEOUT_MS = 3000;

const storage = z.enum(['sqlite', 'postgres']);

/** Rejects when the probe takes longer than the limit (a half-open connection never answers). */
function withinLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;
  app.get('/healthz', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and storage check: 200 when the database answers, 503 (with Retry-After) when it does not',
      response: {
        200: z.object({ status: z.literal('ok'), storage, version: z.string() }),
        503: errorBody.extend({ status: z.literal('unavailable'), storage, version: z.string() }),
      },
    },
    handler: async (req, reply) => {
      try {
        await withinLimit(health.probe(), HEALTH_PROBE_TIMEOUT_MS);
      } catch (err) {
        req.log.warn({ err: err instanceof StorageError ? err.cause : err }, 'health check: database unavailable');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({
            error: err instanceof StorageError ? err.message : 'The database is unavailable. Try again in a moment.',
            status: 'unavailable' as const,
            storage: health.engine,
            version: APP_VERSION,
          });
      }
      return { status: 'ok' as const, storage: health.engine, version: APP_VERSION };
    },
  });
};
