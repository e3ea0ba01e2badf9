/**
 * Toasts in the spec's wording (docs/product.md#messages): errors are destructive notices titled "Error" unless the
 * spec gives a title of its own; Undo offers last UNDO_WINDOW_MS.
 */
import { toast } from 'sonner';
import { UNDO_WINDOW_MS } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

/** `notifyError('Failed to create task')` → "Error" / "Failed to create task"; with a description, the text is the title. */
export function notifyError(text: string, description?: string): void {
  if (description === undefined) toast.error(appT('general.error.title'), { description: text });
  else toast.error(text, { description });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, description === undefined ? undefined : { description });
}

/** A success toast with an Undo button for 10 seconds. */
export function notifyWithUndo(title: string, onUndo: () => void, description?: string): void {
  toast.success(title, {
    description,
    duration: UNDO_WINDOW_MS,
    action: { label: appT('general.undo'), onClick: onUndo },
  });
}
