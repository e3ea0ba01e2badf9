import { useMemo } from 'react';
import type { Cue } from '@showcaller/shared';
import { moveCue, useDeleteCue, useReorderCues, useRestoreCue, useUpdateCue, type CuePatchVariables } from '@/api/cueMutations';
import { isApiError } from '@/api/client';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';

export interface CueActions {
  /** PATCH one or more fields of a cue; resolves true when saved. */
  updateCue: (cue: Cue, patch: CuePatchVariables['patch']) => Promise<boolean>;
  setColorMark: (cue: Cue, colorMark: string) => Promise<void>;
  /** DELETE, then a "Cue deleted" toast whose Undo restores the snapshot. */
  deleteCue: (cue: Cue) => Promise<void>;
  /** Move the cue at index `from` to `to`; no-op when they match. */
  reorder: (cues: readonly Cue[], from: number, to: number) => Promise<void>;
}

function serverText(err: unknown): string | undefined {
  return isApiError(err) ? (err.serverText ?? undefined) : undefined;
}

/** The cue changes of the rundown table with the toasts of spec 2 §8. */
export function useCueActions(eventId: number): CueActions {
  const update = useUpdateCue(eventId);
  const remove = useDeleteCue(eventId);
  const restore = useRestoreCue(eventId);
  const reorderCues = useReorderCues(eventId);
  const { mutateAsync: updateAsync } = update;
  const { mutateAsync: removeAsync } = remove;
  const { mutateAsync: restoreAsync } = restore;
  const { mutateAsync: reorderAsync } = reorderCues;

  return useMemo<CueActions>(
    () => ({
      updateCue: async (cue, patch) => {
        try {
          await updateAsync({ id: cue.id, patch });
          notifySuccess('Cue updated');
          return true;
        } catch (err) {
          notifyError('Failed to update cue', serverText(err) ?? 'There was an error updating the cue');
          return false;
        }
      },
      setColorMark: async (cue, colorMark) => {
        try {
          await updateAsync({ id: cue.id, patch: { colorMark } });
          notifySuccess('Row color updated');
        } catch {
          notifyError('Error updating color', 'Failed to update row color. Please try again.');
        }
      },
      deleteCue: async (cue) => {
        try {
          const snapshot = await removeAsync(cue.id);
          notifyWithUndo(
            'Cue deleted',
            () => {
              restoreAsync(snapshot).then(
                () => notifySuccess('Cue restored'),
                (err: unknown) => notifyError('Failed to restore cue', serverText(err) ?? 'There was an error restoring the cue'),
              );
            },
            `#${cue.number} ${cue.action}`,
          );
        } catch (err) {
          notifyError('Failed to delete cue', serverText(err) ?? 'There was an error deleting the cue');
        }
      },
      reorder: async (cues, from, to) => {
        if (from === to || from < 0 || to < 0) return;
        try {
          await reorderAsync(moveCue(cues, from, to));
          notifySuccess('Cues reordered');
        } catch {
          notifyError('Failed to reorder cues', 'There was an error updating the cue order');
        }
      },
    }),
    [updateAsync, removeAsync, restoreAsync, reorderAsync],
  );
}
