/**
 * Productions (docs/decisions/0026-productions.md): an account's events grouped by
 * room and day. Only the owner sees or changes a production: another account's id answers exactly
 * as a missing one (404), a request without an account 401 before any look-up, and access codes
 * (co-caller, department, stage) see nothing of productions.
 */
import { english } from '../../lib/i18n.js';
import type { EventPatch, Production, ProductionInput, ProductionPatch } from '@showcaller/shared';
import { daysBetween, LIMITS, sameRoomName } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import { presentProduction } from './production.presenter.js';
import type { ProductionRow, ProductionsRepo, RoomRow, RoomsChange } from './productions.repo.js';

export const PRODUCTION_NOT_FOUND = english('errors.productions.productionNotFound');

/** Where an event is: its production, room and day (all null: standalone). */
export interface Placement {
  production_id: number | null;
  room_id: number | null;
  day: string | null;
}

export function productionsService(d: { repo: ProductionsRepo; clock: Clock }) {
  const now = () => isoNow(d.clock);

  async function owned(actor: Actor, id: number): Promise<ProductionRow> {
    const user = requireUser(actor);
    const p = await d.repo.findById(id);
    if (!p || p.owner_id !== user.userId) throw notFound('errors.productions.productionNotFound');
    return p;
  }

  async function present(p: ProductionRow): Promise<Production> {
    const [rooms, counts] = await Promise.all([d.repo.rooms([p.id]), d.repo.eventCounts([p.id])]);
    return presentProduction(p, rooms, counts.get(p.id) ?? 0);
  }

  /** The rooms change a new list makes; refused when it drops a room with events or names a room of another production. */
  async function roomsChange(current: RoomRow[], wanted: NonNullable<ProductionPatch['rooms']>): Promise<RoomsChange> {
    const ids = new Set(current.map((r) => r.id));
    const change: RoomsChange = { rename: [], add: [], remove: [] };
    wanted.forEach((r, position) => {
      if (r.id === undefined) change.add.push({ name: r.name, position });
      else if (!ids.has(r.id)) throw badRequest('errors.productions.unknownRoom', { id: r.id });
      else change.rename.push({ id: r.id, name: r.name, position });
    });
    const kept = new Set(change.rename.map((r) => r.id));
    change.remove = current.filter((r) => !kept.has(r.id)).map((r) => r.id);
    const inUse = new Set(await d.repo.roomsInUse(change.remove));
    const busy = current.filter((r) => inUse.has(r.id)).map((r) => `"${r.name}"`);
    if (busy.length > 0) throw badRequest('errors.productions.roomsInUse', { rooms: busy.join(', '), count: busy.length });
    return change;
  }

  /** See `placement` below. */
  async function placement(
    ownerId: number,
    current: Placement | null,
    f: Pick<EventPatch, 'productionId' | 'room' | 'day'>,
  ): Promise<Placement | undefined> {
    if (f.productionId === undefined && f.room === undefined && f.day === undefined) return undefined;
    const target = f.productionId !== undefined ? f.productionId : (current?.production_id ?? null);
    if (target === null) {
      if (f.room !== undefined || f.day !== undefined) throw badRequest('errors.productions.roomDayBelong');
      return { production_id: null, room_id: null, day: null };
    }
    const p = await d.repo.findById(target);
    if (!p || p.owner_id !== ownerId) throw badRequest('errors.productions.productionNotFound');
    const same = current?.production_id === target;
    let roomId: number | null = same ? (current?.room_id ?? null) : null;
    if (f.room !== undefined) {
      const rooms = await d.repo.rooms([target]);
      const room = rooms.find((r) => sameRoomName(r.name, f.room!));
      if (!room)
        throw badRequest('errors.productions.notARoom', { room: f.room, production: p.name, rooms: rooms.map((r) => r.name).join(', ') });
      roomId = room.id;
    }
    if (roomId === null) throw badRequest('errors.productions.chooseRoom', { production: p.name });
    const day = f.day ?? (same ? (current?.day ?? null) : null);
    if (day === null) throw badRequest('errors.productions.chooseDay', { production: p.name });
    if (day < p.first_day || day > p.last_day)
      throw badRequest('errors.productions.notADay', { day, production: p.name, first: p.first_day, last: p.last_day });
    return { production_id: target, room_id: roomId, day };
  }

  return {
    async list(actor: Actor): Promise<Production[]> {
      const user = requireUser(actor);
      const rows = await d.repo.listForOwner(user.userId);
      const ids = rows.map((p) => p.id);
      const [rooms, counts] = await Promise.all([d.repo.rooms(ids), d.repo.eventCounts(ids)]);
      return rows.map((p) =>
        presentProduction(
          p,
          rooms.filter((r) => r.production_id === p.id),
          counts.get(p.id) ?? 0,
        ),
      );
    },

    async get(actor: Actor, id: number): Promise<Production> {
      return present(await owned(actor, id));
    },

    async create(actor: Actor, input: ProductionInput): Promise<Production> {
      const user = requireUser(actor);
      const at = now();
      const id = await d.repo.insert(
        {
          owner_id: user.userId,
          name: input.name,
          time_zone: input.timeZone,
          first_day: input.firstDay,
          last_day: input.lastDay,
          created_at: at,
          updated_at: at,
        },
        input.rooms.map((r) => r.name),
      );
      return present((await d.repo.findById(id))!);
    },

    /** Days may shrink only while every event's day stays inside; rooms as productionPatchSchema says. */
    async update(actor: Actor, id: number, patch: ProductionPatch): Promise<Production> {
      const p = await owned(actor, id);
      const firstDay = patch.firstDay ?? p.first_day;
      const lastDay = patch.lastDay ?? p.last_day;
      if (lastDay < firstDay) throw badRequest('errors.productions.lastDayBefore');
      if (daysBetween(firstDay, lastDay) + 1 > LIMITS.maxProductionDays)
        throw badRequest('errors.productions.tooLong', { max: LIMITS.maxProductionDays });
      const outside = (await d.repo.eventDays(id)).filter((day) => day < firstDay || day > lastDay).sort();
      if (outside.length > 0) throw badRequest('errors.productions.daysInUse', { days: outside.join(', '), count: outside.length });
      const rooms = patch.rooms ? await roomsChange(await d.repo.rooms([id]), patch.rooms) : undefined;
      await d.repo.update(
        id,
        {
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.timeZone !== undefined && { time_zone: patch.timeZone }),
          first_day: firstDay,
          last_day: lastDay,
          updated_at: now(),
        },
        rooms,
      );
      return present((await d.repo.findById(id))!);
    },

    /** Refused while it holds events, so nothing entered is lost (the ADR says why). */
    async remove(actor: Actor, id: number): Promise<void> {
      await owned(actor, id);
      const n = (await d.repo.eventCounts([id])).get(id) ?? 0;
      if (n > 0) throw conflict('errors.productions.holdsEvents', { count: n });
      await d.repo.delete(id);
    },

    /**
     * Where an event goes when created or changed with these fields: a production of its own owner
     * (another account's answers as a missing one), a room of it by name and a day from its first to
     * its last. `undefined`: the fields leave the placement as it is. A 400 sentence otherwise.
     */
    placement,

    /**
     * The place an imported file names (its hidden "ShowCaller Event" sheet) for the owner's event:
     * in the event's own production, else in the owner's production of that name; undefined when
     * there is none (the rundown imports as before). A room or day that does not fit is a 400.
     */
    async placeFromFile(
      event: Placement & { owner_id: number },
      file: { production: string; room: string; day: string },
    ): Promise<Placement | undefined> {
      const productionId =
        event.production_id ?? (await d.repo.listForOwner(event.owner_id)).find((p) => sameRoomName(p.name, file.production))?.id;
      if (productionId === undefined) return undefined;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(file.day)) throw badRequest('errors.productions.fileDay', { day: file.day });
      return placement(event.owner_id, event, { productionId, room: file.room, day: file.day });
    },
  };
}
export type ProductionsService = ReturnType<typeof productionsService>;
