/**
 * The as-run log's sentences in the app's language (the shared showLogText/confirmationText/duringText
 * write English for the server's Excel and PDF): what happened, each target's answer to a GO, the cue
 * on screen, why a run ended.
 */
import type { ReportConfirmation, ReportCue, ShowEnd, ShowLogEntry } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

const has = (text: string | null): text is string => text !== null && text !== '';

/** What happened, as a show caller reads it after the show ("Message to Sound, Light: “Wrap up”"). */
export function showLogWords(e: Pick<ShowLogEntry, 'kind' | 'text' | 'department' | 'to'>): string {
  const department = e.department ?? appT('setup.report.log.deletedDepartment');
  switch (e.kind) {
    case 'stage-message':
      return has(e.text) ? appT('setup.report.log.stageMessageText', { text: e.text }) : appT('setup.report.log.stageMessage');
    case 'stage-message-cleared':
      return appT('setup.report.log.stageCleared');
    case 'stage-blackout':
      return appT('setup.report.log.blackout');
    case 'stage-unblackout':
      return appT('setup.report.log.unblackout');
    case 'crew-message': {
      const to = e.to.length > 0 ? e.to.join(', ') : appT('setup.report.log.crew');
      return has(e.text) ? appT('setup.report.log.crewMessageText', { to, text: e.text }) : appT('setup.report.log.crewMessage', { to });
    }
    case 'message-read':
      return has(e.text) ? appT('setup.report.log.readText', { department, text: e.text }) : appT('setup.report.log.read', { department });
    case 'problem':
      return has(e.text)
        ? appT('setup.report.log.problemText', { department, text: e.text })
        : appT('setup.report.log.problem', { department });
    case 'problem-cleared':
      return appT('setup.report.log.problemCleared', { department });
    case 'overtime':
      return appT('setup.report.log.overtime');
    case 'producer-broadcast':
      return has(e.text) ? appT('setup.report.log.producerText', { text: e.text }) : appT('setup.report.log.producer');
    case 'show-moved':
      return appT('setup.report.log.moved', { what: e.text ?? appT('setup.report.log.movedChange') });
    case 'go-ignored':
      return appT('setup.report.log.goIgnored');
    case 'aux-timer':
      return appT('setup.report.log.timer', { what: e.text ?? appT('setup.report.log.timerChanged') });
    default:
      return e.kind satisfies never;
  }
}

/** One target's answer to a GO: "QLab fired +12 ms", "Eos no answer", "QLab error". */
export function confirmationWords(c: Pick<ReportConfirmation, 'target' | 'outcome' | 'delayMs'>): string {
  switch (c.outcome) {
    case 'fired':
      return c.delayMs === null
        ? appT('setup.report.confirm.fired', { target: c.target })
        : appT('setup.report.confirm.firedAfter', { target: c.target, ms: c.delayMs });
    case 'no-answer':
      return appT('setup.report.confirm.noAnswer', { target: c.target });
    case 'error':
      return appT('setup.report.confirm.error', { target: c.target });
    default:
      return c.outcome satisfies never;
  }
}

/** The cue on screen for a show log row: "3 Keynote", "3 Keynote (run 2)" for a cue run more than once. */
export function duringWords(
  during: ShowLogEntry['during'],
  cues: ReadonlyArray<Pick<ReportCue, 'cueId' | 'action' | 'runs'>>,
): string | null {
  if (!during) return null;
  const cue = cues.find((c) => c.cueId === during.cueId);
  const text = cue ? `${during.number} ${cue.action}` : String(during.number);
  return cue && cue.runs > 1 && during.run !== null ? appT('setup.report.duringRun', { cue: text, run: during.run }) : text;
}

/** Why a run ended: the last cue completed, or End show by its caller. */
export function endReasonWords(run: Pick<ShowEnd, 'reason' | 'endedBy'>): string {
  switch (run.reason) {
    case 'last-cue':
      return appT('setup.report.end.lastCue');
    case 'caller':
      return appT('setup.report.end.caller', { who: run.endedBy.toLowerCase() });
    default:
      return run.reason satisfies never;
  }
}
