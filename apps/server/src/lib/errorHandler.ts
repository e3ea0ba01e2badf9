/** Every failure answers `{error}` (docs/decisions/0014-errors-are-json-sentences.md); only real server faults are 500, 503 or 507. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError, StorageError } from './errors.js';

/** Seconds a client should wait before retrying after a 503 (a PostgreSQL restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

function issuePath(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Database failures are classified where they happen (db/client.ts wraps the driver).
    if (err instanceof StorageError) {
      request.log.warn({ err: err.cause, fault: err.fault }, 'storage failure');
      if (err.statusCode === 503) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.code(err.statusCode).send({ error: err.message });
    }
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
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on the server. Please try again.' });
  });
}
