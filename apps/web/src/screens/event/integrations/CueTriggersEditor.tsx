/**
 * A cue's own OSC messages on STANDBY, GO or HOLD, in the cue dialog (docs/decisions/0011-show-control.md). Saved on its own
 * (PUT /api/cues/{id}/triggers), so the cue form keeps its fields. Arguments are typed as
 * `i:…`, `f:…` or `s:…` separated by spaces; {cue.number}, {cue.action} and {event.id} are filled in.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { TRIGGER_STATUSES, cueTriggersBody, type CueTrigger, type OscArg } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, useRundownToken } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { appT, useAppT } from '@/i18n/appI18n';
import { notifySuccess } from '@/lib/notify';
import { DeviceCueField } from './DeviceCueField';

interface Row {
  on: CueTrigger['on'];
  address: string;
  args: string;
}

/** `i:{cue.number} s:"two words" f:0.5` → typed arguments; a token without a type is a string. */
export function parseArgs(text: string): OscArg[] {
  const tokens = text.match(/[ifs]:"[^"]*"|"[^"]*"|\S+/g) ?? [];
  return tokens.map((t): OscArg => {
    const m = /^([ifs]):(.*)$/.exec(t);
    const type = m?.[1] ?? 's';
    const raw = (m ? m[2]! : t).replace(/^"(.*)"$/, '$1');
    if (type === 'i') return { type: 'i', value: /^-?\d+$/.test(raw) ? Number(raw) : raw };
    if (type === 'f') return { type: 'f', value: /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw };
    return { type: 's', value: raw };
  });
}

export function formatArgs(args: readonly OscArg[]): string {
  return args.map((a) => `${a.type}:${typeof a.value === 'string' && /\s/.test(a.value) ? `"${a.value}"` : a.value}`).join(' ');
}

const selectClassName = 'h-10 rounded-md border border-input bg-background px-2 text-sm';

// Typed as it is in every language.
const ARGS_EXAMPLE = 'i:{cue.number} s:{cue.action}';

function statusWord(status: CueTrigger['on']): string {
  switch (status) {
    case 'standby':
      return appT('setup.integrations.trigger.standby');
    case 'go':
      return appT('setup.integrations.trigger.go');
    case 'hold':
      return appT('setup.integrations.trigger.hold');
    default:
      status satisfies never;
      return '';
  }
}

/** `canEdit` defaults to "signed in with the account": a co-caller's code session reads them only. */
export function CueTriggersEditor({ cueId, canEdit: canEditProp }: { cueId: number; canEdit?: boolean }) {
  const id = useId();
  const t = useAppT();
  const token = useRundownToken();
  const canEdit = canEditProp ?? token === undefined;
  const qc = useQueryClient();
  const key = ['integrations', 'cue', cueId, 'triggers'] as const;
  const q = useQuery({ queryKey: key, queryFn: () => rundownFetch(`/api/cues/${cueId}/triggers`, cueTriggersBody, token) });
  // null until edited: the saved triggers show as they are on the server.
  const [edited, setEdited] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows: Row[] = edited ?? (q.data?.triggers ?? []).map((t) => ({ on: t.on, address: t.address, args: formatArgs(t.args) }));
  const setRows = (change: (list: Row[]) => Row[]) => setEdited(change(rows));
  const save = useMutation({
    mutationFn: (triggers: CueTrigger[]) =>
      rundownFetch(`/api/cues/${cueId}/triggers`, cueTriggersBody, token, { method: 'PUT', body: { triggers } }),
    onSuccess: (r) => {
      qc.setQueryData(key, r);
      setEdited(null);
      notifySuccess(t('setup.integrations.triggers.saved'));
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('setup.integrations.triggers.saveError')),
  });

  if (q.isError) return <p className="text-sm text-muted-foreground">{t('setup.integrations.triggers.unavailable')}</p>;
  if (!canEdit && rows.length === 0) return null;
  const update = (i: number, patch: Partial<Row>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <fieldset className="grid gap-2 rounded-md border p-3" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium">{t('setup.integrations.triggers.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('setup.integrations.triggers.hint', { cueNumber: '{cue.number}', cueAction: '{cue.action}', eventId: '{event.id}' })}
      </p>
      <DeviceCueField cueId={cueId} canEdit={canEdit} />
      {rows.map((r, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[7rem_1fr_1fr_auto]">
          <select
            aria-label={t('setup.integrations.trigger.on', { n: i + 1 })}
            className={selectClassName}
            value={r.on}
            disabled={!canEdit}
            onChange={(e) => update(i, { on: TRIGGER_STATUSES.find((s) => s === e.target.value) ?? 'go' })}
          >
            {TRIGGER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusWord(s)}
              </option>
            ))}
          </select>
          <Input
            aria-label={t('setup.integrations.trigger.address', { n: i + 1 })}
            value={r.address}
            disabled={!canEdit}
            placeholder="/lights/{cue.number}"
            onChange={(e) => update(i, { address: e.target.value })}
          />
          <Input
            aria-label={t('setup.integrations.trigger.args', { n: i + 1 })}
            value={r.args}
            disabled={!canEdit}
            placeholder={ARGS_EXAMPLE}
            onChange={(e) => update(i, { args: e.target.value })}
          />
          {canEdit && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('setup.integrations.trigger.remove', { n: i + 1 })}
              onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setRows((list) => [...list, { on: 'go', address: '', args: '' }])}
          >
            <Plus aria-hidden="true" /> {t('setup.integrations.trigger.add')}
          </Button>
          <Button
            type="button"
            size="sm"
            disabled={save.isPending}
            onClick={() => {
              setError(null);
              save.mutate(
                rows.filter((r) => r.address.trim() !== '').map((r) => ({ on: r.on, address: r.address.trim(), args: parseArgs(r.args) })),
              );
            }}
          >
            {t('setup.integrations.trigger.save')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
