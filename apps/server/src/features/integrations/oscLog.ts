/**
 * The last 100 OSC messages in and out per event, for the Integrations tab. Kept in memory by
 * the process that sent or received them: a live view for setting equipment up, not a record
 * (the as-run log is the record).
 */
import type { OscLogEntry } from '@showcaller/shared';
import type { OscValue } from './osc.js';

const KEEP = 100;
const MAX_EVENTS = 1000;

export function oscLog(now: () => number) {
  const byEvent = new Map<number, OscLogEntry[]>();
  return {
    add(eventId: number, e: { direction: 'in' | 'out'; peer: string; address: string; args: readonly OscValue[]; note?: string }) {
      let list = byEvent.get(eventId);
      if (!list) {
        // Bounded: an event nobody looked at for a while makes room for a new one.
        if (byEvent.size >= MAX_EVENTS) byEvent.delete(byEvent.keys().next().value!);
        byEvent.set(eventId, (list = []));
      }
      list.push({ at: now(), ...e, args: e.args.map((a) => (typeof a === 'string' ? a.slice(0, 200) : a)) });
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
    },
    list: (eventId: number): OscLogEntry[] => [...(byEvent.get(eventId) ?? [])].reverse(),
  };
}
export type OscLog = ReturnType<typeof oscLog>;
