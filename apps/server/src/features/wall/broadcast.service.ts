/**
 * Producer broadcasts (docs/decisions/0027-producer-wall.md): a message from the wall to every room
 * of a production's day, or chosen rooms. Each room's event gets it on the caller's screen (with a
 * "Read" the wall sees as the room's receipt), over the stage display's timer (the stage message of
 * ADR 0017, which its caller may clear) and, when chosen, on every department's crew phone (a crew
 * message of ADR 0017, with the crew's own reads). Each room's as-run log records it
 * ('producer-broadcast'). Only the production's owner sends; a room's owner or co-caller reads it.
 */
import { english } from '../../lib/i18n.js';
import { BROADCASTS_PER_MINUTE, type Broadcast, type RoomBroadcast } from '@showcaller/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import type { Permissions } from '../access/permissions.js';
import { actorLabel } from '../cueStatus/cueStatus.service.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import type { AsRunLogRepo } from '../report/asRunLog.repo.js';
import type { StageRepo } from '../stage/stage.repo.js';
import type { CrewTalkRepo } from '../crewTalk/crewTalk.repo.js';
import type { WallRepo } from './wall.repo.js';

export const BROADCAST_NOT_FOUND = english('errors.wall.broadcastNotFound');
const SHOWN_IN_ROOM = 5;

export interface BroadcastDeps {
  repo: WallRepo;
  productions: Pick<ProductionsRepo, 'findById' | 'rooms'>;
  asRun: AsRunLogRepo;
  stage: Pick<StageRepo, 'ensure' | 'update'>;
  crewTalk: Pick<CrewTalkRepo, 'departments' | 'insertMessage'>;
  perms: Permissions;
  bus: Bus;
  clock: Clock;
}

export function broadcastService(d: BroadcastDeps) {
  const changed = (eventId: number, key: 'broadcasts' | 'stage' | 'crewTalk') =>
    d.bus.publish({ type: 'refetch', eventId, key, revision: d.clock.now() });

  /** One room's copy: the stage message, the crew message if chosen, the as-run row, then the announcements. */
  async function deliver(eventId: number, text: string, toCrew: boolean, actor: string, at: string, atMs: number): Promise<void> {
    await d.stage.ensure(eventId, at);
    await d.stage.update(eventId, { message: text, message_flash: 0, message_at: at, updated_at: at });
    if (toCrew) {
      const departments = await d.crewTalk.departments(eventId);
      if (departments.length > 0)
        await d.crewTalk.insertMessage({ eventId, text, sentBy: actor, sentAt: at, departmentIds: departments.map((x) => x.id) });
    }
    await d.asRun.add({
      event_id: eventId,
      cue_id: null,
      cue_number: null,
      cue_action: text,
      kind: 'producer-broadcast',
      status: null,
      elapsed: null,
      actor,
      department_id: null,
      at_ms: atMs,
    });
    changed(eventId, 'broadcasts');
    changed(eventId, 'stage');
    if (toCrew) changed(eventId, 'crewTalk');
  }

  return {
    async send(
      actor: Actor,
      productionId: number,
      input: { text: string; day: string; roomIds: number[]; toCrew: boolean },
    ): Promise<Broadcast> {
      const user = requireUser(actor);
      const p = await d.productions.findById(productionId);
      if (!p || p.owner_id !== user.userId) throw notFound('errors.productions.productionNotFound');
      if (input.day < p.first_day || input.day > p.last_day)
        throw badRequest('errors.productions.notADay', { day: input.day, production: p.name, first: p.first_day, last: p.last_day });
      const [rooms, events] = await Promise.all([d.productions.rooms([p.id]), d.repo.eventsOfDay(p.id, input.day)]);
      const known = new Set(rooms.map((r) => r.id));
      // Another production's room reads like one that does not exist (docs/decisions/0003).
      if (input.roomIds.some((id) => !known.has(id))) throw badRequest('errors.wall.someThoseRooms');
      const wanted = new Set(input.roomIds);
      const names = new Map(rooms.map((r) => [r.id, r.name]));
      const empty = [...wanted].filter((id) => !events.some((e) => e.room_id === id));
      if (empty.length > 0)
        throw badRequest('errors.wall.noEventIn', { rooms: empty.map((id) => names.get(id) ?? id).join(', '), day: input.day });
      const to = events.filter((e) => e.room_id !== null && (wanted.size === 0 || wanted.has(e.room_id)));
      if (to.length === 0) throw badRequest('errors.wall.noRoomHasEvent', { production: p.name, day: input.day });
      const atMs = d.clock.now();
      if ((await d.repo.sentSince(p.id, atMs - 60_000)) >= BROADCASTS_PER_MINUTE)
        throw new HttpError(429, { key: 'errors.wall.tooManyBroadcasts', values: { max: BROADCASTS_PER_MINUTE } });
      const at = isoNow(d.clock);
      const who = actorLabel(actor);
      const id = await d.repo.insertBroadcast(
        {
          production_id: p.id,
          day: input.day,
          text: input.text,
          to_crew: input.toCrew ? 1 : 0,
          sent_by: who,
          sent_at: at,
          sent_at_ms: atMs,
        },
        to.map((e) => ({ event_id: e.id, room_id: e.room_id ?? 0 })),
      );
      for (const e of to) await deliver(e.id, input.text, input.toCrew, who, at, atMs);
      return {
        id,
        text: input.text,
        sentAt: at,
        toCrew: input.toCrew,
        rooms: to.map((e) => ({ roomId: e.room_id ?? 0, room: names.get(e.room_id ?? 0) ?? '', eventId: e.id, readAt: null })),
      };
    },

    /** The producer's latest messages to this room, for its caller screen. */
    async forRoom(actor: Actor, eventId: number): Promise<RoomBroadcast[]> {
      await d.perms.event(actor, eventId, 'edit');
      const rows = await d.repo.forEvent(eventId, SHOWN_IN_ROOM);
      return rows.map((r) => ({ id: r.id, text: r.text, sentAt: r.sent_at, readAt: r.read_at }));
    },

    /** The room's caller confirms reading it: the wall shows the receipt. */
    async read(actor: Actor, eventId: number, broadcastId: number): Promise<RoomBroadcast[]> {
      await d.perms.event(actor, eventId, 'edit');
      const r = await d.repo.markRead(broadcastId, eventId, isoNow(d.clock));
      if (!r.found) throw notFound('errors.wall.broadcastNotFound');
      changed(eventId, 'broadcasts');
      return this.forRoom(actor, eventId);
    },
  };
}
export type BroadcastService = ReturnType<typeof broadcastService>;
