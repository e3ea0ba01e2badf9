import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { annotationCreateSchema, annotationSchema, annotationUpdateSchema, errorBody, idParam } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['notes'];
const targetQuery = z.object({
  targetType: z.string().max(40).optional(),
  targetId: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
});

export const annotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { annotations } = app.services;

  app.get('/api/events/:id/annotations', {
    schema: {
      tags,
      summary: "The event's notes, oldest first; targetType/targetId narrow them (owner and co-caller; not department codes)",
      params: idParam,
      querystring: targetQuery,
      response: { 200: z.array(annotationSchema), ...errors },
    },
    handler: async (req) => annotations.list(req.actor, req.params.id, req.query),
  });

  app.post('/api/annotations', {
    schema: {
      tags,
      summary: 'Add a note to an event (the owner account; code sessions cannot write notes)',
      body: annotationCreateSchema,
      response: { 201: annotationSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await annotations.create(req.actor, req.body)),
  });

  app.put('/api/annotations/:id', {
    schema: {
      tags,
      summary: "Change a note's text (its author or an admin)",
      params: idParam,
      body: annotationUpdateSchema,
      response: { 200: annotationSchema, ...errors },
    },
    handler: async (req) => annotations.update(req.actor, req.params.id, req.body.content),
  });

  app.delete('/api/annotations/:id', {
    schema: {
      tags,
      summary: 'Delete a note (its author or an admin); answers the removed note',
      params: idParam,
      response: { 200: annotationSchema, ...errors },
    },
    handler: async (req) => annotations.remove(req.actor, req.params.id),
  });
};
