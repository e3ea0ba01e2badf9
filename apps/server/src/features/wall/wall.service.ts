/**
 * The producer's wall (docs/decisions/0027-producer-wall.md): a production's day, one tile per
 * room, for its owner only. Another account's production answers exactly as a missing one (404,
 * ADR 0003), a request without an account 401, and access codes 401 as on every production route
 * (ADR 0026). The socket's `subscribeProduction` asks `open`; the page reads `view` and re-reads it
 * when a frame names a change (refetch frames, not copies: ADR 0008).
 */
import {
  defaultWallDay,
  productionDays,
  type AckState,
  type Broadcast,
  type CueStatus,
  type Problem,
  type ProductionLive,
  type WallRoom,
} from '@showcaller/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import type { ProductionRow, ProductionsRepo } from '../productions/productions.repo.js';
import type { WallRepo } from './wall.repo.js';

/** How many of the day's broadcasts the wall lists. */
const BROADCASTS_SHOWN = 10;

export interface WallDeps {
  repo: WallRepo;
  productions: Pick<ProductionsRepo, 'findById' | 'rooms'>;
  clock: Clock;
  status(eventId: number): Promise<CueStatus>;
  readiness(eventId: number): Promise<AckState>;
  problems(eventId: number): Promise<Problem[]>;
  connected(eventIds: number[]): Promise<Set<number>>;
  /**
   * The event's projected start when it follows another room's cue (docs/decisions/0028-linked-event-starts.md, timing across
   * rooms); until that lands, none.
   */
  projectedStart?(eventId: number): Promise<string | null>;
}

export function wallService(d: WallDeps) {
  async function owned(actor: Actor, id: number): Promise<ProductionRow> {
    const user = requireUser(actor);
    const p = await d.productions.findById(id);
    if (!p || p.owner_id !== user.userId) throw notFound('errors.productions.productionNotFound');
    return p;
  }

  function dayOf(p: ProductionRow, day: string | undefined): string {
    if (day === undefined) return defaultWallDay({ timeZone: p.time_zone, firstDay: p.first_day, lastDay: p.last_day }, d.clock.now());
    if (day < p.first_day || day > p.last_day)
      throw badRequest('errors.productions.notADay', { day, production: p.name, first: p.first_day, last: p.last_day });
    return day;
  }

  async function broadcasts(p: ProductionRow, day: string, roomNames: ReadonlyMap<number, string>): Promise<Broadcast[]> {
    const rows = await d.repo.broadcastsOfDay(p.id, day, BROADCASTS_SHOWN);
    return rows.map((b) => ({
      id: b.id,
      text: b.text,
      sentAt: b.sent_at,
      toCrew: b.to_crew === 1,
      rooms: b.rooms.map((r) => ({
        roomId: r.room_id,
        room: roomNames.get(r.room_id) ?? 'A removed room',
        eventId: r.event_id,
        readAt: r.read_at,
      })),
    }));
  }

  return {
    /** A wall socket subscribes: the production must be the actor's; the day's events to follow. */
    async open(actor: Actor, productionId: number, day: string | undefined): Promise<{ day: string; eventIds: number[] }> {
      const p = await owned(actor, productionId);
      const chosen = dayOf(p, day);
      return { day: chosen, eventIds: (await d.repo.eventsOfDay(p.id, chosen)).map((e) => e.id) };
    },

    /** The events of a production's day as they are now (after a `production` announcement). */
    async events(productionId: number, day: string): Promise<number[]> {
      return (await d.repo.eventsOfDay(productionId, day)).map((e) => e.id);
    },

    /** What the wall shows: every room of the day with its events live. */
    async view(actor: Actor, productionId: number, day: string | undefined): Promise<ProductionLive> {
      const p = await owned(actor, productionId);
      const chosen = dayOf(p, day);
      const [rooms, events] = await Promise.all([d.productions.rooms([p.id]), d.repo.eventsOfDay(p.id, chosen)]);
      const ids = events.map((e) => e.id);
      const [cues, connected] = await Promise.all([d.repo.cues(ids), d.connected(ids)]);
      const live = await Promise.all(
        events.map(async (e) => {
          const [cueStatus, acks, problems, projectedStart] = await Promise.all([
            d.status(e.id),
            d.readiness(e.id),
            d.problems(e.id),
            d.projectedStart ? d.projectedStart(e.id) : Promise.resolve(null),
          ]);
          const ready = acks.departments.filter((x) => x.readyAt !== null).length;
          return {
            room: e.room_id,
            event: {
              id: e.id,
              name: e.name,
              cues: cues
                .filter((c) => c.event_id === e.id)
                .map((c) => ({
                  ...{ id: c.id, number: c.number, action: c.action, time: c.time, duration: c.duration, timeMode: c.time_mode },
                  ...{ timerType: c.timer_type, endTime: c.end_time },
                })),
              cueStatus,
              readiness: { standby: acks.standby, ready, total: acks.departments.length, allReady: acks.allReady },
              problems,
              callerConnected: connected.has(e.id),
              projectedStart,
            },
          };
        }),
      );
      const tiles: WallRoom[] = rooms.map((r) => ({
        roomId: r.id,
        name: r.name,
        events: live.filter((x) => x.room === r.id).map((x) => x.event),
      }));
      return {
        production: { id: p.id, name: p.name, timeZone: p.time_zone, firstDay: p.first_day, lastDay: p.last_day },
        day: chosen,
        days: productionDays(p.first_day, p.last_day),
        rooms: tiles,
        broadcasts: await broadcasts(p, chosen, new Map(rooms.map((r) => [r.id, r.name]))),
      };
    },
  };
}
export type WallService = ReturnType<typeof wallService>;
