import { useMemo } from 'react';
import type { Cue } from '@showcaller/shared';
import { moveCue, useDeleteCue, useReorderCues, useRestoreCue, useUpdateCue, type CuePatchVariables } from '@/api/cueMutations';
import { isApiError } from '@/api/client';
import { appT } from '@/i18n/appI18n';
import { useQueryClient } from '@tanstack/react-query';
import type { CueFieldsResponse } from '@showcaller/shared';
import { cueFieldKeys, useCueFieldMutations } from '@/api/cueFields';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';

export interface CueActions {
  /**
   * PATCH one or more fields of a cue; resolves true when saved. With the values the editor saw
   * (`base`), a cell someone else saved meanwhile is refused: it resolves to the server's sentence
   * (who, and their value, now on screen) and nothing is written (docs/decisions/0032-history-versions-presence.md).
   */
  updateCue: (cue: Cue, patch: CuePatchVariables['patch'], base?: CuePatchVariables['patch']['base']) => Promise<boolean | string>;
  setColorMark: (cue: Cue, colorMark: string) => Promise<void>;
  /** DELETE, then a "Cue deleted" toast whose Undo restores the snapshot. */
  deleteCue: (cue: Cue) => Promise<void>;
  /** Move the cue at index `from` to `to`; no-op when they match. */
  reorder: (cues: readonly Cue[], from: number, to: number) => Promise<void>;
}

function serverText(err: unknown): string | undefined {
  return isApiError(err) ? (err.serverText ?? undefined) : undefined;
}

/**
 * The cue changes of the rundown table with the toasts of docs/product.md#messages. While the show runs (run mode,
 * `quiet`) edits, colours and moves say nothing when they work: the row itself shows the change and
 * a toast would cover the screen the caller is reading (docs/product.md#during-a-show, quiet while live). In edit mode,
 * preparing the rundown, the spec's success toasts stay. A delete always keeps its toast, which
 * carries the Undo, and errors always speak.
 */
export function useCueActions(eventId: number, quiet = true): CueActions {
  const update = useUpdateCue(eventId);
  const remove = useDeleteCue(eventId);
  const restore = useRestoreCue(eventId);
  const reorderCues = useReorderCues(eventId);
  const queryClient = useQueryClient();
  const { mutateAsync: putValue } = useCueFieldMutations(eventId).setValue;
  const { mutateAsync: updateAsync } = update;
  const { mutateAsync: removeAsync } = remove;
  const { mutateAsync: restoreAsync } = restore;
  const { mutateAsync: reorderAsync } = reorderCues;

  return useMemo<CueActions>(
    () => ({
      updateCue: async (cue, patch, base) => {
        try {
          await updateAsync({ id: cue.id, patch: base ? { ...patch, base } : patch });
          if (!quiet) notifySuccess(appT('rundown.cueSave.updated'));
          return true;
        } catch (err) {
          if (base && isApiError(err) && err.status === 409 && err.serverText) return err.serverText;
          notifyError(appT('rundown.cueSave.updateFailed'), serverText(err) ?? appT('rundown.cueSave.updateError'));
          return false;
        }
      },
      setColorMark: async (cue, colorMark) => {
        try {
          await updateAsync({ id: cue.id, patch: { colorMark } });
          if (!quiet) notifySuccess(appT('rundown.actions.colourUpdated'));
        } catch {
          notifyError(appT('rundown.actions.colourError'), appT('rundown.actions.colourFailed'));
        }
      },
      deleteCue: async (cue) => {
        // The cue's custom field values go with it on the server; Undo puts them back on the restored cue
        // (docs/decisions/0034-custom-fields.md).
        const values = (queryClient.getQueryData<CueFieldsResponse>(cueFieldKeys.list(eventId))?.values ?? []).filter(
          (v) => v.cueId === cue.id,
        );
        try {
          const snapshot = await removeAsync(cue.id);
          notifyWithUndo(
            appT('rundown.actions.deleted'),
            () => {
              restoreAsync(snapshot)
                .then((back) => Promise.all(values.map((v) => putValue({ cueId: back.cue.id, fieldId: v.fieldId, value: v.value }))))
                .then(
                  () => notifySuccess(appT('rundown.actions.restored')),
                  (err: unknown) =>
                    notifyError(appT('rundown.actions.restoreFailed'), serverText(err) ?? appT('rundown.actions.restoreError')),
                );
            },
            `#${cue.number} ${cue.action}`,
          );
        } catch (err) {
          notifyError(appT('rundown.actions.deleteFailed'), serverText(err) ?? appT('rundown.actions.deleteError'));
        }
      },
      reorder: async (cues, from, to) => {
        if (from === to || from < 0 || to < 0) return;
        try {
          await reorderAsync(moveCue(cues, from, to));
          if (!quiet) notifySuccess(appT('rundown.actions.reordered'));
        } catch {
          notifyError(appT('rundown.actions.reorderFailed'), appT('rundown.actions.reorderError'));
        }
      },
    }),
    [updateAsync, removeAsync, restoreAsync, reorderAsync, quiet, queryClient, eventId, putValue],
  );
}
