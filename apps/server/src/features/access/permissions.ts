/**
 * Who may do what with an event (docs/decisions/0003-not-found-for-others-objects.md). Every object route asks here first.
 * - owner: everything; caller code: the show screen's work but not deleting the event or
 *   departments, nor code and key management; department code: read the show, tick its tasks.
 * Another account's event answers 404 (not 403), so ids reveal nothing.
 */
import type { RefetchKey } from '@showcaller/shared';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { EventRow, EventsRepo } from '../events/events.repo.js';

/** 'display': what a stage display reads (the live status and GET .../stage), the least of all. */
export type EventNeed = 'display' | 'read' | 'edit' | 'own';

export type EventRole = 'owner' | 'caller' | 'department' | 'stage';

export const EVENT_NOT_FOUND = "The event you're looking for could not be found.";

export function roleFor(actor: Actor, event: EventRow): EventRole | null {
  switch (actor.kind) {
    case 'user':
      return event.owner_id === actor.userId ? 'owner' : null;
    case 'caller':
      return actor.eventId === event.id ? 'caller' : null;
    case 'department':
      return actor.eventId === event.id ? 'department' : null;
    case 'stage':
      return actor.eventId === event.id ? 'stage' : null;
    case 'anonymous':
      return null;
    default:
      actor satisfies never;
      return null;
  }
}

/*
 * Who hears what on the socket (docs/architecture.md#the-websocket-protocol): the live notices follow the same rules as the HTTP
 * reads they point at (docs/decisions/0008), so the hub asks here instead of restating them.
 */

/** A refetch notice for `key`: crews never get device or ack lists; a stage display only what it shows. */
export function hearsRefetch(role: EventRole, key: RefetchKey): boolean {
  // The producer's messages to the room are its callers' (docs/decisions/0027-producer-wall.md).
  if (key === 'annotations' || key === 'broadcasts') return readsNotes(role);
  // A linked start is read by the show's callers only (docs/decisions/0028-linked-event-starts.md).
  if (key === 'startLink') return role === 'owner' || role === 'caller';
  if (role === 'stage') return key === 'stage' || key === 'cues' || key === 'event';
  if (role === 'department') return key !== 'devices' && key !== 'acks';
  return true;
}

/** Notes are the callers' (docs/decisions/0003-not-found-for-others-objects.md): department and stage codes neither read them nor hear of them. */
export function readsNotes(role: EventRole): boolean {
  return role === 'owner' || role === 'caller';
}

/**
 * What a code change, a new control key or an event deletion takes away: everything, the sessions
 * of that one code, or the subscriptions made with the old control key (the hub re-checks those).
 */
export type Revocation = { scope: 'event' | 'caller' | 'stage' | 'department' | 'controlKey'; departmentId: number | null };

/** Whether `revocation` ends `actor`'s access to the event (accounts lose it only with the event). */
export function loses(actor: Actor, revocation: Revocation): boolean {
  switch (revocation.scope) {
    case 'event':
      return true;
    case 'caller':
    case 'stage':
      return actor.kind === revocation.scope;
    case 'department':
      return actor.kind === 'department' && actor.departmentId === revocation.departmentId;
    case 'controlKey':
      // No session holds a control key: the hub ends the sockets that subscribed with the old one.
      return false;
    default:
      revocation.scope satisfies never;
      return false;
  }
}

export function permissions(events: EventsRepo) {
  return {
    /** The event if `actor` may do `need` with it; 404 when it may not see it, 403 when it sees but may not act. */
    async event(actor: Actor, eventId: number, need: EventNeed): Promise<{ event: EventRow; role: EventRole }> {
      if (actor.kind === 'anonymous') throw unauthorized();
      const event = await events.findById(eventId);
      const role = event ? roleFor(actor, event) : null;
      if (!event || role === null) throw notFound(EVENT_NOT_FOUND);
      if (need === 'display') return { event, role };
      // A stage code opens the stage display and nothing else: not the rundown, tasks or notes.
      if (role === 'stage') throw forbidden('A stage code opens the stage display, nothing else.');
      if (need === 'read') return { event, role };
      if (need === 'edit' && role === 'department')
        throw forbidden('A department code can read the show and tick its own tasks, nothing else.');
      if (need === 'own' && role !== 'owner') throw forbidden('Only the event owner can do that.');
      return { event, role };
    },
  };
}
export type Permissions = ReturnType<typeof permissions>;
