/** Display rules of the as-run report: times of day in the browser's zone and the account's clock, signed over/under. */
import { formatHms, formatSignedHms, type Report, type ReportCue } from '@showcaller/shared';
import type { AppFormats } from '@/i18n/appFormats';
import { appT } from '@/i18n/appI18n';

export const NONE = '—';

const MOMENT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** An ISO moment as the local time of day with seconds ("20:00:05" / "8:00:05 PM"). */
export function clockText(iso: string | null, fmt: AppFormats): string {
  if (!iso) return NONE;
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? NONE : fmt.time(ms, { seconds: true });
}

/** An ISO moment with its date, for the show's start and end. */
export function momentText(iso: string | null, fmt: AppFormats): string {
  if (!iso) return NONE;
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? NONE : fmt.date(ms, MOMENT);
}

/** Cues in the plan: a cue run more than once has a row per run but is one cue. */
export function cueCount(report: Report): number {
  return new Set(report.cues.map((c) => c.cueId)).size;
}

/** "run 2 of 3" for a cue run more than once, else null. */
export function runText(cue: Pick<ReportCue, 'run' | 'runs'>): string | null {
  return cue.runs > 1 ? appT('setup.report.runOf', { run: cue.run, runs: cue.runs }) : null;
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
export function toneWords(tone: OverUnderTone): string {
  switch (tone) {
    case 'over':
      return appT('setup.report.tone.over');
    case 'under':
      return appT('setup.report.tone.under');
    case 'even':
      return appT('setup.report.tone.even');
    case 'unknown':
      return appT('setup.report.tone.unknown');
    default:
      return tone satisfies never;
  }
}

const OVER_CLASSES = 'font-semibold text-destructive';
const UNDER_CLASSES = 'font-semibold text-success';
export const TONE_CLASSES: Record<OverUnderTone, string> = {
  over: OVER_CLASSES,
  under: UNDER_CLASSES,
  even: 'text-foreground',
  unknown: 'text-muted-foreground',
};
