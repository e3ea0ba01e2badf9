/**
 * A cue's own number on QLab and Eos (docs/decisions/0025-show-control-devices.md), in the cue dialog beside its triggers: text such
 * as `12.5` or `A1`; empty sends the rundown number. Saved on its own (PUT /api/cues/{id}/device-cue).
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cueDeviceCueSchema } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, useRundownToken } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAppT } from '@/i18n/appI18n';
import { notifySuccess } from '@/lib/notify';

export function DeviceCueField({ cueId, canEdit }: { cueId: number; canEdit: boolean }) {
  const id = useId();
  const t = useAppT();
  const token = useRundownToken();
  const qc = useQueryClient();
  const key = ['integrations', 'cue', cueId, 'device-cue'] as const;
  const q = useQuery({ queryKey: key, queryFn: () => rundownFetch(`/api/cues/${cueId}/device-cue`, cueDeviceCueSchema, token) });
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = edited ?? q.data?.deviceCue ?? '';
  const save = useMutation({
    mutationFn: (deviceCue: string) =>
      rundownFetch(`/api/cues/${cueId}/device-cue`, cueDeviceCueSchema, token, { method: 'PUT', body: { deviceCue: deviceCue || null } }),
    onSuccess: (r) => {
      qc.setQueryData(key, r);
      setEdited(null);
      notifySuccess(t('setup.integrations.deviceCue.saved'));
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('setup.integrations.notSaved')),
  });
  // Not a <form>: the cue dialog around it is one.
  function submit() {
    setError(null);
    save.mutate(value.trim());
  }
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`${id}-n`}>{t('setup.integrations.deviceCue.label')}</label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-n`}
          className="w-32"
          value={value}
          onChange={(e) => setEdited(e.target.value)}
          placeholder={t('setup.integrations.deviceCue.placeholder')}
          maxLength={64}
          disabled={!canEdit}
          aria-describedby={`${id}-h`}
        />
        {canEdit && (
          <Button type="button" variant="outline" size="sm" className="h-10" onClick={submit} disabled={save.isPending || edited === null}>
            {t('setup.integrations.deviceCue.save')}
          </Button>
        )}
      </div>
      <p id={`${id}-h`} className="text-xs text-muted-foreground">
        {t('setup.integrations.deviceCue.hint')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
