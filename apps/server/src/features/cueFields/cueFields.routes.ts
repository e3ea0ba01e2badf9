import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cueFieldCreateSchema,
  cueFieldOrderSchema,
  cueFieldPatchSchema,
  cueFieldRestoreSchema,
  cueFieldSchema,
  cueFieldSnapshotSchema,
  cueFieldsResponse,
  cueFieldValue,
  cueFieldValueBody,
  errorBody,
  idParam,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['custom fields'];
const valueParams = z.object({ id: idParam.shape.id, fieldId: idParam.shape.id });
const valueAnswer = z.object({ cueId: z.number().int(), fieldId: z.number().int(), value: cueFieldValue.nullable() });

/** Custom fields on the rundown (docs/decisions/0034-custom-fields.md). */
export const cueFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cueFields } = app.services;

  app.get('/api/events/:id/fields', {
    schema: {
      tags,
      summary:
        "The rundown's custom fields in order and every cue's values (a department code: only the fields shown to it; not a stage code)",
      params: idParam,
      response: { 200: cueFieldsResponse, ...errors },
    },
    handler: async (req) => cueFields.list(req.actor, req.params.id),
  });

  app.post('/api/events/:id/fields', {
    schema: {
      tags,
      summary:
        'Add a typed column to the rundown: text, number, boolean (yes/no), choice, duration or link; at most 20, names unique (owner and co-caller; only the owner sets crewDepartmentIds)',
      params: idParam,
      body: cueFieldCreateSchema,
      response: { 201: cueFieldSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await cueFields.create(req.actor, req.params.id, req.body)),
  });

  app.put('/api/events/:id/fields/order', {
    schema: {
      tags,
      summary: "Order the rundown's custom fields: every field id once, first to last",
      params: idParam,
      body: cueFieldOrderSchema,
      response: { 200: z.array(cueFieldSchema), ...errors },
    },
    handler: async (req) => cueFields.reorder(req.actor, req.params.id, req.body.fieldIds),
  });

  app.post('/api/events/:id/fields/restore', {
    schema: {
      tags,
      summary: 'Undo a field deletion: the field back at its position with the values of cues that still exist',
      params: idParam,
      body: cueFieldRestoreSchema,
      response: { 201: cueFieldsResponse, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await cueFields.restore(req.actor, req.params.id, req.body)),
  });

  app.patch('/api/fields/:id', {
    schema: {
      tags,
      summary:
        'Rename a field, change its choices (a choice still set on a cue cannot be removed: 409), hide or show it in the table, or choose the departments whose crew phones show it (owner only)',
      params: idParam,
      body: cueFieldPatchSchema,
      response: { 200: cueFieldSchema, ...errors },
    },
    handler: async (req) => cueFields.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/fields/:id', {
    schema: {
      tags,
      summary: 'Delete a field and its values; answers both so they can be restored',
      params: idParam,
      response: { 200: cueFieldSnapshotSchema, ...errors },
    },
    handler: async (req) => cueFields.remove(req.actor, req.params.id),
  });

  app.put('/api/cues/:id/fields/:fieldId', {
    schema: {
      tags,
      summary:
        "Set one cue's value of a field (its type's JSON: text, number, true/false, a choice, seconds, an http(s) link); null clears it; with `base` (the value the editor saw), 409 when someone saved another value meanwhile",
      params: valueParams,
      body: cueFieldValueBody,
      response: { 200: valueAnswer, ...errors },
    },
    handler: async (req) => cueFields.setValue(req.actor, req.params.id, req.params.fieldId, req.body.value, req.body.base),
  });
};
