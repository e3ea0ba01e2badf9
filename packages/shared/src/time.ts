/**
 * Pure time functions (DESIGN.md §2). Nothing here reads a clock: callers pass `now`.
 * Cue times are wall-clock "HH:MM:SS" strings or "TBD"; durations are whole seconds.
 */
import { DEFAULT_CUE_DURATION_SECONDS } from './constants.js';

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

/** Seconds → "M:SS" (simple rundown's Duration column, spec 2 §2). */
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
 * "--:--:--" (0). Returns whole seconds or null when unreadable (spec 2 §5).
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

/** A duration in the dialog: seconds, or minutes ×60 (spec 2 §5). */
export function durationFromUnit(amount: number, unit: 'seconds' | 'minutes'): number {
  return Math.round(unit === 'minutes' ? amount * 60 : amount);
}

/** Durations of 60 s or more are shown in whole minutes when editing (spec 2 §5). */
export function durationForEditing(seconds: number): { amount: number; unit: 'seconds' | 'minutes' } {
  return seconds >= 60 && seconds % 60 === 0 ? { amount: seconds / 60, unit: 'minutes' } : { amount: seconds, unit: 'seconds' };
}

export interface TimedStatus {
  status: 'idle' | 'standby' | 'go' | 'hold';
  elapsedBase: number;
  runningSince: number | null;
}

/** elapsed = base + whole seconds since runningSince while go (DESIGN.md §2). */
export function elapsedAt(s: TimedStatus, nowMs: number): number {
  if (s.status !== 'go' || s.runningSince === null) return s.elapsedBase;
  return s.elapsedBase + Math.max(0, Math.floor((nowMs - s.runningSince) / 1000));
}

/** Remaining = duration (300 when absent) − elapsed, floored at 0 (spec 2 §4). */
export function remainingSeconds(duration: number | null | undefined, elapsed: number): number {
  return Math.max(0, (duration ?? DEFAULT_CUE_DURATION_SECONDS) - elapsed);
}

export function effectiveDuration(duration: number | null | undefined): number {
  return duration ?? DEFAULT_CUE_DURATION_SECONDS;
}

/**
 * A new cue's time: the highest-numbered cue's time plus its duration, or the current clock
 * time when there is none or that time is TBD (spec 2 §5). `nowSecondsOfDay` is local time.
 */
export function nextCueTime(last: { time: string; duration: number | null } | undefined, nowSecondsOfDay: number): string {
  const start = last ? parseClockTime(last.time) : null;
  if (!last || start === null) return clockTimeFromSeconds(nowSecondsOfDay);
  return clockTimeFromSeconds(start + (last.duration ?? 0));
}

/** Whole days left of a trial: ceil((end − now) / day) (spec 1 §4). */
export function trialDaysRemaining(endIso: string, nowMs: number): number {
  return Math.ceil((Date.parse(endIso) - nowMs) / (24 * 60 * 60 * 1000));
}

/** Seconds since local midnight for a Date (browser-side helper, pure given the Date). */
export function secondsOfDay(d: Date): number {
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}
