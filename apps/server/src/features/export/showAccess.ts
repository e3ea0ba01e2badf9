/** Exports, imports and reports belong to the show's callers: the owner and co-caller codes, not crews. */
import { forbidden } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { objectAccess } from '../cues/rundownAccess.js';

export const CREW_NO_EXPORTS = 'A department code cannot export, import or report on the rundown.';

/** The event if `actor` is its owner or a co-caller; 404 for another account's event, 403 for a department code. */
export async function callerAccess(perms: Permissions, actor: Actor, eventId: number) {
  const access = await objectAccess(perms, actor, eventId, 'read');
  if (access.role === 'department') throw forbidden(CREW_NO_EXPORTS);
  return access;
}
