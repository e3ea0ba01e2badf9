import { isApiError } from '@/api/client';
import { notifyError } from '@/lib/notify';

export type AnnotationFailure = 'Failed to create annotation' | 'Failed to update annotation' | 'Failed to delete annotation';

/** The spec's notice (docs/product.md#messages), with the server's reason underneath when it gave one. */
export function notifyAnnotationError(title: AnnotationFailure, err: unknown): void {
  const reason = isApiError(err) ? err.serverText : null;
  if (reason) notifyError(title, reason);
  else notifyError(title);
}
