/**
 * Auxiliary timers' routes (docs/decisions/0037-aux-timers.md); the service owns every rule. The
 * command route is also the HTTP control API's: `X-API-Key` runs it like OSC in and Companion.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auxSlotParams,
  auxTimerCommandSchema,
  auxTimerInputSchema,
  auxTimerListSchema,
  auxTimerSchema,
  errorBody,
  idParam,
} from '@showcaller/shared';
import { sourceOf } from '../cueStatus/cueStatus.routes.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['aux timers'];

export const auxTimersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auxTimers } = app.services;

  app.get('/api/events/:id/aux-timers', {
    schema: {
      tags,
      summary: "The event's auxiliary timers (up to three): name, direction, length, run time and since when they run",
      description:
        'Screens count locally from `elapsedMs` and `runningSince` (server ms) with the server-offset clock; the `auxTimers` socket frame brings every change. Any session of the event may read it, the stage code included.',
      params: idParam,
      response: { 200: auxTimerListSchema, ...errors },
    },
    handler: async (req) => auxTimers.list(req.actor, req.params.id),
  });

  app.put('/api/events/:id/aux-timers/:slot', {
    schema: {
      tags,
      summary: 'Make the timer in slot 1–3, or change its name, direction, count-down length or whether the stage shows it',
      description: 'The show screen’s work (owner, producers, callers, co-caller codes). A new direction starts the timer over, stopped.',
      params: auxSlotParams,
      body: auxTimerInputSchema,
      response: { 200: auxTimerListSchema, 201: auxTimerListSchema, ...errors },
    },
    handler: async (req, reply) => {
      const r = await auxTimers.put(req.actor, req.params.id, req.params.slot, req.body);
      return reply.code(r.created ? 201 : 200).send(r.timers);
    },
  });

  app.delete('/api/events/:id/aux-timers/:slot', {
    schema: { tags, summary: 'Remove the timer in a slot', params: auxSlotParams, response: { 200: auxTimerListSchema, ...errors } },
    handler: async (req) => auxTimers.remove(req.actor, req.params.id, req.params.slot),
  });

  app.post('/api/events/:id/aux-timers/:slot/command', {
    schema: {
      tags: [...tags, 'show control'],
      summary: 'Start, pause, toggle, reset or set (`ms`) a timer; answers the timer as saved',
      description:
        'Send `X-API-Key: <control key>` (logged as `api`), or a bearer token that may run the show. A start of a running timer, or a pause of a stopped one, changes nothing.',
      headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
      params: auxSlotParams,
      body: auxTimerCommandSchema,
      response: { 200: auxTimerSchema, ...errors },
    },
    handler: async (req) => auxTimers.command(sourceOf(req.actor, req.headers['x-api-key']), req.params.id, req.params.slot, req.body),
  });
};
