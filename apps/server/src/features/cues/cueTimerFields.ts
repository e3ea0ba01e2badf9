/**
 * A cue's timer fields (docs/decisions/0033-cue-timer-types-and-aux-timers.md) → its columns, checked
 * against what is stored: a time-of-day cue needs an end time, and a cue that leaves that type
 * forgets it, so a stale end time never comes back.
 */
import { english } from '../../lib/i18n.js';
import type { CueEndAction, CueTimerType } from '@showcaller/shared';
import { badRequest } from '../../lib/errors.js';
import type { CueRow, NewCueRow } from './cues.repo.js';

export interface TimerInput {
  timerType?: CueTimerType | undefined;
  endAction?: CueEndAction | undefined;
  endTime?: string | null | undefined;
}

export const TIME_OF_DAY_NEEDS_END = english('errors.cues.timeOfDayNeedsEnd');

export function timerColumns(
  input: TimerInput,
  stored?: Pick<CueRow, 'timer_type' | 'end_time'>,
): Partial<Pick<NewCueRow, 'timer_type' | 'end_action' | 'end_time'>> {
  const out: Partial<Pick<NewCueRow, 'timer_type' | 'end_action' | 'end_time'>> = {};
  if (input.timerType !== undefined) out.timer_type = input.timerType;
  if (input.endAction !== undefined) out.end_action = input.endAction;
  if (input.endTime !== undefined) out.end_time = input.endTime;
  const type = out.timer_type ?? stored?.timer_type ?? 'countdown';
  const endTime = out.end_time !== undefined ? out.end_time : (stored?.end_time ?? null);
  if (type === 'timeOfDay' && endTime === null) throw badRequest('errors.cues.timeOfDayNeedsEnd');
  if (type !== 'timeOfDay' && endTime !== null) out.end_time = null;
  return out;
}
