/**
 * Messages from the caller (shown big, with a sound or a vibration, and "Got it") and the Problem
 * flag with its presets (docs/decisions/0017-stage-display-and-crew-talk.md), on the crew phone.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PROBLEM_PRESETS, PROBLEM_REASON_MAX, type DepartmentMessage, type Problem } from '@showcaller/shared';
import { planAlert, soundAndVibrate, type AlertSettings } from './crewAlerts';
import { speakForCrew } from './crewVoice';

interface MessagesProps {
  messages: readonly DepartmentMessage[];
  onAcknowledge: (id: number) => void;
  soundOn: boolean;
  alerts: AlertSettings;
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
    if (soundOn) speakForCrew(`Message: ${newest.text}`);
  }, [messages, soundOn, alerts]);

  if (unread.length === 0) return null;
  return (
    <section aria-label="Messages from the caller" className="card crew-messages" data-testid="crew-messages">
      {unread.map((m) => (
        <div key={m.id} role="alert" className="crew-message">
          <p className="crew-message-text">{m.text}</p>
          <button type="button" className="btn btn-primary" onClick={() => onAcknowledge(m.id)}>
            Got it
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
  if (problem) {
    return (
      <p role="status" className="card problem-raised" data-testid="crew-problem-raised">
        Problem sent{problem.reason ? `: ${problem.reason}` : ''}. The caller sees it and will clear it.
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
      {open ? 'Cancel problem' : 'Problem'}
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
      <form id={panelId} className="card problem-form" onSubmit={submit} aria-label="Raise a problem">
        <div className="problem-presets">
          {PROBLEM_PRESETS.map((p) => (
            <button key={p} type="button" className="btn" onClick={() => send(p)}>
              {p}
            </button>
          ))}
        </div>
        <label htmlFor={inputId}>Or a short reason (optional)</label>
        <input
          id={inputId}
          value={reason}
          maxLength={PROBLEM_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          className="text-input"
        />
        <button type="submit" className="btn btn-primary">
          Send problem
        </button>
      </form>
    </>
  );
}
