/** Every failure answers `{error}` (DESIGN.md §5); only real server faults are 500 or 503. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './errors.js';

const DB_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|the database system is (starting up|shutting down)|SQLITE_BUSY|SQLITE_FULL|SQLITE_IOERR|database or disk is full|timeout exceeded when trying to connect/i;

function issuePath(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...(err.issues ? { issues: err.issues } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({ path: issuePath(v.instancePath), message: v.message ?? 'Invalid value' }));
      const first = issues[0];
      const where = err.validationContext && err.validationContext !== 'body' ? ` (${err.validationContext})` : '';
      return reply
        .code(400)
        .send({ error: (first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request') + where, issues });
    }
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.code(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Something went wrong on the server. Please try again.' });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return reply.code(429).send({ error: err.message || 'Too many requests. Please slow down and try again shortly.' });
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send JSON.'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty: send a JSON object.'
              : err.message || 'Bad request';
      return reply.code(status).send({ error: message });
    }
    if (DB_UNAVAILABLE.test(err.message) || DB_UNAVAILABLE.test(typeof err.code === 'string' ? err.code : '')) {
      request.log.error({ err }, 'storage unavailable');
      return reply
        .code(503)
        .send({ error: 'The database is unavailable right now. Your last change was not saved; please try again in a moment.' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on the server. Please try again.' });
  });
}
