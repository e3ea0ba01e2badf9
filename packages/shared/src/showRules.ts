/**
 * Rules of the running show that every screen must read the same way (docs/product.md#running-the-show), kept pure so the
 * server, the show screen and the crew view cannot drift apart.
 */

/**
 * Index of the current cue: the status's cue, otherwise the first cue. -1 only when there are no
 * cues. A status naming a cue that is gone (deleted meanwhile) also falls back to the first cue.
 */
export function currentCueIndex(cues: readonly { id: number }[], currentCueId: number | null | undefined): number {
  if (cues.length === 0) return -1;
  const found = currentCueId === null || currentCueId === undefined ? -1 : cues.findIndex((c) => c.id === currentCueId);
  return found >= 0 ? found : 0;
}

/** The current cue (as above) and the one after it, null where there is none. */
export function currentAndNextCue<C extends { id: number }>(
  cues: readonly C[],
  currentCueId: number | null | undefined,
): { current: C | null; next: C | null; index: number } {
  const index = currentCueIndex(cues, currentCueId);
  if (index < 0) return { current: null, next: null, index };
  return { current: cues[index] ?? null, next: cues[index + 1] ?? null, index };
}

/**
 * "While a show is live" (docs/decisions/0020-rewind-guard-and-undo.md): a cue has been GO since the
 * last STANDBY of the first cue. The server keeps the flag with the status and applies this rule on
 * every change; screens read it from the status (`live`), so both agree.
 *
 * A change that leaves the status 'go' makes the show live; an explicit STANDBY (the command, or a
 * PUT of status standby) on the first cue ends it; anything else keeps it as it was.
 */
export function showIsLive(
  wasLive: boolean,
  change: { status: 'idle' | 'standby' | 'go' | 'hold'; standbyPressed: boolean; onFirstCue: boolean },
): boolean {
  if (change.status === 'go') return true;
  if (change.status === 'standby' && change.standbyPressed && change.onFirstCue) return false;
  return wasLive;
}

/** Whether a click on a row, a time cell or a jump needs the caller's confirmation first. */
export function jumpNeedsConfirmation(
  status: { live?: boolean } | null | undefined,
  currentCueId: number | null,
  targetCueId: number,
): boolean {
  return status?.live === true && currentCueId !== targetCueId;
}
