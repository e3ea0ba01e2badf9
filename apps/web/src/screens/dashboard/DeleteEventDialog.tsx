import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { errorText, useDeleteEvent } from '@/api/events';
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
import { Spinner } from '@/components/ui/spinner';

interface DeleteEventDialogProps {
  event: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** The delete confirmation (docs/product.md#screens); the dialog stays open until the server has answered. */
export function DeleteEventDialog({ event, onOpenChange, onDeleted }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();

  async function confirm(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    if (!event) return;
    try {
      await remove.mutateAsync(event.id);
    } catch (err) {
      toast.error('Error', { description: `Failed to delete event: ${errorText(err, 'Unknown error')}` });
      return;
    }
    toast.success('Event deleted', { description: 'The event has been successfully deleted.' });
    onOpenChange(false);
    onDeleted?.();
  }

  return (
    <AlertDialog open={event !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete the event &quot;{event?.name}&quot;. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={(e) => void confirm(e)}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending && <Spinner />}
            Delete Event
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
