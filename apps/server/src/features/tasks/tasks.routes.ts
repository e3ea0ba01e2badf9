import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, taskCreateSchema, taskSchema, taskUpdateSchema } from '@showcaller/shared';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['tasks'];
const cueIdParam = z.object({ cueId: idParam.shape.id });
const departmentQuery = z.object({ departmentId: idParam.shape.id.optional() });
const firstCuesQuery = z.object({
  firstCues: z.coerce
    .number('firstCues must be a number of cues.')
    .int()
    .min(1, 'firstCues must be at least 1.')
    .max(200, 'firstCues is at most 200.')
    .optional(),
});
/** Bodies smaller than this go out as they are, as with every other answer (app.ts, @fastify/compress `threshold`). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer in: brotli, else gzip, when the client accepts it (a q of 0 refuses); else none. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

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

  /** The compressed body a reply goes out with, when this route chose one (see onSend below). */
  const packed = new WeakMap<object, Buffer>();
  app.get('/api/events/:id/tasks', {
    schema: {
      tags,
      summary:
        'Every task of the event in one answer, by cue number then position (a department code: its own only); firstCues: ' +
        "only the tasks of that many cues from the top. The X-Rundown-Revision header is the event's revision the list is at " +
        '(tasksChanged frames follow it)',
      params: idParam,
      querystring: firstCuesQuery,
      response: { 200: z.array(taskSchema), ...errors },
    },
    // Up to tens of thousands of tasks: written as the presenter typed them (Task, checked by the compiler)
    // instead of re-validating each with zod on the way out, which took longer than reading them; a
    // list kept between reads is serialised and compressed once (tasksCache.ts), so compression is this route's own.
    serializerCompiler: () => (data) => tasks.bodies.known(data) ?? JSON.stringify(data),
    compress: false,
    onSend: async (_req, reply, payload) => packed.get(reply) ?? payload,
    handler: async (req, reply) => {
      const { tasks: list, revision } = await tasks.listForEvent(req.actor, req.params.id, req.query.firstCues);
      void reply.header('X-Rundown-Revision', String(revision)).header('Vary', 'Accept-Encoding');
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      // Serialised once per list (the serializer above finds it), compressed once per list and encoding.
      if (tasks.bodies.json(list).length >= COMPRESS_FROM_BYTES && encoding) {
        packed.set(reply, tasks.bodies.compressed(list, encoding));
        void reply.header('Content-Encoding', encoding);
      }
      return list;
    },
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
