/**
 * A cue's timer from the hidden data sheet (docs/decisions/0033-cue-timer-types-and-aux-timers.md):
 * 'Timer', 'At the end' and 'Ends at'. Blank cells (an older file) mean a count-down that runs over;
 * a value that is not one of ours is a problem on the row, never guessed.
 */
import { CUE_END_ACTIONS, CUE_TIMER_TYPES, normalizeCueTime, type ImportRow } from '@showcaller/shared';
import { CUE_DATA_HEADERS, CUE_DATA_SHEET } from '../export/cueDataSheet.js';

export function readTimerCells(text: (header: string) => string, problems: string[]): ImportRow['timer'] {
  const typeText = text(CUE_DATA_HEADERS.timerType).trim();
  const actionText = text(CUE_DATA_HEADERS.endAction).trim();
  const endText = text(CUE_DATA_HEADERS.endTime).trim();
  if (typeText === '' && actionText === '' && endText === '') return undefined;
  const timerType = typeText === '' ? 'countdown' : CUE_TIMER_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase());
  const endAction = actionText === '' ? 'overrun' : CUE_END_ACTIONS.find((a) => a === actionText.toLowerCase());
  const endTime = endText === '' ? null : normalizeCueTime(endText);
  const where = `in the "${CUE_DATA_SHEET}" sheet`;
  if (timerType === undefined) problems.push(`Timer "${typeText}" ${where} is not countdown, countup, timeOfDay or none.`);
  if (endAction === undefined) problems.push(`"At the end" "${actionText}" ${where} is not overrun, stop or next.`);
  if (endTime === null && endText !== '') problems.push(`"Ends at" "${endText}" ${where} is not a time such as 14:30.`);
  if (timerType === undefined || endAction === undefined) return undefined;
  if (timerType === 'timeOfDay' && (endTime === null || endTime === 'TBD')) {
    problems.push(`A time-of-day cue needs its "Ends at" time ${where}.`);
    return undefined;
  }
  return { timerType, endAction, endTime: timerType === 'timeOfDay' ? endTime : null };
}
