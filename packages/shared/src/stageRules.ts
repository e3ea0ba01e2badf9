/**
 * The stage display's wrap-up colours (issue 15): the caller sets per event when the presenter's
 * timer turns amber and red, a cue may override either; past its end the display flashes "Time's
 * up" and counts the over-time. Pure, so the stage page and its tests read it the same way.
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

/**
 * The colour for a timer showing `remaining` whole seconds (`over` seconds past the end). A
 * threshold is reached when the display shows it: with warning at 2:00 the timer is amber from the
 * second it reads 2:00. An instant cue (no countdown) stays normal.
 */
export function wrapUpLevel(t: { remaining: number; over: number; instant: boolean }, thresholds: WrapUpThresholds): WrapUpLevel {
  if (t.instant) return 'normal';
  if (t.over > 0) return 'over';
  if (t.remaining <= thresholds.dangerSeconds) return 'danger';
  if (t.remaining <= thresholds.warningSeconds) return 'warning';
  return 'normal';
}
