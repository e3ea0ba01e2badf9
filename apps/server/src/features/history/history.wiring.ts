/**
 * The history's part of the composition root (services.ts): who an actor is, the History panel,
 * undo and the rundown's versions (docs/decisions/0032-history-versions-presence.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Who } from '@showcaller/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import type { DepartmentsRepo } from '../departments/departments.repo.js';
import type { ShareLinksRepo } from '../shareLinks/shareLinks.repo.js';
import type { RefetchNotifier } from '../rundown/access.js';
import type { RundownRepo } from '../rundown/rundown.repo.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';
import { historyRepo } from './history.repo.js';
import { historyService } from './history.service.js';
import type { UndoTargets } from './undoPlan.js';
import { versionsRepo } from './versions.repo.js';
import { versionsService, type VersionsService } from './versions.service.js';
import { whoOf, whoOfLogActor, type WhoLookups } from './who.js';

/** The one way an actor (or an as-run actor text) becomes a Who, for every service that records. */
export function whoResolver(users: UsersRepo, departments: DepartmentsRepo, links?: Pick<ShareLinksRepo, 'findById'>) {
  const lookups: WhoLookups = {
    userName: async (id) => {
      const u = await users.findById(id);
      return u ? u.username || u.email : undefined;
    },
    departmentName: async (id) => (await departments.findById(id))?.name,
    linkLabel: async (id) => (await links?.findById(id))?.label,
  };
  return {
    lookups,
    of: (actor: Actor): Promise<Who> => whoOf(actor, lookups),
    ofLog: (text: string): Promise<Who> => whoOfLogActor(text, lookups),
  };
}
export type WhoResolver = ReturnType<typeof whoResolver>;

/**
 * The cue status service's `beforeRun` (docs/decisions/0032-history-versions-presence.md): the
 * rundown saved as a version before a run's first GO, by whoever pressed it; a failure is logged
 * and never stops the GO.
 */
export function versionBeforeRun(versions: () => Pick<VersionsService, 'saveBeforeRun'>, who: WhoResolver, log: FastifyBaseLogger) {
  return async (eventId: number, actor: string): Promise<void> =>
    versions()
      .saveBeforeRun(eventId, await who.ofLog(actor))
      .catch((err: unknown) => log.warn({ err }, 'version before the run not saved'));
}

export function historyServices(d: {
  db: Kysely<Database>;
  rundown: RundownRepo;
  perms: Permissions;
  notifier: RefetchNotifier;
  clock: Clock;
  who: WhoResolver;
  newCodes: (n: number) => Promise<string[]>;
  cueDeleted: (actor: Actor, eventId: number, cue: { id: number; number: number }) => Promise<unknown>;
  targets: Omit<UndoTargets, 'restoreVersion'>;
}) {
  const versions = versionsService({
    versions: versionsRepo(d.db),
    rundown: d.rundown,
    perms: d.perms,
    notifier: d.notifier,
    clock: d.clock,
    who: d.who.of,
    newCodes: d.newCodes,
    cueDeleted: d.cueDeleted,
  });
  const history = historyService({
    history: historyRepo(d.db),
    asRun: asRunLogRepo(d.db),
    perms: d.perms,
    lookups: d.who.lookups,
    targets: { ...d.targets, restoreVersion: (actor, id) => versions.restore(actor, id) },
  });
  return { history, versions };
}
