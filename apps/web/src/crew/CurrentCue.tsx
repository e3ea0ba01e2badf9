/**
 * The current cue, huge: number, action, status in words and colour, and the countdown. With the
 * link lost the card dims and says so, with the age of what it shows, and the countdown is an estimate.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Cue, CueStatus } from '@showcaller/shared';
import { cueTiming, timerText } from '@/realtime/liveStatus';
import { isStatusStale, type LinkState } from '@/realtime/statusFreshness';
import { useTick } from '@/realtime/useTick';
import { useT } from '@/i18n/crewI18n';
import { useCrewClockFormat } from '@/i18n/crewLanguage';
import { crewStatusWords, sinceWords, timerHeadingWords } from '@/i18n/liveWords';

/** Counts down locally from the server clock: no traffic while a cue runs. */
interface CountdownProps {
  status: CueStatus | null;
  duration: number | null;
  serverNow: () => number;
  /** Counted on from the last known status while the link is down: it may not be the show's. */
  estimated: boolean;
}

function Countdown({ status, duration, serverNow, estimated }: CountdownProps) {
  useTick(250);
  const tr = useT();
  const clock = useCrewClockFormat();
  const t = cueTiming(status, duration, serverNow());
  const over = t.over > 0;
  return (
    <p>
      <span id="countdown-label" className="muted">
        {timerHeadingWords(t, tr, clock)}
        {estimated && ` ${tr('crew.cue.estimated')}`}
      </span>
      <br />
      <span
        role="timer"
        aria-labelledby="countdown-label"
        data-testid="crew-countdown"
        data-estimated={estimated}
        data-timer-type={t.type}
        className={over ? 'countdown countdown-over' : 'countdown'}
      >
        {/* An instant cue has no countdown and never goes over (docs/decisions/0013-linked-and-hard-start-cue-times.md); the type decides the rest (docs/decisions/0033-cue-timer-types-and-aux-timers.md). */}
        {t.instant ? tr('common.timer.instant') : timerText(t)}
      </span>
    </p>
  );
}

/** Shown on the card while the link is lost; the age ticks, the sentence is announced once. */
function StaleNotice({ lastUpdateAt, now }: { lastUpdateAt: number | null; now: number }) {
  const t = useT();
  return (
    <div className="stale-notice" data-testid="crew-stale">
      <p role="status" className="stale-title">
        {t('common.connectionLost')}
      </p>
      <p className="muted">
        {lastUpdateAt === null ? t('crew.cue.noUpdateReceived') : t('crew.cue.lastUpdate', { since: sinceWords(now - lastUpdateAt, t) })}
      </p>
    </div>
  );
}

/**
 * A long action is cut to three lines, with "More" to read it all, so the status and the countdown
 * stay on the first screen of a phone. Whether it is cut is measured (it depends on the width).
 */
function CueAction({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const t = useT();
  useEffect(() => {
    const el = ref.current;
    if (!el || open || typeof ResizeObserver === 'undefined') return;
    // The first observation arrives right after observe(): that is the first measurement.
    const observer = new ResizeObserver(() => setCut(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, [open]);
  return (
    <>
      <p id={id} ref={ref} className={open ? 'cue-action' : 'cue-action cue-action-clamped'}>
        {text}
      </p>
      {(cut || open) && (
        <button type="button" className="btn more-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('crew.cue.less') : t('crew.cue.more')}
        </button>
      )}
    </>
  );
}

interface CurrentCueProps {
  cue: Cue | null;
  status: CueStatus | null;
  serverNow: () => number;
  link: LinkState;
}

export function CurrentCue({ cue, status, serverNow, link }: CurrentCueProps) {
  const t = useT();
  const word = crewStatusWords(status?.status ?? null, t);
  const now = useTick(1000);
  const stale = isStatusStale(link, now);
  return (
    <section
      aria-labelledby="current-cue-heading"
      className="card cue-card"
      data-status={status?.status ?? 'idle'}
      data-stale={stale}
      data-testid="crew-cue-card"
    >
      <h2 id="current-cue-heading">{t('crew.cue.heading')}</h2>
      {stale && <StaleNotice lastUpdateAt={link.lastUpdateAt} now={now} />}
      {cue ? (
        <>
          <p className="cue-number">#{cue.number}</p>
          <CueAction key={`${cue.id}:${cue.action}`} text={cue.action} />
          <p className="status-pill" data-testid="crew-status">
            {word}
          </p>
          <Countdown status={status} duration={cue.duration} serverNow={serverNow} estimated={stale} />
        </>
      ) : (
        <p className="cue-action">{t('common.noCues')}</p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {cue ? t('crew.cue.announce', { number: cue.number, action: cue.action, status: word }) : t('common.noCues')}
      </p>
    </section>
  );
}
