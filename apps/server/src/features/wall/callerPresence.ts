/**
 * Whether a room's caller is connected, right across server processes (docs/decisions/0027-producer-wall.md).
 * The hub tells this process when its first caller socket (owner or co-caller, not Companion) of an
 * event opens and when its last one closes (realtime/connections.ts); each such change is written
 * as this process's row (migration 014) and then announced as the event's `devices` refetch, which
 * walls on every process hear and re-read. Rows are stamped every STAMP_MS; a row not stamped for
 * STALE_MS belongs to a process that died and is not counted.
 */
import { randomUUID } from 'node:crypto';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../lib/clock.js';
import type { WallRepo } from './wall.repo.js';

export const PRESENCE_STAMP_MS = 10_000;
export const PRESENCE_STALE_MS = 35_000;

export function callerPresence(d: { repo: WallRepo; bus: Bus; clock: Clock; onError: (err: unknown) => void }) {
  const origin = randomUUID();
  const mine = new Set<number>();
  /** Writes in the order the changes happened (a quick leave and join must end joined). */
  let chain: Promise<void> = Promise.resolve();
  let stamp: NodeJS.Timeout | undefined;

  return {
    origin,
    /** This process has (or no longer has) a caller socket open on the event. */
    set(eventId: number, connected: boolean): void {
      if (connected) mine.add(eventId);
      else mine.delete(eventId);
      chain = chain
        .then(async () => {
          if (connected) await d.repo.presenceUp(eventId, origin, d.clock.now());
          else await d.repo.presenceDown(eventId, origin);
          d.bus.publish({ type: 'refetch', eventId, key: 'devices', revision: d.clock.now() });
        })
        .catch(d.onError);
    },

    /** Events among these whose caller is connected to some process. */
    connected(eventIds: number[]): Promise<Set<number>> {
      return d.repo.presentEvents(eventIds, d.clock.now() - PRESENCE_STALE_MS);
    },

    /** Every write asked for so far has been made (tests). */
    flush: (): Promise<void> => chain,

    start(): void {
      stamp = setInterval(() => {
        if (mine.size > 0) d.repo.presenceStamp(origin, d.clock.now()).catch(d.onError);
      }, PRESENCE_STAMP_MS);
      stamp.unref();
    },

    /** The process stops: its rows go (other processes would otherwise count them until stale). */
    async stop(): Promise<void> {
      clearInterval(stamp);
      await chain;
      const had = [...mine];
      mine.clear();
      await d.repo.presenceClear(origin).catch(d.onError);
      try {
        for (const eventId of had) d.bus.publish({ type: 'refetch', eventId, key: 'devices', revision: d.clock.now() });
      } catch (err) {
        d.onError(err); // the bus closed first
      }
    },
  };
}
export type CallerPresence = ReturnType<typeof callerPresence>;
