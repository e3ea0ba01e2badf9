/**
 * Pure time functions (docs/decisions/0001-server-owned-time.md). Nothing here reads a clock: callers pass `now`.
 * Cue times are wall-clock "HH:MM:SS" strings or "TBD"; durations are whole seconds.
 */
import { DEFAULT_CUE_DURATION_SECONDS } from './constants.js';
import type { CueTimerType } from './cueTimer.js';

const HMS = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Seconds → "HH:MM:SS" (hours may exceed 24 for long durations). Negative values clamp to 0. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${pad2(h)}:${pad2(m)}:${pad2(s % 60)}`;
}

/** Signed variant for over/under displays: "-00:01:05" or "+00:00:30". */
export function formatSignedHms(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  return sign + formatHms(Math.abs(seconds));
}

/** Seconds → "M:SS" (simple rundown's Duration column, docs/product.md#screens). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad2(s % 60)}`;
}

/** A cue start time: "HH:MM" or "HH:MM:SS" within a day → seconds since midnight, else null. */
export function parseClockTime(value: string): number | null {
  const m = HMS.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  if (h > 23) return null;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** Seconds since midnight → "HH:MM:SS", wrapping past midnight. */
export function clockTimeFromSeconds(seconds: number): string {
  const day = 24 * 3600;
  return formatHms(((Math.floor(seconds) % day) + day) % day);
}

/** Normalises a cue time for storage: "HH:MM:SS", "TBD" for empty/TBD, null when invalid. */
export function normalizeCueTime(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '' || v.toUpperCase() === 'TBD') return 'TBD';
  const secs = parseClockTime(v);
  return secs === null ? null : clockTimeFromSeconds(secs);
}

/**
 * A duration typed by a person: "hh:mm:ss", "mm:ss", a plain number of seconds, or
 * "--:--:--" (0). Returns whole seconds or null when unreadable (docs/product.md#validation).
 */
export function parseDurationInput(value: string): number | null {
  const v = value.trim();
  if (v === '--:--:--' || v === '') return 0;
  if (/^\d+$/.test(v)) return Number(v);
  const parts = v.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const nums = parts.map(Number);
  const [a = 0, b = 0, c] = nums;
  if (c === undefined) return b < 60 ? a * 60 + b : null;
  return b < 60 && c < 60 ? a * 3600 + b * 60 + c : null;
}

/** A duration in the dialog: seconds, or minutes ×60 (docs/product.md#validation). */
export function durationFromUnit(amount: number, unit: 'seconds' | 'minutes'): number {
  return Math.round(unit === 'minutes' ? amount * 60 : amount);
}

/** Durations of 60 s or more are shown in whole minutes when editing (docs/product.md#validation). */
export function durationForEditing(seconds: number): { amount: number; unit: 'seconds' | 'minutes' } {
  return seconds >= 60 && seconds % 60 === 0 ? { amount: seconds / 60, unit: 'minutes' } : { amount: seconds, unit: 'seconds' };
}

export interface TimedStatus {
  status: 'idle' | 'standby' | 'go' | 'hold';
  elapsedBase: number;
  runningSince: number | null;
}

/** elapsed = base + whole seconds since runningSince while go (docs/decisions/0001-server-owned-time.md). */
export function elapsedAt(s: TimedStatus, nowMs: number): number {
  if (s.status !== 'go' || s.runningSince === null) return s.elapsedBase;
  return s.elapsedBase + Math.max(0, Math.floor((nowMs - s.runningSince) / 1000));
}

/** Remaining = duration (300 when absent) − elapsed, floored at 0 (docs/product.md#running-the-show). */
export function remainingSeconds(duration: number | null | undefined, elapsed: number): number {
  return Math.max(0, effectiveDuration(duration) - elapsed);
}

/**
 * The one rule for how long a cue runs (docs/product.md#constants): a cue with no duration counts down a hidden
 * 300 s, so screens show that 5:00 and linked times ripple by it; 0 stays 0 (an instant cue).
 */
export function effectiveDuration(duration: number | null | undefined): number {
  return duration ?? DEFAULT_CUE_DURATION_SECONDS;
}

/** A 0-second cue happens at its GO: no countdown and never over time (docs/decisions/0013-linked-and-hard-start-cue-times.md). */
export function isInstantCue(duration: number | null | undefined): boolean {
  return duration === 0;
}

/** Seconds after GO at which a cue goes over time; null for an instant cue, which never does. */
export function overtimeAfterSeconds(duration: number | null | undefined): number | null {
  return isInstantCue(duration) ? null : effectiveDuration(duration);
}

/**
 * A new cue's time: the highest-numbered cue's time plus its effective duration (the default 300 s
 * when it has none, as the countdown and linked times count), or the current clock time when there
 * is none or that time is TBD (docs/product.md#validation). `nowSecondsOfDay` is local time.
 */
export function nextCueTime(
  last: Pick<CueTiming, 'time' | 'duration' | 'timerType' | 'endTime'> | undefined,
  nowSecondsOfDay: number,
): string {
  const start = last ? parseClockTime(last.time) : null;
  if (!last || start === null) return clockTimeFromSeconds(nowSecondsOfDay);
  return clockTimeFromSeconds(cueEndAt(last, start));
}

/** How a cue's start time is set (docs/decisions/0013-linked-and-hard-start-cue-times.md): it follows the previous cue, or it is fixed. */
export const CUE_TIME_MODES = ['linked', 'hard'] as const;
export type CueTimeMode = (typeof CUE_TIME_MODES)[number];

export interface CueTiming {
  time: string;
  duration: number | null;
  timeMode: CueTimeMode;
  /** A time-of-day cue ends at its `endTime` whatever its duration (docs/decisions/0033-cue-timer-types-and-aux-timers.md). */
  timerType?: CueTimerType | undefined;
  endTime?: string | null | undefined;
}

/**
 * When a cue that starts at `start` ends, both in seconds from a show's midnight (which may pass
 * 24 h): a time-of-day cue at its end time nearest to the start (within 12 h; never before the
 * start: one gone after its end time ends at once), any other after its effective duration.
 */
export function cueEndAt(cue: Pick<CueTiming, 'duration' | 'timerType' | 'endTime'>, start: number): number {
  const clock = cue.timerType === 'timeOfDay' && cue.endTime ? parseClockTime(cue.endTime) : null;
  if (clock === null) return start + effectiveDuration(cue.duration);
  let end = Math.floor(start / DAY) * DAY + clock;
  if (end < start - DAY / 2) end += DAY;
  else if (end > start + DAY / 2) end -= DAY;
  return Math.max(start, end);
}

/**
 * Start times in rundown order with every linked cue following the one before it (its time + its
 * effective duration, wrapping past midnight). A linked cue after a TBD cue is TBD too; the first
 * cue has nothing to follow and keeps its time; hard starts never move.
 */
export function rippleCueTimes(cues: readonly CueTiming[]): string[] {
  const out: string[] = [];
  cues.forEach((cue, i) => {
    const before = cues[i - 1];
    if (cue.timeMode === 'hard' || before === undefined) {
      out.push(cue.time);
      return;
    }
    const start = parseClockTime(out[i - 1] ?? 'TBD');
    out.push(start === null ? 'TBD' : clockTimeFromSeconds(cueEndAt(before, start)));
  });
  return out;
}

/** The mode a new cue gets when none is asked for: linked when the cue before it has a time. */
export function defaultTimeMode(previous: { time: string } | undefined, timeGiven: boolean): CueTimeMode {
  if (timeGiven) return 'hard';
  return previous !== undefined && parseClockTime(previous.time) !== null ? 'linked' : 'hard';
}

const DAY = 24 * 3600;

/**
 * Planned starts in seconds from the midnight before the first timed cue: a time more than 12 h
 * before the previous one is the next day (a show past midnight). A TBD cue starts when the one
 * before it ends; null while nothing before it has a time.
 */
export function plannedStarts(cues: readonly Pick<CueTiming, 'time' | 'duration' | 'timerType' | 'endTime'>[]): (number | null)[] {
  const out: (number | null)[] = [];
  let day = 0;
  let lastTimed: number | null = null;
  let prevEnd: number | null = null;
  for (const cue of cues) {
    const clock = parseClockTime(cue.time);
    let start: number | null = prevEnd;
    if (clock !== null) {
      if (lastTimed !== null && clock + day < lastTimed - DAY / 2) day += DAY;
      start = clock + day;
      lastTimed = start;
    }
    out.push(start);
    prevEnd = start === null ? null : cueEndAt(cue, start);
  }
  return out;
}

export interface ShowProgress {
  /** The current cue's index in rundown order. */
  index: number;
  status: TimedStatus['status'];
  /** Seconds the current cue has run. */
  elapsed: number;
}

export interface ShowProjection {
  /** Seconds from the midnight before the first timed cue; may pass 24 h. */
  plannedEnd: number;
  projectedEnd: number;
  /** projectedEnd − plannedEnd: positive is over (running late), negative under (early). */
  overUnder: number;
}

/**
 * Where the show ends if the current cue runs its duration (or has already run over) and every
 * later cue runs its own; a hard start waits for its time, a linked cue follows at once. A cue that
 * has not started (elapsed 0, not running) starts now or at its planned time, whichever is later.
 * null without a planned time to compare with.
 */
export function projectShow(cues: readonly CueTiming[], progress: ShowProgress, nowSecondsOfDay: number): ShowProjection | null {
  const current = cues[progress.index];
  if (!current) return null;
  const starts = plannedStarts(cues);
  const plannedLast = starts[starts.length - 1];
  const last = cues[cues.length - 1];
  if (plannedLast === null || plannedLast === undefined || !last) return null;
  const plannedEnd = cueEndAt(last, plannedLast);
  const plannedCurrent = starts[progress.index] ?? null;
  // The clock reading on the show's day closest to the current cue's planned start.
  const anchor = plannedCurrent ?? plannedLast;
  const now = nowSecondsOfDay + Math.round((anchor - nowSecondsOfDay) / DAY) * DAY;
  const currentEnd = currentCueEnd(current, progress, now, plannedCurrent);
  const t = projectedEndAfter(cues, starts, progress.index, cues.length - 1, currentEnd);
  return { plannedEnd, projectedEnd: t, overUnder: t - plannedEnd };
}

/**
 * When the current cue ends: one not started yet (elapsed 0, not running) starts now or at its
 * planned time, whichever is later; one under way ends after what is left of it, or now once over.
 */
export function currentCueEnd(
  cue: Pick<CueTiming, 'duration' | 'timerType' | 'endTime'>,
  progress: Pick<ShowProgress, 'status' | 'elapsed'>,
  now: number,
  plannedStart: number | null,
): number {
  const notStarted = progress.status !== 'go' && progress.elapsed === 0;
  if (notStarted) return cueEndAt(cue, Math.max(now, plannedStart ?? now));
  return Math.max(now, cueEndAt(cue, now - progress.elapsed));
}

/**
 * When cue `to` ends if cue `from` ends at `fromEnd` and each cue after it runs its own duration:
 * a hard start waits for its planned time (`starts`, from plannedStarts), a linked cue follows at
 * once. The one walk behind projectShow and the linked starts of docs/decisions/0028-linked-event-starts.md.
 */
export function projectedEndAfter(
  cues: readonly Pick<CueTiming, 'timeMode' | 'duration' | 'timerType' | 'endTime'>[],
  starts: readonly (number | null)[],
  from: number,
  to: number,
  fromEnd: number,
): number {
  let t = fromEnd;
  for (let i = from + 1; i <= to && i < cues.length; i++) t = cueEndAt(cues[i]!, projectedStartOf(cues[i]!, starts[i] ?? null, t));
  return t;
}

/** Where a cue starts when the one before it ends at `prevEnd`: a hard start waits for its planned time. */
function projectedStartOf(cue: Pick<CueTiming, 'timeMode'>, planned: number | null, prevEnd: number): number {
  return cue.timeMode === 'hard' && planned !== null ? Math.max(prevEnd, planned) : prevEnd;
}

/** The projected starts of cues `from + 1` … last when cue `from` ends at `fromEnd` (the walk of projectedEndAfter). */
export function projectedStartsAfter(
  cues: readonly Pick<CueTiming, 'timeMode' | 'duration' | 'timerType' | 'endTime'>[],
  starts: readonly (number | null)[],
  from: number,
  fromEnd: number,
): number[] {
  const out: number[] = [];
  let t = fromEnd;
  for (let i = from + 1; i < cues.length; i++) {
    const start = projectedStartOf(cues[i]!, starts[i] ?? null, t);
    out.push(start);
    t = cueEndAt(cues[i]!, start);
  }
  return out;
}

/** Whole days left of a trial: ceil((end − now) / day) (docs/product.md#accounts-and-sessions). */
export function trialDaysRemaining(endIso: string, nowMs: number): number {
  return Math.ceil((Date.parse(endIso) - nowMs) / (24 * 60 * 60 * 1000));
}

/** Seconds since local midnight for a Date (browser-side helper, pure given the Date). */
export function secondsOfDay(d: Date): number {
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}

/** A moment as local 24-hour HH:MM:SS, whatever the browser's locale (docs/product.md#during-a-show: one time format). */
export function clockTimeOf(d: Date): string {
  return clockTimeFromSeconds(secondsOfDay(d));
}

/**
 * Event dates are calendar dates, "YYYY-MM-DD" (docs/decisions/0012-event-dates-are-calendar-dates.md): no time zone, so 20 March is
 * 20 March in Los Angeles and in Berlin. Years 1900–9999; the day must exist (no 30 February).
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MIN_EVENT_YEAR = 1900;
export const MAX_EVENT_YEAR = 9999;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(value: string): CalendarDate | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_EVENT_YEAR || year > MAX_EVENT_YEAR || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (UTC, so no zone can move it).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Why an event date is refused, or null when it is a real calendar date in range. */
export function calendarDateProblem(value: string): string | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return 'Date must be a calendar date YYYY-MM-DD';
  const year = Number(m[1]);
  if (year < MIN_EVENT_YEAR || year > MAX_EVENT_YEAR) return `The year must be between ${MIN_EVENT_YEAR} and ${MAX_EVENT_YEAR}`;
  return parseCalendarDate(value) ? null : `${value} is not a date that exists`;
}

/**
 * The calendar date of what a client sent: "YYYY-MM-DD", or an ISO date-time whose date part is
 * kept as written (older clients sent "2026-03-20T00:00:00.000Z"). The date part is not checked here.
 */
export function calendarDatePart(value: string): string {
  const v = value.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
}

/**
 * A date stored before dates were calendar dates (migration 003): the browser sent its local
 * midnight as UTC ("2026-03-19T23:00:00.000Z" in Berlin meant 20 March; "...T07:00:00.000Z" in Los
 * Angeles too). A whole quarter hour is such a midnight: the nearest UTC midnight is the day meant.
 * Any other instant (an event created "now") keeps its UTC date. null when unreadable.
 */
export function calendarDateFromLegacy(value: string): string | null {
  const v = value.trim();
  if (parseCalendarDate(v)) return v;
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) return null;
  const quarterHour = 15 * 60 * 1000;
  const shifted = ms % quarterHour === 0 ? ms + (DAY * 1000) / 2 : ms;
  const d = new Date(shifted);
  const iso = `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  return parseCalendarDate(iso) ? iso : null;
}

/** A calendar date as local midnight (date pickers and formatting), with no time-zone shift. */
export function localDateOf(value: string): Date | null {
  const d = parseCalendarDate(value);
  return d ? new Date(d.year, d.month - 1, d.day) : null;
}

/** The calendar date a person picked (a local Date) as "YYYY-MM-DD". */
export function calendarDateOf(local: Date): string {
  return `${String(local.getFullYear()).padStart(4, '0')}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`;
}

/** A calendar date in the reader's locale ("20 March 2026", "March 20, 2026"); the raw text when unreadable. */
export function formatCalendarDate(value: string, locale?: string, style: 'long' | 'full' | 'medium' = 'long'): string {
  const local = localDateOf(value);
  return local ? new Intl.DateTimeFormat(locale, { dateStyle: style }).format(local) : value;
}
