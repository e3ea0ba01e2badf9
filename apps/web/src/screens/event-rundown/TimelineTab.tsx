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
import { CueFormDialog } from '../event/dialogs/CueDialog';
import { useSaveCue } from './useSaveCue';

type DialogState = { cue: Cue | null } | null;

const NO_CUES: readonly Cue[] = [];

export function formatCueDuration(duration: number | null): string {
  return duration === null ? '--:--:--' : formatHms(duration);
}

function CueRow({ cue, onEdit, onDelete }: { cue: Cue; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-start sm:gap-4">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1">
        <span className="inline-flex h-7 min-w-10 items-center justify-center rounded-md bg-primary px-2 text-sm font-bold text-primary-foreground">
          <span className="sr-only">Cue </span>
          {cue.number}
        </span>
        <span className="font-mono text-sm">{cue.time}</span>
      </div>
      <div className="min-w-0">
        <p className="font-medium break-words">{cue.action}</p>
        <p className="text-sm text-muted-foreground">
          Duration <span className="font-mono">{formatCueDuration(cue.duration)}</span>
        </p>
        {cue.notes && <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{cue.notes}</p>}
      </div>
      <div className="flex gap-2 sm:justify-end">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit cue ${cue.number}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete cue ${cue.number}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteCueDialog({ eventId, cue, onOpenChange }: { eventId: number; cue: Cue | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCue(eventId);
  async function confirm(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    if (!cue) return;
    try {
      await remove.mutateAsync(cue.id);
    } catch (err) {
      toast.error('Failed to delete cue', { description: errorText(err, 'Unknown error') });
      return;
    }
    toast.success('Cue deleted', { description: `Cue ${cue.number} has been removed; the later cues were renumbered.` });
    onOpenChange(false);
  }
  return (
    <AlertDialog open={cue !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete cue {cue?.number}?</AlertDialogTitle>
          <AlertDialogDescription>
            This will delete the cue &quot;{cue?.action}&quot; and its department tasks. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={(e) => void confirm(e)} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Delete Cue
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

  function renderBody() {
    if (cues.isPending) {
      return (
        <div role="status" aria-label="Loading cues" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      );
    }
    if (cues.isError) {
      return (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/50 p-4">
          <p className="text-sm">Failed to load the cues: {errorText(cues.error, 'Unknown error')}</p>
          <Button variant="outline" size="sm" onClick={() => void cues.refetch()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      );
    }
    if (cues.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <ListPlus aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">No cues have been added to this event yet.</p>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add First Cue
          </Button>
        </div>
      );
    }
    return (
      <ol className="grid gap-2" aria-label="Cues">
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
          Timeline
        </h2>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" />
          Add Cue
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
