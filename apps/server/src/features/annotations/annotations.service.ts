/**
 * Event notes (docs/product.md#screens, docs/product.md#roles). Accounts write notes on their own events and,
 * as members (docs/decisions/0031-team-members-and-roles.md), on events shared with them: a viewer
 * writes none, a department lead only notes on its departments (target "department") or their tasks
 * (target "task"); co-caller codes read them; department codes read none. Only the author or an admin changes
 * or deletes a note: anyone else who can see it gets 403, another account's event 404.
 */
import { english } from '../../lib/i18n.js';
import type { Annotation, Who } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor } from '../auth/actor.js';
import { readsNotes, type Permissions } from '../access/permissions.js';
import { objectAccess } from '../rundown/access.js';
import type { AnnotationRow, AnnotationsRepo } from './annotations.repo.js';
import type { RundownRepo } from '../rundown/rundown.repo.js';

export const NOTE_NOT_FOUND = english('errors.annotations.noteNotFound');

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

/** The cue a note is written on, if any (history filters by cue). */
const noteCue = (n: AnnotationRow) => (n.target_type === 'cue' ? n.target_id : null);

export interface AnnotationInput {
  eventId: number;
  content: string;
  targetType?: string | null | undefined;
  targetId?: number | null | undefined;
}

export function annotationsService(d: {
  repo: AnnotationsRepo;
  perms: Permissions;
  clock: Clock;
  bus: Bus;
  /** A note's change is written with its history (docs/decisions/0032-history-versions-presence.md). */
  rundown: RundownRepo;
  who: (actor: Actor) => Promise<Who>;
  /** The department of a task of the event (a lead's note on a task). */
  taskDepartment?: (eventId: number, taskId: number) => Promise<number | undefined>;
  /** The account that made a share link, the author of record of its notes (docs/decisions/0036-share-links.md). */
  linkMaker?: (linkId: number) => Promise<number | null | undefined>;
}) {
  const now = () => isoNow(d.clock);
  // Screens re-read the notes on a refetch, as for every other list (docs/decisions/0008). The
  // revision is the time, as for crew talk: notes are not part of the rundown's revision.
  // The show-running spec's annotation_created/updated/deleted frames go out too, with the note.
  const changed = (action: 'created' | 'updated' | 'deleted', note: Annotation) => {
    d.bus.publish({ type: 'refetch', eventId: note.eventId, key: 'annotations', revision: d.clock.now() });
    d.bus.publish({ type: 'annotation', eventId: note.eventId, action, annotationId: note.id, annotation: note });
  };

  /** The note if `actor` may change it: its author, or an admin (on any event). */
  async function loadForChange(actor: Actor, id: number): Promise<AnnotationRow> {
    if (actor.kind === 'anonymous') throw unauthorized();
    const note = await d.repo.findById(id);
    if (!note) throw notFound('errors.annotations.noteNotFound');
    if (actor.kind === 'user' && actor.isAdmin) return note;
    const { role } = await objectAccess(d.perms, actor, note.event_id, 'read', 'errors.annotations.noteNotFound');
    if (!readsNotes(role)) throw forbidden('errors.annotations.crewNoNotes');
    // A share link changes the notes it wrote, no others (docs/decisions/0036-share-links.md).
    if (actor.kind === 'link' && note.share_link_id === actor.linkId) return note;
    if (actor.kind !== 'user' || actor.userId !== note.user_id) throw forbidden('errors.annotations.notYourNote');
    return note;
  }

  return {
    /** Unchecked read for the hub (its frames go only to those who read notes). */
    async read(id: number): Promise<Annotation | undefined> {
      const row = await d.repo.findById(id);
      return row ? presentAnnotation(row) : undefined;
    },

    async list(actor: Actor, eventId: number, target: { targetType?: string | undefined; targetId?: number | undefined }) {
      const { role } = await objectAccess(d.perms, actor, eventId, 'read');
      if (!readsNotes(role)) throw forbidden('errors.annotations.crewNoNotes');
      return (await d.repo.listForEvent(eventId, target)).map(presentAnnotation);
    },

    async create(actor: Actor, input: AnnotationInput): Promise<Annotation> {
      const { event, role, departmentIds } = await objectAccess(d.perms, actor, input.eventId, 'read');
      if (!readsNotes(role)) throw forbidden('errors.annotations.crewNoNotes');
      if (role === 'viewer') throw forbidden('errors.annotations.viewerNoNotes');
      // A department link writes in the name of the account that made it (docs/decisions/0036-share-links.md).
      const author = actor.kind === 'user' ? actor.userId : actor.kind === 'link' ? await d.linkMaker?.(actor.linkId) : undefined;
      if (author === undefined || author === null)
        throw forbidden(actor.kind === 'link' ? 'errors.annotations.linkNoMaker' : 'errors.annotations.accountsOnly');
      if (role === 'lead') {
        const { targetType, targetId } = input;
        const dep =
          targetType === 'department'
            ? targetId
            : targetType === 'task' && targetId
              ? await d.taskDepartment?.(event.id, targetId)
              : undefined;
        if (dep === undefined || dep === null || !departmentIds.includes(dep)) throw forbidden('errors.annotations.leadNotes');
      }
      const at = now();
      const who = await d.who(actor);
      const { value: id } = await d.rundown.change(event.id, async (r) => {
        const noteId = await r.annotations.insert({
          event_id: event.id,
          user_id: author,
          ...(actor.kind === 'link' ? { share_link_id: actor.linkId } : {}),
          content: input.content,
          target_type: input.targetType ?? null,
          target_id: input.targetId ?? null,
          created_at: at,
          updated_at: at,
        });
        const cueId = input.targetType === 'cue' ? (input.targetId ?? null) : null;
        const after = { content: input.content, targetType: input.targetType ?? null, targetId: input.targetId ?? null };
        await r.history.record(event.id, who, at, [{ entity: 'note', entityId: noteId, cueId, action: 'create', after }]);
        return noteId;
      });
      const note = presentAnnotation((await d.repo.findById(id))!);
      changed('created', note);
      return note;
    },

    async update(actor: Actor, id: number, content: string): Promise<Annotation> {
      const before = await loadForChange(actor, id);
      const who = await d.who(actor);
      await d.rundown.change(before.event_id, async (r) => {
        await r.annotations.update(id, { content, updated_at: now() });
        if (before.content !== content)
          await r.history.record(before.event_id, who, now(), [
            {
              entity: 'note',
              entityId: id,
              cueId: noteCue(before),
              action: 'update',
              field: 'content',
              before: before.content,
              after: content,
            },
          ]);
      });
      const updated = presentAnnotation((await d.repo.findById(id))!);
      changed('updated', updated);
      return updated;
    },

    async remove(actor: Actor, id: number): Promise<Annotation> {
      const note = await loadForChange(actor, id);
      const who = await d.who(actor);
      await d.rundown.change(note.event_id, async (r) => {
        await r.annotations.delete(id);
        await r.history.record(note.event_id, who, now(), [
          {
            entity: 'note',
            entityId: id,
            cueId: noteCue(note),
            action: 'delete',
            before: { content: note.content, targetType: note.target_type, targetId: note.target_id },
          },
        ]);
      });
      const gone = presentAnnotation(note);
      changed('deleted', gone);
      return gone;
    },
  };
}
export type AnnotationsService = ReturnType<typeof annotationsService>;
