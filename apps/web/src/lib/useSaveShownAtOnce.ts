import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * A setting one click saves (a checkbox, a radio), shown as clicked from the click on, and as saved again
 * if the save fails. TanStack Query tells a mutation's pending state a task later (its notifyManager runs
 * on a timer), so a controlled input drawn from `isPending ? variables : saved` went back to the saved
 * value for that moment: the caller saw the click undone, and e2e 22's check() once read the box so.
 * `pending` is true from the click until the save settles (the input is disabled meanwhile).
 */
export function useSaveShownAtOnce<T>(mutation: UseMutationResult<unknown, unknown, T, unknown>, saved: T) {
  const [saving, setSaving] = useState<{ value: T } | null>(null);
  return {
    shown: saving ? saving.value : saved,
    pending: saving !== null || mutation.isPending,
    save: (value: T) => {
      setSaving({ value });
      mutation.mutate(value, { onSettled: () => setSaving(null) });
    },
  };
}
