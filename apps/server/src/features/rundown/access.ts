/**
 * Authorization and change notices shared by the rundown's features (cues, departments, tasks,
 * annotations) and by exports, imports and reports. The rules themselves are in
 * features/access/permissions.ts; these only turn its answers into the texts each object uses.
 */
import { english } from '../../lib/i18n.js';
import type { RefetchKey, ServerMessageKey, Task } from '@showcaller/shared';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { runsShow, type EventNeed, type Permissions } from '../access/permissions.js';
import type { EventsRepo } from '../events/events.repo.js';

export const CUE_NOT_FOUND = english('errors.rundown.cueNotFound');
export const DEPARTMENT_NOT_FOUND = english('errors.rundown.departmentNotFound');
export const TASK_NOT_FOUND = english('errors.rundown.taskNotFound');
export const CREW_NO_EXPORTS = english('errors.rundown.crewNoExports');

/**
 * The event behind an object, if `actor` may do `need` with it. No session → 401. An object of
 * another account answers the same 404 text as a missing one, so ids reveal nothing.
 */
export async function objectAccess(perms: Permissions, actor: Actor, eventId: number, need: EventNeed, notFoundText?: ServerMessageKey) {
  if (actor.kind === 'anonymous') throw unauthorized();
  try {
    return await perms.event(actor, eventId, need);
  } catch (err) {
    if (notFoundText && err instanceof HttpError && err.statusCode === 404) throw notFound(notFoundText);
    throw err;
  }
}

/**
 * No session → 401 before anything is looked up: otherwise a stranger would get 404 for a missing
 * id and 401 for a real one, and learn which ids exist (docs/security.md "Trust, round 3" 20.8).
 */
export function signedIn(actor: Actor): void {
  if (actor.kind === 'anonymous') throw unauthorized();
}

/** Exports, imports and reports belong to the show's callers: 404 for another account's event, 403 for a department code. */
export async function callerAccess(perms: Permissions, actor: Actor, eventId: number) {
  const access = await objectAccess(perms, actor, eventId, 'read');
  if (access.role === 'department') throw forbidden('errors.rundown.crewNoExports');
  return access;
}

/**
 * Ending the show and its report form and mail are the work of those who run it: callerAccess's
 * answers, and 403 for a member who does not run the show (docs/decisions/0031-team-members-and-roles.md).
 */
export async function runnerAccess(perms: Permissions, actor: Actor, eventId: number) {
  const access = await callerAccess(perms, actor, eventId);
  if (!runsShow(access.role)) throw forbidden('errors.rundown.runnersOnly');
  return access;
}

/** Bumps the event's revision and tells every screen of the event to refetch `key`. */
export function refetchNotifier(events: EventsRepo, bus: Bus) {
  return {
    async notify(eventId: number, key: RefetchKey): Promise<void> {
      const revision = await events.bumpRevision(eventId);
      bus.publish({ type: 'refetch', eventId, key, revision });
    },
    /** For a change whose transaction already bumped the revision. */
    publish(eventId: number, key: RefetchKey, revision: number): void {
      bus.publish({ type: 'refetch', eventId, key, revision });
    },
    /**
     * Tasks changed by one rundown change (which bumped the revision to `revision`): screens get the
     * tasks themselves, not a re-read (docs/decisions/0039-task-and-ack-deltas.md).
     */
    tasks(eventId: number, revision: number, tasks: Task[], removed: Array<{ id: number; departmentId: number }> = []): void {
      bus.publish({ type: 'tasks', eventId, revision, tasks, removed });
    },
  };
}
export type RefetchNotifier = ReturnType<typeof refetchNotifier>;
