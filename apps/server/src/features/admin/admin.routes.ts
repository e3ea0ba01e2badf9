import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@showcaller/shared';
import { forbidden } from '../../lib/errors.js';
import { requireUser } from '../auth/auth.service.js';
import { isAdminUser } from '../accounts/user.presenter.js';

const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  eventCount: z.number().int(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
});

export const adminRoutes: FastifyPluginAsyncZod<{ adminEmail: string | undefined }> = async (app, { adminEmail }) => {
  const { repos } = app.services;
  app.get('/api/admin/users', {
    schema: {
      tags: ['admin'],
      summary: 'Registered users (admins only)',
      querystring: z.object({ search: z.string().trim().max(100).optional() }),
      response: { 200: z.array(adminUser), 401: errorBody, 403: errorBody },
    },
    handler: async (req) => {
      const actor = requireUser(req.actor);
      if (!actor.isAdmin) throw forbidden('Only administrators can see the list of users.');
      const rows = await repos.users.listWithEventCounts(req.query.search);
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        name: r.name,
        email: r.email,
        createdAt: r.created_at,
        eventCount: Number(r.event_count ?? 0),
        isAdmin: isAdminUser(r, adminEmail),
        isDemo: r.is_demo === 1,
      }));
    },
  });
};
