import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, errorBody } from '@showcaller/shared';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  app.get('/api/admin/users', {
    schema: {
      tags: ['admin'],
      summary: 'Registered users (admins only)',
      querystring: z.object({ search: z.string().trim().max(100).optional() }),
      response: { 200: z.array(adminUserSchema), 401: errorBody, 403: errorBody },
    },
    handler: async (req) => admin.listUsers(req.actor, req.query.search),
  });
};
