/**
 * The caller's side of docs/decisions/0017-stage-display-and-crew-talk.md: open problem flags, loud (red, announced, spoken when
 * voice is on) with Clear; a message to one department, several or all, saved one-click messages,
 * and who read each. `Shift+M` jumps to the crew message box (not while typing).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { CREW_MESSAGE_MAX, type Problem } from '@showcaller/shared';
import { useDepartments } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { speak } from '@/voice/speech';
import { showCallerVoiceStore } from '@/voice/useVoiceSettings';
import { useClearProblem, useCrewMessages, useProblems, useSavedMessages, useSendCrewMessage } from './crewTalkQueries';
import { returnFocusToShow } from '../showFocus';
import { appFormatLocale, appT, useAppT } from '@/i18n/appI18n';

/** A GO while a department flags a problem is confirmed first (docs/decisions/0017-stage-display-and-crew-talk.md). */
/** "Sound (Safety), Light": who flags a problem, and why. */
export function problemNames(problems: readonly Problem[]): string {
  const names = problems.map((p) => (p.reason ? appT('show.talk.problemWho', { name: p.name, reason: p.reason }) : p.name));
  return new Intl.ListFormat(appFormatLocale(), { type: 'unit' }).format(names);
}

export function confirmGoDespite(
  problems: readonly Problem[] | undefined,
  ask: (text: string) => boolean = (t) => window.confirm(t),
): boolean {
  if (!problems || problems.length === 0) return true;
  return ask(appT('show.talk.problemAsk', { who: problemNames(problems) }));
}

export function ProblemFlags({ eventId }: { eventId: number }) {
  const problems = useProblems(eventId);
  const t = useAppT();
  const clear = useClearProblem(eventId);
  const spoken = useRef(new Set<string>());
  const list = useMemo(() => problems.data ?? [], [problems.data]);
  useEffect(() => {
    const voice = showCallerVoiceStore.get();
    for (const p of list) {
      const key = `${p.departmentId}:${p.raisedAt}:${p.reason ?? ''}`;
      if (spoken.current.has(key)) continue;
      spoken.current.add(key);
      if (voice.enabled)
        speak(
          p.reason
            ? appT('show.talk.problemSpokenReason', { name: p.name, reason: p.reason })
            : appT('show.talk.problemSpoken', { name: p.name }),
          {
            rate: voice.rate,
            pitch: voice.pitch,
            volume: voice.volume,
            voiceURI: voice.voiceURI,
            lang: appFormatLocale(),
          },
        );
    }
  }, [list]);
  if (list.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border-2 border-destructive bg-destructive/10 p-3"
      data-testid="problem-flags"
    >
      {list.map((p) => (
        <div key={p.departmentId} className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-bold">
            <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
            {p.reason ? t('show.talk.problemReason', { name: p.name, reason: p.reason }) : t('show.talk.problem', { name: p.name })}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => clear.mutate(p.departmentId)}
            aria-label={t('show.talk.clearProblem', { name: p.name })}
          >
            {t('show.talk.clear')}
          </Button>
        </div>
      ))}
    </div>
  );
}

export function CrewMessagesPanel({ eventId }: { eventId: number }) {
  const tr = useAppT();
  const departments = useDepartments(eventId);
  const messages = useCrewMessages(eventId);
  const send = useSendCrewMessage(eventId);
  const saved = useSavedMessages(eventId).data?.messages ?? [];
  const [text, setText] = useState('');
  const [to, setTo] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), error: useId() };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.shiftKey || (e.key !== 'M' && e.key !== 'm') || e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target;
      if (t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      e.preventDefault();
      // Inside a collapsed section (ShowTalk), open it first: a hidden input takes no focus.
      input.current?.closest('details')?.setAttribute('open', '');
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (message: string) => {
    if (message.trim() === '') return setError(tr('show.talk.messageMissing'));
    send.mutate(
      { text: message, departmentIds: [...to] },
      {
        onSuccess: () => {
          setText('');
          // The next message starts to all departments again, never silently to the last few (docs/product.md#during-a-show).
          setTo(new Set());
          setError(null);
          // Sent: the keys go back to the show, so the next G is GO (docs/decisions/0024-keys-and-lossless-imports.md).
          returnFocusToShow(input.current?.form ?? null);
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(text);
  };
  const toggle = (id: number) =>
    setTo((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section
      aria-labelledby="crew-messages-heading"
      className="flex flex-col gap-2 rounded-lg border p-3"
      data-testid="crew-messages-panel"
    >
      <h3 id="crew-messages-heading" className="font-semibold">
        {tr('show.talk.heading')}
      </h3>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">{tr('show.talk.to')}</legend>
        <span className="text-muted-foreground">
          {to.size === 0 ? tr('show.talk.toAll') : tr('show.talk.toSelected', { count: to.size })}
        </span>
        {(departments.data ?? []).map((d) => (
          <label key={d.id} className="flex items-center gap-1">
            <input type="checkbox" checked={to.has(d.id)} onChange={() => toggle(d.id)} />
            {d.name}
          </label>
        ))}
      </fieldset>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={ids.text} className="flex grow flex-col gap-1 text-sm">
          {tr('show.talk.message')}
          <input
            ref={input}
            id={ids.text}
            value={text}
            maxLength={CREW_MESSAGE_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-keyshortcuts="Shift+M"
            aria-describedby={error ? ids.error : undefined}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <Button type="submit" size="sm" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {tr('show.talk.send')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label={tr('show.talk.saved')}>
        {saved.map((m) => (
          <Button key={m} variant="secondary" size="sm" onClick={() => submit(m)}>
            {m}
          </Button>
        ))}
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {(messages.data ?? []).slice(0, 3).map((m) => (
        <div key={m.id} className="text-sm" data-testid="crew-message-reads">
          <p className="font-medium">{m.text}</p>
          <p className="text-muted-foreground">
            {m.recipients.map((r) => tr(r.readAt ? 'show.talk.read' : 'show.talk.unread', { name: r.name })).join(', ')}
          </p>
        </div>
      ))}
    </section>
  );
}
