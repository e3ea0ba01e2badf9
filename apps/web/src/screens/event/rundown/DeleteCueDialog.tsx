import type { Cue } from '@showcaller/shared';
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
import { useAppT } from '@/i18n/appI18n';

interface DeleteCueDialogProps {
  cue: Cue | null;
  onConfirm: (cue: Cue) => void;
  onClose: () => void;
}

/** The delete-cue confirmation (docs/product.md#screens). */
export function DeleteCueDialog({ cue, onConfirm, onClose }: DeleteCueDialogProps) {
  const t = useAppT();
  return (
    <AlertDialog open={cue !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {cue ? t('rundown.deleteCue.title', { number: cue.number }) : t('rundown.deleteCue.titleNone')}
          </AlertDialogTitle>
          <AlertDialogDescription>{cue ? t('rundown.deleteCue.description', { action: cue.action }) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('rundown.common.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => cue && onConfirm(cue)}>
            {t('rundown.deleteCue.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
