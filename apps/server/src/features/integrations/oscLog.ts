/**
 * The last 100 OSC messages in and out per event, for the Integrations tab. Kept in memory by
 * the process that sent or received them: a live view for setting equipment up, not a record
 * (the as-run log is the record). Co-callers read it, so a QLab passcode (`/connect <passcode>`)
 * is never stored in it (docs/security.md "Trust, round 3" 20.7).
 */
import type { OscLogEntry } from '@showcaller/shared';
import type { OscValue } from './osc.js';

const KEEP = 100;
const MAX_EVENTS = 1000;
/** What the log shows instead of a passcode. */
export const PASSCODE_SHOWN = '<passcode>';

/** QLab's /connect carries the workspace passcode (with or without a workspace prefix). */
const isConnect = (address: string) => /^(?:\/workspace\/[^/]+)?\/connect$/.test(address);

export function oscLog(now: () => number) {
  const byEvent = new Map<number, OscLogEntry[]>();
  return {
    /** Adds an entry and returns it as stored (a caller may update its note, as the send budget does). */
    add(
      eventId: number,
      e: { direction: 'in' | 'out'; peer: string; address: string; args: readonly OscValue[]; note?: string },
    ): OscLogEntry {
      let list = byEvent.get(eventId);
      if (!list) {
        // Bounded: an event nobody looked at for a while makes room for a new one.
        if (byEvent.size >= MAX_EVENTS) byEvent.delete(byEvent.keys().next().value!);
        byEvent.set(eventId, (list = []));
      }
      const args = isConnect(e.address)
        ? e.args.map(() => PASSCODE_SHOWN)
        : e.args.map((a) => (typeof a === 'string' ? a.slice(0, 200) : a));
      const entry: OscLogEntry = { at: now(), ...e, args };
      list.push(entry);
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
      return entry;
    },
    list: (eventId: number): OscLogEntry[] => [...(byEvent.get(eventId) ?? [])].reverse(),
  };
}
export type OscLog = ReturnType<typeof oscLog>;
