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

interface DeleteCueDialogProps {
  cue: Cue | null;
  onConfirm: (cue: Cue) => void;
  onClose: () => void;
}

/** The delete-cue confirmation (docs/product.md#screens). */
export function DeleteCueDialog({ cue, onConfirm, onClose }: DeleteCueDialogProps) {
  return (
    <AlertDialog open={cue !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete cue {cue ? `#${cue.number}` : ''}?</AlertDialogTitle>
          <AlertDialogDescription>
            {cue ? `“${cue.action}” and its department tasks will be removed. You can undo this for a few seconds.` : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => cue && onConfirm(cue)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
