/**
 * A cue's own wrap-up colours on the stage display (issue 15 item 1): amber and red at other
 * times than the event's (blank follows the event). Saved on their own, like the cue's triggers,
 * so the cue form's fields and checks stay as they are.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { stageViewSchema, type Cue } from '@showcaller/shared';
import { useRundownToken } from '@/api/rundown';
import { getToken } from '@/api/token';
import { Button } from '@/components/ui/button';
import { parseThreshold } from '../live/StageControls';

const mmss = (s: number | null) => (s === null ? '' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);

export function CueWrapUpFields({ cue }: { cue: Cue }) {
  const token = useRundownToken() ?? getToken();
  const [warning, setWarning] = useState('');
  const [danger, setDanger] = useState('');
  const [defaults, setDefaults] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { warning: useId(), danger: useId(), note: useId() };
  const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };

  useEffect(() => {
    let stopped = false;
    fetch(`/api/events/${cue.eventId}/stage`, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    })
      .then((r) => r.json())
      .then((json: unknown) => {
        const v = stageViewSchema.safeParse(json);
        if (stopped || !v.success) return;
        const mine = v.data.cues.find((c) => c.id === cue.id);
        setWarning(mmss(mine?.warningSeconds ?? null));
        setDanger(mmss(mine?.dangerSeconds ?? null));
        setDefaults(`Event: amber at ${mmss(v.data.warningSeconds)}, red at ${mmss(v.data.dangerSeconds)}`);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [cue.eventId, cue.id, token]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const w = warning.trim() === '' ? null : parseThreshold(warning);
    const d = danger.trim() === '' ? null : parseThreshold(danger);
    if ((warning.trim() !== '' && w === null) || (danger.trim() !== '' && d === null)) {
      setNote({ ok: false, text: 'Use m:ss (such as 2:00) or whole seconds, or leave blank for the event’s.' });
      return;
    }
    const res = await fetch(`/api/cues/${cue.id}/wrap-up`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ warningSeconds: w, dangerSeconds: d }),
    }).catch(() => null);
    const json: unknown = res ? await res.json().catch(() => null) : null;
    if (res?.ok) setNote({ ok: true, text: 'Saved.' });
    else {
      const error = typeof json === 'object' && json !== null && 'error' in json && typeof json.error === 'string' ? json.error : null;
      setNote({ ok: false, text: error ?? 'Could not save. Please try again.' });
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-2 border-t pt-3" aria-labelledby={`${ids.note}-title`}>
      <p id={`${ids.note}-title`} className="text-sm font-medium">
        Stage display colours for this cue
      </p>
      {defaults && <p className="text-xs text-muted-foreground">{defaults}. Leave blank to follow the event.</p>}
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label htmlFor={ids.warning} className="flex flex-col gap-1">
          Amber at
          <input
            id={ids.warning}
            value={warning}
            onChange={(e) => setWarning(e.currentTarget.value)}
            className="h-9 w-20 rounded-md border bg-background px-2"
          />
        </label>
        <label htmlFor={ids.danger} className="flex flex-col gap-1">
          Red at
          <input
            id={ids.danger}
            value={danger}
            onChange={(e) => setDanger(e.currentTarget.value)}
            className="h-9 w-20 rounded-md border bg-background px-2"
          />
        </label>
        <Button type="submit" variant="outline" size="sm">
          Save colours
        </Button>
      </div>
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
