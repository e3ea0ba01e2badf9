/**
 * The caller's controls for the stage display (docs/decisions/0017-stage-display-and-crew-talk.md, stage part): a message over the
 * presenter's timer (optionally flashing) until cleared, saved one-click messages, blackout and
 * back, and the wrap-up thresholds. `M` opens the message box (not while typing). Each change is
 * one request; the server logs it in the as-run log and tells the stage screens.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Languages, LayoutTemplate, MonitorOff, MonitorPlay, Send, X } from 'lucide-react';
import { stageViewSchema, STAGE_MESSAGE_MAX, type StageView } from '@showcaller/shared';
import { rundownFetch, useRundownToken } from '@/api/rundown';
import { isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify';
import { useSavedMessages } from './crewTalkQueries';
import { returnFocusToShow } from '../showFocus';
import { formatThreshold, parseThreshold, ThresholdFields } from './WrapUpThresholds';
import { StageLayoutsDialog } from '../stageLayouts/StageLayoutsDialog';
import { CrewLanguageDialog } from './CrewLanguageDialog';
import { useAppT } from '@/i18n/appI18n';

/** One stage request; every answer is the stage view (checked against the shared schema). */
function stageRequest(path: string, token: string | undefined, method: 'GET' | 'PUT' | 'DELETE', body?: unknown): Promise<StageView> {
  return rundownFetch(path, stageViewSchema, token, { method, ...(body === undefined ? {} : { body }) });
}

export function StageControls({ eventId }: { eventId: number }) {
  const t = useAppT();
  const token = useRundownToken();
  const [view, setView] = useState<StageView | null>(null);
  const [text, setText] = useState('');
  const [flash, setFlash] = useState(false);
  const [warning, setWarning] = useState('');
  const [danger, setDanger] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [layoutsOpen, setLayoutsOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  const ids = { text: useId(), error: useId() };
  const base = `/api/events/${eventId}/stage`;
  // The event's saved messages, one click away (docs/decisions/0017-stage-display-and-crew-talk.md); anything else is typed.
  const saved = useSavedMessages(eventId).data?.messages ?? [];

  useEffect(() => {
    let stopped = false;
    stageRequest(base, token, 'GET').then(
      (v) => {
        if (stopped) return;
        setView(v);
        setWarning(formatThreshold(v.warningSeconds));
        setDanger(formatThreshold(v.dangerSeconds));
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [base, token]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'm' && e.key !== 'M') return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target;
      if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      e.preventDefault();
      // Inside a collapsed section (ShowTalk), open it first: a hidden input takes no focus.
      input.current?.closest('details')?.setAttribute('open', '');
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const send = (path: string, method: 'PUT' | 'DELETE', body?: unknown) =>
    stageRequest(path, token, method, body).then(
      (v) => {
        setView(v);
        setError(null);
        // Sent: the keys go back to the show, so the next G is GO, not a "g" in the message box (docs/decisions/0024-keys-and-lossless-imports.md).
        returnFocusToShow(section.current);
        return true;
      },
      (err: unknown) => {
        const why = isApiError(err) ? err.message : t('show.stage.tryAgain');
        setError(why);
        notifyError(t('show.stage.heading'), why);
        return false;
      },
    );

  // Flash is for this message: the next one starts steady again (docs/product.md#during-a-show).
  const sendMessage = (message: string) =>
    send(`${base}/message`, 'PUT', { text: message, flash }).then((sent) => {
      if (sent) setFlash(false);
      return sent;
    });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim() === '') return setError(t('show.stage.messageMissing'));
    void sendMessage(text).then((sent) => sent && setText(''));
  }

  function saveThresholds(e: FormEvent) {
    e.preventDefault();
    const w = parseThreshold(warning);
    const d = parseThreshold(danger);
    if (w === null || d === null) return setError(t('show.stage.thresholdFormat'));
    void send(`${base}/thresholds`, 'PUT', { warningSeconds: w, dangerSeconds: d });
  }

  return (
    <section
      ref={section}
      aria-labelledby="stage-controls-heading"
      className="flex flex-col gap-2 rounded-lg border p-3"
      data-testid="stage-controls"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="stage-controls-heading" className="font-semibold">
          {t('show.stage.heading')}
        </h3>
        <Button variant="outline" size="sm" className="ms-auto" onClick={() => setLayoutsOpen(true)}>
          <LayoutTemplate aria-hidden="true" />
          {t('show.stage.layouts')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setLanguageOpen(true)}>
          <Languages aria-hidden="true" />
          {t('show.stage.language')}
        </Button>
        <Button
          variant={view?.blackout ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view?.blackout ?? false}
          onClick={() => void send(`${base}/blackout`, 'PUT', { blackout: !(view?.blackout ?? false) })}
        >
          {view?.blackout ? <MonitorPlay aria-hidden="true" /> : <MonitorOff aria-hidden="true" />}
          {view?.blackout ? t('show.stage.showAgain') : t('show.stage.blackout')}
        </Button>
      </div>
      {/* Always one line, with or without a message: sending or clearing never shifts the show screen (docs/product.md#during-a-show). */}
      <p className="flex h-9 min-w-0 items-center gap-2 text-sm" data-testid="stage-message-line">
        {view?.message ? (
          <span data-testid="stage-message-shown" className="flex w-0 min-w-0 grow items-center gap-2">
            <span className="shrink-0">{t('show.stage.onStage')}</span>
            <strong className="w-0 min-w-0 grow truncate" title={view.message.text}>
              {view.message.text}
            </strong>
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => void send(`${base}/message`, 'DELETE')}>
              <X aria-hidden="true" />
              {t('show.stage.clear')}
            </Button>
          </span>
        ) : (
          <span className="text-muted-foreground">{t('show.stage.noMessage')}</span>
        )}
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={ids.text} className="flex grow flex-col gap-1 text-sm">
          {t('show.stage.messageLabel')}
          <input
            ref={input}
            id={ids.text}
            value={text}
            maxLength={STAGE_MESSAGE_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-keyshortcuts="M"
            aria-describedby={error ? ids.error : undefined}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <label className="flex h-9 items-center gap-1 text-sm">
          <input type="checkbox" checked={flash} onChange={(e) => setFlash(e.currentTarget.checked)} />
          {t('show.stage.flash')}
        </label>
        <Button type="submit" size="sm">
          <Send aria-hidden="true" />
          {t('show.stage.send')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('show.stage.savedMessages')}>
        {saved.map((m) => (
          <Button key={m} variant="secondary" size="sm" onClick={() => void sendMessage(m)}>
            {m}
          </Button>
        ))}
      </div>
      <form onSubmit={saveThresholds}>
        <ThresholdFields
          warning={warning}
          danger={danger}
          onWarning={setWarning}
          onDanger={setDanger}
          describedBy={error ? ids.error : undefined}
        />
      </form>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {layoutsOpen && <StageLayoutsDialog eventId={eventId} open={layoutsOpen} onOpenChange={setLayoutsOpen} />}
      {languageOpen && <CrewLanguageDialog eventId={eventId} open={languageOpen} onOpenChange={setLanguageOpen} />}
    </section>
  );
}
