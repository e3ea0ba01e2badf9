import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cueCommand,
  cueCommandResponse,
  cueStatusCreateSchema,
  cueStatusPutSchema,
  cueStatusSchema,
  cueUndoBody,
  errorBody,
  gotoBody,
  idParam,
  positiveId,
} from '@showcaller/shared';
import type { Actor } from '../auth/actor.js';
import type { ControlSource } from './cueStatus.service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['cue status'];
const apiKeyHeader = z.object({ 'x-api-key': z.string().max(200).optional() });
const API_KEY_NOTE =
  'Also the control API for Stream Deck / Bitfocus Companion and scripts: send the header `X-API-Key: <key>` (from POST /api/events/{id}/api-key) instead of a bearer token; the as-run log then names the source `api`.';

/** A signed-in screen acts as its session; with no session, the event's control key may act (as `api`). */
export function sourceOf(actor: Actor, key: string | undefined): ControlSource {
  if (typeof key === 'string' && actor.kind === 'anonymous') return { kind: 'key', key, via: 'api' };
  return { kind: 'actor', actor };
}

export const cueStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cueStatus } = app.services;

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

  app.post('/api/events/:id/cuestatus/goto', {
    schema: {
      tags,
      summary: 'Go to a cue by its number: it becomes the current cue, on hold at 0 (like a click on its row)',
      description: API_KEY_NOTE,
      headers: apiKeyHeader,
      params: idParam,
      body: gotoBody,
      response: { 200: cueCommandResponse, ...errors },
    },
    handler: async (req) =>
      cueStatus.dispatch(sourceOf(req.actor, req.headers['x-api-key']), req.params.id, { command: 'goto', number: req.body.number }),
  });

  app.post('/api/events/:id/cuestatus/undo', {
    schema: {
      tags,
      summary:
        'Undo the last jump, refresh, BACK or NEXT within 10 s: the status, elapsed time and un-ticked tasks as they were (409 when the show has moved on since)',
      description: API_KEY_NOTE,
      headers: apiKeyHeader,
      params: idParam,
      body: cueUndoBody,
      response: { 200: cueCommandResponse, ...errors },
    },
    handler: async (req) => cueStatus.undo(sourceOf(req.actor, req.headers['x-api-key']), req.params.id, req.body.version),
  });

  app.post('/api/events/:id/cuestatus/:command', {
    schema: {
      tags,
      summary:
        'Run a command: standby, go (restarts at 0), hold, resume (continues a held cue from its held time), next, back (twice within 2 s = previous), refresh (optionally a given cue), previous',
      description: API_KEY_NOTE,
      headers: apiKeyHeader,
      params: idParam.extend({ command: cueCommand }),
      body: z.object({ cueId: positiveId.optional() }).nullish(),
      response: { 200: cueCommandResponse, ...errors },
    },
    handler: async (req) =>
      cueStatus.dispatch(sourceOf(req.actor, req.headers['x-api-key']), req.params.id, {
        command: req.params.command,
        ...(req.body?.cueId !== undefined ? { cueId: req.body.cueId } : {}),
      }),
  });
};
