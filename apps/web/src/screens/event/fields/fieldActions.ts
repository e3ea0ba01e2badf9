/** The custom field changes with their toasts (docs/product.md#messages): errors speak the server's sentence. */
import { useMemo } from 'react';
import type { CueFieldCreateInput, CueFieldPatchInput, CueField } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCueFieldMutations } from '@/api/cueFields';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';

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
          notifySuccess('Field added', input.name.trim());
          return true;
        } catch (err) {
          notifyError('Failed to add field', serverText(err) ?? 'There was an error adding the field');
          return false;
        }
      },
      change: async (field: CueField, patch: CueFieldPatchInput): Promise<boolean> => {
        try {
          await update({ id: field.id, patch });
          return true;
        } catch (err) {
          notifyError('Failed to change field', serverText(err) ?? 'There was an error changing the field');
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
          notifyError('Failed to reorder fields', serverText(err) ?? 'There was an error reordering the fields');
        }
      },
      /** Deletes after the dialog's confirmation; the toast's Undo brings the field and its values back. */
      remove: async (field: CueField): Promise<void> => {
        try {
          const snapshot = await remove(field.id);
          const n = snapshot.values.length;
          notifyWithUndo(
            'Field deleted',
            () => {
              restore(snapshot).then(
                () => notifySuccess('Field restored', field.name),
                (err: unknown) => notifyError('Failed to restore field', serverText(err) ?? 'There was an error restoring the field'),
              );
            },
            `${field.name}${n > 0 ? ` and its ${n} value${n === 1 ? '' : 's'}` : ''}`,
          );
        } catch (err) {
          notifyError('Failed to delete field', serverText(err) ?? 'There was an error deleting the field');
        }
      },
    }),
    [create, update, reorder, remove, restore],
  );
}
export type FieldActions = ReturnType<typeof useFieldActions>;
