import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, taskCreateSchema, taskSchema, taskUpdateSchema } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['tasks'];
const cueIdParam = z.object({ cueId: idParam.shape.id });
const departmentQuery = z.object({ departmentId: idParam.shape.id.optional() });

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tasks } = app.services;

  app.get('/api/cues/:cueId/tasks', {
    schema: {
      tags,
      summary: "One cue's tasks, of one department when departmentId is given (a department code: its own only)",
      params: cueIdParam,
      querystring: departmentQuery,
      response: { 200: z.array(taskSchema), ...errors },
    },
    handler: async (req) => tasks.listForCue(req.actor, req.params.cueId, req.query.departmentId),
  });

  app.get('/api/events/:id/tasks', {
    schema: {
      tags,
      summary: 'Every task of the event in one answer, by cue number then position (a department code: its own only)',
      params: idParam,
      response: { 200: z.array(taskSchema), ...errors },
    },
    // Up to tens of thousands of tasks: written as the presenter typed them (Task, checked by the compiler)
    // instead of re-validating each with zod on the way out, which took longer than reading them.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (req) => tasks.listForEvent(req.actor, req.params.id),
  });

  app.post('/api/tasks', {
    schema: {
      tags,
      summary: 'Add a task to a cue for a department (both of the same event); also the Undo of a delete',
      body: taskCreateSchema,
      response: { 201: taskSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await tasks.create(req.actor, req.body)),
  });

  app.put('/api/tasks/:id', {
    schema: {
      tags,
      summary: 'Change a task; completed sets or clears completedAt with the server time (a sent completedAt is ignored)',
      params: idParam,
      body: taskUpdateSchema,
      response: { 200: taskSchema, ...errors },
    },
    handler: async (req) => tasks.update(req.actor, req.params.id, req.body),
  });

  app.delete('/api/tasks/:id', {
    schema: {
      tags,
      summary: 'Delete a task; answers the removed task for Undo',
      params: idParam,
      response: { 200: taskSchema, ...errors },
    },
    handler: async (req) => tasks.remove(req.actor, req.params.id),
  });
};
