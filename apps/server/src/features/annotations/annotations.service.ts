/**
 * Event notes (spec 2 §2 Notes tab, §6; DESIGN.md §8). Accounts write notes on their own events;
 * co-caller codes read them; department codes read none. Only the author or an admin changes
 * or deletes a note: anyone else who can see it gets 403, another account's event 404.
 */
import type { Annotation, ServerMessage } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Bus, BusMessage } from '../../realtime/bus.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { objectAccess } from '../cues/rundownAccess.js';
import type { AnnotationRow, AnnotationsRepo } from './annotations.repo.js';

export const NOTE_NOT_FOUND = 'Note not found.';
const CREW_NO_NOTES = 'A department code cannot read the event notes.';
const ACCOUNTS_ONLY = 'Notes are written by accounts: sign in to add one.';
const NOT_YOUR_NOTE = 'Only the author of a note (or an admin) can change or delete it.';

export function presentAnnotation(a: AnnotationRow): Annotation {
  return {
    id: a.id,
    eventId: a.event_id,
    content: a.content,
    targetType: a.target_type,
    targetId: a.target_id,
    userId: a.user_id,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
  };
}

export interface AnnotationInput {
  eventId: number;
  content: string;
  targetType?: string | null | undefined;
  targetId?: number | null | undefined;
}

export function annotationsService(d: { repo: AnnotationsRepo; perms: Permissions; clock: Clock; bus: Bus }) {
  const now = () => isoNow(d.clock);

  /** The note if `actor` may change it: its author, or an admin (on any event). */
  async function loadForChange(actor: Actor, id: number): Promise<AnnotationRow> {
    if (actor.kind === 'anonymous') throw unauthorized();
    const note = await d.repo.findById(id);
    if (!note) throw notFound(NOTE_NOT_FOUND);
    if (actor.kind === 'user' && actor.isAdmin) return note;
    const { role } = await objectAccess(d.perms, actor, note.event_id, 'read', NOTE_NOT_FOUND);
    if (role === 'department') throw forbidden(CREW_NO_NOTES);
    if (actor.kind !== 'user' || actor.userId !== note.user_id) throw forbidden(NOT_YOUR_NOTE);
    return note;
  }

  return {
    async list(actor: Actor, eventId: number, target: { targetType?: string | undefined; targetId?: number | undefined }) {
      const { role } = await objectAccess(d.perms, actor, eventId, 'read');
      if (role === 'department') throw forbidden(CREW_NO_NOTES);
      return (await d.repo.listForEvent(eventId, target)).map(presentAnnotation);
    },

    async create(actor: Actor, input: AnnotationInput): Promise<Annotation> {
      const { event, role } = await objectAccess(d.perms, actor, input.eventId, 'read');
      if (role === 'department') throw forbidden(CREW_NO_NOTES);
      if (actor.kind !== 'user' || role !== 'owner') throw forbidden(ACCOUNTS_ONLY);
      const at = now();
      const id = await d.repo.insert({
        event_id: event.id,
        user_id: actor.userId,
        content: input.content,
        target_type: input.targetType ?? null,
        target_id: input.targetId ?? null,
        created_at: at,
        updated_at: at,
      });
      d.bus.publish({ type: 'annotation', eventId: event.id, action: 'created', annotationId: id });
      return presentAnnotation((await d.repo.findById(id))!);
    },

    async update(actor: Actor, id: number, content: string): Promise<Annotation> {
      const note = await loadForChange(actor, id);
      await d.repo.update(id, { content, updated_at: now() });
      d.bus.publish({ type: 'annotation', eventId: note.event_id, action: 'updated', annotationId: id });
      return presentAnnotation((await d.repo.findById(id))!);
    },

    async remove(actor: Actor, id: number): Promise<Annotation> {
      const note = await loadForChange(actor, id);
      await d.repo.delete(id);
      d.bus.publish({ type: 'annotation', eventId: note.event_id, action: 'deleted', annotationId: id });
      return presentAnnotation(note);
    },

    /** The hub's frame for a bus notice: the note is re-read, so every process sends the stored text. */
    async frame(msg: Extract<BusMessage, { type: 'annotation' }>): Promise<ServerMessage | null> {
      switch (msg.action) {
        case 'created':
        case 'updated': {
          const row = await d.repo.findById(msg.annotationId);
          // Deleted meanwhile: the 'deleted' notice follows.
          if (!row || row.event_id !== msg.eventId) return null;
          const annotation = presentAnnotation(row);
          return msg.action === 'created'
            ? { type: 'annotation_created', eventId: msg.eventId, annotation }
            : { type: 'annotation_updated', eventId: msg.eventId, annotation };
        }
        case 'deleted':
          return { type: 'annotation_deleted', eventId: msg.eventId, annotationId: msg.annotationId };
        default:
          msg.action satisfies never;
          return null;
      }
    },
  };
}
export type AnnotationsService = ReturnType<typeof annotationsService>;
