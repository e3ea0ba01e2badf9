/**
 * Who may do what with an event (DESIGN.md §5). Every object route asks here first.
 * - owner: everything; caller code: the show screen's work but not deleting the event or
 *   departments, nor code and key management; department code: read the show, tick its tasks.
 * Another account's event answers 404 (not 403), so ids reveal nothing.
 */
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { EventRow, EventsRepo } from '../events/events.repo.js';

export type EventNeed = 'read' | 'edit' | 'own';

export const EVENT_NOT_FOUND = "The event you're looking for could not be found.";

export function roleFor(actor: Actor, event: EventRow): 'owner' | 'caller' | 'department' | null {
  switch (actor.kind) {
    case 'user':
      return event.owner_id === actor.userId ? 'owner' : null;
    case 'caller':
      return actor.eventId === event.id ? 'caller' : null;
    case 'department':
      return actor.eventId === event.id ? 'department' : null;
    case 'anonymous':
      return null;
    default:
      actor satisfies never;
      return null;
  }
}

export function permissions(events: EventsRepo) {
  return {
    /** The event if `actor` may do `need` with it; 404 when it may not see it, 403 when it sees but may not act. */
    async event(actor: Actor, eventId: number, need: EventNeed): Promise<{ event: EventRow; role: 'owner' | 'caller' | 'department' }> {
      if (actor.kind === 'anonymous') throw unauthorized();
      const event = await events.findById(eventId);
      const role = event ? roleFor(actor, event) : null;
      if (!event || role === null) throw notFound(EVENT_NOT_FOUND);
      if (need === 'read') return { event, role };
      if (need === 'edit' && role === 'department')
        throw forbidden('A department code can read the show and tick its own tasks, nothing else.');
      if (need === 'own' && role !== 'owner') throw forbidden('Only the event owner can do that.');
      return { event, role };
    },
  };
}
export type Permissions = ReturnType<typeof permissions>;
