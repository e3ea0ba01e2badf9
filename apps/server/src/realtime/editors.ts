/**
 * Who else has an event open on a caller's screen, and which cue cell each is editing
 * (docs/decisions/0032-history-versions-presence.md). Kept per socket in this process; each caller
 * socket hears a `presence` frame listing the other people of the event whenever one joins, leaves
 * or moves to another cell. Crew, stage and Companion sockets neither appear nor hear it.
 *
 * With several server processes (PostgreSQL, docs/decisions/0006-bus-and-fan-out.md) each process
 * shares its own people of an event on the bus (`presence`, 'everywhere') when they change, and
 * again every SHARE_EVERY_MS while it has any; what another process shared counts until it is
 * FORGET_AFTER_MS old, so the people of a process that died leave the list by themselves. A process
 * that hears a process new to the event answers with its own list at once.
 */
import { randomUUID } from 'node:crypto';
import type { CueCell, PresencePerson, ServerMessage } from '@showcaller/shared';
import type { Actor } from '../lib/actor.js';
import type { Bus, PresenceShare } from '../bus/bus.js';
import type { Client, Subscription } from './connections.js';

interface Editor {
  key: string;
  label: string;
  cueId: number | null;
  field: CueCell | null;
}

export interface EditorsDeps {
  subscribers(eventId: number): Array<{ c: Client; sub: Subscription }>;
  /** An encoded frame (the same bytes for every socket that hears the same). */
  sendFrame(c: Client, frame: Buffer): void;
  /** The person's key and label, as the history names them (features/history/who.ts). */
  describe(actor: Actor): Promise<{ key: string; label: string }>;
  /** Shares this process's people with the others (absent: one process). */
  bus?: Pick<Bus, 'publish'>;
  now(): number;
}

interface Shared {
  people: PresencePerson[];
  at: number;
}

export const SHARE_EVERY_MS = 30_000;
/** Presence changes of an event are gathered this long before its screens hear them. */
export const ANNOUNCE_EVERY_MS = 100;
export const FORGET_AFTER_MS = 75_000;
/** People per shared list: a NOTIFY payload stays far under its 8000 bytes. */
export const SHARED_PEOPLE_MAX = 40;

/**
 * A person on the show screen: the owner, a co-caller and every team member (producer, caller,
 * editor, lead, viewer: docs/decisions/0031-team-members-and-roles.md); not a crew phone, a stage
 * display or a control-key client.
 */
/** What a screen shows of a person; two screens alike in all of it are one line. */
const signature = (p: PresencePerson) => JSON.stringify([p.key, p.label, p.cueId, p.field]);

const isPerson = (sub: Subscription) => sub.role !== 'department' && sub.role !== 'stage' && sub.controlKey === undefined;

export function editors(d: EditorsDeps) {
  /** Socket → event → what it shows of itself. */
  const who = new WeakMap<Client, Map<number, Editor>>();
  const me = randomUUID();
  /**
   * Socket → event → the presence frame it heard last. An announcement that changes nothing for a
   * screen is not sent to it again: in a burst of joins of one account (1,000 screens of the owner
   * connecting) every announcement was the same list to every screen already there.
   */
  const heard = new WeakMap<Client, Map<number, string>>();
  /** Event → other process → its people and when it last shared them. */
  const remote = new Map<number, Map<string, Shared>>();

  function local(eventId: number) {
    const present = d.subscribers(eventId).filter(({ sub }) => isPerson(sub));
    const people = present.flatMap(({ c }) => {
      const e = who.get(c)?.get(eventId);
      return e ? [{ c, person: { key: e.key, label: e.label, cueId: e.cueId, field: e.field } satisfies PresencePerson }] : [];
    });
    return { present, people };
  }

  /**
   * Every screen of the event hears the others, as distinct people: the same person doing the same
   * (the owner on many screens, the viewers of one share link) is one line, not one per socket. So
   * the frames of screens that are alike are the same bytes, encoded once: a burst of n joins of one
   * account or link costs n small frames, not n frames of n lines (1,000 viewers: 60 MB of JSON).
   */
  function announce(eventId: number): void {
    const { present, people } = local(eventId);
    const fresh = d.now() - FORGET_AFTER_MS;
    const remotePeople = [...(remote.get(eventId)?.values() ?? [])].filter((r) => r.at >= fresh).flatMap((r) => r.people);
    /** Distinct person-state → one of them and how many local screens show it. */
    const states = new Map<string, { person: PresencePerson; screens: number }>();
    const own = new Map<Client, string>();
    for (const { c, person } of people) {
      const sig = signature(person);
      own.set(c, sig);
      const seen = states.get(sig);
      if (seen) seen.screens += 1;
      else states.set(sig, { person, screens: 1 });
    }
    const frames = new Map<string, { text: string; frame: Buffer }>();
    for (const { c } of present) {
      const mine = own.get(c) ?? '';
      let entry = frames.get(mine);
      if (!entry) {
        const list = [...states].filter(([sig, e]) => e.screens > (sig === mine ? 1 : 0)).map(([, e]) => e.person);
        const listed = new Set(list.map(signature));
        for (const p of remotePeople) {
          const sig = signature(p);
          if (listed.has(sig)) continue;
          list.push(p);
          listed.add(sig);
        }
        const text = JSON.stringify({ type: 'presence', eventId, people: list } satisfies ServerMessage);
        entry = { text, frame: Buffer.from(text) };
        frames.set(mine, entry);
      }
      let last = heard.get(c);
      if (!last) heard.set(c, (last = new Map<number, string>()));
      if (last.get(eventId) === entry.text) continue;
      last.set(eventId, entry.text);
      d.sendFrame(c, entry.frame);
    }
  }

  /** What this process last shared per event: a crew phone coming and going changes nothing to share. */
  const lastShared = new Map<number, string>();
  function share(eventId: number, again = false): void {
    if (!d.bus) return;
    const people = local(eventId)
      .people.slice(0, SHARED_PEOPLE_MAX)
      .map((p) => p.person);
    const text = JSON.stringify(people);
    if (!again && (lastShared.get(eventId) ?? '[]') === text) return;
    if (people.length === 0) lastShared.delete(eventId);
    else lastShared.set(eventId, text);
    d.bus.publish({ type: 'presence', eventId, process: me, people });
  }

  /**
   * A change of this process's people: its own screens hear it, and so do the other processes, once
   * per ANNOUNCE_EVERY_MS at most. Every join announces the whole list to every person, so a burst
   * of n joins (a room of screens reconnecting after a network drop) would cost n² frames at once.
   */
  const due = new Map<number, ReturnType<typeof setTimeout>>();
  function changed(eventId: number): void {
    if (due.has(eventId)) return;
    const timer = setTimeout(() => {
      due.delete(eventId);
      announce(eventId);
      share(eventId);
    }, ANNOUNCE_EVERY_MS);
    timer.unref();
    due.set(eventId, timer);
  }

  /** Forgets what a silent process shared and shares this process's lists again (the timer; tests call it). */
  function refresh(): void {
    const fresh = d.now() - FORGET_AFTER_MS;
    for (const [eventId, byProcess] of remote) {
      let dropped = false;
      for (const [p, r] of byProcess) if (r.at < fresh) dropped = byProcess.delete(p) || dropped;
      if (byProcess.size === 0) remote.delete(eventId);
      if (dropped) announce(eventId);
    }
    for (const eventId of watchedByPeople()) share(eventId, true);
  }
  const timer = d.bus ? setInterval(refresh, SHARE_EVERY_MS) : undefined;
  timer?.unref();

  /** Events this process has people of (shared again on the timer). */
  const events = new Set<number>();
  const watchedByPeople = () => [...events].filter((eventId) => local(eventId).people.length > 0 || !events.delete(eventId));

  return {
    /** Another process's people of an event (a `presence` bus message; this process's own echo is dropped). */
    heard(msg: PresenceShare): void {
      if (msg.process === me) return;
      let byProcess = remote.get(msg.eventId);
      const known = byProcess?.has(msg.process) === true;
      if (msg.people.length === 0) byProcess?.delete(msg.process);
      else {
        if (!byProcess) remote.set(msg.eventId, (byProcess = new Map<string, Shared>()));
        byProcess.set(msg.process, { people: msg.people, at: d.now() });
      }
      if (byProcess?.size === 0) remote.delete(msg.eventId);
      const mine = local(msg.eventId);
      if (mine.present.length > 0) announce(msg.eventId);
      // A process new to the event learns this one's people now, not on the next timer.
      if (!known && msg.people.length > 0 && mine.people.length > 0) share(msg.eventId, true);
    },
    refresh,
    /** After a bus gap: the others may have missed this process's lists. */
    shareAll(): void {
      for (const eventId of watchedByPeople()) share(eventId, true);
    },
    close(): void {
      if (timer) clearInterval(timer);
      for (const t of due.values()) clearTimeout(t);
      due.clear();
    },
    /** A caller socket subscribed: named once, then everyone of the event hears. */
    async joined(c: Client, sub: Subscription): Promise<void> {
      if (!isPerson(sub)) return;
      const { key, label } = await d.describe(sub.actor);
      let mine = who.get(c);
      if (!mine) who.set(c, (mine = new Map<number, Editor>()));
      mine.set(sub.eventId, { key, label, cueId: null, field: null });
      // Subscribed again on the same socket: the screen starts empty and must hear the list again.
      heard.get(c)?.delete(sub.eventId);
      events.add(sub.eventId);
      changed(sub.eventId);
    },
    /** The socket left the event (unsubscribed or closed). */
    left(c: Client | undefined, eventId: number): void {
      if (c) who.get(c)?.delete(eventId);
      changed(eventId);
    },
    /** An `editing` frame: the cell this screen edits now, or none. */
    editing(c: Client, eventId: number, cueId: number | null, field: CueCell | null): void {
      const e = who.get(c)?.get(eventId);
      if (!e) return;
      if (e.cueId === cueId && e.field === field) return;
      e.cueId = cueId;
      e.field = field;
      changed(eventId);
    },
  };
}
