/**
 * The words of the as-run report for what the log recorded besides cue status (README.md#show-control,
 * docs/decisions/0017-stage-display-and-crew-talk.md), one rule for the page, its print and the Excel download.
 */
import { GO_IGNORED } from './constants.js';
import type { ReportConfirmation, ReportCue, ShowLogEntry } from './schemas/report.js';

const quoted = (text: string | null) => (text === null || text === '' ? '' : `: “${text}”`);

/** What happened, as a show caller reads it after the show ("Message to Sound, Light: “Wrap up”"). */
export function showLogText(e: Pick<ShowLogEntry, 'kind' | 'text' | 'department' | 'to'>): string {
  const department = e.department ?? 'A deleted department';
  switch (e.kind) {
    case 'stage-message':
      return `Message to the stage${quoted(e.text)}`;
    case 'stage-message-cleared':
      return 'Stage message cleared';
    case 'stage-blackout':
      return 'Stage display blacked out';
    case 'stage-unblackout':
      return 'Stage display back on';
    case 'crew-message':
      return `Message to ${e.to.length > 0 ? e.to.join(', ') : 'crew'}${quoted(e.text)}`;
    case 'message-read':
      return `${department} read the message${quoted(e.text)}`;
    case 'problem':
      return `${department} raised a problem${quoted(e.text)}`;
    case 'problem-cleared':
      return `${department}'s problem cleared`;
    case 'overtime':
      return 'Went over its planned duration';
    case 'producer-broadcast':
      return `Message from the producer${quoted(e.text)}`;
    case 'show-moved':
      return `Moved the show: ${e.text ?? 'a change'}`;
    case 'go-ignored':
      return GO_IGNORED;
    case 'aux-timer':
      return `Timer ${e.text ?? 'changed'}`;
    default:
      return e.kind satisfies never;
  }
}

/** One target's answer to a GO: "QLab fired +12 ms", "Eos no answer", "QLab error". */
export function confirmationText(c: Pick<ReportConfirmation, 'target' | 'outcome' | 'delayMs'>): string {
  switch (c.outcome) {
    case 'fired':
      return `${c.target} fired${c.delayMs === null ? '' : ` +${c.delayMs} ms`}`;
    case 'no-answer':
      return `${c.target} no answer`;
    case 'error':
      return `${c.target} error`;
    default:
      return c.outcome satisfies never;
  }
}

/** The cue on screen for a show log row: "3 Keynote", "3 Keynote (run 2)" for a cue run more than once. */
export function duringText(
  during: ShowLogEntry['during'],
  cues: ReadonlyArray<Pick<ReportCue, 'cueId' | 'action' | 'runs'>>,
): string | null {
  if (!during) return null;
  const cue = cues.find((c) => c.cueId === during.cueId);
  const run = cue && cue.runs > 1 && during.run !== null ? ` (run ${during.run})` : '';
  return `${during.number}${cue ? ` ${cue.action}` : ''}${run}`;
}
