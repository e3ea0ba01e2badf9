import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';
import { cueCommand, cueStatusCreateSchema, cueStatusPutSchema, cueStatusSchema, errorBody, idParam, positiveId } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['cue status'];
const changeBody = z.object({ cueStatus: cueStatusSchema, info: z.string().optional() });

export const cueStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cueStatus, events } = app.services;

  app.get('/api/events/:id/cuestatus', {
    schema: {
      tags,
      summary: 'The live status: current cue, status, elapsed seconds, runningSince and serverTime for a local countdown',
      params: idParam,
      response: { 200: cueStatusSchema, ...errors },
    },
    handler: async (req) => cueStatus.get(req.actor, req.params.id),
  });

  app.post('/api/cuestatus', {
    schema: {
      tags,
      summary: 'Create (or set) the status of an event',
      body: cueStatusCreateSchema,
      response: { 201: cueStatusSchema, ...errors },
    },
    handler: async (req, reply) => {
      const { eventId, ...rest } = req.body;
      const r = await cueStatus.set(req.actor, eventId, rest);
      return reply.code(201).send(r.cueStatus);
    },
  });

  app.put('/api/events/:id/cuestatus', {
    schema: {
      tags,
      summary: 'Set fields: status go restarts elapsed at 0; a currentCueId alone means set current (hold, 0); elapsedTime sets the base',
      params: idParam,
      body: cueStatusPutSchema,
      response: { 200: cueStatusSchema, ...errors },
    },
    handler: async (req) => (await cueStatus.set(req.actor, req.params.id, req.body)).cueStatus,
  });

  app.post('/api/events/:id/cuestatus/:command', {
    schema: {
      tags,
      summary: 'Run a command: standby, go, hold, next, back (twice within 2 s = previous), refresh (optionally a given cue), previous',
      description:
        'Also the control API for Stream Deck / Bitfocus Companion: send the header `X-API-Key: <key>` (from POST /api/events/{id}/api-key) instead of a bearer token.',
      headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
      params: idParam.extend({ command: cueCommand }),
      body: z.object({ cueId: positiveId.optional() }).nullish(),
      response: { 200: changeBody, ...errors },
    },
    handler: async (req) => {
      const key = req.headers['x-api-key'];
      if (typeof key === 'string' && req.actor.kind === 'anonymous') {
        if (!(await events.eventForApiKey(req.params.id, key))) throw unauthorized('That API key is not valid for this event.');
        return cueStatus.commandByApiKey(req.params.id, req.params.command);
      }
      return cueStatus.command(req.actor, req.params.id, req.params.command, req.body?.cueId);
    },
  });
};
