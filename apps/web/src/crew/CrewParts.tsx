/** The smaller parts of the crew view: connection, sound, Ready, tasks, notes and the next cue. */
import { useState } from 'react';
import type { ConnectionState } from '@/realtime/RealtimeConnection';
import type { Cue, Task } from '@showcaller/shared';
import { useTick } from '@/realtime/useTick';
import { speechAvailable } from '@/voice/speech';
import { speakForCrew } from './crewVoice';
import { useT } from '@/i18n/crewI18n';
import { connectionWords, sinceWords } from '@/i18n/liveWords';

export function ConnectionStatus({ connection, lastUpdateAt }: { connection: ConnectionState; lastUpdateAt: number | null }) {
  const now = useTick(1000);
  const t = useT();
  return (
    <div className="connection" data-connection={connection} data-testid="crew-connection">
      <p className="connection-state">
        <span className="dot" aria-hidden="true" />
        <span aria-live="polite">{connectionWords(connection, t)}</span>
      </p>
      <p className="muted">
        {lastUpdateAt === null ? t('crew.noUpdate') : t('crew.updated', { since: sinceWords(now - lastUpdateAt, t) })}
      </p>
    </div>
  );
}

/** Browsers speak only after a tap on the page: this is that tap. */
export function SoundControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  if (!speechAvailable()) return <p className="muted">{t('crew.sound.unavailable')}</p>;
  if (!on) {
    return (
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          speakForCrew(t('crew.sound.spokenOn'));
          onChange(true);
        }}
      >
        <svg
          className="icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M11 5 6 9H3v6h3l5 4V5z" fill="currentColor" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </svg>
        {t('crew.sound.enable')}
      </button>
    );
  }
  return (
    <div className="sound-bar">
      <p>{t('crew.sound.on')}</p>
      <button type="button" className="btn" onClick={() => onChange(false)}>
        {t('crew.sound.mute')}
      </button>
    </div>
  );
}

/** "Ready" during STANDBY; "Ready ✓" once the server has it. Remounted (keyed) for each new standby. */
export function ReadyButton({ onReady }: { onReady: () => Promise<string | null> }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  async function click() {
    if (state !== 'idle') return;
    setState('sending');
    setError(null);
    const failure = await onReady();
    setError(failure);
    setState(failure === null ? 'sent' : 'idle');
  }
  return (
    <div>
      <button type="button" className="btn btn-block btn-huge ready" data-sent={state === 'sent'} onClick={() => void click()}>
        {state === 'sent' ? t('crew.ready.sent') : state === 'sending' ? t('crew.ready.sending') : t('crew.ready')}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Ready's place outside STANDBY: the same size, no button, so nothing else takes the spot a late tap lands on. */
export function ReadyPlaceholder() {
  const t = useT();
  return (
    <p className="btn btn-block btn-huge ready-placeholder" data-testid="crew-ready-slot">
      {t('crew.ready.placeholder')}
    </p>
  );
}

interface TaskListProps {
  cue: Cue | null;
  tasks: readonly Task[];
  onToggle: (task: Task, completed: boolean) => void;
  error: string | null;
}

export function TaskList({ cue, tasks, onToggle, error }: TaskListProps) {
  const t = useT();
  return (
    <section aria-labelledby="tasks-heading" className="card">
      <h2 id="tasks-heading">{cue ? t('crew.tasks.headingCue', { number: cue.number }) : t('crew.tasks.heading')}</h2>
      {tasks.length === 0 ? (
        <p className="muted">{t('crew.tasks.none')}</p>
      ) : (
        <ul className="tasks">
          {tasks.map((task) => (
            <li key={task.id}>
              <label
                className={task.completed ? 'task task-done' : 'task'}
                style={task.color ? { borderInlineStart: `0.5rem solid ${task.color}` } : undefined}
              >
                <input type="checkbox" checked={task.completed} onChange={(e) => onToggle(task, e.target.checked)} />
                <span>{task.description}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

export function CueNotes({ notes }: { notes: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="notes-heading" className="card">
      <h2 id="notes-heading">{t('crew.notes.heading')}</h2>
      {notes ? <p className="notes">{notes}</p> : <p className="muted">{t('crew.notes.none')}</p>}
    </section>
  );
}

/** The next three cues (docs/decisions/0017-stage-display-and-crew-talk.md), each with this department's tasks on it, so a crew can prepare ahead. */
export function NextCue({
  cues,
  tasks,
  details,
}: {
  cues: readonly Cue[];
  tasks: readonly Task[];
  /** A line of the cue's custom fields for this department ('' for none). */
  details?: (cue: Cue) => string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="next-cue-heading" className="card">
      <h2 id="next-cue-heading">{t('crew.next.heading', { count: Math.max(1, cues.length) })}</h2>
      {cues.length === 0 ? (
        <p className="muted">{t('crew.next.last')}</p>
      ) : (
        <ol className="next-cues" data-testid="crew-next-cues">
          {cues.map((cue) => {
            const mine = tasks.filter((task) => task.cueId === cue.id);
            return (
              <li key={cue.id}>
                <p className="next-cue">{`#${cue.number} ${cue.action}`}</p>
                {mine.length > 0 && (
                  <p className="next-task">{t('crew.next.tasks', { tasks: mine.map((task) => task.description).join(' · ') })}</p>
                )}
                {details?.(cue) ? <p className="next-task">{details(cue)}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
