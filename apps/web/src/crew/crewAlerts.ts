/**
 * How the crew phone calls attention (docs/decisions/0017-stage-display-and-crew-talk.md): on a new message from the caller and
 * on STANDBY and GO it can chime (crewChime.ts), vibrate (Vibration API, where there is one; iOS
 * Safari has none) and, for STANDBY and GO, flash the screen. Three switches kept on this phone in
 * localStorage. Vibrate starts on, so a message arrives "with a sound or a vibration" out of the
 * box; Chime starts off, because a phone that beeps in the wings on every GO can spoil a quiet
 * scene, and crews who want it (a loud stage, a phone in a pocket) turn it on. Flash is for crews
 * who cannot use sound or vibration. The spoken announcements are separate
 * ("Tap to enable sound", CrewParts.tsx).
 */
import type { CueStatus } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';
import { chime, type ChimeKind } from './crewChime';

const KEY = 'crewAlerts';
/** Before the three switches: one "vibrate and flash" switch, 'on' or 'off'. */
const LEGACY_KEY = 'crewSilentAlerts';

export type AlertKind = 'standby' | 'go';
/** What calls for attention: a call, or a new message. */
export type AlertEvent = AlertKind | 'message';

export interface AlertSettings {
  sound: boolean;
  vibrate: boolean;
  flash: boolean;
}
export type AlertChannel = keyof AlertSettings;
export const ALERT_CHANNELS: readonly AlertChannel[] = ['sound', 'vibrate', 'flash'];
export const DEFAULT_ALERTS: AlertSettings = { sound: false, vibrate: true, flash: false };

/** Stored as the switches that are on, comma-separated ("" when all are off). */
export function readAlertSettings(): AlertSettings {
  const raw = safeStorage.get(KEY);
  if (raw !== null) {
    const on = new Set(raw.split(','));
    return { sound: on.has('sound'), vibrate: on.has('vibrate'), flash: on.has('flash') };
  }
  return safeStorage.get(LEGACY_KEY) === 'on' ? { ...DEFAULT_ALERTS, vibrate: true, flash: true } : DEFAULT_ALERTS;
}

export function saveAlertSettings(settings: AlertSettings): void {
  safeStorage.set(KEY, ALERT_CHANNELS.filter((c) => settings[c]).join(','));
}

/** Vibration patterns: two short pulses to stand by, one long one to go, three quick ones for a message. */
export const VIBRATION: Record<AlertEvent, number[]> = { standby: [200, 120, 200], go: [600], message: [120, 60, 120, 60, 120] };

/** Which alert a status change calls for: a newly armed or re-armed STANDBY, or a new GO. */
export function alertFor(
  prev: Pick<CueStatus, 'status' | 'currentCueId' | 'version' | 'display'> | null,
  next: CueStatus,
): AlertKind | null {
  if (prev !== null && next.version <= prev.version) return null;
  const changed = prev === null || prev.status !== next.status || prev.currentCueId !== next.currentCueId || next.display === 'refresh';
  if (!changed) return null;
  if (next.status === 'standby') return 'standby';
  if (next.status === 'go') return 'go';
  return null;
}

export interface AlertPlan {
  chime: ChimeKind | null;
  vibration: number[] | null;
  flash: AlertKind | null;
}

/** What this phone does for an event under its settings (the screen never flashes for a message: it shows it). */
export function planAlert(event: AlertEvent, settings: AlertSettings): AlertPlan {
  const flash = (): AlertKind | null => {
    switch (event) {
      case 'standby':
      case 'go':
        return settings.flash ? event : null;
      case 'message':
        return null;
      default:
        return event satisfies never;
    }
  };
  return { chime: settings.sound ? event : null, vibration: settings.vibrate ? VIBRATION[event] : null, flash: flash() };
}

/** Vibrates where the browser can; a phone without the API (iOS Safari) does not. */
export function vibrate(pattern: number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

/** Rings and buzzes as planned; the flash is the caller's to show (it is React state). */
export function soundAndVibrate(plan: AlertPlan): void {
  if (plan.chime) chime.play(plan.chime);
  if (plan.vibration) vibrate(plan.vibration);
}
