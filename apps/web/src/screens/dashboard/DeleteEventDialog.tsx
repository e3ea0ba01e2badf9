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
import { useAppT } from '@/i18n/appI18n';

interface DeleteEventDialogProps {
  event: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** The delete confirmation (docs/product.md#screens); the dialog stays open until the server has answered. */
export function DeleteEventDialog({ event, onOpenChange, onDeleted }: DeleteEventDialogProps) {
  const t = useAppT();
  const remove = useDeleteEvent();

  async function confirm(e: MouseEvent<HTMLButtonElement>) {
    e.preventDefault();
    if (!event) return;
    try {
      await remove.mutateAsync(event.id);
    } catch (err) {
      toast.error(t('general.error.title'), {
        description: t('general.event.deleteFailed', { reason: errorText(err, t('general.error.unknown')) }),
      });
      return;
    }
    toast.success(t('general.event.deleted'), { description: t('general.event.deletedText') });
    onOpenChange(false);
    onDeleted?.();
  }

  return (
    <AlertDialog open={event !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('general.confirm.sure')}</AlertDialogTitle>
          <AlertDialogDescription>{t('general.event.deleteConfirm', { name: event?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('general.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={(e) => void confirm(e)}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending && <Spinner />}
            {t('general.event.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
