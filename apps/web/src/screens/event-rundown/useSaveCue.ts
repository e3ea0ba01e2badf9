import { toast } from 'sonner';
import type { Cue } from '@showcaller/shared';
import { useCreateCue, useUpdateCue } from '@/api/cueMutations';
import { errorText } from '@/api/events';
import { useAppT } from '@/i18n/appI18n';
import type { CueFormOutput } from '../event/dialogs/cueForm';

/** The detail page's Add/Edit Cue save (docs/product.md#screens): time, duration, action and notes; the server numbers a new cue. */
export function useSaveCue(eventId: number) {
  const { mutateAsync: create } = useCreateCue(eventId);
  const { mutateAsync: update } = useUpdateCue(eventId);
  const t = useAppT();

  return async ({ time, duration, action, notes }: CueFormOutput, cue: Cue | null): Promise<boolean> => {
    const fields = { time, duration, action, notes };
    if (cue) {
      try {
        await update({ id: cue.id, patch: fields });
      } catch (err) {
        toast.error(t('setup.details.cueUpdateFailed'), { description: errorText(err, t('setup.details.unknownError')) });
        return false;
      }
      toast.success(t('setup.details.cueUpdated'), { description: t('setup.details.cueUpdatedText', { number: cue.number }) });
      return true;
    }
    try {
      const created = await create(fields);
      toast.success(t('setup.details.cueAdded'), { description: t('setup.details.cueAddedText', { number: created.number }) });
      return true;
    } catch (err) {
      toast.error(t('setup.details.cueCreateFailed'), { description: errorText(err, t('setup.details.unknownError')) });
      return false;
    }
  };
}
