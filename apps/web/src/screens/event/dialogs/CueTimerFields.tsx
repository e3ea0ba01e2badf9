/**
 * A cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): count down, count up, end at
 * a time of day, or none, and what happens at its end. Saved on its own with the cue's PATCH, like
 * its stage colours, so the cue form's fields and checks stay as they are.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  CUE_END_ACTION_LABELS,
  CUE_END_ACTIONS,
  CUE_TIMER_LABELS,
  CUE_TIMER_TYPES,
  normalizeCueTime,
  type Cue,
  type CueEndAction,
  type CueTimerType,
} from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useUpdateCue } from '@/api/cueMutations';
import { Button } from '@/components/ui/button';

const selectClass = 'h-9 rounded-md border bg-background px-2 text-sm';

export function CueTimerFields({ cue }: { cue: Cue }) {
  const update = useUpdateCue(cue.eventId);
  const [type, setType] = useState<CueTimerType>(cue.timerType);
  const [endAction, setEndAction] = useState<CueEndAction>(cue.endAction);
  const [endTime, setEndTime] = useState(cue.endTime ?? '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { title: useId(), type: useId(), end: useId(), time: useId(), note: useId() };

  async function save(e: FormEvent) {
    e.preventDefault();
    const time = type === 'timeOfDay' ? normalizeCueTime(endTime) : null;
    if (type === 'timeOfDay' && (time === null || time === 'TBD')) {
      setNote({ ok: false, text: 'Type the time the cue ends, 24-hour HH:MM or HH:MM:SS, such as 14:30.' });
      return;
    }
    try {
      await update.mutateAsync({ id: cue.id, patch: { timerType: type, endAction, endTime: time } });
      setNote({ ok: true, text: 'Timer saved.' });
    } catch (err) {
      setNote({ ok: false, text: isApiError(err) ? err.message : 'Could not save. Please try again.' });
    }
  }

  const described = note && !note.ok ? ids.note : undefined;
  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-2 border-t pt-3" aria-labelledby={ids.title} data-testid="cue-timer-fields">
      <p id={ids.title} className="text-sm font-medium">
        Timer for this cue
      </p>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.type}>Timer</label>
          <select
            id={ids.type}
            value={type}
            onChange={(e) => setType(CUE_TIMER_TYPES.find((t) => t === e.currentTarget.value) ?? 'countdown')}
            aria-describedby={described}
            className={selectClass}
          >
            {CUE_TIMER_TYPES.map((t) => (
              <option key={t} value={t}>
                {CUE_TIMER_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {type === 'timeOfDay' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.time}>Ends at</label>
            <input
              id={ids.time}
              value={endTime}
              placeholder="14:30"
              inputMode="numeric"
              onChange={(e) => setEndTime(e.currentTarget.value)}
              aria-describedby={described}
              className="h-9 w-24 rounded-md border bg-background px-2 font-mono"
            />
          </div>
        )}
        {type !== 'none' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.end}>At the end</label>
            <select
              id={ids.end}
              value={endAction}
              onChange={(e) => setEndAction(CUE_END_ACTIONS.find((a) => a === e.currentTarget.value) ?? 'overrun')}
              className={selectClass}
            >
              {CUE_END_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {CUE_END_ACTION_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" variant="outline" size="sm" disabled={update.isPending}>
          Save timer
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
