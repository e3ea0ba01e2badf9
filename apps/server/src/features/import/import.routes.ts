/**
 * The .xlsx arrives as the raw request body (no multipart): these routes alone accept the
 * spreadsheet and octet-stream content types, up to 5 MB. Each route is rate limited per account
 * before the body is read; the service lets one import per account run at a time (importGate.ts).
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  idParam,
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_BYTES,
  importOptionsSchema,
  importPreviewSchema,
  importResultSchema,
} from '@showcaller/shared';
import { badRequest } from '../../lib/errors.js';
import { askerLocale, serverT, translateEnglish } from '../../lib/i18n.js';
import { ImportBusyError, importerKey } from './importGate.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody, 429: errorBody };
/** Counted per account (the actor is known by now: an app-wide onRequest hook); strangers by address. */
const rateKey = (req: FastifyRequest) => (req.actor.kind === 'anonymous' ? `ip:${req.ip}` : importerKey(req.actor));
const tags = ['import'];
const HOW_TO_SEND = `Send the .xlsx file itself as the request body with Content-Type ${IMPORT_CONTENT_TYPES[0]} (or ${IMPORT_CONTENT_TYPES[1]}), at most 5 MB.`;

function fileBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest('errors.import.noFile', { type: IMPORT_CONTENT_TYPES[0], other: IMPORT_CONTENT_TYPES[1] });
  return body;
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;
  const rateLimit = { max: imports.perMinute, timeWindow: '1 minute', keyGenerator: rateKey };

  app.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => {
    done(null, body);
  });
  // Clear words for an oversized or wrongly typed upload; everything else goes to the app's handler.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The app's handler answers it in the asker's language; the client comes back after Retry-After.
    if (err instanceof ImportBusyError) {
      void reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    const locale = askerLocale(req.headers['accept-language']);
    // The rate limiter throws a plain object (no Error), which a rethrow would turn into a 500.
    if (err.statusCode === 429) return reply.code(429).send({ error: translateEnglish(locale, err.message) });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ error: serverT(locale, 'errors.import.tooLarge') });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply
        .code(415)
        .send({ error: serverT(locale, 'errors.import.mediaType', { type: IMPORT_CONTENT_TYPES[0], other: IMPORT_CONTENT_TYPES[1] }) });
    throw err;
  });

  app.post('/api/events/:id/import/preview', {
    config: { rateLimit },
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
    config: { rateLimit },
    schema: {
      tags,
      summary:
        'Import an .xlsx rundown: cues appended (mode=append) or put in place of the existing cues (mode=replace), missing departments made, tasks added, in one transaction; completed ticks kept only with ticks=keep; any problem → 400 and nothing changes (owner and co-caller)',
      description: `${HOW_TO_SEND} One import per account at a time (429 with Retry-After).`,
      params: idParam,
      querystring: importOptionsSchema,
      response: { 200: importResultSchema, ...errors },
    },
    handler: async (req) => imports.commit(req.actor, req.params.id, fileBody(req.body), req.query),
  });
};
