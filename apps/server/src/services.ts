/** Wires repositories and services once per app; routes receive only what they use. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';
import { usersRepo } from './features/accounts/users.repo.js';
import { authTokensRepo, sessionsRepo } from './features/accounts/sessions.repo.js';
import { accountsService } from './features/accounts/accounts.service.js';
import { authService } from './features/auth/auth.service.js';
import { eventsRepo } from './features/events/events.repo.js';
import { eventsService } from './features/events/events.service.js';
import { permissions } from './features/access/permissions.js';
import { rundownServices } from './features/rundown/rundown.services.js';
import { cueStatusRepo } from './features/cueStatus/cueStatus.repo.js';
import { asRunLogRepo } from './features/report/asRunLog.repo.js';
import { cueStatusService } from './features/cueStatus/cueStatus.service.js';
import { accessService } from './features/access/access.service.js';
import { crewRepo } from './features/crew/crew.repo.js';
import { crewService } from './features/crew/crew.service.js';
import { demoService } from './features/demo/demo.service.js';
import { publishSessionsEnded, type Bus } from './bus/bus.js';
import { annotationsRepo } from './features/annotations/annotations.repo.js';
import { annotationsService } from './features/annotations/annotations.service.js';
import { exportService } from './features/export/export.service.js';
import { importService } from './features/import/import.service.js';
import { importLocksRepo } from './features/import/importLocks.repo.js';
import { reportRepo } from './features/report/report.repo.js';
import { reportService } from './features/report/report.service.js';
import { rundownRepo } from './features/rundown/rundown.repo.js';
import { refetchNotifier } from './features/rundown/access.js';
import { codesRepo } from './features/codes/codes.repo.js';
import { codesService } from './features/codes/codes.service.js';
import { demoRepo } from './features/demo/demo.repo.js';
import { adminService } from './features/admin/admin.service.js';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  bus: Bus;
  log: FastifyBaseLogger;
}

export function buildServices(deps: ServiceDeps) {
  const k = deps.db.kysely;
  const users = usersRepo(k);
  // Whatever ends a session ends its open sockets too, in every process (docs/decisions/0007-sessions.md).
  // This process's session cache forgets them before anything else runs; other processes hear the bus.
  const sessions = sessionsRepo(k, {
    ended: (ids, reason) => {
      auth.forget(ids);
      publishSessionsEnded(deps.bus, ids, reason);
    },
  });
  const authTokens = authTokensRepo(k);
  const accounts = accountsService({
    users,
    sessions,
    authTokens,
    mailer: deps.mailer,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    adminEmail: deps.config.adminEmail,
    requireEmailVerification: deps.config.requireEmailVerification,
  });
  // The session cache only where revocation reaches every process at once: one SQLite process. Between
  // PostgreSQL processes a NOTIFY arrives a little after the ending request answers (auth.service.ts).
  const auth = authService({
    sessions,
    users,
    clock: deps.clock,
    adminEmail: deps.config.adminEmail,
    bus: deps.bus,
    ...(deps.db.engine === 'postgres' ? { cacheTtlMs: 0 } : {}),
  });
  const events = eventsRepo(k);
  const perms = permissions(events);
  const codes = codesService({ repo: codesRepo(k), clock: deps.clock });
  const eventsSvc = eventsService({ events, sessions, codes, perms, clock: deps.clock, bus: deps.bus });
  const statusRepo = cueStatusRepo(k);
  const cueStatus = cueStatusService({
    repo: statusRepo,
    perms,
    clock: deps.clock,
    bus: deps.bus,
    checkControlKey: (eventId, key) => eventsSvc.eventForApiKey(eventId, key),
  });
  const rundown = rundownServices({
    db: k,
    events,
    sessions,
    codes,
    perms,
    clock: deps.clock,
    bus: deps.bus,
    cueDeleted: (actor, eventId, cue) => cueStatus.cueDeleted(actor, eventId, cue),
  });
  const access = accessService({ codes, sessions, clock: deps.clock });
  const crew = crewService({ repo: crewRepo(k), status: statusRepo, asRun: asRunLogRepo(k), perms, clock: deps.clock, bus: deps.bus });
  const demo = demoService({ repo: demoRepo(k), users, codes, accounts, clock: deps.clock });
  const admin = adminService({ users, adminEmail: deps.config.adminEmail });
  const annotations = annotationsService({ repo: annotationsRepo(k), perms, clock: deps.clock, bus: deps.bus });
  const exports = exportService({ perms, repos: rundown.repos });
  const imports = importService({
    perms,
    codes,
    repos: rundown.repos,
    rundown: rundownRepo(k),
    notifier: refetchNotifier(events, deps.bus),
    clock: deps.clock,
    locks: importLocksRepo(k),
    cueDeleted: (actor, eventId, cue) => cueStatus.cueDeleted(actor, eventId, cue),
    perMinute: deps.config.rateLimits.importPerMinute,
  });
  const report = reportService({ repo: reportRepo(k), perms, clock: deps.clock });
  return {
    annotations,
    exports,
    imports,
    report,
    demo,
    admin,
    access,
    crew,
    repos: { users, sessions, authTokens, events, cueStatus: statusRepo, ...rundown.repos },
    cueStatus,
    perms,
    accounts,
    auth,
    events: eventsSvc,
    cues: rundown.cues,
    departments: rundown.departments,
    tasks: rundown.tasks,
    bus: deps.bus,
  };
}
export type Services = ReturnType<typeof buildServices>;
