/**
 * The producer's walls (docs/decisions/0027-producer-wall.md): sockets subscribed to a whole
 * production's day with `subscribeProduction`. Each wall follows the events of that day; fan-out
 * (fanout.ts) hands it the same encoded status frames the event's own screens get, in the same
 * pass, and the refetch frames a tile shows (fanout.ts `WALL_KEYS`). Kept apart from the event
 * subscriptions of connections.ts: a wall holds no role in any event and sends no commands.
 */
import type { Actor } from '../lib/actor.js';
import type { Client, Connections } from './connections.js';

export interface Wall {
  productionId: number;
  day: string;
  /** The owner's session that subscribed (its end ends the wall). */
  actor: Actor;
  eventIds: Set<number>;
}

export function walls(d: { conns: Pick<Connections, 'sendFrame' | 'isOpen'>; onUnwatched(eventId: number): void }) {
  /** Event id → the wall sockets following it. */
  const byEvent = new Map<number, Set<Client>>();
  /** Socket → its walls by production id. */
  const byClient = new Map<Client, Map<number, Wall>>();

  function follow(c: Client, eventId: number): void {
    let set = byEvent.get(eventId);
    if (!set) byEvent.set(eventId, (set = new Set()));
    set.add(c);
  }

  function unfollow(c: Client, eventId: number): void {
    const set = byEvent.get(eventId);
    if (!set) return;
    set.delete(c);
    // Another wall of the same socket may follow the same event (two productions cannot share one, but be safe).
    for (const w of byClient.get(c)?.values() ?? []) if (w.eventIds.has(eventId)) set.add(c);
    if (set.size === 0) {
      byEvent.delete(eventId);
      d.onUnwatched(eventId);
    }
  }

  /** Stops one wall of a socket (or all of them). */
  function leave(c: Client, productionId?: number): void {
    const mine = byClient.get(c);
    if (!mine) return;
    const gone = productionId === undefined ? [...mine.values()] : [mine.get(productionId)].filter((w) => w !== undefined);
    for (const w of gone) {
      mine.delete(w.productionId);
      for (const id of w.eventIds) unfollow(c, id);
    }
    if (mine.size === 0) byClient.delete(c);
  }

  return {
    /** Starts (or replaces) a socket's wall of a production. */
    watch(c: Client, wall: Wall): void {
      leave(c, wall.productionId);
      let mine = byClient.get(c);
      if (!mine) byClient.set(c, (mine = new Map<number, Wall>()));
      mine.set(wall.productionId, wall);
      for (const id of wall.eventIds) follow(c, id);
    },

    /** The events of a wall's day changed: follows the new set and answers the events it did not follow before. */
    setEvents(c: Client, productionId: number, eventIds: readonly number[]): number[] {
      const w = byClient.get(c)?.get(productionId);
      if (!w) return [];
      const next = new Set(eventIds);
      const added = eventIds.filter((id) => !w.eventIds.has(id));
      const removed = [...w.eventIds].filter((id) => !next.has(id));
      w.eventIds = next;
      for (const id of added) follow(c, id);
      for (const id of removed) unfollow(c, id);
      return added;
    },

    leave,

    /** Writes one encoded frame to every wall following the event. */
    broadcast(eventId: number, frame: Buffer): void {
      for (const c of byEvent.get(eventId) ?? []) d.conns.sendFrame(c, frame);
    },

    watches: (eventId: number): boolean => byEvent.has(eventId),

    /** Every wall (of one production, when given) with its socket. */
    list(productionId?: number): Array<{ c: Client; wall: Wall }> {
      const out: Array<{ c: Client; wall: Wall }> = [];
      for (const [c, mine] of byClient) {
        for (const wall of mine.values()) if (productionId === undefined || wall.productionId === productionId) out.push({ c, wall });
      }
      return out;
    },

    /** Does this socket hold any wall? */
    holds: (c: Client): boolean => (byClient.get(c)?.size ?? 0) > 0,

    /** Events some wall follows (for a resync after a bus gap). */
    watched: (): number[] => [...byEvent.keys()],
  };
}
export type Walls = ReturnType<typeof walls>;
