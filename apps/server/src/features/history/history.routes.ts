/** History, undo and versions of an event's rundown (docs/decisions/0032-history-versions-presence.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  historyEntrySchema,
  historyPageSchema,
  historyQuerySchema,
  idParam,
  rundownVersionSchema,
  versionCreateSchema,
  versionRestoreAnswer,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['history'];

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { history, versions } = app.services;

  app.get('/api/events/:id/history', {
    schema: {
      tags,
      summary:
        "The event's changes, newest first, 100 a page (with the show-control commands of the same span), " +
        'by person (`who`) and cue (`cueId`); owner and co-callers',
      params: idParam,
      querystring: historyQuerySchema,
      response: { 200: historyPageSchema, ...errors },
    },
    handler: async (req) => history.list(req.actor, req.params.id, req.query),
  });

  app.post('/api/history/:id/undo', {
    schema: {
      tags,
      summary: 'Undo one change: its earlier value back, through the same checks as the edit itself (409 when it cannot be undone)',
      params: idParam,
      response: { 200: historyEntrySchema, ...errors },
    },
    handler: async (req) => history.undo(req.actor, req.params.id),
  });

  app.get('/api/events/:id/versions', {
    schema: {
      tags,
      summary: "The event's saved versions of the rundown, newest first (owner and co-callers)",
      params: idParam,
      response: { 200: z.array(rundownVersionSchema), ...errors },
    },
    handler: async (req) => versions.list(req.actor, req.params.id),
  });

  app.post('/api/events/:id/versions', {
    schema: {
      tags,
      summary: 'Save the rundown as it is now as a version (Save version)',
      params: idParam,
      body: versionCreateSchema,
      response: { 201: rundownVersionSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await versions.save(req.actor, req.params.id, req.body.label)),
  });

  app.post('/api/versions/:id/restore', {
    schema: {
      tags,
      summary: 'Restore a saved version of the rundown; the rundown as it was is saved as a version first, so this can be undone',
      params: idParam,
      response: { 200: versionRestoreAnswer, ...errors },
    },
    handler: async (req) => versions.restore(req.actor, req.params.id),
  });
};
