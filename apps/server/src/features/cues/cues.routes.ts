import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cueCreateSchema,
  cuePatchSchema,
  cueReorderSchema,
  cueRestoreSchema,
  cueSchema,
  cueSnapshotSchema,
  errorBody,
  idParam,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['cues'];

export const cuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cues } = app.services;

  app.get('/api/events/:id/cues', {
    schema: {
      tags,
      summary: "The event's cues ordered by number (owner, co-caller or department code)",
      params: idParam,
      response: { 200: z.array(cueSchema), ...errors },
    },
    handler: async (req) => cues.list(req.actor, req.params.id),
  });

  app.post('/api/cues', {
    schema: {
      tags,
      summary:
        'Create a cue; a number within 1..max+1 inserts there and shifts the later cues (absent: last; past the end: 400). ' +
        'Without timeMode a cue with no time is linked when the cue before it has one; linked times ripple',
      body: cueCreateSchema,
      response: { 201: cueSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await cues.create(req.actor, req.body)),
  });

  app.patch('/api/cues/:id', {
    schema: {
      tags,
      summary:
        'Update a cue (all fields, one field, or colorMark); a new number within 1..n moves it and renumbers. ' +
        'A time typed for a linked cue makes it a hard start; linked times ripple',
      params: idParam,
      body: cuePatchSchema,
      response: { 200: cueSchema, ...errors },
    },
    handler: async (req) => cues.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/cues/:id', {
    schema: {
      tags,
      summary: 'Delete a cue and its tasks, renumber the rest; answers the removed cue and tasks for Undo',
      params: idParam,
      response: { 200: cueSnapshotSchema, ...errors },
    },
    handler: async (req) => cues.remove(req.actor, req.params.id),
  });

  app.post('/api/cues/restore', {
    schema: {
      tags,
      summary: 'Undo a delete: re-create the cue at its number with its tasks',
      body: cueRestoreSchema,
      response: { 201: cueSnapshotSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await cues.restore(req.actor, req.body)),
  });

  app.post('/api/events/:id/cues/reorder', {
    schema: {
      tags,
      summary: 'Put the cues in a new order (every cue id exactly once) and renumber them 1..n atomically',
      params: idParam,
      body: cueReorderSchema,
      response: { 200: z.array(cueSchema), ...errors },
    },
    handler: async (req) => cues.reorder(req.actor, req.params.id, req.body.cueIds),
  });
};
