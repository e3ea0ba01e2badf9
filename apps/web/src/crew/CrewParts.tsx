/** The smaller parts of the crew view: connection, sound, Ready, tasks, notes and the next cue. */
import { useState } from 'react';
import type { ConnectionState } from '@/realtime/RealtimeConnection';
import type { Cue, Task } from '@showcaller/shared';
import { connectionLabel, sinceText } from '@/realtime/connectionText';
import { useTick } from '@/realtime/useTick';
import { speechAvailable } from '@/voice/speech';
import { speakForCrew } from './crewVoice';

export function ConnectionStatus({ connection, lastUpdateAt }: { connection: ConnectionState; lastUpdateAt: number | null }) {
  const now = useTick(1000);
  return (
    <div className="connection" data-connection={connection} data-testid="crew-connection">
      <p className="connection-state">
        <span className="dot" aria-hidden="true" />
        <span aria-live="polite">{connectionLabel(connection)}</span>
      </p>
      <p className="muted">{lastUpdateAt === null ? 'No update yet' : `Updated ${sinceText(now - lastUpdateAt)}`}</p>
    </div>
  );
}

export const ENABLE_SOUND = 'Tap to enable sound';

/** Browsers speak only after a tap on the page: this is that tap. */
export function SoundControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  if (!speechAvailable()) return <p className="muted">Spoken announcements are not available in this browser.</p>;
  if (!on) {
    return (
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          speakForCrew('Sound on');
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
        {ENABLE_SOUND}
      </button>
    );
  }
  return (
    <div className="sound-bar">
      <p>Sound on: cues are announced.</p>
      <button type="button" className="btn" onClick={() => onChange(false)}>
        Mute
      </button>
    </div>
  );
}

/** "Ready" during STANDBY; "Ready ✓" once the server has it. Remounted (keyed) for each new standby. */
export function ReadyButton({ onReady }: { onReady: () => Promise<string | null> }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
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
        {state === 'sent' ? 'Ready ✓' : state === 'sending' ? 'Sending…' : 'Ready'}
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
  return (
    <p className="btn btn-block btn-huge ready-placeholder" data-testid="crew-ready-slot">
      Ready at Standby
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
  return (
    <section aria-labelledby="tasks-heading" className="card">
      <h2 id="tasks-heading">Your tasks{cue ? ` · cue ${cue.number}` : ''}</h2>
      {tasks.length === 0 ? (
        <p className="muted">No tasks for your department on this cue.</p>
      ) : (
        <ul className="tasks">
          {tasks.map((t) => (
            <li key={t.id}>
              <label
                className={t.completed ? 'task task-done' : 'task'}
                style={t.color ? { borderLeft: `0.5rem solid ${t.color}` } : undefined}
              >
                <input type="checkbox" checked={t.completed} onChange={(e) => onToggle(t, e.target.checked)} />
                <span>{t.description}</span>
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
  return (
    <section aria-labelledby="notes-heading" className="card">
      <h2 id="notes-heading">Notes</h2>
      {notes ? <p className="notes">{notes}</p> : <p className="muted">No notes for this cue.</p>}
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
  return (
    <section aria-labelledby="next-cue-heading" className="card">
      <h2 id="next-cue-heading">{cues.length > 1 ? 'Next cues' : 'Next cue'}</h2>
      {cues.length === 0 ? (
        <p className="muted">This is the last cue.</p>
      ) : (
        <ol className="next-cues" data-testid="crew-next-cues">
          {cues.map((cue) => {
            const mine = tasks.filter((t) => t.cueId === cue.id);
            return (
              <li key={cue.id}>
                <p className="next-cue">{`#${cue.number} ${cue.action}`}</p>
                {mine.length > 0 && <p className="next-task">{`Your tasks: ${mine.map((t) => t.description).join(' · ')}`}</p>}
                {details?.(cue) ? <p className="next-task">{details(cue)}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
