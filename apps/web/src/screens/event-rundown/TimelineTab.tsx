import { useState, type MouseEvent } from 'react';
import { ListPlus, Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { formatHms, type Cue } from '@showcaller/shared';
import { useDeleteCue } from '@/api/cueMutations';
import { errorText } from '@/api/events';
import { useCues } from '@/api/rundown';
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
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAppT } from '@/i18n/appI18n';
import { richT } from '@/i18n/setupWords';
import { CueFormDialog } from '../event/dialogs/CueDialog';
import { useSaveCue } from './useSaveCue';

type DialogState = { cue: Cue | null } | null;

const NO_CUES: readonly Cue[] = [];

export function formatCueDuration(duration: number | null): string {
  return duration === null ? '--:--:--' : formatHms(duration);
}

function CueRow({ cue, onEdit, onDelete }: { cue: Cue; onEdit: () => void; onDelete: () => void }) {
  const t = useAppT();
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-start sm:gap-4">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1">
        <span className="inline-flex h-7 min-w-10 items-center justify-center rounded-md bg-primary px-2 text-sm font-bold text-primary-foreground">
          <span className="sr-only">{t('setup.details.cueSr')} </span>
          {cue.number}
        </span>
        <span className="font-mono text-sm">{cue.time}</span>
      </div>
      <div className="min-w-0">
        <p className="font-medium break-words">{cue.action}</p>
        <p className="text-sm text-muted-foreground">
          {richT(t, 'setup.details.duration', { duration: <span className="font-mono">{formatCueDuration(cue.duration)}</span> })}
        </p>
        {cue.notes && <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{cue.notes}</p>}
      </div>
      <div className="flex gap-2 sm:justify-end">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('setup.details.editCue', { number: cue.number })}>
          <Pencil aria-hidden="true" />
          {t('setup.details.edit')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={t('setup.details.deleteCue', { number: cue.number })}>
          <Trash2 aria-hidden="true" />
          {t('setup.details.delete')}
        </Button>
      </div>
    </li>
  );
}

function DeleteCueDialog({ eventId, cue, onOpenChange }: { eventId: number; cue: Cue | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCue(eventId);
  const t = useAppT();
  async function confirm(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    if (!cue) return;
    try {
      await remove.mutateAsync(cue.id);
    } catch (err) {
      toast.error(t('setup.details.deleteFailed'), { description: errorText(err, t('setup.details.unknownError')) });
      return;
    }
    toast.success(t('setup.details.deleted'), { description: t('setup.details.deletedText', { number: cue.number }) });
    onOpenChange(false);
  }
  return (
    <AlertDialog open={cue !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('setup.details.deleteTitle', { number: cue?.number ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('setup.details.deleteText', { action: cue?.action ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('setup.details.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={(e) => void confirm(e)} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {t('setup.details.deleteConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The Timeline tab (docs/product.md#screens): the cue list with add, edit and delete. */
export function TimelineTab({ eventId }: { eventId: number }) {
  const cues = useCues(eventId);
  const saveCue = useSaveCue(eventId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<Cue | null>(null);
  const openAdd = () => setDialog({ cue: null });
  const t = useAppT();

  function renderBody() {
    if (cues.isPending) {
      return (
        <div role="status" aria-label={t('setup.details.loadingCues')} className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      );
    }
    if (cues.isError) {
      return (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
          <p className="text-sm">{t('setup.details.cuesError', { error: errorText(cues.error, t('setup.details.unknownError')) })}</p>
          <Button variant="outline" size="sm" onClick={() => void cues.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('setup.details.tryAgain')}
          </Button>
        </div>
      );
    }
    if (cues.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <ListPlus aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">{t('setup.details.noCues')}</p>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            {t('setup.details.addFirst')}
          </Button>
        </div>
      );
    }
    return (
      <ol className="grid gap-2" aria-label={t('setup.details.cues')}>
        {cues.data.map((cue) => (
          <CueRow key={cue.id} cue={cue} onEdit={() => setDialog({ cue })} onDelete={() => setDeleting(cue)} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="timeline-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="timeline-title" className="text-xl font-semibold">
          {t('setup.details.tab.timeline')}
        </h2>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" />
          {t('setup.details.addCue')}
        </Button>
      </div>
      {renderBody()}
      <CueFormDialog
        variant="cue"
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        cue={dialog?.cue ?? null}
        cues={cues.data ?? NO_CUES}
        onSave={saveCue}
      />
      <DeleteCueDialog eventId={eventId} cue={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
}
