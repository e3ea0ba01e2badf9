/**
 * Builds the app on a real database for server tests: SQLite in memory, or PostgreSQL in a
 * schema of its own when TEST_ENGINE=postgres (TEST_DATABASE_URL), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { errorBody, loginResponse, type ErrorBody } from '@showcaller/shared';
import { loadConfig, type AppConfig } from '../config.js';
import { migrate, openDb, type Db } from '../db/client.js';
import { newPgSchemaName, rememberMigratedShape, recyclePgSchema, retirePgSchema, takeCleanPgSchema, withAdmin } from './pgSchemas.js';
import { buildApp } from '../app.js';
import { hashToken, newToken } from '../lib/crypto.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import type { Clock } from '../lib/clock.js';

export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export class TestClock implements Clock {
  constructor(public ms = Date.parse('2026-11-22T10:00:00.000Z')) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

function pgTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** A database with no tables yet (migration tests start here): SQLite in memory or a fresh PostgreSQL schema. */
export async function openEmptyTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const url = pgTestUrl();
    const schema = newPgSchemaName();
    await withAdmin(url, (c) => c.query(`create schema ${schema}`));
    const db = await openDb({ databaseUrl: url, pgSchema: schema });
    return {
      db,
      drop: async () => {
        await db.close();
        await retirePgSchema(url, schema);
      },
    };
  }
  const db = await openDb({ sqliteFile: ':memory:' });
  return { db, drop: () => db.close() };
}

/**
 * A migrated database. On PostgreSQL a schema is reused: `drop` empties it (recyclePgSchema) and the next
 * call in this worker takes it, instead of running the 26 migrations again (~300 ms a time, ~10 ms to
 * empty). SQLite's in-memory databases cost ~20 ms and are made afresh.
 */
export async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const url = pgTestUrl();
    const reused = takeCleanPgSchema();
    if (reused) {
      const db = await openDb({ databaseUrl: url, pgSchema: reused });
      return { db, drop: () => recyclePgSchema(db, url, reused) };
    }
    const opened = await openEmptyTestDb();
    await migrate(opened.db);
    const schema = opened.db.pg?.schema;
    if (!schema) return opened;
    await rememberMigratedShape(url, schema);
    return { db: opened.db, drop: () => recyclePgSchema(opened.db, url, schema) };
  }
  const opened = await openEmptyTestDb();
  await migrate(opened.db);
  return opened;
}

/** @deprecated The shared error shape is `ErrorBody`; read it from a `TestResponse` through `error` / `issues`. */
export type ErrorResponse = ErrorBody;

/**
 * One answer of `call`. The body stays `unknown`: a test reads it through a shared schema
 * (`parse`, or `callParsed` for a 2xx it expects), through `error` / `issues` for a refusal, or
 * compares it whole (`toEqual`), so a field that drifts from the contract fails instead of being cast.
 */
export interface TestResponse {
  status: number;
  /** The answer's JSON (its text when it is not JSON; undefined when empty). */
  body: unknown;
  /** The refusal's sentence when the answer has the shared error shape (ADR 0014, parsed with `errorBody`), else undefined. */
  error: string | undefined;
  /** The field issues of a validation refusal, when it lists them. */
  issues: ErrorBody['issues'];
  /** The body parsed with `schema`, whatever the status; throws naming the field that does not match. */
  parse<S extends z.ZodType>(schema: S): z.output<S>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  mail: MailMessage[];
  close(): Promise<void>;
  /**
   * inject with an optional bearer token. Read the answer with `res.error` / `res.issues` (a
   * refusal) or `res.parse(schema)`; use `callParsed` when the test expects success.
   */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  /**
   * `call` for an answer the test reads as one of the shared schemas: a 2xx body is parsed with
   * `schema` (a field that drifted from the contract fails here, naming it, instead of being cast);
   * any other status throws with the answer, since the test expected success.
   */
  callParsed<S extends z.ZodType>(
    schema: S,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: z.output<S> }>;
}

/**
 * The password hash cost of test servers: argon2id's floor (1 MiB, one pass), 1 ms per hash where
 * the real cost takes 27 ms on the 2-core machine: the server suites register and sign in thousands
 * of times. Real servers cannot lower theirs (accounts.service.ts); accounts.test.ts checks it.
 */
export const TEST_PASSWORD_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The test servers' allow list: the default (private and public networks) plus the loopback. */
export const TEST_OUTBOUND_ALLOW = 'private,public,127.0.0.0/8,::1';

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDb();
  const config = loadConfig({
    DATA_DIR: path.join(tmpdir(), `showcaller-test-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://show.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_CODE_PER_MINUTE: '10000',
    RATE_LIMIT_IMPORT_PER_MINUTE: '10000',
    RATE_LIMIT_INVITES_PER_HOUR: '10000',
    WEB_DIST: path.join(tmpdir(), 'showcaller-no-web'),
    // Fake OSC devices and webhook receivers listen on the loopback (refused unless named).
    OUTBOUND_ALLOW: TEST_OUTBOUND_ALLOW,
    ...env,
  });
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const clock = new TestClock();
  const app = await buildApp({ config, db, mailer, clock, logger: false, passwordHash: TEST_PASSWORD_HASH });
  await app.ready();
  const t: TestApp = {
    app,
    db,
    config,
    clock,
    mail,
    async close() {
      await app.close();
      await drop();
    },
    async call(method: InjectOptions['method'], url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
      const res = await app.inject({
        method,
        url,
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      });
      return answer(method, url, res.statusCode, res.body);
    },
    async callParsed(schema, method, url, body, token) {
      const res = await t.call(method, url, body, token);
      if (res.status < 200 || res.status > 299) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { status: res.status, body: res.parse(schema) };
    },
  };
  return t;
}

/** Reads one injected answer into a `TestResponse`. */
export function answer(method: InjectOptions['method'], url: string, status: number, text: string): TestResponse {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const refusal = errorBody.safeParse(parsed);
  return {
    status,
    body: parsed,
    error: refusal.success ? refusal.data.error : undefined,
    issues: refusal.success ? refusal.data.issues : undefined,
    parse(schema) {
      const result = schema.safeParse(parsed);
      if (!result.success)
        throw new Error(`${method} ${url} (${status}): the answer does not match its schema: ${z.prettifyError(result.error)}\n${text}`);
      return result.data;
    },
  };
}

let counter = 0;
/** Registers a fresh account and returns its token and user. */
export async function registerUser(t: TestApp, name = `user${++counter}${randomBytes(2).toString('hex')}`) {
  const res = await t.call('POST', '/api/auth/register', {
    username: name,
    name: `Person ${name}`,
    email: `${name}@example.com`,
    password: 'correct horse',
    confirmPassword: 'correct horse',
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { token, user } = res.parse(loginResponse);
  return { token, user };
}

/** Stores a co-caller or department code session directly (valid one day) and returns its token. */
export async function insertCodeSession(t: TestApp, kind: 'caller' | 'department', eventId: number, departmentId: number | null = null) {
  const token = newToken();
  const at = new Date(t.clock.now()).toISOString();
  await t.app.services.repos.sessions.insert({
    token_hash: hashToken(token),
    kind,
    user_id: null,
    event_id: eventId,
    department_id: departmentId,
    created_at: at,
    last_used_at: at,
    expires_at: new Date(t.clock.now() + 86_400_000).toISOString(),
    user_agent: null,
  });
  return token;
}

/**
 * Another server process of `a` (PostgreSQL only): its own pool, bus and memory on the same
 * database and schema, with a's settings and clock. `close` ends the app, then its pool.
 */
export async function secondProcess(a: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const schema = a.db.pg?.schema;
  const db = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL ?? '', ...(schema ? { pgSchema: schema } : {}) });
  const app = await buildApp({
    config: a.config,
    db,
    clock: a.clock,
    mailer: { send: async () => undefined },
    logger: false,
    passwordHash: TEST_PASSWORD_HASH,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
