/**
 * The composition root (docs/architecture.md#layers): every repository and service is built here,
 * once per app; routes, the hub, the jobs and the integrations receive services, never the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { Actor } from './features/auth/actor.js';
import { usersRepo, type UsersRepo } from './features/accounts/users.repo.js';
import { accountReaders } from './lib/reader.js';
import { authTokensRepo, sessionsRepo } from './features/accounts/sessions.repo.js';
import { accountsService, type PasswordHashCost } from './features/accounts/accounts.service.js';
import { authService } from './features/auth/auth.service.js';
import { eventsRepo } from './features/events/events.repo.js';
import { eventsService, type EventsService } from './features/events/events.service.js';
import { permissions, type Permissions } from './features/access/permissions.js';
import { departmentsRepo } from './features/departments/departments.repo.js';
import { departmentsService } from './features/departments/departments.service.js';
import { tasksRepo } from './features/tasks/tasks.repo.js';
import { tasksService } from './features/tasks/tasks.service.js';
import { cuesRepo } from './features/cues/cues.repo.js';
import { cueTriggersRepo } from './features/cues/cueTriggers.repo.js';
import { cuesService } from './features/cues/cues.service.js';
import { stageRepo } from './features/stage/stage.repo.js';
import { stageService } from './features/stage/stage.service.js';
import { stageLayoutsRepo } from './features/stageLayouts/stageLayouts.repo.js';
import { stageLayoutsService } from './features/stageLayouts/stageLayouts.service.js';
import { auxTimersRepo } from './features/auxTimers/auxTimers.repo.js';
import { auxTimersService, type AuxTimersService } from './features/auxTimers/auxTimers.service.js';
import { languageRepo } from './features/language/language.repo.js';
import { languageService } from './features/language/language.service.js';
import { crewTalkRepo } from './features/crewTalk/crewTalk.repo.js';
import { crewTalkService } from './features/crewTalk/crewTalk.service.js';
import { cueStatusRepo } from './features/cueStatus/cueStatus.repo.js';
import { asRunLogRepo } from './features/report/asRunLog.repo.js';
import { cueStatusService, type CueStatusService } from './features/cueStatus/cueStatus.service.js';
import { accessService } from './features/access/access.service.js';
import { crewRepo } from './features/crew/crew.repo.js';
import { crewService } from './features/crew/crew.service.js';
import { demoService } from './features/demo/demo.service.js';
import { publishSessionsEnded, type Bus } from './bus/bus.js';
import { attemptLimits } from './realtime/attemptLimiter.js';
import { annotationsRepo } from './features/annotations/annotations.repo.js';
import { cueFieldsRepo } from './features/cueFields/cueFields.repo.js';
import { cueFieldsService } from './features/cueFields/cueFields.service.js';
import { annotationsService } from './features/annotations/annotations.service.js';
import { exportService } from './features/export/export.service.js';
import { importService } from './features/import/import.service.js';
import { importLocksRepo } from './features/import/importLocks.repo.js';
import { reportRepo } from './features/report/report.repo.js';
import { reportService } from './features/report/report.service.js';
import { showReportServices } from './features/showReport/showReport.wiring.js';
import { rundownRepo } from './features/rundown/rundown.repo.js';
import { refetchNotifier } from './features/rundown/access.js';
import { codesRepo } from './features/codes/codes.repo.js';
import { codesService } from './features/codes/codes.service.js';
import { demoRepo } from './features/demo/demo.repo.js';
import { adminService } from './features/admin/admin.service.js';
import { healthRepo } from './features/system/health.repo.js';
import { integrationsRepo } from './features/integrations/integrations.repo.js';
import { integrationsService } from './features/integrations/integrations.service.js';
import { oscIn } from './features/integrations/oscIn.js';
import { oscLog } from './features/integrations/oscLog.js';
import { oscSender } from './features/integrations/oscOut.js';
import { outboundPolicy } from './features/integrations/outbound.js';
import { demoGuard } from './features/integrations/demoGuard.js';
import { showControl } from './features/integrations/showControl.js';
import { webhooksService } from './features/integrations/webhooks.js';
import { productionsRepo } from './features/productions/productions.repo.js';
import { productionsService } from './features/productions/productions.service.js';
import { startLinksRepo } from './features/startLinks/startLinks.repo.js';
import { productionLiveServices } from './features/wall/wall.wiring.js';
import { startLinksService, withStartLinks } from './features/startLinks/startLinks.service.js';
import { historyServices, versionBeforeRun, whoResolver } from './features/history/history.wiring.js';
import { invitationsRepo, membersRepo } from './features/team/members.repo.js';
import { teamService } from './features/team/team.service.js';
import { shareLinksRepo } from './features/shareLinks/shareLinks.repo.js';
import { shareLinksService } from './features/shareLinks/shareLinks.service.js';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  bus: Bus;
  log: FastifyBaseLogger;
  /** The password hash cost (the OWASP one unless a test lowers it; see accountsService). */
  passwordHash?: PasswordHashCost;
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
    // `auth` is made just below; this runs only later, on a request.
    rightsChanged: (userId) => auth.forgetUser(userId),
    passwordHash: deps.passwordHash,
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
  const members = membersRepo(k);
  const perms = permissions(events, members);
  const codes = codesService({ repo: codesRepo(k), clock: deps.clock });
  const productionRows = productionsRepo(k);
  const productions = productionsService({ repo: productionRows, clock: deps.clock });
  const statusRows = cueStatusRepo(k);
  // Linked starts hear a linked event's cue changes through the rundown's notices (docs/decisions/0028-linked-event-starts.md).
  const plainNotifier = refetchNotifier(events, deps.bus);
  const startLinks = startLinksService({
    repo: startLinksRepo(k),
    status: statusRows,
    asRun: asRunLogRepo(k),
    perms,
    events,
    notifier: plainNotifier,
    clock: deps.clock,
  });
  // Who did what (docs/decisions/0032-history-versions-presence.md): every rundown write records it in its transaction.
  const rundownRows = rundownRepo(k);
  const shareLinkRows = shareLinksRepo(k);
  const who = whoResolver(users, departmentsRepo(k), shareLinkRows);
  const eventsSvc = eventsService({
    ...{ events, sessions, codes, perms, productions, links: startLinks, members, clock: deps.clock, bus: deps.bus },
    ...{ rundown: rundownRows, who: who.of },
  });
  const statusRepo = statusRows;
  const cueStatus = cueStatusService({
    repo: statusRepo,
    perms,
    clock: deps.clock,
    bus: deps.bus,
    checkControlKey: (eventId, key) => eventsSvc.eventForApiKey(eventId, key),
    // `history` is made below; this runs only later, on a command.
    beforeRun: versionBeforeRun(() => history.versions, who, deps.log),
  });
  // The rundown: cues, departments, tasks.
  const cueDeleted = (actor: Actor, eventId: number, cue: { id: number; number: number }) => cueStatus.cueDeleted(actor, eventId, cue);
  const notifier = withStartLinks(plainNotifier, startLinks, (err) => deps.log.warn({ err }, 'linked starts not told'));
  const repos = {
    cues: cuesRepo(k),
    departments: departmentsRepo(k),
    tasks: tasksRepo(k),
    triggers: cueTriggersRepo(k),
    fields: cueFieldsRepo(k),
  };
  const { clock } = deps;
  const timerChanged = (eventId: number, cueId: number) => cueStatus.timerChanged(eventId, cueId);
  const cues = cuesService({
    cues: repos.cues,
    tasks: repos.tasks,
    rundown: rundownRows,
    perms,
    notifier,
    clock,
    cueDeleted,
    timerChanged,
    who: who.of,
  });
  const departments = departmentsService({
    ...{ departments: repos.departments, tasks: repos.tasks, codes, sessions, rundown: rundownRows, perms, notifier },
    ...{ bus: deps.bus, clock, who: who.of },
  });
  const tasks = tasksService({
    ...{ tasks: repos.tasks, cues: repos.cues, departments: repos.departments, perms, notifier, clock },
    ...{ rundown: rundownRows, who: who.of },
    statusVersion: async (eventId) => (await statusRepo.get(eventId))?.version ?? 0,
  });
  // Stage layouts (docs/decisions/0035-stage-layouts-and-lobby.md) are read with the stage view.
  const stageLayouts = stageLayoutsService({ repo: stageLayoutsRepo(k), perms, notifier: plainNotifier, clock });
  const stage = stageService({
    repo: stageRepo(k),
    perms,
    codes,
    sessions,
    bus: deps.bus,
    clock,
    layouts: (id) => stageLayouts.listOf(id),
  });
  // Auxiliary timers beside the show (docs/decisions/0037-aux-timers.md).
  const checkControlKey = (eventId: number, key: string) => eventsSvc.eventForApiKey(eventId, key);
  const auxTimers = auxTimersService({ repo: auxTimersRepo(k), perms, bus: deps.bus, clock, checkControlKey });
  const crewTalk = crewTalkService({ repo: crewTalkRepo(k), perms, bus: deps.bus, clock });
  // Languages (docs/decisions/0038-i18n-lingui.md): the account's, and the event's for its crew and stage.
  const language = languageService({ repo: languageRepo(k), perms, notifier: plainNotifier, clock, me: (id) => accounts.me(id) });
  const access = accessService({ codes, sessions, clock: deps.clock });
  const crew = crewService({ repo: crewRepo(k), status: statusRepo, asRun: asRunLogRepo(k), perms, clock: deps.clock, bus: deps.bus });
  const demo = demoService({ repo: demoRepo(k), users, codes, accounts, clock: deps.clock });
  const admin = adminService({ users, adminEmail: deps.config.adminEmail });
  const cueFields = cueFieldsService({ fields: repos.fields, cues: repos.cues, rundown: rundownRows, perms, notifier, clock, who: who.of });
  const annotations = annotationsService({
    ...{ repo: annotationsRepo(k), perms, clock, bus: deps.bus, rundown: rundownRows, who: who.of },
    taskDepartment: async (eventId, taskId) => {
      const t = await repos.tasks.findWithEvent(taskId);
      return t?.event_id === eventId ? t.department_id : undefined;
    },
    linkMaker: async (linkId) => (await shareLinkRows.findById(linkId))?.created_by,
  });
  // The team of an event (docs/decisions/0031-team-members-and-roles.md).
  const team = teamService({
    ...{ members, invitations: invitationsRepo(k), events, productions: productionRows, departments: repos.departments },
    ...{ users, perms, mailer: deps.mailer, bus: deps.bus, clock, publicUrl: deps.config.publicUrl },
    invitesPerHour: deps.config.rateLimits.invitesPerHour,
  });
  // Share links for people without accounts (docs/decisions/0036-share-links.md).
  const shareLinks = shareLinksService({
    ...{ links: shareLinkRows, sessions, events, departments: repos.departments, perms, bus: deps.bus, clock },
  });
  const history = historyServices({
    ...{ db: k, rundown: rundownRows, perms, notifier, clock, who, cueDeleted, newCodes: (n: number) => codes.issueMany(n) },
    targets: { cues, tasks, departments, annotations, events: eventsSvc, fields: cueFields },
  });
  const readers = accountReaders((id) => users.findById(id));
  const exports = exportService({ perms, repos, productions: productionRows, startLinks, readerOf: readers });
  const imports = importService({
    perms,
    codes,
    repos,
    rundown: rundownRows,
    notifier,
    clock: deps.clock,
    locks: importLocksRepo(k),
    cueDeleted,
    perMinute: deps.config.rateLimits.importPerMinute,
    place: { resolve: (event, file) => productions.placeFromFile(event, file), apply: (id, place) => eventsSvc.setPlace(id, place) },
    who: who.of,
  });
  // The producer's wall, broadcasts and the lobby screen (docs/decisions/0027-producer-wall.md, 0035).
  const { presence, wall, lobby, broadcasts } = productionLiveServices({
    ...{ db: k, bus: deps.bus, clock, log: deps.log, perms, events, productions: productionRows },
    ...{ cueStatus, crew, startLinks },
  });
  const report = reportService({ repo: reportRepo(k), perms, clock: deps.clock, readerOf: readers });
  // The show report that writes itself, and its distribution.
  const { showReports, distribution } = showReportServices({
    ...{ db: k, events, productions: productionRows, users, perms, clock: deps.clock, mailer: deps.mailer },
    ...{ publicUrl: deps.config.publicUrl, log: deps.log, status: statusRepo },
  });
  const integrations = integrationServices(deps, { users, perms, cueStatus, auxTimers, events: eventsSvc });
  return {
    health: healthRepo(deps.db),
    limits: attemptLimits({ engine: deps.db.engine, db: k, log: deps.log, codePerMinute: deps.config.rateLimits.codePerMinute }),
    integrations,
    annotations,
    cueFields,
    ...history,
    who: who.of,
    exports,
    imports,
    report,
    showReports,
    distribution,
    demo,
    admin,
    access,
    crew,
    repos: { users, sessions, authTokens, events, cueStatus: statusRepo, ...repos },
    cueStatus,
    perms,
    accounts,
    auth,
    events: eventsSvc,
    startLinks,
    team,
    shareLinks,
    productions,
    wall,
    broadcasts,
    presence,
    cues,
    departments,
    tasks,
    stage,
    stageLayouts,
    auxTimers,
    lobby,
    language,
    crewTalk,
    bus: deps.bus,
  };
}
export type Services = ReturnType<typeof buildServices>;

/**
 * Show control (docs/decisions/0011-show-control.md): OSC out, OSC in (built when OSC_PORT is set; features/integrations/plugin.ts
 * binds it at start), webhooks and the integrations settings.
 */
function integrationServices(
  deps: ServiceDeps,
  s: {
    users: UsersRepo;
    perms: Permissions;
    cueStatus: CueStatusService;
    auxTimers: AuxTimersService;
    events: Pick<EventsService, 'eventForApiKey'>;
  },
) {
  const { clock, config } = deps;
  const repo = integrationsRepo(deps.db.kysely);
  const policy = outboundPolicy(config.outboundAllow);
  const refuseDemo = demoGuard(s.users);
  const log = oscLog(() => clock.now());
  const sender = oscSender({
    policy,
    log,
    logger: deps.log,
    now: () => clock.now(),
    sessionNow: () => clock.now(),
    qlabReplyPort: config.osc.qlabReplyPort,
  });
  const control = showControl({ repo, sender, clock, log, logger: deps.log, bus: deps.bus });
  const input =
    config.osc.port === undefined
      ? undefined
      : oscIn({
          host: config.osc.host,
          port: config.osc.port,
          cueStatus: s.cueStatus,
          auxTimers: s.auxTimers,
          showControl: control,
          log,
          logger: deps.log,
          cueNumber: async (cueId) => (await repo.cueEvent(cueId))?.number,
          keyValid: (eventId, key) => s.events.eventForApiKey(eventId, key),
          now: () => clock.now(),
        });
  let inputAddress: { host: string; port: number } | null = null;
  const service = integrationsService({
    repo,
    perms: s.perms,
    clock,
    policy,
    sender,
    log,
    cueStatus: s.cueStatus,
    oscIn: () => inputAddress,
    forgetTargets: control.forgetTargets,
    forgetTriggers: control.forgetTriggers,
    forgetCue: control.forgetCue,
    ask: (...args: Parameters<typeof control.ask>) => control.ask(...args),
    oscInDropped: () => input?.dropped() ?? 0,
    refuseDemo,
  });
  const webhooks = webhooksService({
    repo,
    perms: s.perms,
    clock,
    policy,
    bus: deps.bus,
    cueStatus: s.cueStatus,
    logger: deps.log,
    refuseDemo,
  });
  return {
    service,
    webhooks,
    control,
    sender,
    input,
    /** Binds OSC in (when configured); a port in use stops the start with a clear message. */
    async listen(): Promise<{ host: string; port: number } | null> {
      if (input) inputAddress = await input.start();
      return inputAddress;
    },
  };
}
