/**
 * Every failure answers `{error}` (docs/decisions/0014-errors-are-json-sentences.md); only real server faults are 500, 503 or 507.
 * The sentence is in the asker's language (docs/decisions/0040-i18n-app-and-server.md): the
 * account's when it chose one, else the request's `Accept-Language`; logs stay English.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { CatalogLocale, Locale, ServerMessageKey } from '@showcaller/shared';
import { HttpError, StorageError, type Issue } from './errors.js';
import { askerLocale, serverT, translateEnglish } from './i18n.js';

/** Seconds a client should wait before retrying after a 503 (a PostgreSQL restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

function issuePath(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

export interface ErrorLanguage {
  /** The language the request's account chose (null: its browser's), or undefined without an account. */
  accountLanguage(request: FastifyRequest): Promise<Locale | null | undefined>;
}

const FAULT: ServerMessageKey = 'errors.serverFault';

export function installErrorHandler(app: FastifyInstance, language?: ErrorLanguage): void {
  /** The asker's language; the account is not read when the database is what failed. */
  async function localeOf(request: FastifyRequest, readAccount: boolean): Promise<CatalogLocale> {
    let account: Locale | null | undefined;
    if (readAccount && language) account = await language.accountLanguage(request).catch(() => undefined);
    return askerLocale(request.headers['accept-language'], account);
  }
  const translated = (locale: CatalogLocale, issues: Issue[]) =>
    issues.map((i) => ({ path: i.path, message: translateEnglish(locale, i.message) }));

  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    // Database failures are classified where they happen (db/client.ts wraps the driver).
    if (err instanceof StorageError) {
      request.log.warn({ err: err.cause, fault: err.fault }, 'storage failure');
      if (err.statusCode === 503) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      const locale = await localeOf(request, false);
      return reply.code(err.statusCode).send({ error: serverT(locale, err.text.key, err.text.values) });
    }
    const locale = await localeOf(request, true);
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send({ error: serverT(locale, err.text.key, err.text.values), ...(err.issues ? { issues: translated(locale, err.issues) } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = translated(
        locale,
        err.validation.map((v) => ({ path: issuePath(v.instancePath), message: v.message ?? 'Invalid value' })),
      );
      const first = issues[0];
      const context = err.validationContext && err.validationContext !== 'body' ? err.validationContext : undefined;
      const sentence = first
        ? first.path
          ? serverT(locale, 'errors.issue.at', { path: first.path, message: first.message })
          : first.message
        : serverT(locale, 'errors.invalidRequest');
      return reply.code(400).send({ error: context ? serverT(locale, 'errors.issue.in', { sentence, context }) : sentence, issues });
    }
    if (err instanceof ZodError) {
      const issues = translated(
        locale,
        err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
      return reply.code(400).send({ error: issues[0]?.message ?? serverT(locale, 'errors.invalidRequest'), issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ error: serverT(locale, FAULT) });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429)
      return reply
        .code(429)
        .send({ error: err.message ? translateEnglish(locale, err.message) : serverT(locale, 'errors.tooManyRequests') });
    if (status >= 400 && status < 500) {
      const key: ServerMessageKey | undefined =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'errors.request.tooLarge'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'errors.request.mediaType'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'errors.request.emptyBody'
              : undefined;
      const message = key
        ? serverT(locale, key)
        : err.message
          ? translateEnglish(locale, err.message)
          : serverT(locale, 'errors.badRequest');
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: serverT(locale, FAULT) });
  });
}
