/**
 * The caller's auxiliary timers (docs/decisions/0037-aux-timers.md): up to three named timers
 * beside the show, each counting up or down, with start/pause, reset and set, and "on stage" to
 * show it on the stage display. The list comes whole on the socket (`auxTimers` frame, kept in the
 * live connection's snapshot); the readout counts locally from the server-offset clock. Compact
 * enough for a phone: one row per timer that wraps.
 */
import { useId, useState, type FormEvent } from 'react';
import { Pause, Pencil, Play, Plus, RotateCcw, Trash2 } from 'lucide-react';
import {
  AUX_TIMER_NAME_MAX,
  AUX_TIMER_SLOTS,
  auxClockText,
  auxTimerListSchema,
  auxTimerReadout,
  auxTimerSchema,
  parseDurationInput,
  type AuxTimer,
  type AuxTimerDirection,
} from '@showcaller/shared';
import { rundownFetch, useRundownToken } from '@/api/rundown';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useAppT } from '@/i18n/appI18n';
import { useTick } from '@/realtime/useTick';
import { useLiveShow } from './liveShowContext';

type Send = (path: string, method: 'PUT' | 'DELETE' | 'POST', body?: unknown) => Promise<boolean>;

const lengthText = (ms: number) => auxClockText(Math.round(ms / 1000));

// The readout's spoken label: [over time?][paused?].
const READOUT_KEYS = [
  ['show.timers.readoutLabel', 'show.timers.readoutPaused'],
  ['show.timers.readoutOver', 'show.timers.readoutOverPaused'],
] as const;

export function AuxTimersPanel() {
  const tr = useAppT();
  const live = useLiveShow();
  const token = useRundownToken();
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const timers = live.auxTimers ?? [];
  const base = `/api/events/${live.eventId}/aux-timers`;
  const freeSlot = AUX_TIMER_SLOTS.find((s) => !timers.some((x) => x.slot === s));

  // Every answer is checked against the shared schema; the socket's frame brings the list to every screen.
  const send: Send = (path, method, body) => {
    const options = { method, ...(body === undefined ? {} : { body }) };
    const request: Promise<unknown> = path.endsWith('/command')
      ? rundownFetch(path, auxTimerSchema, token, options)
      : rundownFetch(path, auxTimerListSchema, token, options);
    return request.then(
      () => {
        setError(null);
        return true;
      },
      (err: unknown) => {
        const why = isApiError(err) ? err.message : tr('show.timers.tryAgain');
        setError(why);
        notifyError(tr('show.timers.heading'), why);
        return false;
      },
    );
  };

  return (
    <section aria-labelledby="aux-timers-heading" className="flex flex-col gap-2 rounded-lg border p-3" data-testid="aux-timers">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="aux-timers-heading" className="font-semibold">
          {tr('show.timers.heading')}
        </h3>
        {freeSlot !== undefined && !adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {tr('show.timers.add')}
          </Button>
        )}
      </div>
      {timers.length === 0 && !adding && <p className="text-sm text-muted-foreground">{tr('show.timers.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {timers.map((x) => (
          <AuxTimerRow key={x.slot} timer={x} base={base} send={send} serverNow={live.serverNow} />
        ))}
      </ul>
      {adding && freeSlot !== undefined && (
        <TimerForm
          title={tr('show.timers.newTitle', { slot: freeSlot })}
          onCancel={() => setAdding(false)}
          onSave={(body) => send(`${base}/${freeSlot}`, 'PUT', body).then((ok) => ok && setAdding(false))}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}

function AuxTimerRow({ timer, base, send, serverNow }: { timer: AuxTimer; base: string; send: Send; serverNow: () => number }) {
  useTick(250);
  const t = useAppT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const ids = { value: useId(), stage: useId() };
  // "On stage" shows the click at once; the timers frame (or a refused save) settles it.
  const [stageWanted, setStageWanted] = useState<boolean | null>(null);
  if (stageWanted !== null && stageWanted === timer.onStage) setStageWanted(null);
  const r = auxTimerReadout(timer, serverNow());
  const path = `${base}/${timer.slot}`;
  const command = (body: { command: string; ms?: number }) => send(`${path}/command`, 'POST', body);

  function set(e: FormEvent) {
    e.preventDefault();
    const seconds = parseDurationInput(value);
    if (seconds === null || value.trim() === '') return void notifyError(t('show.timers.heading'), t('show.timers.setFormat'));
    void command({ command: 'set', ms: seconds * 1000 }).then((ok) => ok && setValue(''));
  }

  if (editing)
    return (
      <li>
        <TimerForm
          title={t('show.timers.title', { slot: timer.slot })}
          timer={timer}
          onCancel={() => setEditing(false)}
          onSave={(body) => send(path, 'PUT', body).then((ok) => ok && setEditing(false))}
        />
      </li>
    );

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-2 py-1.5" data-testid={`aux-timer-${timer.slot}`}>
      <span className="min-w-20 flex-1 truncate font-medium">{timer.name}</span>
      <span
        role="timer"
        aria-label={t(READOUT_KEYS[r.over ? 1 : 0][r.running ? 0 : 1], { name: timer.name, time: r.text })}
        className={cn('font-mono text-2xl font-semibold tabular-nums', r.over ? 'text-destructive' : '')}
        data-testid={`aux-readout-${timer.slot}`}
      >
        {r.text}
      </span>
      <span className="text-xs text-muted-foreground">
        {timer.direction === 'down' ? t('show.timers.ofLength', { length: lengthText(timer.durationMs) }) : t('show.timers.countingUp')}
      </span>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          size="sm"
          variant={r.running ? 'outline' : 'default'}
          onClick={() => void command({ command: r.running ? 'pause' : 'start' })}
          aria-label={t(r.running ? 'show.timers.pauseNamed' : 'show.timers.startNamed', { name: timer.name })}
        >
          {r.running ? <Pause aria-hidden /> : <Play aria-hidden />}
          {r.running ? t('show.timers.pause') : t('show.timers.start')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void command({ command: 'reset' })}
          aria-label={t('show.timers.resetNamed', { name: timer.name })}
        >
          <RotateCcw aria-hidden /> {t('show.timers.reset')}
        </Button>
        <form onSubmit={set} className="flex items-center gap-1">
          <label htmlFor={ids.value} className="sr-only">
            {t('show.timers.setLabel', { name: timer.name })}
          </label>
          <Input
            id={ids.value}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="m:ss"
            className="h-8 w-20"
            inputMode="numeric"
          />
          <Button size="sm" variant="outline" type="submit" aria-label={t('show.timers.setNamed', { name: timer.name })}>
            {t('show.timers.set')}
          </Button>
        </form>
      </div>
      <div className="ml-auto flex items-center gap-1">
        <label htmlFor={ids.stage} className="flex items-center gap-1 text-sm">
          <input
            id={ids.stage}
            type="checkbox"
            checked={stageWanted ?? timer.onStage}
            onChange={(e) => {
              const onStage = e.target.checked;
              setStageWanted(onStage);
              void send(path, 'PUT', { name: timer.name, direction: timer.direction, durationMs: timer.durationMs, onStage }).then(
                (ok) => ok || setStageWanted(null),
              );
            }}
          />
          {t('show.timers.onStage')}
        </label>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('show.timers.editNamed', { name: timer.name })}>
          <Pencil aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void send(path, 'DELETE')}
          aria-label={t('show.timers.removeNamed', { name: timer.name })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

interface TimerBody {
  name: string;
  direction: AuxTimerDirection;
  durationMs: number;
  onStage: boolean;
}

/** Name, count up or down, and a count-down's length: a new timer, or a timer's settings. */
function TimerForm({
  title,
  timer,
  onSave,
  onCancel,
}: {
  title: string;
  timer?: AuxTimer;
  onSave: (body: TimerBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useAppT();
  const [name, setName] = useState(timer?.name ?? '');
  const [direction, setDirection] = useState<AuxTimerDirection>(timer?.direction ?? 'down');
  const [length, setLength] = useState(timer && timer.direction === 'down' ? lengthText(timer.durationMs) : '5:00');
  const [onStage, setOnStage] = useState(timer?.onStage ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { name: useId(), direction: useId(), length: useId(), stage: useId(), problem: useId() };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return setProblem(t('show.timers.nameMissing'));
    const seconds = direction === 'down' ? parseDurationInput(length) : 0;
    if (seconds === null || (direction === 'down' && seconds <= 0)) return setProblem(t('show.timers.lengthFormat'));
    setProblem(null);
    void onSave({ name: name.trim(), direction, durationMs: seconds * 1000, onStage });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border border-dashed p-2" aria-label={title}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-32 flex-1 flex-col gap-1">
          <label htmlFor={ids.name} className="text-xs font-medium">
            {t('show.timers.name')}
          </label>
          <Input
            id={ids.name}
            value={name}
            maxLength={AUX_TIMER_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('show.timers.namePlaceholder')}
            className="h-8"
            aria-describedby={problem ? ids.problem : undefined}
            autoFocus
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.direction} className="text-xs font-medium">
            {t('show.timers.counts')}
          </label>
          <select
            id={ids.direction}
            value={direction}
            onChange={(e) => setDirection(e.target.value === 'up' ? 'up' : 'down')}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="down">{t('show.timers.down')}</option>
            <option value="up">{t('show.timers.up')}</option>
          </select>
        </div>
        {direction === 'down' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.length} className="text-xs font-medium">
              {t('show.timers.length')}
            </label>
            <Input id={ids.length} value={length} onChange={(e) => setLength(e.target.value)} className="h-8 w-24" inputMode="numeric" />
          </div>
        )}
        <label htmlFor={ids.stage} className="flex h-8 items-center gap-1 text-sm">
          <input id={ids.stage} type="checkbox" checked={onStage} onChange={(e) => setOnStage(e.target.checked)} />
          {t('show.timers.onStage')}
        </label>
      </div>
      <div className="flex gap-2">
        <Button size="sm" type="submit">
          {t('show.timers.save')}
        </Button>
        <Button size="sm" variant="outline" type="button" onClick={onCancel}>
          {t('show.timers.cancel')}
        </Button>
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
