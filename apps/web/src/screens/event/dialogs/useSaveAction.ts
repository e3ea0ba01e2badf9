import type { Cue } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCreateCue, useUpdateCue } from '@/api/cueMutations';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CueFormOutput } from './cueForm';

/** The show screen's New/Edit Action save (docs/product.md#messages): a new cue goes after the highest number. */
export function useSaveAction(eventId: number, cues: readonly Cue[]) {
  const { mutateAsync: create } = useCreateCue(eventId);
  const { mutateAsync: update } = useUpdateCue(eventId);

  return async (value: CueFormOutput, cue: Cue | null): Promise<boolean> => {
    try {
      if (cue) {
        await update({ id: cue.id, patch: value });
        notifySuccess('Cue updated');
      } else {
        const number = cues.reduce((max, c) => Math.max(max, c.number), 0) + 1;
        await create({ ...value, number });
        notifySuccess('Cue created');
      }
      return true;
    } catch (err) {
      const detail = isApiError(err) ? (err.serverText ?? undefined) : undefined;
      if (cue) notifyError('Failed to update cue', detail ?? 'There was an error updating the cue');
      else notifyError('Failed to create cue', detail ?? 'There was an error creating the cue');
      return false;
    }
  };
}
