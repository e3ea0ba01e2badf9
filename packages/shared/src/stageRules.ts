/**
 * The stage display's wrap-up colours (docs/decisions/0017-stage-display-and-crew-talk.md, guarded by docs/decisions/0022-wrap-up-colours-and-cue-lights.md,
 * docs/decisions/0022-wrap-up-colours-and-cue-lights.md): the caller sets per event when the
 * presenter's timer turns amber and red, a cue may override either; past its end the display
 * flashes "Time's up" and counts the over-time. The colours apply only while the cue runs (GO), and
 * a threshold counts only for a cue that starts above it, so the timer crosses it after the start:
 * a cue shorter than a threshold never shows that colour (a 20 s cue under a 30 s red starts and
 * stays neutral until its end, then "Time's up"). Pure, so the stage page and its tests read it the
 * same way.
 */

/** Seconds remaining at which the timer turns amber (warning) and red (danger), by default. */
export const DEFAULT_WARNING_SECONDS = 120;
export const DEFAULT_DANGER_SECONDS = 30;
/** The longest threshold a caller can set: a day. */
export const MAX_THRESHOLD_SECONDS = 24 * 3600;

export type WrapUpLevel = 'normal' | 'warning' | 'danger' | 'over';

export interface WrapUpThresholds {
  warningSeconds: number;
  dangerSeconds: number;
}

/** The cue's own thresholds where it has them, the event's otherwise. */
export function cueThresholds(
  event: WrapUpThresholds,
  cue: { warningSeconds: number | null; dangerSeconds: number | null } | null,
): WrapUpThresholds {
  return {
    warningSeconds: cue?.warningSeconds ?? event.warningSeconds,
    dangerSeconds: cue?.dangerSeconds ?? event.dangerSeconds,
  };
}

export interface WrapUpTiming {
  /** Whole seconds left on the countdown. */
  remaining: number;
  /** Seconds past the end (0 until it runs out). */
  over: number;
  /** The cue's full duration in seconds. */
  duration: number;
  /** A 0-second cue: no countdown. */
  instant: boolean;
  /** The cue is GO and counting: standby, hold, ready or no cue show no wrap-up colour. */
  running: boolean;
}

/**
 * The colour for a timer showing `remaining` whole seconds (`over` seconds past the end). A
 * threshold is reached when the display shows it: with warning at 2:00 the timer is amber from the
 * second it reads 2:00, provided the cue started above 2:00 (its duration is longer). Only a
 * running cue has a colour: a held, standing-by or not-started cue is normal, whatever its time.
 * An instant cue (no countdown) stays normal.
 */
export function wrapUpLevel(t: WrapUpTiming, thresholds: WrapUpThresholds): WrapUpLevel {
  if (!t.running || t.instant) return 'normal';
  if (t.over > 0) return 'over';
  if (t.duration > thresholds.dangerSeconds && t.remaining <= thresholds.dangerSeconds) return 'danger';
  if (t.duration > thresholds.warningSeconds && t.remaining <= thresholds.warningSeconds) return 'warning';
  return 'normal';
}
