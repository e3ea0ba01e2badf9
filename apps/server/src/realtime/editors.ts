/**
 * Who else has an event open on a caller's screen, and which cue cell each is editing
 * (docs/decisions/0032-history-versions-presence.md). Kept per socket in this process, like the
 * device list (hub.devices): each caller socket hears a `presence` frame listing the other caller
 * sockets of the event whenever one joins, leaves or moves to another cell. Crew, stage and
 * Companion sockets neither appear nor hear it.
 */
import type { CueCell, PresencePerson, ServerMessage } from '@showcaller/shared';
import type { Actor } from '../lib/actor.js';
import type { Client, Subscription } from './connections.js';

interface Editor {
  key: string;
  label: string;
  cueId: number | null;
  field: CueCell | null;
}

export interface EditorsDeps {
  subscribers(eventId: number): Array<{ c: Client; sub: Subscription }>;
  send(c: Client, msg: ServerMessage): void;
  /** The person's key and label, as the history names them (features/history/who.ts). */
  describe(actor: Actor): Promise<{ key: string; label: string }>;
}

/**
 * A person on the show screen: the owner, a co-caller and every team member (producer, caller,
 * editor, lead, viewer: docs/decisions/0031-team-members-and-roles.md); not a crew phone, a stage
 * display or a control-key client.
 */
const isPerson = (sub: Subscription) => sub.role !== 'department' && sub.role !== 'stage' && sub.controlKey === undefined;

export function editors(d: EditorsDeps) {
  /** Socket → event → what it shows of itself. */
  const who = new WeakMap<Client, Map<number, Editor>>();

  function announce(eventId: number): void {
    const present = d.subscribers(eventId).filter(({ sub }) => isPerson(sub));
    const people = present.flatMap(({ c }) => {
      const e = who.get(c)?.get(eventId);
      return e ? [{ c, person: { key: e.key, label: e.label, cueId: e.cueId, field: e.field } satisfies PresencePerson }] : [];
    });
    for (const { c } of present) {
      d.send(c, { type: 'presence', eventId, people: people.filter((p) => p.c !== c).map((p) => p.person) });
    }
  }

  return {
    /** A caller socket subscribed: named once, then everyone of the event hears. */
    async joined(c: Client, sub: Subscription): Promise<void> {
      if (!isPerson(sub)) return;
      const { key, label } = await d.describe(sub.actor);
      let mine = who.get(c);
      if (!mine) who.set(c, (mine = new Map<number, Editor>()));
      mine.set(sub.eventId, { key, label, cueId: null, field: null });
      announce(sub.eventId);
    },
    /** The socket left the event (unsubscribed or closed). */
    left(c: Client | undefined, eventId: number): void {
      if (c) who.get(c)?.delete(eventId);
      announce(eventId);
    },
    /** An `editing` frame: the cell this screen edits now, or none. */
    editing(c: Client, eventId: number, cueId: number | null, field: CueCell | null): void {
      const e = who.get(c)?.get(eventId);
      if (!e) return;
      if (e.cueId === cueId && e.field === field) return;
      e.cueId = cueId;
      e.field = field;
      announce(eventId);
    },
  };
}
