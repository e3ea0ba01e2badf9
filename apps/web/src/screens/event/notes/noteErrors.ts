import { isApiError } from '@/api/client';
import { notifyError } from '@/lib/notify';
import type { AppMessageKey } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

export type AnnotationFailure = 'create' | 'update' | 'delete';

const TITLES: Record<AnnotationFailure, AppMessageKey> = {
  create: 'show.notes.createFailed',
  update: 'show.notes.updateFailed',
  delete: 'show.notes.deleteFailed',
};

/** The spec's notice (docs/product.md#messages), with the server's reason underneath when it gave one. */
export function notifyAnnotationError(failure: AnnotationFailure, err: unknown): void {
  const title = appT(TITLES[failure]);
  const reason = isApiError(err) ? err.serverText : null;
  if (reason) notifyError(title, reason);
  else notifyError(title);
}
