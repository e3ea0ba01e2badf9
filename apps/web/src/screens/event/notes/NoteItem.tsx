import { useId, useState, type KeyboardEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
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
import { useAppFormats, type AppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';

export function authorLabel(userId: number, isOwn: boolean): string {
  return isOwn ? appT('show.notes.you') : appT('show.notes.userId', { id: userId });
}

function timeText(iso: string, f: AppFormats): string {
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? iso : f.date(ms, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

interface NoteItemProps {
  eventId: number;
  note: Annotation;
  isOwn: boolean;
  /** The author or an admin, on an account session. */
  canChange: boolean;
}

function EditNote({ eventId, note, onDone }: { eventId: number; note: Annotation; onDone: () => void }) {
  const t = useAppT();
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
    update.mutate({ id: note.id, content: trimmed }, { onSuccess: onDone, onError: (err) => notifyAnnotationError('update', err) });
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
        {t('show.notes.edit')}
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
          {t('show.notes.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('show.notes.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** One note: author, times, text; inline edit and a confirmed delete for its author or an admin. */
export function NoteItem({ eventId, note, isOwn, canChange }: NoteItemProps) {
  const t = useAppT();
  const f = useAppFormats();
  const remove = useDeleteAnnotation(eventId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const author = authorLabel(note.userId, isOwn);
  const edited = note.updatedAt !== note.createdAt;

  function confirmDelete() {
    remove.mutate(note.id, { onError: (err) => notifyAnnotationError('delete', err) });
  }

  return (
    <li className={cn('grid gap-2 rounded-lg border bg-card p-3', isOwn && 'border-primary/60 bg-primary/5')}>
      <article aria-label={t('show.notes.by', { author })} className="grid gap-2">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {isOwn ? <Badge>{t('show.notes.you')}</Badge> : <span className="font-medium">{author}</span>}
          <time dateTime={note.createdAt} className="text-muted-foreground">
            {timeText(note.createdAt, f)}
          </time>
          {edited && (
            <span className="text-muted-foreground">
              {t('show.notes.editedAt')} <time dateTime={note.updatedAt}>{timeText(note.updatedAt, f)}</time>
            </span>
          )}
          {canChange && !editing && (
            <span className="ms-auto flex gap-1">
              <Button variant="ghost" size="icon-sm" aria-label={t('show.notes.editBy', { author })} onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('show.notes.deleteBy', { author })}
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
            <AlertDialogTitle>{t('show.notes.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('show.notes.deleteText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('show.notes.cancel')}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmDelete}>
              {t('show.notes.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
