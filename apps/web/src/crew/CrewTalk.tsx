/**
 * Messages from the caller (shown big, with a sound or a vibration, and "Got it") and the Problem
 * flag with its presets (docs/decisions/0017-stage-display-and-crew-talk.md), on the crew phone.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PROBLEM_PRESETS, PROBLEM_REASON_MAX, type DepartmentMessage, type Problem } from '@showcaller/shared';
import { planAlert, soundAndVibrate, type AlertSettings } from './crewAlerts';
import { speakForCrew } from './crewVoice';
import { translate, useT, type Translate } from '@/i18n/crewI18n';

interface MessagesProps {
  messages: readonly DepartmentMessage[];
  onAcknowledge: (id: number) => void;
  soundOn: boolean;
  alerts: AlertSettings;
}

/**
 * A preset is sent in English, the words the caller's screen knows (docs/decisions/0038-i18n-lingui.md);
 * the phone shows it in its own language.
 */
const PRESET_KEYS = {
  'Not ready': 'crew.problem.preset.notReady',
  'Need time': 'crew.problem.preset.needTime',
  Safety: 'crew.problem.preset.safety',
} as const satisfies Record<(typeof PROBLEM_PRESETS)[number], string>;

function presetWords(reason: string, t: Translate): string {
  return Object.hasOwn(PRESET_KEYS, reason) ? t(PRESET_KEYS[reason as keyof typeof PRESET_KEYS]) : reason;
}

export function CrewMessages({ messages, onAcknowledge, soundOn, alerts }: MessagesProps) {
  const unread = messages.filter((m) => m.readAt === null);
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    // The first list is what was there on opening; only later arrivals ring or buzz.
    const known = seen.current;
    const fresh = known === null ? [] : messages.filter((m) => m.readAt === null && !known.has(m.id));
    seen.current = new Set(messages.map((m) => m.id));
    const newest = fresh[0];
    if (!newest) return;
    // The chime first; the spoken message follows it when announcements are on.
    soundAndVibrate(planAlert('message', alerts));
    if (soundOn) speakForCrew(translate('crew.messages.spoken', { text: newest.text }));
  }, [messages, soundOn, alerts]);
  const t = useT();

  if (unread.length === 0) return null;
  return (
    <section aria-label={t('crew.messages.label')} className="card crew-messages" data-testid="crew-messages">
      {unread.map((m) => (
        <div key={m.id} role="alert" className="crew-message">
          <p className="crew-message-text">{m.text}</p>
          <button type="button" className="btn btn-primary" onClick={() => onAcknowledge(m.id)}>
            {t('crew.messages.gotIt')}
          </button>
        </div>
      ))}
    </section>
  );
}

/**
 * Problem takes two deliberate steps (docs/decisions/0023-crew-phones-lost-fixed-and-found.md): the button opens the choices below it and turns
 * into Cancel in the same place, so a double tap (or a late tap meant for Ready) opens and closes
 * the panel and sends nothing. A reason or "Send problem" is the second step.
 */
export function ProblemControl({ problem, onRaise }: { problem: Problem | null; onRaise: (reason: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const inputId = useId();
  const panelId = useId();
  const t = useT();
  if (problem) {
    return (
      <p role="status" className="card problem-raised" data-testid="crew-problem-raised">
        {problem.reason ? t('crew.problem.sentReason', { reason: presetWords(problem.reason, t) }) : t('crew.problem.sent')}
      </p>
    );
  }
  const toggle = (
    <button
      type="button"
      className="btn btn-block problem-button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      data-testid="crew-problem-toggle"
      onClick={() => setOpen(!open)}
    >
      {open ? t('crew.problem.cancel') : t('crew.problem.button')}
    </button>
  );
  if (!open) return toggle;
  const send = (r: string | null) => {
    onRaise(r);
    setOpen(false);
    setReason('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(reason.trim() === '' ? null : reason.trim());
  };
  return (
    <>
      {toggle}
      <form id={panelId} className="card problem-form" onSubmit={submit} aria-label={t('crew.problem.form')}>
        <div className="problem-presets">
          {PROBLEM_PRESETS.map((p) => (
            <button key={p} type="button" className="btn" onClick={() => send(p)}>
              {presetWords(p, t)}
            </button>
          ))}
        </div>
        <label htmlFor={inputId}>{t('crew.problem.reason')}</label>
        <input
          id={inputId}
          value={reason}
          maxLength={PROBLEM_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          className="text-input"
        />
        <button type="submit" className="btn btn-primary">
          {t('crew.problem.send')}
        </button>
      </form>
    </>
  );
}
