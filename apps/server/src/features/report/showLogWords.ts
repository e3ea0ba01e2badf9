/**
 * The show log's rows in the reader's words (docs/decisions/0040-i18n-app-and-server.md), for the
 * show report's PDF and mail and the as-run workbook. The page has its own (showLogText in the shared
 * package, in English until the main app's words move).
 */
import type { ShowLogEntry } from '@showcaller/shared';
import { serverT } from '../../lib/i18n.js';
import type { Reader } from '../../lib/reader.js';

/** What the show log recorded, in the reader's words ("Message to Sound, Light: “Wrap up”"). */
export function showLogWords(e: Pick<ShowLogEntry, 'kind' | 'text' | 'department' | 'to'>, reader: Reader): string {
  const t = (key: Parameters<typeof serverT>[1], values?: Record<string, string>) => serverT(reader.locale, key, values);
  const department = e.department ?? t('documents.showReport.deletedDepartment');
  const text = e.text === null || e.text === '' ? null : e.text;
  switch (e.kind) {
    case 'stage-message':
      return text === null ? t('documents.showLog.stageMessage') : t('documents.showLog.stageMessageText', { text });
    case 'stage-message-cleared':
      return t('documents.showLog.stageMessageCleared');
    case 'stage-blackout':
      return t('documents.showLog.stageBlackout');
    case 'stage-unblackout':
      return t('documents.showLog.stageUnblackout');
    case 'crew-message': {
      const to = e.to.length > 0 ? e.to.join(', ') : t('documents.showLog.crew');
      return text === null ? t('documents.showLog.crewMessage', { to }) : t('documents.showLog.crewMessageText', { to, text });
    }
    case 'message-read':
      return text === null
        ? t('documents.showLog.messageRead', { department })
        : t('documents.showLog.messageReadText', { department, text });
    case 'problem':
      return text === null ? t('documents.showLog.problem', { department }) : t('documents.showLog.problemText', { department, text });
    case 'problem-cleared':
      return t('documents.showLog.problemCleared', { department });
    case 'overtime':
      return t('documents.showLog.overtime');
    case 'producer-broadcast':
      return text === null ? t('documents.showLog.producerBroadcast') : t('documents.showLog.producerBroadcastText', { text });
    case 'show-moved':
      return t('documents.showLog.showMoved', { change: e.text ?? t('documents.showLog.aChange') });
    case 'go-ignored':
      return t('documents.showLog.goIgnored');
    case 'aux-timer':
      return e.text === null ? t('documents.showLog.auxTimerChanged') : t('documents.showLog.auxTimer', { change: e.text });
    default:
      return e.kind satisfies never;
  }
}
