/**
 * The stage display (docs/decisions/0017-stage-display-and-crew-talk.md): read-only and full screen, for a confidence monitor or a
 * presenter's laptop. The live cue's remaining time fills the screen (sized from the viewport and
 * the number of characters, so it fits any screen and orientation), with the wall clock, the cue's
 * action and the next cue. Wrap-up colours follow the caller's thresholds only while the cue runs
 * and only once the timer crosses them after the start (docs/decisions/0022-wrap-up-colours-and-cue-lights.md);
 * past the end it flashes "Time's up" and counts the over-time. A caller's message sits beside the
 * timer (below it in portrait), never over it; a blackout hides all. A layout
 * (docs/decisions/0035-stage-layouts-and-lobby.md) chooses which of these show, their sizes, the
 * colours, a logo and a flip; without one the screen is the standard look.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  auxTimerReadout,
  type AuxTimer,
  cueThresholds,
  DEFAULT_DANGER_SECONDS,
  DEFAULT_WARNING_SECONDS,
  currentAndNextCue,
  wrapUpLevel,
  type CueStatus,
  STANDARD_STAGE_LAYOUT,
  type StageElementSize,
  type StageLayoutConfig,
  type StageView,
  type WrapUpLevel,
} from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import { crewLocale, useT } from '@/i18n/crewI18n';
import { useCrewClockFormat } from '@/i18n/crewLanguage';
import { clockText } from '@/i18n/formats';
import { sinceWords, timerHeadingWords } from '@/i18n/liveWords';
import type { ConnectionState } from '@/realtime/RealtimeConnection';
import { useTick } from '@/realtime/useTick';
import { messageSize, stageClock } from './stageData';

const LEVEL_WORDS = {
  normal: 'stage.level.normal',
  warning: 'stage.level.warning',
  danger: 'stage.level.danger',
  over: 'stage.level.over',
} as const satisfies Record<WrapUpLevel, string>;

/**
 * The auxiliary timers the caller put on stage (one slot when the layout names one), each with its
 * name and readout, counted locally from the server clock; a count-down past zero goes red and
 * counts on, negative. Their words are the stage catalog's (docs/decisions/0038-i18n-lingui.md).
 */
function AuxTimers({ timers, slot, serverNow }: { timers: readonly AuxTimer[]; slot: number | null; serverNow: () => number }) {
  useTick(250);
  const t = useT();
  const shown = timers.filter((timer) => timer.onStage && (slot === null || timer.slot === slot));
  if (shown.length === 0) return null;
  const now = serverNow();
  return (
    <section className="stage-aux" aria-label={t('stage.aux.region')} data-testid="stage-aux">
      {shown.map((timer) => {
        const r = auxTimerReadout(timer, now);
        const state = `${r.over ? `, ${t('stage.aux.over')}` : ''}${r.running ? '' : `, ${t('stage.aux.paused')}`}`;
        return (
          <div
            key={timer.slot}
            className={r.over ? 'stage-aux-item stage-aux-over' : 'stage-aux-item'}
            data-testid={`stage-aux-${timer.slot}`}
          >
            <span className="stage-aux-name">{timer.name}</span>
            <span role="timer" className="stage-aux-time" aria-label={`${timer.name} ${r.text}${state}`}>
              {r.text}
            </span>
          </div>
        );
      })}
    </section>
  );
}

/** The headline when nothing runs: the call, never a wrap-up word (a held or standing-by cue is not late). */
const WAITING_WORDS = {
  idle: 'stage.waiting.idle',
  standby: 'stage.waiting.standby',
  hold: 'stage.waiting.hold',
} as const satisfies Record<Exclude<CueStatus['status'], 'go'>, string>;

/**
 * A font size that lets `chars` characters of tabular digits fill their box (a size container)
 * without passing its height: a bold digit or sign is at most ~0.7 em wide.
 */
function fitSize(chars: number, scale = 1): string {
  return `min(${((135 * scale) / Math.max(chars, 3)).toFixed(1)}cqw, ${(78 * scale).toFixed(1)}cqh)`;
}

/** How much of its room an element takes at each size (large is the standard timer). */
const TIMER_SCALE: Record<StageElementSize, number> = { small: 0.55, medium: 0.78, large: 1 };
const TEXT_SCALE: Record<StageElementSize, number> = { small: 0.7, medium: 1, large: 1.4 };

/** The time of day; `fit` (the clock as the main element) sizes it to fill its box like the timer. */
function WallClock({ fit }: { fit?: number }) {
  const now = useTick(1000);
  const t = useT();
  // 24-hour unless this screen or its event chose 12-hour (docs/decisions/0038-i18n-lingui.md).
  const text = clockText(now, crewLocale(), useCrewClockFormat(), { seconds: true });
  return (
    <p
      className="stage-wall"
      aria-label={t('stage.timeOfDay', { time: text })}
      style={fit === undefined ? undefined : { fontSize: fitSize(text.length, fit) }}
    >
      {text}
    </p>
  );
}

interface TimerProps {
  view: StageView | null;
  status: CueStatus | null;
  serverNow: () => number;
  /** The caller's message, placed beside the timer. */
  aside: ReactNode;
  layout: StageLayoutConfig;
}

function Progress({ elapsed, duration, level }: { elapsed: number; duration: number; level: WrapUpLevel }) {
  const t = useT();
  const pct = duration > 0 ? Math.min(100, Math.round((elapsed / duration) * 100)) : 100;
  return (
    <div
      className="stage-progress"
      role="progressbar"
      aria-label={t('stage.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-testid="stage-progress"
    >
      <div className={`stage-progress-fill stage-progress-${level}`} style={{ width: `${pct}%` }} />
    </div>
  );
}

function Timer({ view, status, serverNow, aside, layout }: TimerProps) {
  useTick(250);
  const tr = useT();
  const clock = useCrewClockFormat();
  const cues = view?.cues ?? [];
  const { current, next } = currentAndNextCue(cues, status?.currentCueId);
  const t = cueTiming(status, current?.duration, serverNow());
  const thresholds = cueThresholds(view ?? { warningSeconds: DEFAULT_WARNING_SECONDS, dangerSeconds: DEFAULT_DANGER_SECONDS }, current);
  // Colours only while the cue runs (GO): before GO, on hold or standby the timer is neutral.
  // A cue with no timer is never coloured; one stopped at zero reads as time's up (docs/decisions/0033-cue-timer-types-and-aux-timers.md).
  const running = current !== null && status !== null && status.status === 'go' && t.type !== 'none';
  const level: WrapUpLevel = running && t.stopped ? 'over' : wrapUpLevel({ ...t, running }, thresholds);
  const overText = !t.instant && t.over > 0 && t.direction === 'down';
  const text = t.instant ? tr('stage.now') : t.type === 'none' ? '—' : overText ? `+${stageClock(t.over)}` : stageClock(t.shown);
  const headline =
    level === 'over' ? (
      <span className="stage-timesup">{tr('stage.level.over')}</span>
    ) : status && status.status !== 'go' ? (
      tr(WAITING_WORDS[status.status])
    ) : (
      tr(LEVEL_WORDS[level])
    );
  const el = layout.elements;
  const clockMain = !el.timer.show && el.clock.show;
  return (
    <>
      <div className={aside ? 'stage-main stage-main-aside' : 'stage-main'}>
        {clockMain && (
          <section className="stage-clock-main" data-testid="stage-clock-main">
            <WallClock fit={TIMER_SCALE[el.clock.size]} />
          </section>
        )}
        {el.timer.show && (
          <section className={`stage-timer-box stage-${level}`} data-testid="stage-timer-box" data-level={level}>
            <p className="stage-level" data-testid="stage-level">
              {headline}
              {status && status.status === 'go' && <span className="stage-status"> · {tr('stage.running')}</span>}
            </p>
            <p
              role="timer"
              aria-label={overText ? tr('stage.overBy', { time: text.slice(1) }) : `${timerHeadingWords(t, tr, clock)} ${text}`}
              className="stage-timer"
              data-testid="stage-timer"
              data-timer-type={t.type}
              style={{ fontSize: fitSize(text.length, TIMER_SCALE[el.timer.size]) }}
            >
              {text}
            </p>
          </section>
        )}
        {aside}
      </div>
      {(el.currentCue.show || el.nextCue.show) && (
        <section className="stage-cues" aria-label={tr('stage.cues')}>
          {el.currentCue.show && (
            <p className="stage-action" data-testid="stage-action">
              {current ? (
                <>
                  <span className="stage-num">#{current.number}</span> {current.action || tr('stage.untitled')}
                </>
              ) : (
                tr('common.noCues')
              )}
            </p>
          )}
          {el.nextCue.show && (
            <p className="stage-next" data-testid="stage-next">
              {tr('stage.next', { cue: next ? `#${next.number} ${next.action || tr('stage.untitled')}` : tr('stage.endOfShow') })}
            </p>
          )}
        </section>
      )}
      {el.progress.show && current && !t.instant && (
        <Progress elapsed={t.elapsed} duration={t.elapsed + t.remaining} level={running ? level : 'normal'} />
      )}
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
  /** The chosen layout; null: the standard look. */
  layout?: StageLayoutConfig | null;
  /** The layout's logo, ready to show (an object URL), or null. */
  logoSrc?: string | null;
  /** A small line for the crew at the screen, e.g. that the layout asked for does not exist. */
  note?: string | null;
  /** The editor's preview draws a portrait screen in a box (the page itself follows the viewport). */
  portrait?: boolean;
  /** The editor's preview box in px: its hundredths replace the viewport's. */
  box?: { width: number; height: number };
  /** The event's auxiliary timers (the stage shows those the caller put on stage). */
  auxTimers?: readonly AuxTimer[] | null;
}

/** The layout's colours, sizes and flip as the custom properties of stageScreen.css. */
function layoutStyle(l: StageLayoutConfig, box: StageScreenProps['box']): CSSProperties {
  const e = l.elements;
  const vars: Record<string, string> = {
    '--bg': l.background,
    '--text': l.text,
    '--s-clock': String(TEXT_SCALE[e.clock.size]),
    '--s-current': String(TEXT_SCALE[e.currentCue.size]),
    '--s-next': String(TEXT_SCALE[e.nextCue.size]),
    '--s-progress': String(TEXT_SCALE[e.progress.size]),
    '--s-aux': String(TEXT_SCALE[e.auxTimer.size]),
    '--s-logo': String(TEXT_SCALE[l.logoSize]),
  };
  if (box) {
    vars['--vw'] = `${box.width / 100}px`;
    vars['--vh'] = `${box.height / 100}px`;
    vars['--stage-height'] = `${box.height}px`;
  }
  return vars;
}

export function StageScreen(props: StageScreenProps) {
  const { view, status, connection, fromMemory, lastUpdateAt, serverNow } = props;
  const layout = props.layout ?? STANDARD_STAGE_LAYOUT;
  const now = useTick(1000);
  const t = useT();
  if (view?.blackout) {
    // Black and silent: the presenter sees nothing; the page still listens for the un-blackout.
    return <main className="stage-blackout" data-testid="stage-blackout" aria-label={t('stage.blackout')} />;
  }
  const lost = connection !== 'live' || fromMemory;
  const el = layout.elements;
  const classes = ['stage', `stage-flip-${layout.flip}`, `stage-logo-${layout.logoPlace}`, props.portrait ? 'stage-portrait' : ''];
  // In the editor's preview the screen is a box in a page: no second main landmark or top heading.
  const Root = props.box ? 'div' : 'main';
  const Title = props.box ? 'p' : 'h1';
  return (
    <Root className={classes.join(' ').trim()} data-testid="stage" data-flip={layout.flip} style={layoutStyle(layout, props.box)}>
      <header className="stage-top">
        <div className="stage-top-title">
          {props.logoSrc && <img className="stage-logo" src={props.logoSrc} alt={t('stage.logo')} data-testid="stage-logo" />}
          <Title className="stage-event">{view?.eventName ?? t('stage.title')}</Title>
        </div>
        {el.clock.show && el.timer.show && <WallClock />}
      </header>
      {props.note && !lost && (
        <p className="stage-layout-note" role="note" data-testid="stage-layout-note">
          {props.note}
        </p>
      )}
      {lost && (
        <p className="stage-lost" role="status" data-testid="stage-lost">
          {lastUpdateAt !== null ? t('stage.lostUpdated', { since: sinceWords(now - lastUpdateAt, t) }) : t('common.connectionLost')}
        </p>
      )}
      <Timer
        view={view}
        status={status}
        serverNow={serverNow}
        layout={layout}
        aside={
          el.message.show &&
          view?.message && (
            <div
              className={view.message.flash ? 'stage-message stage-message-flash' : 'stage-message'}
              role="alert"
              data-testid="stage-message"
            >
              <p style={{ fontSize: messageSize(view.message.text) }}>{view.message.text}</p>
            </div>
          )
        }
      />
      {el.auxTimer.show && props.auxTimers && <AuxTimers timers={props.auxTimers} slot={layout.auxTimerSlot} serverNow={serverNow} />}
    </Root>
  );
}
