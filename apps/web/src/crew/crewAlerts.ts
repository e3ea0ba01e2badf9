/**
 * Silent alerts for crews who cannot use sound (issue 15 item 4): on STANDBY and GO the phone
 * vibrates (Vibration API, where there is one) and the screen flashes. A setting on this phone,
 * kept in localStorage; off until the crew member turns it on.
 */
import type { CueStatus } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';

const KEY = 'crewSilentAlerts';

export type AlertKind = 'standby' | 'go';

export const readSilentAlerts = (): boolean => safeStorage.get(KEY) === 'on';
export const saveSilentAlerts = (on: boolean): void => safeStorage.set(KEY, on ? 'on' : 'off');

/** Vibration patterns: two short pulses to stand by, one long one to go. */
export const VIBRATION: Record<AlertKind, number[]> = { standby: [200, 120, 200], go: [600] };

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

/** Vibrates where the browser can; a phone without the API (iOS Safari) only flashes. */
export function vibrate(kind: AlertKind): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION[kind]);
}
