/**
 * Errors that map to the JSON shape of docs/decisions/0014-errors-are-json-sentences.md: `{error}` with a status.
 * An error carries a catalog key and its values (docs/decisions/0040-i18n-app-and-server.md), so the
 * error handler answers in the asker's language; `message` keeps the English sentence for logs and tests.
 */
import type { ServerMessageKey } from '@showcaller/shared';
import { englishText, serverT, type ServerValues } from './i18n.js';

export type HttpStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503 | 507;

/** What an error says: a catalog key of `errors` and the values of its placeholders. */
export interface ErrorText {
  key: ServerMessageKey;
  values?: ServerValues;
}

/** One problem of a request's input; `message` is English, the handler answers it in the asker's language. */
export interface Issue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  readonly text: ErrorText;
  constructor(
    readonly statusCode: HttpStatus,
    text: ErrorText | ServerMessageKey,
    readonly issues?: Issue[],
  ) {
    const t = typeof text === 'string' ? { key: text } : text;
    super(serverT('en', t.key, t.values));
    this.text = t;
  }

  /**
   * An error whose English sentence was made elsewhere (a shared validator's answer, a worker's
   * answer): the catalog's key when the sentence is one of its texts, else the sentence as it is.
   * A literal does not compile here: a sentence written in the server is a key of the catalog.
   */
  static fromEnglish<T extends string>(statusCode: HttpStatus, message: string extends T ? T : never, issues?: Issue[]): HttpError {
    return new HttpError(statusCode, englishText(message), issues);
  }
}

const text = (key: ServerMessageKey, values?: ServerValues): ErrorText => (values ? { key, values } : { key });

export const badRequest = (key: ServerMessageKey, values?: ServerValues, issues?: Issue[]) => new HttpError(400, text(key, values), issues);
export const unauthorized = (key: ServerMessageKey = 'errors.session.needed', values?: ServerValues) =>
  new HttpError(401, text(key, values));
export const forbidden = (key: ServerMessageKey = 'errors.notAllowed', values?: ServerValues) => new HttpError(403, text(key, values));
export const notFound = (key: ServerMessageKey = 'errors.notFound', values?: ServerValues) => new HttpError(404, text(key, values));
export const conflict = (key: ServerMessageKey, values?: ServerValues) => new HttpError(409, text(key, values));
export const gone = (key: ServerMessageKey, values?: ServerValues) => new HttpError(410, text(key, values));

/**
 * Why the database could not do its part: it cannot be reached (PostgreSQL restarting, network,
 * SQLite I/O error), it is busy (locked, too many connections), or its storage is full.
 */
export type StorageFault = 'unavailable' | 'busy' | 'full';

const STORAGE_MESSAGES: Record<StorageFault, ServerMessageKey> = {
  unavailable: 'errors.storage.unavailable',
  busy: 'errors.storage.busy',
  full: 'errors.storage.full',
};

/** A database failure that is not the client's fault: 503 (try again) or 507 (storage full). */
export class StorageError extends HttpError {
  constructor(
    readonly fault: StorageFault,
    override readonly cause: unknown,
  ) {
    super(fault === 'full' ? 507 : 503, STORAGE_MESSAGES[fault]);
  }
}

// Node socket errors while reaching PostgreSQL (pg passes them through with their code).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg's own texts for a connection that broke, timed out or was closed under it.
const PG_CONNECTION_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|Query read timeout/i;

/** PostgreSQL SQLSTATE codes (appendix A of its manual) that mean "not now" rather than "wrong". */
function pgFault(code: string): StorageFault | undefined {
  if (code === '53100') return 'full'; // disk_full
  if (code.startsWith('08')) return 'unavailable'; // connection_exception
  if (code.startsWith('57P')) return 'unavailable'; // admin/crash shutdown, cannot_connect_now
  if (code.startsWith('28') || code === '3D000') return 'unavailable'; // login refused, database gone
  if (code === '58030' || code === '25006') return 'unavailable'; // io_error, read-only (standby after fail-over)
  if (code.startsWith('53') || code === '57014') return 'busy'; // out of connections/memory, statement timeout
  if (code === '40001' || code === '40P01') return 'busy'; // serialization failure, deadlock
  return undefined;
}

/** better-sqlite3 error codes (extended, e.g. SQLITE_IOERR_WRITE) that are the storage's fault. */
function sqliteFault(code: string): StorageFault | undefined {
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (/^SQLITE_(IOERR|CANTOPEN|READONLY|NOMEM|PROTOCOL|NOLFS)/.test(code)) return 'unavailable';
  return undefined;
}

/**
 * Classifies an error thrown by the database driver. Only meant for errors that came out of a
 * database call (db/client.ts wraps the driver), so a socket error of the mailer is not mistaken
 * for an unreachable database. Constraint violations and the like are not faults: undefined.
 */
export function storageFault(err: unknown): StorageFault | undefined {
  if (err instanceof StorageError) return err.fault;
  if (!(err instanceof Error)) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return sqliteFault(code);
    if (SOCKET_CODES.has(code)) return 'unavailable';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      const fault = pgFault(code);
      if (fault) return fault;
    }
  }
  // An AggregateError (several addresses of one host refused) carries the causes inside.
  if (err instanceof AggregateError && err.errors.some((e) => storageFault(e) === 'unavailable')) return 'unavailable';
  return PG_CONNECTION_TEXT.test(err.message) ? 'unavailable' : undefined;
}
