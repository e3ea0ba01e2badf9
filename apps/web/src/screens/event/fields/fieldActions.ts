/** The custom field changes with their toasts (docs/product.md#messages): errors speak the server's sentence. */
import { useMemo } from 'react';
import type { CueFieldCreateInput, CueFieldPatchInput, CueField } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCueFieldMutations } from '@/api/cueFields';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';
import { appT } from '@/i18n/appI18n';

const serverText = (err: unknown) => (isApiError(err) ? (err.serverText ?? undefined) : undefined);

export function useFieldActions(eventId: number) {
  const m = useCueFieldMutations(eventId);
  const { mutateAsync: create } = m.create;
  const { mutateAsync: update } = m.update;
  const { mutateAsync: reorder } = m.reorder;
  const { mutateAsync: remove } = m.remove;
  const { mutateAsync: restore } = m.restore;
  return useMemo(
    () => ({
      add: async (input: CueFieldCreateInput): Promise<boolean> => {
        try {
          await create(input);
          notifySuccess(appT('rundown.fields.added'), input.name.trim());
          return true;
        } catch (err) {
          notifyError(appT('rundown.fields.addFailed'), serverText(err) ?? appT('rundown.fields.addError'));
          return false;
        }
      },
      change: async (field: CueField, patch: CueFieldPatchInput): Promise<boolean> => {
        try {
          await update({ id: field.id, patch });
          return true;
        } catch (err) {
          notifyError(appT('rundown.fields.changeFailed'), serverText(err) ?? appT('rundown.fields.changeError'));
          return false;
        }
      },
      move: async (fields: readonly CueField[], from: number, to: number): Promise<void> => {
        if (to < 0 || to >= fields.length) return;
        const ids = fields.map((f) => f.id);
        const [moved] = ids.splice(from, 1);
        if (moved === undefined) return;
        ids.splice(to, 0, moved);
        try {
          await reorder(ids);
        } catch (err) {
          notifyError(appT('rundown.fields.reorderFailed'), serverText(err) ?? appT('rundown.fields.reorderError'));
        }
      },
      /** Deletes after the dialog's confirmation; the toast's Undo brings the field and its values back. */
      remove: async (field: CueField): Promise<void> => {
        try {
          const snapshot = await remove(field.id);
          const n = snapshot.values.length;
          notifyWithUndo(
            appT('rundown.fields.deleted'),
            () => {
              restore(snapshot).then(
                () => notifySuccess(appT('rundown.fields.restored'), field.name),
                (err: unknown) => notifyError(appT('rundown.fields.restoreFailed'), serverText(err) ?? appT('rundown.fields.restoreError')),
              );
            },
            n > 0 ? appT('rundown.fields.deletedWithValues', { name: field.name, count: n }) : field.name,
          );
        } catch (err) {
          notifyError(appT('rundown.fields.deleteFailed'), serverText(err) ?? appT('rundown.fields.deleteError'));
        }
      },
    }),
    [create, update, reorder, remove, restore],
  );
}
export type FieldActions = ReturnType<typeof useFieldActions>;
