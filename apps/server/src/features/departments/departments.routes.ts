import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  departmentCreateSchema,
  departmentRestoreSchema,
  departmentSchema,
  departmentSnapshotSchema,
  departmentUpdateSchema,
  errorBody,
  idParam,
} from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['departments'];

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { departments } = app.services;

  app.get('/api/events/:id/departments', {
    schema: {
      tags,
      summary: "The event's departments in order; a department code sees only its own access code",
      params: idParam,
      response: { 200: z.array(departmentSchema), ...errors },
    },
    handler: async (req) => departments.list(req.actor, req.params.id),
  });

  app.post('/api/departments', {
    schema: {
      tags,
      summary: 'Add a department; the server makes its unique access code (a sent accessCode is ignored)',
      body: departmentCreateSchema,
      response: { 201: departmentSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await departments.create(req.actor, req.body)),
  });

  app.put('/api/departments/:id', {
    schema: {
      tags,
      summary: 'Rename a department; also makes a missing access code',
      params: idParam,
      body: departmentUpdateSchema,
      response: { 200: departmentSchema, ...errors },
    },
    handler: async (req) => departments.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/departments/:id', {
    schema: {
      tags,
      summary: 'Delete a department and its tasks (owner only); answers the removed department and tasks for Undo',
      params: idParam,
      response: { 200: departmentSnapshotSchema, ...errors },
    },
    handler: async (req) => departments.remove(req.actor, req.params.id),
  });

  app.post('/api/departments/restore', {
    schema: {
      tags,
      summary: 'Undo a delete: re-create the department with its tasks and a fresh access code (the server chooses it)',
      body: departmentRestoreSchema,
      response: { 201: departmentSnapshotSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await departments.restore(req.actor, req.body)),
  });

  app.post('/api/departments/:id/regenerate-code', {
    schema: {
      tags,
      summary: "New access code (owner only); the old code's sessions end at once",
      params: idParam,
      response: { 200: departmentSchema, ...errors },
    },
    handler: async (req) => departments.regenerateCode(req.actor, req.params.id),
  });
};
