/**
 * The event's call colours (docs/decisions/0022-wrap-up-colours-and-cue-lights.md): the spec's (amber standby, red GO, green hold) or a
 * theatre cue light's (red standby, green GO, blue hold), for the rows, the command buttons and the
 * crew phones' flash. One click saves (PATCH /api/events/{id}); the event's owner may change it.
 * Mounted on the show screen, it also applies the choice to this page.
 */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type CueColorScheme } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, rundownKeys, useRundownToken, useShowEvent } from '@/api/rundown';
import { useCueColorsAttribute } from '@/lib/cueColors';
import type { AppMessageKey } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';
import { useSaveShownAtOnce } from '@/lib/useSaveShownAtOnce';

const CHOICES: readonly { value: CueColorScheme; label: AppMessageKey; swatches: readonly [string, string] }[] = [
  { value: 'spec', label: 'show.colours.spec', swatches: ['#fbbf24', '#b91c1c'] },
  { value: 'cue-light', label: 'show.colours.cueLight', swatches: ['#b91c1c', '#15803d'] },
];

export function CueColorsSetting({ eventId }: { eventId: number }) {
  const t = useAppT();
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const event = useShowEvent(eventId);
  const scheme: CueColorScheme = event.data?.cueColors ?? 'spec';
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const save = useMutation({
    mutationFn: (cueColors: CueColorScheme) =>
      rundownFetch(`/api/events/${eventId}`, eventSchema, token, { method: 'PATCH', body: { cueColors } }),
    onSuccess: (saved) => {
      setError(null);
      queryClient.setQueryData(rundownKeys.event(eventId), saved);
    },
    onError: (err) => setError(isApiError(err) ? err.message : t('show.colours.saveFailed')),
  });

  // The choice shows at once; the saved one returns if the save fails.
  const { shown, pending, save: choose } = useSaveShownAtOnce(save, scheme);
  useCueColorsAttribute(shown);

  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="cue-colors-setting">
      <legend className="float-start me-2 font-medium">{t('show.colours.legend')}</legend>
      {CHOICES.map((c) => (
        <label key={c.value} className="flex min-h-9 items-center gap-2">
          <input type="radio" name={name} value={c.value} checked={shown === c.value} disabled={pending} onChange={() => choose(c.value)} />
          <span aria-hidden="true" className="flex">
            {c.swatches.map((color) => (
              <span key={color} className="size-3 rounded-sm border border-foreground/30" style={{ backgroundColor: color }} />
            ))}
          </span>
          {t(c.label)}
        </label>
      ))}
      {error && (
        <p role="alert" className="w-full text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
