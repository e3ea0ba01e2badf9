import { toast } from 'sonner';
import type { Cue } from '@showcaller/shared';
import { useCreateCue, useUpdateCue } from '@/api/cueMutations';
import { errorText } from '@/api/events';
import type { CueFormOutput } from '../event/dialogs/cueForm';

/** The detail page's Add/Edit Cue save (docs/product.md#screens): time, duration, action and notes; the server numbers a new cue. */
export function useSaveCue(eventId: number) {
  const { mutateAsync: create } = useCreateCue(eventId);
  const { mutateAsync: update } = useUpdateCue(eventId);

  return async ({ time, duration, action, notes }: CueFormOutput, cue: Cue | null): Promise<boolean> => {
    const fields = { time, duration, action, notes };
    if (cue) {
      try {
        await update({ id: cue.id, patch: fields });
      } catch (err) {
        toast.error('Failed to update cue', { description: errorText(err, 'Unknown error') });
        return false;
      }
      toast.success('Cue updated', { description: `Cue ${cue.number} has been updated.` });
      return true;
    }
    try {
      const created = await create(fields);
      toast.success('Cue added', { description: `Cue ${created.number} has been added to the timeline.` });
      return true;
    } catch (err) {
      toast.error('Failed to create cue', { description: errorText(err, 'Unknown error') });
      return false;
    }
  };
}
