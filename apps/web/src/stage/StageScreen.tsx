/**
 * The stage display (issue 15): read-only and full screen, for a confidence monitor or a
 * presenter's laptop. The live cue's remaining time fills the screen (sized from the viewport and
 * the number of characters, so it fits any screen and orientation), with the wall clock, the cue's
 * action and the next cue. Wrap-up colours follow the caller's thresholds; past the end it flashes
 * "Time's up" and counts the over-time. A caller's message covers the timer; a blackout hides all.
 */
import {
  clockTimeOf,
  cueThresholds,
  DEFAULT_DANGER_SECONDS,
  DEFAULT_WARNING_SECONDS,
  currentAndNextCue,
  wrapUpLevel,
  type CueStatus,
  type StageView,
  type WrapUpLevel,
} from '@showcaller/shared';
import { sinceText } from '@/realtime/connectionText';
import { cueTiming } from '@/realtime/liveStatus';
import type { ConnectionState } from '@/realtime/RealtimeConnection';
import { useTick } from '@/realtime/useTick';
import { stageClock } from './stageData';

const LEVEL_WORDS: Record<WrapUpLevel, string> = {
  normal: 'On time',
  warning: 'Wrap up',
  danger: 'Finish now',
  over: "Time's up",
};

const STATUS_WORDS: Record<CueStatus['status'], string> = { idle: 'Ready', standby: 'Standby', go: 'Running', hold: 'Hold' };

/** A font size that lets `chars` characters of tabular digits fill the width without passing the height. */
function fitSize(chars: number, heightShare: number): string {
  // A bold digit or sign is at most ~0.7 em wide: 130 / chars vw leaves the side margins free.
  return `min(${(130 / Math.max(chars, 3)).toFixed(1)}vw, ${heightShare}vh)`;
}

function WallClock() {
  const now = useTick(1000);
  const text = clockTimeOf(new Date(now));
  return (
    <p className="stage-wall" aria-label={`Time of day ${text}`}>
      {text}
    </p>
  );
}

interface TimerProps {
  view: StageView | null;
  status: CueStatus | null;
  serverNow: () => number;
}

function Timer({ view, status, serverNow }: TimerProps) {
  useTick(250);
  const cues = view?.cues ?? [];
  const { current, next } = currentAndNextCue(cues, status?.currentCueId);
  const t = cueTiming(status, current?.duration, serverNow());
  const thresholds = cueThresholds(view ?? { warningSeconds: DEFAULT_WARNING_SECONDS, dangerSeconds: DEFAULT_DANGER_SECONDS }, current);
  // Before GO the timer shows the full duration in the normal colour: nothing is counting yet.
  const counting = status !== null && status.status !== 'idle' && status.status !== 'standby';
  const level: WrapUpLevel = current && counting ? wrapUpLevel(t, thresholds) : 'normal';
  const text = t.instant ? 'Now' : level === 'over' ? `+${stageClock(t.over)}` : stageClock(t.remaining);
  return (
    <>
      <section className={`stage-timer-box stage-${level}`} data-testid="stage-timer-box" data-level={level}>
        <p className="stage-level" data-testid="stage-level">
          {level === 'over' ? <span className="stage-timesup">Time&rsquo;s up</span> : LEVEL_WORDS[level]}
          {status && <span className="stage-status"> · {STATUS_WORDS[status.status]}</span>}
        </p>
        <p
          role="timer"
          aria-label={level === 'over' ? `Over time by ${text.slice(1)}` : `Remaining ${text}`}
          className="stage-timer"
          data-testid="stage-timer"
          style={{ fontSize: fitSize(text.length, 52) }}
        >
          {text}
        </p>
      </section>
      <section className="stage-cues" aria-label="Cues">
        <p className="stage-action" data-testid="stage-action">
          {current ? (
            <>
              <span className="stage-num">#{current.number}</span> {current.action || 'Untitled cue'}
            </>
          ) : (
            'No cues yet'
          )}
        </p>
        <p className="stage-next" data-testid="stage-next">
          Next: {next ? `#${next.number} ${next.action || 'Untitled cue'}` : 'End of show'}
        </p>
      </section>
    </>
  );
}

export interface StageScreenProps {
  view: StageView | null;
  status: CueStatus | null;
  connection: ConnectionState;
  fromMemory: boolean;
  lastUpdateAt: number | null;
  serverNow: () => number;
}

export function StageScreen({ view, status, connection, fromMemory, lastUpdateAt, serverNow }: StageScreenProps) {
  const now = useTick(1000);
  if (view?.blackout) {
    // Black and silent: the presenter sees nothing; the page still listens for the un-blackout.
    return <main className="stage-blackout" data-testid="stage-blackout" aria-label="Stage display blacked out" />;
  }
  const lost = connection !== 'live' || fromMemory;
  return (
    <main className="stage" data-testid="stage">
      <header className="stage-top">
        <h1 className="stage-event">{view?.eventName ?? 'Stage display'}</h1>
        <WallClock />
      </header>
      {lost && (
        <p className="stage-lost" role="status" data-testid="stage-lost">
          Connection lost — showing the last known cue
          {lastUpdateAt !== null ? ` (updated ${sinceText(now - lastUpdateAt)})` : ''}
        </p>
      )}
      <Timer view={view} status={status} serverNow={serverNow} />
      {view?.message && (
        <div
          className={view.message.flash ? 'stage-message stage-message-flash' : 'stage-message'}
          role="alert"
          data-testid="stage-message"
          style={{ fontSize: fitSize(Math.min(view.message.text.length, 24), 16) }}
        >
          {view.message.text}
        </div>
      )}
    </main>
  );
}
