/** The current cue, huge: number, action, status in words and colour, and the countdown. */
import { formatHms, type Cue, type CueStatus } from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import { useTick } from '@/realtime/useTick';
import { statusWord } from '@/screens/event/live/statusLabel';

export function crewStatusWord(status: CueStatus | null): string {
  return status ? statusWord(status.status) : 'Ready';
}

/** Counts down locally from the server clock: no traffic while a cue runs. */
function Countdown({ status, duration, serverNow }: { status: CueStatus | null; duration: number | null; serverNow: () => number }) {
  useTick(250);
  const t = cueTiming(status, duration, serverNow());
  const over = t.over > 0;
  return (
    <p>
      <span id="countdown-label" className="muted">
        {over ? 'Over time' : 'Remaining'}
      </span>
      <br />
      <span
        role="timer"
        aria-labelledby="countdown-label"
        data-testid="crew-countdown"
        className={over ? 'countdown countdown-over' : 'countdown'}
      >
        {over ? `+${formatHms(t.over)}` : formatHms(t.remaining)}
      </span>
    </p>
  );
}

interface CurrentCueProps {
  cue: Cue | null;
  status: CueStatus | null;
  serverNow: () => number;
}

export function CurrentCue({ cue, status, serverNow }: CurrentCueProps) {
  const word = crewStatusWord(status);
  return (
    <section aria-labelledby="current-cue-heading" className="card cue-card" data-status={status?.status ?? 'idle'}>
      <h2 id="current-cue-heading">Current cue</h2>
      {cue ? (
        <>
          <p className="cue-number">#{cue.number}</p>
          <p className="cue-action">{cue.action}</p>
          <p className="status-pill" data-testid="crew-status">
            {word}
          </p>
          <Countdown status={status} duration={cue.duration} serverNow={serverNow} />
        </>
      ) : (
        <p className="cue-action">No cues yet</p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {cue ? `Cue ${cue.number}, ${cue.action}: ${word}` : 'No cues yet'}
      </p>
    </section>
  );
}
