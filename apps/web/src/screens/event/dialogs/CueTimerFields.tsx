/**
 * A cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): count down, count up, end at
 * a time of day, or none, and what happens at its end. Saved on its own with the cue's PATCH, like
 * its stage colours, so the cue form's fields and checks stay as they are.
 */
import { useId, useState, type FormEvent } from 'react';
import { CUE_END_ACTIONS, CUE_TIMER_TYPES, normalizeCueTime, type Cue, type CueEndAction, type CueTimerType } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useUpdateCue } from '@/api/cueMutations';
import { Button } from '@/components/ui/button';
import { useAppT, type AppTranslate } from '@/i18n/appI18n';

const selectClass = 'h-9 rounded-md border bg-background px-2 text-sm';

function timerTypeText(type: CueTimerType, t: AppTranslate): string {
  switch (type) {
    case 'countdown':
      return t('rundown.timer.countdown');
    case 'countup':
      return t('rundown.timer.countup');
    case 'timeOfDay':
      return t('rundown.timer.timeOfDay');
    case 'none':
      return t('rundown.timer.none');
    default:
      return type satisfies never;
  }
}

function endActionText(action: CueEndAction, t: AppTranslate): string {
  switch (action) {
    case 'overrun':
      return t('rundown.timer.endOverrun');
    case 'stop':
      return t('rundown.timer.endStop');
    case 'next':
      return t('rundown.timer.endNext');
    default:
      return action satisfies never;
  }
}

export function CueTimerFields({ cue }: { cue: Cue }) {
  const update = useUpdateCue(cue.eventId);
  const [type, setType] = useState<CueTimerType>(cue.timerType);
  const [endAction, setEndAction] = useState<CueEndAction>(cue.endAction);
  const [endTime, setEndTime] = useState(cue.endTime ?? '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { title: useId(), type: useId(), end: useId(), time: useId(), note: useId() };
  const t = useAppT();

  async function save(e: FormEvent) {
    e.preventDefault();
    const time = type === 'timeOfDay' ? normalizeCueTime(endTime) : null;
    if (type === 'timeOfDay' && (time === null || time === 'TBD')) {
      setNote({ ok: false, text: t('rundown.timer.endTimeInvalid') });
      return;
    }
    try {
      await update.mutateAsync({ id: cue.id, patch: { timerType: type, endAction, endTime: time } });
      setNote({ ok: true, text: t('rundown.timer.saved') });
    } catch (err) {
      setNote({ ok: false, text: isApiError(err) ? err.message : t('rundown.common.saveFailed') });
    }
  }

  const described = note && !note.ok ? ids.note : undefined;
  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-2 border-t pt-3" aria-labelledby={ids.title} data-testid="cue-timer-fields">
      <p id={ids.title} className="text-sm font-medium">
        {t('rundown.timer.heading')}
      </p>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.type}>{t('rundown.timer.label')}</label>
          <select
            id={ids.type}
            value={type}
            onChange={(e) => setType(CUE_TIMER_TYPES.find((v) => v === e.currentTarget.value) ?? 'countdown')}
            aria-describedby={described}
            className={selectClass}
          >
            {CUE_TIMER_TYPES.map((v) => (
              <option key={v} value={v}>
                {timerTypeText(v, t)}
              </option>
            ))}
          </select>
        </div>
        {type === 'timeOfDay' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.time}>{t('rundown.timer.endsAt')}</label>
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
            <label htmlFor={ids.end}>{t('rundown.timer.atTheEnd')}</label>
            <select
              id={ids.end}
              value={endAction}
              onChange={(e) => setEndAction(CUE_END_ACTIONS.find((a) => a === e.currentTarget.value) ?? 'overrun')}
              className={selectClass}
            >
              {CUE_END_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {endActionText(a, t)}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" variant="outline" size="sm" disabled={update.isPending}>
          {t('rundown.timer.save')}
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
