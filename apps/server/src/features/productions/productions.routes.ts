/** Productions (docs/decisions/0026-productions.md): the owner's list, create, read, update, delete. Rules in productions.service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody, productionInputSchema, productionPatchSchema, productionSchema } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['productions'];

export const productionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productions } = app.services;

  app.get('/api/productions', {
    schema: {
      tags,
      summary: "The signed-in user's productions with their rooms and event counts (access codes: 401)",
      response: { 200: z.array(productionSchema), 401: errorBody },
    },
    handler: async (req) => productions.list(req.actor),
  });

  app.post('/api/productions', {
    schema: {
      tags,
      summary: `Create a production: name, IANA time zone, first and last day (YYYY-MM-DD, at most 31 days) and its rooms by name (1 to 50)`,
      body: productionInputSchema,
      response: { 201: productionSchema, 400: errorBody, 401: errorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await productions.create(req.actor, req.body)),
  });

  app.get('/api/productions/:id', {
    schema: {
      tags,
      summary: 'One production (its owner only; another account’s id answers 404 as a missing one)',
      params: idParam,
      response: { 200: productionSchema, ...errors },
    },
    handler: async (req) => productions.get(req.actor, req.params.id),
  });

  app.patch('/api/productions/:id', {
    schema: {
      tags,
      summary:
        'Update name, time zone, days or rooms (the whole list: a room with its id keeps its events, one without is new, one left out is removed unless it has events); days cannot leave out a day that has events',
      params: idParam,
      body: productionPatchSchema,
      response: { 200: productionSchema, ...errors },
    },
    handler: async (req) => productions.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/productions/:id', {
    schema: {
      tags,
      summary: 'Delete a production that holds no events (409 while it does: nothing entered is lost)',
      params: idParam,
      response: { 200: messageBody, 409: errorBody, ...errors },
    },
    handler: async (req) => {
      await productions.remove(req.actor, req.params.id);
      return { message: 'Production deleted' };
    },
  });
};
