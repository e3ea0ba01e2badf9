/**
 * What a control surface shows (Bitfocus Companion, docs/decisions/0011-show-control.md): the live status, the
 * current and next cue, remaining seconds, over-time and crew readiness. The server answers
 * GET /api/events/{id}/control/state with it, and the Companion module parses it with the same
 * schema. The answer carries the rundown (`cues`) so that the module follows every GO, HOLD, NEXT
 * or jump from the socket's `cueStatusUpdate` frames with `controlStateAfter` (the same rule the
 * server answers with), instead of asking the server again after each frame.
 */
import { z } from 'zod';
import { currentAndNextCue } from '../showRules.js';
import { timerReadout } from '../cueTimer.js';
import { cueStatusSchema, type CueStatus } from './cueStatus.js';

export const controlCueSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  action: z.string(),
  /** Seconds; null takes the default cue duration. */
  duration: z.number().int().nullable(),
});
export type ControlCue = z.infer<typeof controlCueSchema>;

export const controlReadySchema = z.object({
  /** A STANDBY is up for the current cue (departments answer Ready to it). */
  standby: z.boolean(),
  ready: z.number().int().min(0),
  total: z.number().int().min(0),
  allReady: z.boolean(),
});
export type ControlReady = z.infer<typeof controlReadySchema>;

export const controlStateSchema = z.object({
  status: cueStatusSchema,
  current: controlCueSchema.nullable(),
  next: controlCueSchema.nullable(),
  /**
   * Seconds left of the current cue's timer at `status.serverTime` (negative when over time, 0 once a
   * 'stop' timer ends); null when no cue or the cue has no timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md).
   */
  remaining: z.number().int().nullable(),
  overtime: z.boolean(),
  ready: controlReadySchema,
  /** The rundown in order (id, number, action, duration): the surface follows the status frames with it. */
  cues: z.array(controlCueSchema),
});
export type ControlState = z.infer<typeof controlStateSchema>;

/** The control state of a status over a rundown, with the readiness as read. */
export function controlState(status: CueStatus, cues: readonly ControlCue[], ready: ControlReady): ControlState {
  const { current, next } = currentAndNextCue(cues, status.currentCueId);
  const t = current
    ? timerReadout(status.timer, current.duration, status.elapsedTime, status.serverTime, status.serverTime - status.elapsedTime * 1000)
    : null;
  const remaining = t === null || t.type === 'none' ? null : t.over > 0 ? -t.over : t.remaining;
  return {
    status,
    current,
    next,
    remaining,
    overtime: status.status === 'go' && t !== null && t.over > 0,
    ready,
    cues: [...cues],
  };
}

/**
 * The state after a `cueStatusUpdate` frame, without asking the server: the current and next cue,
 * remaining and over-time follow the new status over the rundown already read. Readiness counts
 * from a STANDBY: a new STANDBY (or another cue) starts at none ready, leaving standby clears it;
 * departments answering Ready arrive as an 'acks' refetch, which the surface reads.
 */
export function controlStateAfter(prev: ControlState, status: CueStatus): ControlState {
  const sameStandby = prev.status.status === 'standby' && status.status === 'standby' && prev.status.currentCueId === status.currentCueId;
  const standby = status.status === 'standby';
  const ready: ControlReady = sameStandby ? prev.ready : { standby, ready: 0, total: prev.ready.total, allReady: false };
  return controlState(status, prev.cues, ready);
}
