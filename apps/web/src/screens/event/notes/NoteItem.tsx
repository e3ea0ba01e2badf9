import { useId, useState, type KeyboardEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { format } from 'date-fns';
import { LIMITS, type Annotation } from '@showcaller/shared';
import { useDeleteAnnotation, useUpdateAnnotation } from '@/api/annotations';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { notifyAnnotationError } from './noteErrors';

export function authorLabel(userId: number, isOwn: boolean): string {
  return isOwn ? 'You' : `User ID ${userId}`;
}

function timeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'PP, HH:mm');
}

interface NoteItemProps {
  eventId: number;
  note: Annotation;
  isOwn: boolean;
  /** The author or an admin, on an account session. */
  canChange: boolean;
}

function EditNote({ eventId, note, onDone }: { eventId: number; note: Annotation; onDone: () => void }) {
  const update = useUpdateAnnotation(eventId);
  const [content, setContent] = useState(note.content);
  const id = useId();
  const trimmed = content.trim();

  function save() {
    if (!trimmed || update.isPending) return;
    if (trimmed === note.content) {
      onDone();
      return;
    }
    update.mutate(
      { id: note.id, content: trimmed },
      { onSuccess: onDone, onError: (err) => notifyAnnotationError('Failed to update annotation', err) },
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onDone();
    } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      save();
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        Edit note
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={LIMITS.annotation}
        rows={3}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} disabled={!trimmed || update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** One note: author, times, text; inline edit and a confirmed delete for its author or an admin. */
export function NoteItem({ eventId, note, isOwn, canChange }: NoteItemProps) {
  const remove = useDeleteAnnotation(eventId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const author = authorLabel(note.userId, isOwn);
  const edited = note.updatedAt !== note.createdAt;

  function confirmDelete() {
    remove.mutate(note.id, { onError: (err) => notifyAnnotationError('Failed to delete annotation', err) });
  }

  return (
    <li className={cn('grid gap-2 rounded-lg border bg-card p-3', isOwn && 'border-primary/60 bg-primary/5')}>
      <article aria-label={`Note by ${author}`} className="grid gap-2">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {isOwn ? <Badge>You</Badge> : <span className="font-medium">{author}</span>}
          <time dateTime={note.createdAt} className="text-muted-foreground">
            {timeText(note.createdAt)}
          </time>
          {edited && (
            <span className="text-muted-foreground">
              · edited <time dateTime={note.updatedAt}>{timeText(note.updatedAt)}</time>
            </span>
          )}
          {canChange && !editing && (
            <span className="ml-auto flex gap-1">
              <Button variant="ghost" size="icon-sm" aria-label={`Edit note by ${author}`} onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete note by ${author}`}
                onClick={() => setConfirming(true)}
                disabled={remove.isPending}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </span>
          )}
        </header>
        {editing ? (
          <EditNote eventId={eventId} note={note} onDone={() => setEditing(false)} />
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{note.content}</p>
        )}
      </article>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this note?</AlertDialogTitle>
            <AlertDialogDescription>The note is removed for everyone on this event. This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmDelete}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
