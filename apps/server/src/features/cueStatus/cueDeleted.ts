/**
 * What a show caller expects when the rundown loses the cue the live status points at (the spec
 * leaves it open; docs/product.md#running-the-show and docs/decisions/0001-server-owned-time.md give the pieces). The database already dropped the
 * reference (`current_cue_id` is `on delete set null`), silently; this decides the new status:
 *
 * - the show stays at the same place in the list: the cue that took the deleted cue's number
 *   (the next one), else the new last cue (the previous one), in hold with elapsed 0 as after
 *   NEXT or BACK-to-previous, so nothing runs on by itself and the caller decides when to GO;
 * - a show that had not started (idle) stays idle, on the first cue (the initial status);
 * - with no cues left the status is cleared: idle, no cue, elapsed 0 ("Add cues to begin").
 *
 * The status row is kept, so its version keeps rising and screens take the change.
 */
import { initialState, type CueRef, type StatusKind, type StatusState, type TransitionResult } from '../../timing/transitions.js';

export const CUE_DELETED_LOG_KIND = 'cueDeleted' satisfies StatusKind;

export function statusAfterCueDeleted(
  prev: StatusState | null,
  deleted: { id: number; number: number },
  cues: readonly CueRef[],
  now: number,
): TransitionResult {
  const unchanged = (state: StatusState): TransitionResult => ({ ok: true, state, logKind: 'none', changed: false });
  if (prev === null) {
    // No status yet: the first read creates one on the first cue (docs/product.md#running-the-show).
    return unchanged({ ...initialState(cues, now), status: 'idle' });
  }
  const lost = prev.currentCueId === null || prev.currentCueId === deleted.id || !cues.some((c) => c.id === prev.currentCueId);
  if (!lost) return unchanged(prev);

  const moved = (currentCueId: number | null, status: 'idle' | 'hold'): StatusState => ({
    ...prev,
    currentCueId,
    status,
    elapsedBase: 0,
    runningSince: null,
    display: null,
    overtimeNotified: false,
    changedAt: now,
  });
  let next: StatusState;
  if (cues.length === 0) next = moved(null, 'idle');
  else if (prev.status === 'idle') next = moved(cues[0]!.id, 'idle');
  else next = moved((cues.find((c) => c.number >= deleted.number) ?? cues[cues.length - 1]!).id, 'hold');

  const same =
    next.currentCueId === prev.currentCueId &&
    next.status === prev.status &&
    next.elapsedBase === prev.elapsedBase &&
    next.runningSince === prev.runningSince &&
    next.display === prev.display;
  if (same) return unchanged(prev);
  return { ok: true, state: next, logKind: CUE_DELETED_LOG_KIND, changed: true };
}
