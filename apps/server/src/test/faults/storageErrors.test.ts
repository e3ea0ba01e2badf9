/**
 * Which driver errors are the storage's fault (503 try again, 507 full) and which are not, with
 * the drivers' own error classes; and how the error handler answers them (docs/decisions/0014-errors-are-json-sentences.md).
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../lib/errorHandler.js';
import { StorageError, storageFault, type StorageFault } from '../../lib/errors.js';

const sqlite = (code: string, message = code) => new SQLite.SqliteError(message, code);
function pgError(code: string, message: string): Error {
  const e = new pg.DatabaseError(message, message.length, 'error');
  e.code = code;
  e.severity = 'FATAL';
  return e;
}
const socket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

const cases: Array<[string, unknown, StorageFault | undefined]> = [
  ['SQLite disk full', sqlite('SQLITE_FULL', 'database or disk is full'), 'full'],
  ['SQLite locked by another process', sqlite('SQLITE_BUSY', 'database is locked'), 'busy'],
  ['SQLite busy snapshot', sqlite('SQLITE_BUSY_SNAPSHOT'), 'busy'],
  ['SQLite table locked', sqlite('SQLITE_LOCKED_SHAREDCACHE'), 'busy'],
  ['SQLite write error', sqlite('SQLITE_IOERR_WRITE', 'disk I/O error'), 'unavailable'],
  ['SQLite fsync error', sqlite('SQLITE_IOERR_FSYNC', 'disk I/O error'), 'unavailable'],
  ['SQLite file moved away', sqlite('SQLITE_READONLY_DBMOVED'), 'unavailable'],
  ['SQLite cannot open', sqlite('SQLITE_CANTOPEN'), 'unavailable'],
  ['SQLite unique constraint', sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: users.username_key'), undefined],
  ['SQLite foreign key', sqlite('SQLITE_CONSTRAINT_FOREIGNKEY'), undefined],
  ['SQLite syntax error', sqlite('SQLITE_ERROR', 'near "selec": syntax error'), undefined],
  ['SQLite corrupt file (a fault to investigate, not to retry)', sqlite('SQLITE_CORRUPT'), undefined],
  ['PostgreSQL shutting down', pgError('57P01', 'terminating connection due to administrator command'), 'unavailable'],
  ['PostgreSQL crashed', pgError('57P02', 'terminating connection because of crash of another server process'), 'unavailable'],
  ['PostgreSQL starting up', pgError('57P03', 'the database system is starting up'), 'unavailable'],
  ['PostgreSQL connection failure', pgError('08006', 'connection failure'), 'unavailable'],
  ['PostgreSQL password refused', pgError('28P01', 'password authentication failed for user "x"'), 'unavailable'],
  ['PostgreSQL read-only standby', pgError('25006', 'cannot execute INSERT in a read-only transaction'), 'unavailable'],
  ['PostgreSQL disk full', pgError('53100', 'could not extend file: No space left on device'), 'full'],
  ['PostgreSQL too many clients', pgError('53300', 'sorry, too many clients already'), 'busy'],
  ['PostgreSQL deadlock', pgError('40P01', 'deadlock detected'), 'busy'],
  ['PostgreSQL statement timeout', pgError('57014', 'canceling statement due to statement timeout'), 'busy'],
  ['PostgreSQL unique violation', pgError('23505', 'duplicate key value violates unique constraint'), undefined],
  ['PostgreSQL missing table', pgError('42P01', 'relation "x" does not exist'), undefined],
  ['PostgreSQL bad input', pgError('22P02', 'invalid input syntax for type integer'), undefined],
  ['refused', socket('ECONNREFUSED'), 'unavailable'],
  ['reset', socket('ECONNRESET'), 'unavailable'],
  ['host unknown', socket('ENOTFOUND'), 'unavailable'],
  ['every address refused', Object.assign(new AggregateError([socket('ECONNREFUSED'), socket('ECONNREFUSED')], ''), {}), 'unavailable'],
  ['pg: connection dropped', new Error('Connection terminated unexpectedly'), 'unavailable'],
  ['pg: pool wait timed out', new Error('timeout exceeded when trying to connect'), 'unavailable'],
  ['pg: broken client reused', new Error('Client has encountered a connection error and is not queryable'), 'unavailable'],
  ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'id')"), undefined],
  ['a message that merely mentions a code', new Error('upstream said ECONNREFUSED'), undefined],
  ['not an error at all', 'SQLITE_FULL', undefined],
];

describe('storage fault classification', () => {
  it.each(cases)('%s', (_name, err, expected) => {
    expect(storageFault(err)).toBe(expected);
  });

  it('keeps the original error as the cause', () => {
    const cause = sqlite('SQLITE_FULL');
    const e = new StorageError('full', cause);
    expect(e).toMatchObject({ statusCode: 507, fault: 'full', cause });
    expect(storageFault(e)).toBe('full');
  });
});

describe('answers to storage faults', () => {
  async function answer(err: Error) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/x', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return { status: res.statusCode, body: res.json<unknown>(), retryAfter: res.headers['retry-after'] };
  }

  it('503 with Retry-After for an unreachable or busy database, 507 for a full one', async () => {
    expect(await answer(new StorageError('unavailable', socket('ECONNREFUSED')))).toEqual({
      status: 503,
      body: { error: 'The database is unavailable. Try again in a moment.' },
      retryAfter: '5',
    });
    expect(await answer(new StorageError('busy', sqlite('SQLITE_BUSY')))).toEqual({
      status: 503,
      body: { error: 'The database is busy. Try again in a moment.' },
      retryAfter: '5',
    });
    expect(await answer(new StorageError('full', sqlite('SQLITE_FULL')))).toEqual({
      status: 507,
      body: { error: "The server's storage is full, so nothing was saved. Free some disk space on the server and try again." },
      retryAfter: undefined,
    });
  });

  it('a refused connection that is not the database (a mail server, say) is not blamed on it', async () => {
    const r = await answer(socket('ECONNREFUSED'));
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ error: 'Something went wrong on the server. Please try again.' });
  });
});
