/**
 * The producer's wall and broadcasts (docs/decisions/0027-producer-wall.md). The wall's own routes
 * are the production owner's (codes 401, another account's production 404); a room's broadcasts
 * are its owner's and co-caller's. Rules in wall.service.ts and broadcast.service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  broadcastInputSchema,
  broadcastSchema,
  errorBody,
  idParam,
  positiveId,
  productionLiveQuery,
  productionLiveSchema,
  roomBroadcastSchema,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const wallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wall, broadcasts } = app.services;

  app.get('/api/productions/:id/live', {
    schema: {
      tags: ['productions'],
      summary:
        'The live wall: every room of a production’s day with its events, cue status, crew readiness, problem flags, whether its caller is connected, and the day’s broadcasts with receipts (owner only; no day: today in its time zone while it runs, else its first day)',
      params: idParam,
      querystring: productionLiveQuery,
      response: { 200: productionLiveSchema, ...errors },
    },
    handler: async (req) => wall.view(req.actor, req.params.id, req.query.day),
  });

  app.post('/api/productions/:id/broadcasts', {
    schema: {
      tags: ['productions'],
      summary:
        'Broadcast a message to every room of a day, or chosen rooms: their caller screens, stage displays and, with toCrew, crew phones; written to each room’s as-run log (owner only; at most 6 a minute per production, 429 beyond)',
      params: idParam,
      body: broadcastInputSchema,
      response: { 201: broadcastSchema, 429: errorBody, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await broadcasts.send(req.actor, req.params.id, req.body)),
  });

  app.get('/api/events/:id/broadcasts', {
    schema: {
      tags: ['productions'],
      summary: 'The producer’s latest messages to this room, with whether its caller read each (owner or co-caller)',
      params: idParam,
      response: { 200: z.array(roomBroadcastSchema), 403: errorBody, ...errors },
    },
    handler: async (req) => broadcasts.forRoom(req.actor, req.params.id),
  });

  app.post('/api/events/:id/broadcasts/read', {
    schema: {
      tags: ['productions'],
      summary: 'The room’s caller read the producer’s message: the wall shows the receipt (owner or co-caller)',
      params: idParam,
      body: z.object({ broadcastId: positiveId }),
      response: { 200: z.array(roomBroadcastSchema), 403: errorBody, ...errors },
    },
    handler: async (req) => broadcasts.read(req.actor, req.params.id, req.body.broadcastId),
  });
};
