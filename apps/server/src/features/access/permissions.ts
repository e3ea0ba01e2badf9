/**
 * Who may do what with an event (docs/decisions/0003-not-found-for-others-objects.md). Every object route asks here first.
 * - owner: everything; caller code: the show screen's work but not deleting the event or
 *   departments, nor code and key management; department code: read the show, tick its tasks.
 * - members (docs/decisions/0031-team-members-and-roles.md), accounts with a role on the event or
 *   its production: producer as the owner but deleting the event; caller as a caller code;
 *   editor edits the rundown but does not run the show; department lead edits the tasks (and the
 *   notes) of its departments only; viewer reads the show live.
 * An event that is neither the account's nor shared with it answers 404 (not 403), so ids reveal nothing.
 */
import { english } from '../../lib/i18n.js';
import type { RefetchKey, ServerMessageKey, SubscriberRole } from '@showcaller/shared';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { EventRow, EventsRepo } from '../events/events.repo.js';
import type { MembersRepo } from '../team/members.repo.js';

/**
 * 'display': what a stage display reads (the live status and GET .../stage), the least of all.
 * 'rundown': change the rundown (cues, departments, tasks, the event's name, imports).
 * 'edit': the show screen's work besides: run the show, talk to the crew and the stage.
 * 'own': the event's settings, codes, keys and team.
 */
export type EventNeed = 'display' | 'read' | 'rundown' | 'edit' | 'own';

export type EventRole = SubscriberRole;

/** What permissions.event answers: the role, and for a department lead (or a department code) its departments. */
export interface EventAccess {
  event: EventRow;
  role: EventRole;
  departmentIds: readonly number[];
}

/** Roles that run the show (GO, hold, crew talk, the stage): the owner's, a producer's, a caller's. */
export function runsShow(role: EventRole): boolean {
  return role === 'owner' || role === 'producer' || role === 'caller';
}

/** Roles that change the rundown as a whole. */
export function editsRundown(role: EventRole): boolean {
  return runsShow(role) || role === 'editor';
}

/** Roles that manage the event (settings, codes, keys, the team): the owner and producers. */
export function managesEvent(role: EventRole): boolean {
  return role === 'owner' || role === 'producer';
}

export const EVENT_NOT_FOUND = english('errors.access.eventNotFound');

/** The role of an actor that is not a member (members are looked up by permissions().event). */
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
    case 'link':
      // A share link (docs/decisions/0036-share-links.md) is a viewer, or a lead of its one department.
      if (actor.eventId !== event.id) return null;
      return actor.departmentId === null ? 'viewer' : 'lead';
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
  if (key === 'annotations') return readsNotes(role);
  if (key === 'broadcasts') return runsShow(role);
  // A linked start is read by the show's callers only (docs/decisions/0028-linked-event-starts.md).
  if (key === 'startLink') return runsShow(role);
  if (role === 'stage') return key === 'stage' || key === 'cues' || key === 'event';
  // Devices and ready acks are read by those who run the show.
  if (key === 'devices' || key === 'acks') return runsShow(role);
  return true;
}

/**
 * The auxiliary timers (docs/decisions/0037-aux-timers.md) go to every screen of the event but the
 * crews' phones (department codes), which show none of them; the stage display filters by its layout.
 */
export function hearsAuxTimers(role: EventRole): boolean {
  return role !== 'department';
}

/**
 * Which tasks a screen hears of as they change (docs/decisions/0039-task-and-ack-deltas.md), the same
 * as GET …/tasks answers it: a department code its own department's ('department' with its id),
 * a stage display none, everyone else every task.
 */
export function hearsTasks(role: EventRole, actor: Actor): 'all' | 'none' | { departmentId: number } {
  if (!hearsRefetch(role, 'tasks')) return 'none';
  if (role !== 'department') return 'all';
  return actor.kind === 'department' ? { departmentId: actor.departmentId } : 'none';
}

/**
 * Notes are the team's (docs/decisions/0003-not-found-for-others-objects.md, 0031): the owner, co-callers and every
 * member read them; department and stage codes neither read them nor hear of them.
 */
export function readsNotes(role: EventRole): boolean {
  return role !== 'department' && role !== 'stage';
}

/**
 * What a code change, a new control key or an event deletion takes away: everything, the sessions
 * of that one code, or the subscriptions made with the old control key (the hub re-checks those).
 */
export type Revocation = {
  scope: 'event' | 'caller' | 'stage' | 'department' | 'controlKey' | 'member' | 'link';
  departmentId: number | null;
  /** 'member': the account removed from the event's team, or whose role there changed. */
  userId?: number | null | undefined;
  /** 'link': the share link revoked (docs/decisions/0036-share-links.md). */
  linkId?: number | null | undefined;
};

/** Whether `revocation` ends `actor`'s access to the event (accounts lose it with the event or their membership). */
export function loses(actor: Actor, revocation: Revocation): boolean {
  switch (revocation.scope) {
    case 'event':
      return true;
    case 'member':
      return actor.kind === 'user' && actor.userId === revocation.userId;
    case 'caller':
    case 'stage':
      return actor.kind === revocation.scope;
    case 'department':
      return actor.kind === 'department' && actor.departmentId === revocation.departmentId;
    case 'link':
      // One link revoked, or (no linkId) every link of a deleted department: a changed code leaves them.
      if (actor.kind !== 'link') return false;
      return revocation.linkId ? actor.linkId === revocation.linkId : actor.departmentId === revocation.departmentId;
    case 'controlKey':
      // No session holds a control key: the hub ends the sockets that subscribed with the old one.
      return false;
    default:
      revocation.scope satisfies never;
      return false;
  }
}

const REFUSALS: Record<Exclude<EventRole, 'stage'>, ServerMessageKey> = {
  owner: 'errors.notAllowed',
  producer: 'errors.notAllowed',
  caller: 'errors.access.refused.caller',
  editor: 'errors.access.refused.editor',
  lead: 'errors.access.refused.lead',
  viewer: 'errors.access.refused.viewer',
  department: 'errors.access.refused.department',
};

/** Whether `role` may do `need` (past 'display' and 'read', which every role but a stage code has). */
function allows(role: EventRole, need: Exclude<EventNeed, 'display' | 'read'>): boolean {
  switch (need) {
    case 'rundown':
      return editsRundown(role);
    case 'edit':
      return runsShow(role);
    case 'own':
      return managesEvent(role);
    default:
      need satisfies never;
      return false;
  }
}

export function permissions(events: EventsRepo, members?: Pick<MembersRepo, 'roleOn'>) {
  async function access(actor: Actor, event: EventRow): Promise<{ role: EventRole; departmentIds: readonly number[] } | null> {
    const role = roleFor(actor, event);
    if (role !== null)
      return {
        role,
        departmentIds:
          actor.kind === 'department'
            ? [actor.departmentId]
            : actor.kind === 'link' && actor.departmentId !== null
              ? [actor.departmentId]
              : [],
      };
    if (actor.kind !== 'user' || !members) return null;
    const m = await members.roleOn(actor.userId, event);
    return m ? { role: m.member.role, departmentIds: m.departmentIds } : null;
  }
  return {
    /** The event if `actor` may do `need` with it; 404 when it may not see it, 403 when it sees but may not act. */
    async event(actor: Actor, eventId: number, need: EventNeed): Promise<EventAccess> {
      if (actor.kind === 'anonymous') throw unauthorized();
      const event = await events.findById(eventId);
      const found = event ? await access(actor, event) : null;
      if (!event || found === null) throw notFound('errors.access.eventNotFound');
      const { role, departmentIds } = found;
      const answer = { event, role, departmentIds };
      if (need === 'display') return answer;
      // A stage code opens the stage display and nothing else: not the rundown, tasks or notes.
      if (role === 'stage') throw forbidden('errors.access.stageCodeOpens');
      if (need === 'read' || allows(role, need)) return answer;
      // A share link (docs/decisions/0036-share-links.md) hears its role's own sentence.
      if (need === 'own' && actor.kind !== 'link')
        throw forbidden(actor.kind === 'user' ? 'errors.access.ownerOrProducer' : REFUSALS.caller);
      throw forbidden(REFUSALS[role]);
    },
  };
}
export type Permissions = ReturnType<typeof permissions>;
