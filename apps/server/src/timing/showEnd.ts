/**
 * When a show's last cue completes (docs/decisions/0029-show-report.md): the last cue of the rundown
 * is running and its duration has run out (the shared default when it has none); an instant cue
 * completes as it goes. Pure, like the rest of timing/.
 */
import { overtimeAfterSeconds } from '@showcaller/shared';
import type { CueRef, StatusState } from './transitions.js';

export function lastCueCompletesAt(
  s: Pick<StatusState, 'status' | 'currentCueId' | 'runningSince' | 'elapsedBase'>,
  cues: readonly CueRef[],
): number | null {
  const last = cues.at(-1);
  if (!last || s.status !== 'go' || s.runningSince === null || s.currentCueId !== last.id) return null;
  const seconds = overtimeAfterSeconds(last.duration) ?? 0;
  return s.runningSince + Math.max(0, seconds - s.elapsedBase) * 1000;
}
