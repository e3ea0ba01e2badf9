import { RotateCw } from 'lucide-react';
import { useAnnotations } from '@/api/annotations';
import { useUser } from '@/api/auth';
import { errorText } from '@/api/events';
import { useRundownToken } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LiveUpdates } from '@/realtime/LiveUpdates';
import { cn } from '@/lib/utils';
import { AddNoteForm } from './AddNoteForm';
import { NoteItem } from './NoteItem';
import { useAppT } from '@/i18n/appI18n';

interface NotesPanelProps {
  eventId: number;
  headingId?: string;
  headingClassName?: string;
  /** Open a realtime connection for live updates (pages without the show screen's own). */
  live?: boolean;
}

/**
 * The Notes tab (docs/product.md#screens, docs/product.md#roles): newest first, yours labelled "You". Accounts add notes and
 * change their own (admins any); a co-caller's code session reads them only.
 */
export function NotesPanel({ eventId, headingId = 'notes-heading', headingClassName, live = false }: NotesPanelProps) {
  const t = useAppT();
  const notes = useAnnotations(eventId);
  const override = useRundownToken();
  const { user, isLoading: userLoading } = useUser();
  // A code session (co-caller) never writes notes, even when an account is signed in in this browser.
  const me = override === undefined ? user : null;

  let body;
  if (notes.isPending) {
    body = (
      <div role="status" aria-label={t('show.notes.loading')} className="grid gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (notes.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
        <p className="text-sm">{t('show.notes.loadFailed', { reason: errorText(notes.error, t('show.notes.unknownError')) })}</p>
        <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('show.notes.tryAgain')}
        </Button>
      </div>
    );
  } else if (notes.data.length === 0) {
    body = <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t('show.notes.empty')}</p>;
  } else {
    body = (
      <ul aria-label={t('show.notes.listLabel')} className="grid gap-2">
        {notes.data.map((note) => {
          const isOwn = me !== null && note.userId === me.id;
          return <NoteItem key={note.id} eventId={eventId} note={note} isOwn={isOwn} canChange={me !== null && (isOwn || me.isAdmin)} />;
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-4">
      {live && <LiveUpdates eventId={eventId} />}
      <h2 id={headingId} className={cn('text-lg font-semibold', headingClassName)}>
        {t('show.notes.heading')}
      </h2>
      {me ? (
        <AddNoteForm eventId={eventId} />
      ) : userLoading && override === undefined ? null : (
        <p className="text-sm text-muted-foreground">{override === undefined ? t('show.notes.signIn') : t('show.notes.readOnly')}</p>
      )}
      {body}
    </section>
  );
}
