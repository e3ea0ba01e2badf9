/**
 * The .xlsx arrives as the raw request body (no multipart): these routes alone accept the
 * spreadsheet and octet-stream content types, up to 5 MB.
 */
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, importPreviewSchema, importResultSchema } from '@showcaller/shared';
import { badRequest } from '../../lib/errors.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };
const tags = ['import'];
const HOW_TO_SEND = `Send the .xlsx file itself as the request body with Content-Type ${IMPORT_CONTENT_TYPES[0]} (or ${IMPORT_CONTENT_TYPES[1]}), at most 5 MB.`;
const TOO_LARGE = 'That file is larger than 5 MB. Remove pictures or unused sheets and try again.';

function fileBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(`No file received. ${HOW_TO_SEND}`);
  return body;
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;

  app.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => {
    done(null, body);
  });
  // Clear words for an oversized or wrongly typed upload; everything else goes to the app's handler.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ error: TOO_LARGE });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ error: `Unsupported content type. ${HOW_TO_SEND}` });
    throw err;
  });

  app.post('/api/events/:id/import/preview', {
    schema: {
      tags,
      summary: 'Read an .xlsx rundown and show what it would import, with every problem; changes nothing (owner and co-caller)',
      description: HOW_TO_SEND,
      params: idParam,
      response: { 200: importPreviewSchema, ...errors },
    },
    handler: async (req) => imports.preview(req.actor, req.params.id, fileBody(req.body)),
  });

  app.post('/api/events/:id/import', {
    schema: {
      tags,
      summary:
        'Import an .xlsx rundown: cues appended, missing departments made, tasks added, in one transaction; any problem → 400 and nothing changes (owner and co-caller)',
      description: HOW_TO_SEND,
      params: idParam,
      response: { 200: importResultSchema, ...errors },
    },
    handler: async (req) => imports.commit(req.actor, req.params.id, fileBody(req.body)),
  });
};
