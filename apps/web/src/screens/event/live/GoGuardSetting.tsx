/**
 * The double-GO guard (README "Live show control"): the caller's minimum time between GOs for this
 * event, off by default, 0.5 s to 10 s in 0.1 s steps. Saved with PATCH /api/events/{id}; the server
 * refuses a GO inside it from every way in. The event's owner may change it.
 */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, GO_GUARD } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, rundownKeys, useRundownToken, useShowEvent } from '@/api/rundown';
import { goGuardMsFrom, goGuardSeconds } from './goGuard';
import { useAppT } from '@/i18n/appI18n';
import { useSaveShownAtOnce } from '@/lib/useSaveShownAtOnce';

const DEFAULT_MS = 1000;

export function GoGuardSetting({ eventId }: { eventId: number }) {
  const t = useAppT();
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const saved = useShowEvent(eventId).data?.goGuardMs ?? 0;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const save = useMutation({
    mutationFn: (goGuardMs: number) => rundownFetch(`/api/events/${eventId}`, eventSchema, token, { method: 'PATCH', body: { goGuardMs } }),
    onSuccess: (event) => {
      setError(null);
      setDraft(null);
      queryClient.setQueryData(rundownKeys.event(eventId), event);
    },
    onError: (err) => setError(isApiError(err) ? err.message : t('show.goGuard.saveFailed')),
  });
  const { shown, pending, save: saveMs } = useSaveShownAtOnce(save, saved);
  const on = shown > 0;
  const commit = () => {
    if (draft === null) return;
    const r = goGuardMsFrom(draft);
    if ('error' in r) setError(r.error);
    else if (r.ms !== saved) saveMs(r.ms);
    else setDraft(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="go-guard-setting">
      <label className="flex min-h-9 items-center gap-2 font-medium">
        <input type="checkbox" checked={on} disabled={pending} onChange={() => saveMs(on ? 0 : saved > 0 ? saved : DEFAULT_MS)} />
        {t('show.goGuard.label')}
      </label>
      <label htmlFor={id} className="text-muted-foreground">
        {t('show.goGuard.within')}
      </label>
      {/* The number keeps its unit beside it when a phone's narrow line wraps. */}
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={GO_GUARD.minMs / 1000}
          max={GO_GUARD.maxMs / 1000}
          step={GO_GUARD.stepMs / 1000}
          className="h-9 w-20 rounded-md border bg-background px-2"
          disabled={!on || pending}
          value={draft ?? goGuardSeconds(saved > 0 ? saved : DEFAULT_MS)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // A good value: leaving the field saves it (onBlur) and gives the keys back to the show, so the
            // next G is GO (docs/decisions/0024-keys-and-lossless-imports.md). A bad one stays to be fixed.
            if (draft !== null && 'error' in goGuardMsFrom(draft)) commit();
            else e.currentTarget.blur();
          }}
        />
        <span className="text-muted-foreground">{t('show.goGuard.seconds')}</span>
      </span>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
