import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { APP_VERSION, errorBody } from '@showcaller/shared';
import type { Db } from '../../db/client.js';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/healthz', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and storage check',
      response: {
        200: z.object({ status: z.literal('ok'), storage: z.enum(['sqlite', 'postgres']), version: z.string() }),
        503: errorBody,
      },
    },
    handler: async (_req, reply) => {
      try {
        await sql`select 1`.execute(db.kysely);
      } catch {
        return reply.code(503).send({ error: 'The database is not reachable.' });
      }
      return { status: 'ok' as const, storage: db.engine, version: APP_VERSION };
    },
  });
};
