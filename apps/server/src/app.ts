/** Builds the Fastify app; tests build it without listening (docs/architecture.md#layers). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, whoKey } from '@showcaller/shared';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { installErrorHandler } from './lib/errorHandler.js';
import { askerLocale, english, serverT } from './lib/i18n.js';
import { localeOf } from './features/language/language.presenter.js';
import { badRequest } from './lib/errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { buildServices, type Services } from './services.js';
import type { PasswordHashCost } from './features/accounts/accounts.service.js';
import { anonymous, type Actor } from './features/auth/actor.js';
import { shareLinksRoutes } from './features/shareLinks/shareLinks.routes.js';
import { bearerToken } from './features/auth/auth.service.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { systemRoutes } from './features/system/system.routes.js';
import { eventsRoutes } from './features/events/events.routes.js';
import { productionsRoutes } from './features/productions/productions.routes.js';
import { startLinksRoutes } from './features/startLinks/startLinks.routes.js';
import { teamRoutes } from './features/team/team.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { cuesRoutes } from './features/cues/cues.routes.js';
import { historyRoutes } from './features/history/history.routes.js';
import { departmentsRoutes } from './features/departments/departments.routes.js';
import { tasksRoutes } from './features/tasks/tasks.routes.js';
import { inProcessBus, type Bus } from './bus/bus.js';
import { pgBus } from './bus/pgBus.js';
import { registerHub, type Hub } from './realtime/hub.js';
import { hearsAuxTimers, hearsRefetch, hearsTasks, loses, readsNotes } from './features/access/permissions.js';
import { rateLimitStore } from './realtime/attemptLimiter.js';
import { socketErrorHandler } from './realtime/badFrames.js';
import { cueStatusRoutes } from './features/cueStatus/cueStatus.routes.js';
import { accessRoutes } from './features/access/access.routes.js';
import { crewRoutes } from './features/crew/crew.routes.js';
import { stageRoutes } from './features/stage/stage.routes.js';
import { stageLayoutsRoutes } from './features/stageLayouts/stageLayouts.routes.js';
import { auxTimersRoutes } from './features/auxTimers/auxTimers.routes.js';
import { lobbyRoutes } from './features/lobby/lobby.routes.js';
import { languageRoutes } from './features/language/language.routes.js';
import { crewTalkRoutes } from './features/crewTalk/crewTalk.routes.js';
import { demoRoutes } from './features/demo/demo.routes.js';
import { startJobs } from './jobs/jobs.js';
import type { OvertimeScheduler } from './jobs/overtime.js';
import type { SessionSweep } from './jobs/sessionSweep.js';
import websocket from '@fastify/websocket';
import { annotationsRoutes } from './features/annotations/annotations.routes.js';
import { cueFieldsRoutes } from './features/cueFields/cueFields.routes.js';
import { exportRoutes } from './features/export/export.routes.js';
import { importRoutes } from './features/import/import.routes.js';
import { reportRoutes } from './features/report/report.routes.js';
import { showReportRoutes } from './features/showReport/showReport.routes.js';
import { wallRoutes } from './features/wall/wall.routes.js';
import { registerIntegrations } from './features/integrations/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    hub: Hub;
    overtime: OvertimeScheduler;
    sessionSweep: SessionSweep;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  mailer?: Mailer;
  bus?: Bus;
  /** false silences logs (tests). */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests that read them). */
  logStream?: { write(line: string): void };
  /** A lower password hash cost, for tests only (no setting reaches it; accounts.service.ts). */
  passwordHash?: PasswordHashCost;
}

/** True when a string or key inside parsed JSON or a query holds U+0000 (iterative: deep nesting cannot overflow). */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x); // not push(...v): a huge array would exceed the argument limit
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      // (not a Buffer: an uploaded file holds bytes, not text)
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long address answers the usual {error} shape (docs/decisions/0014-errors-are-json-sentences.md), not Fastify's own.
    frameworkErrors: (err, req, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const error = serverT(askerLocale(req.headers['accept-language']), tooLong ? 'errors.address.tooLong' : 'errors.address.invalid');
      void reply.code(tooLong ? 414 : 400).send({ error });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The account's language is read when an error is answered (only then: most requests never need it).
  installErrorHandler(app, {
    accountLanguage: async (req) =>
      req.actor.kind === 'user' ? localeOf((await app.services.repos.users.findById(req.actor.userId))?.language ?? null) : undefined,
  });

  const clock = opts.clock ?? systemClock;
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const bus =
    opts.bus ??
    (db.pool && db.pg
      ? pgBus({ pool: db.pool, connectionString: db.pg.connectionString, schema: db.pg.schema, log: app.log })
      : inProcessBus((err) => app.log.error({ err }, 'bus listener failed')));
  const services = buildServices({ db, config, clock, mailer, bus, log: app.log, passwordHash: opts.passwordHash });
  app.decorate('services', services);
  // Fastify refuses object defaults on requests; a WeakMap keeps each request's actor.
  const actors = new WeakMap<FastifyRequest, Actor>();
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      return actors.get(this) ?? anonymous;
    },
    setter(this: FastifyRequest, value: Actor) {
      actors.set(this, value);
    },
  });
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req.headers.authorization);
    req.actor = token ? ((await services.auth.resolve(token)) ?? anonymous) : anonymous;
  });
  // PostgreSQL text cannot hold U+0000: refuse it as bad input on both engines instead of a 500.
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) throw badRequest('errors.request.nul');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null, // crews reach the server over plain http on a venue LAN
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Counts per address, in the database on PostgreSQL (services.ts attemptLimits).
  const { buckets, attempts, codeGuesses: guesses } = services.limits;
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(attempts),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      // English here; the error handler reads it back to its key and answers in the asker's language.
      message: english('errors.rateLimit.attempts', { seconds: Math.ceil(ctx.ttl / 1000) }),
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ShowCaller API',
        version: APP_VERSION,
        description:
          'Rundowns, cues, departments, tasks and live show control. Authenticate with `Authorization: Bearer <token>` from login or `POST /api/access`. ' +
          'Every error is JSON `{error, issues?}`. Besides the statuses listed per route, any route may answer 503 (the database is unavailable or busy; retry after `Retry-After` seconds) or 507 (the server storage is full; nothing was saved).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(systemRoutes);
  await app.register(accountsRoutes, { authPerMinute: config.rateLimits.authPerMinute });
  await app.register(eventsRoutes);
  await app.register(productionsRoutes);
  await app.register(startLinksRoutes);
  await app.register(teamRoutes);
  await app.register(shareLinksRoutes, { codeGuesses: guesses });
  await app.register(adminRoutes);
  await app.register(cuesRoutes);
  await app.register(historyRoutes);
  await app.register(departmentsRoutes);
  await app.register(tasksRoutes);
  await app.register(cueStatusRoutes);
  await app.register(accessRoutes, { codeGuesses: guesses });
  await app.register(crewRoutes, { config });
  await app.register(stageRoutes);
  await app.register(stageLayoutsRoutes);
  await app.register(auxTimersRoutes);
  await app.register(lobbyRoutes, { config });
  await app.register(languageRoutes);
  await app.register(crewTalkRoutes);
  await app.register(demoRoutes, { perMinute: config.rateLimits.authPerMinute });
  await app.register(annotationsRoutes);
  await app.register(cueFieldsRoutes);
  await app.register(exportRoutes);
  await app.register(importRoutes);
  await app.register(reportRoutes);
  await app.register(showReportRoutes);
  await app.register(wallRoutes);
  await registerIntegrations(app);

  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: socketErrorHandler });
  // Device lists change often (joins, clock reports); tell callers at most once a second per event.
  const presenceTimers = new Map<number, NodeJS.Timeout>();
  const presenceChanged = (eventId: number) => {
    if (presenceTimers.has(eventId)) return;
    const t = setTimeout(() => {
      presenceTimers.delete(eventId);
      bus.publish({ type: 'refetch', eventId, key: 'devices', revision: Date.now() });
    }, 1000);
    t.unref();
    presenceTimers.set(eventId, t);
  };
  app.addHook('onClose', async () => {
    for (const t of presenceTimers.values()) clearTimeout(t);
  });
  const hub = registerHub(app, {
    bus,
    clock,
    access: {
      subscriberRole: async (actor, eventId) => (await services.perms.event(actor, eventId, 'display')).role,
      hearsRefetch,
      hearsTasks,
      readsNotes,
      loses,
      hearsAuxTimers,
    },
    cueStatus: services.cueStatus,
    auxTimers: services.auxTimers,
    codeGuesses: guesses,
    sessionsExist: (ids) => services.repos.sessions.existing(ids),
    annotation: (id) => services.annotations.read(id),
    describe: async (actor) => {
      const who = await services.who(actor);
      return { key: whoKey(who), label: who.label };
    },
    onPresence: (eventId) => presenceChanged(eventId),
    walls: { open: (actor, id, day) => services.wall.open(actor, id, day), events: (id, day) => services.wall.events(id, day) },
    onCallers: (eventId, connected) => services.presence.set(eventId, connected),
    controlKey: (eventId, key) => services.events.eventForApiKey(eventId, key),
    resolveActor: async (token, accessCode) =>
      token ? services.auth.resolve(token) : accessCode ? services.access.actorForCode(accessCode) : undefined,
  });
  app.decorate('hub', hub);
  // Whether each room's caller is connected, for walls on every process (docs/decisions/0027-producer-wall.md).
  services.presence.start();
  app.addHook('onClose', () => services.presence.stop());
  const jobs = startJobs(app, { services, bus, clock, ...(buckets ? { buckets } : {}) });
  app.decorate('sessionSweep', jobs.sessionSweep);
  app.decorate('overtime', jobs.overtime);
  // Messages missed while the bus was deaf: screens get the current status, timers are re-armed.
  bus.onResume?.(() => {
    hub.resync().catch((err: unknown) => app.log.error({ err }, 'resync after bus outage failed'));
    jobs.overtime.start().catch((err: unknown) => app.log.error({ err }, 'overtime re-arm after bus outage failed'));
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });

  const webDist = config.webDist ?? defaultWebDist;
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  // The crew screens are their own small page (apps/web/crew.html); older builds lack it.
  const hasCrewPage = hasWeb && existsSync(path.join(webDist, 'crew.html'));
  // The stage display is a third small page (apps/web/stage.html, docs/decisions/0017-stage-display-and-crew-talk.md).
  const hasStagePage = hasWeb && existsSync(path.join(webDist, 'stage.html'));
  // The public lobby screen is a fourth (apps/web/lobby.html, docs/decisions/0035-stage-layouts-and-lobby.md).
  const hasLobbyPage = hasWeb && existsSync(path.join(webDist, 'lobby.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false, // set below: hashed assets forever, everything else revalidated
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/ws') || req.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ error: `No such route: ${req.method} ${url}` });
    }
    const crew = url.startsWith('/department/') || url.startsWith('/department-login/') || url === '/department-access';
    const stage = url.startsWith('/stage/');
    const lobby = url.startsWith('/lobby/') && hasLobbyPage;
    // App routes (/dashboard, /event/12, ...) are the SPA's; it renders its own 404 screen.
    const page = crew && hasCrewPage ? 'crew.html' : stage && hasStagePage ? 'stage.html' : lobby ? 'lobby.html' : 'index.html';
    // The lobby's address holds its token, as a share link's does: no page it opens is told it (docs/security.md).
    if (lobby || url.startsWith('/share/')) void reply.header('Referrer-Policy', 'no-referrer');
    return reply.header('Cache-Control', 'no-cache').sendFile(page, webDist);
  });

  return app;
}
