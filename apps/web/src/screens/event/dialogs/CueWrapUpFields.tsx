/**
 * A cue's own wrap-up colours on the stage display (docs/decisions/0017-stage-display-and-crew-talk.md): amber and red at other
 * times than the event's (blank follows the event). Saved on their own, like the cue's triggers,
 * so the cue form's fields and checks stay as they are.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { cueWrapUpAnswerSchema, stageViewSchema, type Cue } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, useRundownToken } from '@/api/rundown';
import { appT, useAppT } from '@/i18n/appI18n';
import { formatThreshold, parseThreshold, ThresholdFields } from '../live/WrapUpThresholds';

/** '' follows the event (null); anything else must read as a threshold. */
function typed(text: string): { ok: true; value: number | null } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  const value = parseThreshold(text);
  return value === null ? { ok: false } : { ok: true, value };
}

export function CueWrapUpFields({ cue }: { cue: Cue }) {
  const token = useRundownToken();
  const [warning, setWarning] = useState('');
  const [danger, setDanger] = useState('');
  const [defaults, setDefaults] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { title: useId(), note: useId() };
  const t = useAppT();

  useEffect(() => {
    let stopped = false;
    rundownFetch(`/api/events/${cue.eventId}/stage`, stageViewSchema, token).then(
      (view) => {
        if (stopped) return;
        const mine = view.cues.find((c) => c.id === cue.id);
        setWarning(formatThreshold(mine?.warningSeconds ?? null));
        setDanger(formatThreshold(mine?.dangerSeconds ?? null));
        setDefaults(
          appT('rundown.wrapUp.defaults', { amber: formatThreshold(view.warningSeconds), red: formatThreshold(view.dangerSeconds) }),
        );
      },
      () => undefined, // the fields stay blank (follow the event); saving still works
    );
    return () => {
      stopped = true;
    };
  }, [cue.eventId, cue.id, token]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const w = typed(warning);
    const d = typed(danger);
    if (!w.ok || !d.ok) {
      setNote({ ok: false, text: t('rundown.wrapUp.invalid') });
      return;
    }
    try {
      await rundownFetch(`/api/cues/${cue.id}/wrap-up`, cueWrapUpAnswerSchema, token, {
        method: 'PUT',
        body: { warningSeconds: w.value, dangerSeconds: d.value },
      });
      setNote({ ok: true, text: t('rundown.wrapUp.saved') });
    } catch (err) {
      setNote({ ok: false, text: isApiError(err) ? err.message : t('rundown.common.saveFailed') });
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-2 border-t pt-3" aria-labelledby={ids.title}>
      <p id={ids.title} className="text-sm font-medium">
        {t('rundown.wrapUp.heading')}
      </p>
      {defaults && <p className="text-xs text-muted-foreground">{t('rundown.wrapUp.followHint', { defaults })}</p>}
      <ThresholdFields
        warning={warning}
        danger={danger}
        onWarning={setWarning}
        onDanger={setDanger}
        describedBy={note && !note.ok ? ids.note : undefined}
      />
      {note && (
        <p
          id={ids.note}
          role={note.ok ? 'status' : 'alert'}
          className={note.ok ? 'text-sm text-muted-foreground' : 'text-sm text-destructive'}
        >
          {note.text}
        </p>
      )}
    </form>
  );
}
