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

/** WCAG relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two "#rrggbb" colours, 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The layout a stage address asks for (docs/decisions/0035-stage-layouts-and-lobby.md): `?layout=`
 * an id or a name (any case). Without one, the event's default layout (or none: the standard look);
 * an unknown one shows the default and says so (`unknown`), so a typo never blanks a screen.
 */
export function pickStageLayout<L extends { id: number; name: string; isDefault: boolean }>(
  layouts: readonly L[],
  asked: string | null,
): { layout: L | null; unknown: boolean } {
  const fallback = layouts.find((l) => l.isDefault) ?? null;
  const wanted = asked?.trim() ?? '';
  if (wanted === '') return { layout: fallback, unknown: false };
  const byId = /^\d+$/.test(wanted) ? layouts.find((l) => l.id === Number(wanted)) : undefined;
  const found = byId ?? layouts.find((l) => l.name.toLowerCase() === wanted.toLowerCase());
  return found ? { layout: found, unknown: false } : { layout: fallback, unknown: true };
}
