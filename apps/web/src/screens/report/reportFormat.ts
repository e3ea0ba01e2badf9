/** Display rules of the as-run report: times of day in the browser's zone, signed over/under. */
import { format } from 'date-fns';
import { formatHms, formatSignedHms, type Report, type ReportCue } from '@showcaller/shared';

export const NONE = '—';

/** An ISO moment as the local time of day, HH:mm:ss. */
export function clockText(iso: string | null): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : format(date, 'HH:mm:ss');
}

/** An ISO moment with its date, for the show's start and end. */
export function momentText(iso: string | null): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : format(date, 'PP, HH:mm:ss');
}

/** Cues in the plan: a cue run more than once has a row per run but is one cue. */
export function cueCount(report: Report): number {
  return new Set(report.cues.map((c) => c.cueId)).size;
}

/** "run 2 of 3" for a cue run more than once, else null. */
export function runText(cue: Pick<ReportCue, 'run' | 'runs'>): string | null {
  return cue.runs > 1 ? `run ${cue.run} of ${cue.runs}` : null;
}

export function durationText(seconds: number | null): string {
  return seconds === null ? NONE : formatHms(seconds);
}

export type OverUnderTone = 'over' | 'under' | 'even' | 'unknown';

export function overUnderTone(seconds: number | null): OverUnderTone {
  if (seconds === null) return 'unknown';
  if (seconds > 0) return 'over';
  if (seconds < 0) return 'under';
  return 'even';
}

export function overUnderText(seconds: number | null): string {
  return seconds === null ? NONE : formatSignedHms(seconds);
}

/** Words for screen readers next to the signed figure (the colour alone says nothing to them). */
export const TONE_WORDS: Record<OverUnderTone, string> = {
  over: 'over',
  under: 'under',
  even: 'on time',
  unknown: 'not known',
};

export const TONE_CLASSES: Record<OverUnderTone, string> = {
  over: 'font-semibold text-destructive',
  under: 'font-semibold text-success',
  even: 'text-foreground',
  unknown: 'text-muted-foreground',
};
