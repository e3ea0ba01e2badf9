import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyResponse,
  errorBody,
  eventInputSchema,
  eventListItemSchema,
  eventPatchSchema,
  eventSchema,
  idParam,
  messageBody,
} from '@showcaller/shared';
import { requireUser } from '../auth/auth.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['events'];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.get('/api/events', {
    schema: {
      tags,
      summary: "The signed-in user's events with cue and department counts",
      response: { 200: z.array(eventListItemSchema), 401: errorBody },
    },
    handler: async (req) => events.list(requireUser(req.actor).userId),
  });

  app.post('/api/events', {
    schema: {
      tags,
      summary:
        'Create an event (a show caller code is made); date is a calendar date YYYY-MM-DD (1900-9999), no time zone. In a production: productionId, room (a room name of it) and day (first..last; it becomes the date)',
      body: eventInputSchema,
      response: { 201: eventSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await events.create(requireUser(req.actor).userId, req.body)),
  });

  app.get('/api/events/:id', {
    schema: {
      tags,
      summary: 'One event (owner, co-caller or department code)',
      params: idParam,
      response: { 200: eventSchema, ...errors },
    },
    handler: async (req) => events.get(req.actor, req.params.id),
  });

  app.patch('/api/events/:id', {
    schema: {
      tags,
      summary:
        'Update name, description, date, colours or place (productionId, room, day; productionId null takes the event out of its production); also makes a missing show caller code',
      params: idParam,
      body: eventPatchSchema,
      response: { 200: eventSchema, ...errors },
    },
    handler: async (req) => events.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/events/:id', {
    schema: {
      tags,
      summary: 'Delete an event and everything in it',
      params: idParam,
      response: { 200: messageBody, ...errors },
    },
    handler: async (req) => {
      await events.remove(req.actor, req.params.id);
      return { message: 'Event deleted' };
    },
  });

  app.post('/api/events/:id/api-key', {
    schema: {
      tags,
      summary: 'Make a new control API key for Stream Deck / Bitfocus Companion (shown once; the old key stops working)',
      params: idParam,
      response: { 200: apiKeyResponse, ...errors },
    },
    handler: async (req) => ({ apiKey: await events.regenerateApiKey(req.actor, req.params.id) }),
  });

  app.post('/api/events/:id/regenerate-caller-code', {
    schema: {
      tags,
      summary: 'New show caller code; the old one stops working at once',
      params: idParam,
      response: { 200: eventSchema, ...errors },
    },
    handler: async (req) => events.regenerateCallerCode(req.actor, req.params.id),
  });
};
