/** Events: the owner's list with counts, create, update, delete (docs/product.md#screens). */
import type { Event, EventInput, EventListItem, EventPatch, MemberRole, Who } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import type { Actor } from '../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { managesEvent, runsShow, type EventRole, type Permissions } from '../access/permissions.js';
import type { MembersRepo } from '../team/members.repo.js';
import type { Bus } from '../../bus/bus.js';
import type { EventRow, EventsRepo } from './events.repo.js';
import { presentEvent } from './event.presenter.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { CodesService } from '../codes/codes.service.js';
import type { ProductionsService } from '../productions/productions.service.js';
import type { StartLinksService } from '../startLinks/startLinks.service.js';
import type { RundownRepo } from '../rundown/rundown.repo.js';

/** An event's production fields as an access code sees them. */
export const NO_PLACE = { productionId: null, roomId: null, room: null, day: null } as const;

/**
 * The event as `role` sees it: the place is the owner's and producers' (docs/decisions/0026-productions.md);
 * the show caller code only for those who run the show, as it would make anyone else a co-caller.
 */
export function presentFor(event: Parameters<typeof presentEvent>[0], role: EventRole): Event {
  const shown = managesEvent(role) ? presentEvent(event) : { ...presentEvent(event), ...NO_PLACE };
  return runsShow(role) ? shown : { ...shown, showCallerCode: '' };
}

export function eventsService(d: {
  events: EventsRepo;
  sessions: SessionsRepo;
  codes: CodesService;
  perms: Permissions;
  productions: Pick<ProductionsService, 'placement'>;
  /** Linked starts end when an event leaves its production or is deleted (docs/decisions/0028-linked-event-starts.md). */
  links?: Pick<StartLinksService, 'detach'>;
  /** Events shared with an account (docs/decisions/0031-team-members-and-roles.md) join its list. */
  members?: Pick<MembersRepo, 'sharedEvents' | 'list'>;
  clock: Clock;
  bus: Bus;
  /** A settings change is written with its history (docs/decisions/0032-history-versions-presence.md). */
  rundown: RundownRepo;
  who: (actor: Actor) => Promise<Who>;
}) {
  const now = () => isoNow(d.clock);
  const newCode = () => d.codes.issue();

  async function notifyEvent(eventId: number) {
    const revision = await d.events.bumpRevision(eventId);
    d.bus.publish({ type: 'refetch', eventId, key: 'event', revision });
  }

  /**
   * An event that left a production is no longer its members' (docs/decisions/0031-team-members-and-roles.md):
   * their open screens of it end at once, as a removal does; the next request reads the role again.
   */
  async function revokeProductionMembers(eventId: number, was: number | null | undefined, is: number | null) {
    if (was === null || was === undefined || was === is || !d.members) return;
    for (const m of await d.members.list({ productionId: was }))
      d.bus.publish({ type: 'revoked', eventId, scope: 'member', departmentId: null, userId: m.user_id });
  }

  /** The productions an event joined, left or changed in: their walls re-read their day (docs/decisions/0027-producer-wall.md). */
  function notifyProductions(...ids: Array<number | null | undefined>) {
    for (const productionId of new Set(ids)) if (productionId) d.bus.publish({ type: 'production', productionId });
  }

  return {
    async list(userId: number): Promise<EventListItem[]> {
      const shared = (await d.members?.sharedEvents(userId)) ?? new Map<number, MemberRole>();
      const rows = await d.events.listForOwner(userId, [...shared.keys()]);
      return rows.map((r) => {
        const sharedRole = r.owner_id === userId ? undefined : shared.get(r.id);
        return {
          ...(sharedRole ? presentFor(r, sharedRole) : presentEvent(r)),
          cueCount: Number(r.cue_count ?? 0),
          departmentCount: Number(r.department_count ?? 0),
          ...(sharedRole && { sharedRole }),
        };
      });
    },

    async get(actor: Actor, id: number): Promise<Event> {
      const { event, role } = await d.perms.event(actor, id, 'read');
      return presentFor(event, role);
    },

    /** In a production (docs/decisions/0026-productions.md) the event's date is its day there. */
    async create(ownerId: number, input: EventInput): Promise<Event> {
      const { productionId, room, day, ...fields } = input;
      const place = await d.productions.placement(ownerId, null, { productionId, room, day });
      const at = now();
      const id = await d.events.insert({
        owner_id: ownerId,
        name: fields.name,
        description: fields.description,
        date: place?.day ?? fields.date,
        ...place,
        show_caller_code: await newCode(),
        api_key_hash: null,
        revision: 0,
        created_at: at,
        updated_at: at,
      });
      notifyProductions(place?.production_id);
      return presentEvent((await d.events.findById(id))!);
    },

    /** The owner may change anything; a co-caller may rename (the show screen's title). A missing code is made. */
    async update(actor: Actor, id: number, patch: EventPatch): Promise<Event> {
      const onlyName = Object.keys(patch).every((k) => k === 'name');
      const { event, role } = await d.perms.event(actor, id, onlyName ? 'rundown' : 'own');
      const { cueColors, goGuardMs, productionId, room, day, ...fields } = patch;
      // In a production the date is the day: a new date alone (the edit dialog) moves the day, checked as one.
      const newDay = day ?? (event.production_id !== null && productionId === undefined ? fields.date : undefined);
      const place = await d.productions.placement(event.owner_id, event, { productionId, room, day: newDay });
      const changes: Partial<EventRow> = {
        ...fields,
        ...(cueColors !== undefined && { cue_colors: cueColors }),
        ...(goGuardMs !== undefined && { go_guard_ms: goGuardMs }),
        ...place,
        ...(place?.day && { date: place.day }),
      };
      if (!event.show_caller_code) changes.show_caller_code = await newCode();
      if (Object.keys(changes).length > 0) {
        const who = await d.who(actor);
        const { revision } = await d.rundown.change(id, async (r) => {
          const at = now();
          await r.events.update(id, { ...changes, updated_at: at });
          const [was, is] = [presentEvent(event), presentEvent((await r.events.findById(id))!)];
          const fields = (Object.keys(patch) as Array<keyof EventPatch>).flatMap((k) => (k in is ? [k as keyof Event] : []));
          await r.history.record(
            id,
            who,
            at,
            fields
              .filter((f) => JSON.stringify(was[f]) !== JSON.stringify(is[f]))
              .map((field) => ({
                entity: 'event' as const,
                entityId: id,
                action: 'update' as const,
                field,
                before: was[field],
                after: is[field],
              })),
          );
        });
        d.bus.publish({ type: 'refetch', eventId: id, key: 'event', revision });
        if (place) notifyProductions(event.production_id, place.production_id);
        if (place) await revokeProductionMembers(id, event.production_id, place.production_id);
      }
      if (place && place.production_id !== event.production_id) await d.links?.detach(id);
      return presentFor((await d.events.findById(id))!, role);
    },

    /** Sets the event's production, room and day (already checked: productions.placement). */
    async setPlace(id: number, place: { production_id: number | null; room_id: number | null; day: string | null }): Promise<void> {
      const before = await d.events.findById(id);
      await d.events.update(id, { ...place, ...(place.day && { date: place.day }), updated_at: now() });
      await notifyEvent(id);
      notifyProductions(before?.production_id, place.production_id);
      await revokeProductionMembers(id, before?.production_id, place.production_id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const { event, role } = await d.perms.event(actor, id, 'own');
      if (role !== 'owner') throw forbidden('errors.events.ownerDeletes');
      // A deleted event's codes must not open another event some day (docs/decisions/0004-access-codes.md).
      await d.codes.retireEvents([id]);
      await d.links?.detach(id);
      await d.events.deleteCascade(id);
      d.bus.publish({ type: 'revoked', eventId: id, scope: 'event', departmentId: null });
      notifyProductions(event.production_id);
    },

    async regenerateCallerCode(actor: Actor, id: number): Promise<Event> {
      const { event } = await d.perms.event(actor, id, 'own');
      await d.codes.retire([{ code: event.show_caller_code, kind: 'caller' }]);
      await d.events.update(id, { show_caller_code: await newCode(), updated_at: now() });
      // The old code stops working at once, open co-caller screens included (docs/decisions/0004-access-codes.md).
      await d.sessions.deleteScoped({ kind: 'caller', eventId: id });
      d.bus.publish({ type: 'revoked', eventId: id, scope: 'caller', departmentId: null });
      await notifyEvent(id);
      return presentEvent((await d.events.findById(id))!);
    },

    /**
     * A new key for Stream Deck / Companion; shown once, stored as a hash; the old key stops working,
     * and the Companion sockets subscribed with it are ended on every process.
     */
    async regenerateApiKey(actor: Actor, id: number): Promise<string> {
      const { event } = await d.perms.event(actor, id, 'own');
      const key = `sc_${newToken()}`;
      await d.events.update(id, { api_key_hash: hashToken(key), updated_at: now() });
      if (event.api_key_hash !== null) d.bus.publish({ type: 'revoked', eventId: id, scope: 'controlKey', departmentId: null });
      return key;
    },

    /** The event an API key belongs to, if it is that event's current key. */
    async eventForApiKey(eventId: number, key: string): Promise<boolean> {
      if (key.length < 20 || key.length > 200) return false;
      const ev = await d.events.findByApiKeyHash(hashToken(key));
      return ev?.id === eventId;
    },

    notifyEvent,
  };
}
export type EventsService = ReturnType<typeof eventsService>;
