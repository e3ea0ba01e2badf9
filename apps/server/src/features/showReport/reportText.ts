/**
 * Words and numbers of the show report shared by its PDF and its mail (docs/decisions/0029-show-report.md),
 * in the reader's language and clock (docs/decisions/0040-i18n-app-and-server.md).
 */
import type { ShowReport } from '@showcaller/shared';
import { serverT } from '../../lib/i18n.js';
import { safeTimeFormatter, type Reader } from '../../lib/reader.js';
import { showLogWords } from '../report/showLogWords.js';

/** Seconds as m:ss or h:mm:ss (a length, the same in every language). */
export function clock(seconds: number): string {
  const s = Math.abs(Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Over (+) or under (−) the plan; "on time" at 0. */
export function overUnder(seconds: number | null, reader: Reader): string {
  if (seconds === null) return '';
  if (seconds === 0) return serverT(reader.locale, 'documents.showReport.onTime');
  return serverT(reader.locale, seconds > 0 ? 'documents.showReport.over' : 'documents.showReport.under', { time: clock(seconds) });
}

/** Times of day in the production's zone (UTC when the zone is unknown), on the reader's clock. */
export function timeOfDay(timeZone: string, reader: Reader): (iso: string | null) => string {
  return safeTimeFormatter(reader, timeZone);
}

/** Problem flags and messages of the show log, one line each. */
export function logLines(r: ShowReport, at: (iso: string | null) => string, reader: Reader): string[] {
  return r.showLog.map((e) => {
    const text = showLogWords(e, reader);
    return e.during
      ? serverT(reader.locale, 'documents.showReport.logLineDuring', { time: at(e.at), cue: e.during.number, text })
      : serverT(reader.locale, 'documents.showReport.logLine', { time: at(e.at), text });
  });
}

/** Equipment answers per cue run, one line each. */
export function confirmationLines(r: ShowReport, reader: Reader): string[] {
  return r.cues.flatMap((c) =>
    (c.confirmations ?? []).map((x) => {
      const values = { cue: c.number, target: x.target };
      switch (x.outcome) {
        case 'fired':
          return x.delayMs === null
            ? serverT(reader.locale, 'documents.showReport.confirmed', values)
            : serverT(reader.locale, 'documents.showReport.confirmedIn', { ...values, ms: x.delayMs });
        case 'error':
          return serverT(reader.locale, 'documents.showReport.sendError', values);
        case 'no-answer':
          return serverT(reader.locale, 'documents.showReport.noAnswer', values);
        default:
          return x.outcome satisfies never;
      }
    }),
  );
}

export function endLine(r: ShowReport, reader: Reader): string {
  return r.run.reason === 'caller'
    ? serverT(reader.locale, 'documents.showReport.endedByCaller', { name: r.run.endedBy })
    : serverT(reader.locale, 'documents.showReport.endedByLastCue');
}

export function departmentNoteLines(r: ShowReport, reader: Reader): Array<{ department: string; text: string }> {
  const names = new Map(r.departments.map((x) => [x.id, x.name]));
  return r.form.departmentNotes
    .filter((n) => n.text.trim() !== '')
    .map((n) => ({
      department: names.get(n.departmentId) ?? serverT(reader.locale, 'documents.showReport.deletedDepartment'),
      text: n.text,
    }));
}

/** The summary's facts (label, value), shared by the PDF and the mail. */
export function summaryFacts(r: ShowReport, at: (iso: string | null) => string, reader: Reader): Array<[string, string]> {
  const t = (key: Parameters<typeof serverT>[1], values?: Record<string, string | number>) => serverT(reader.locale, key, values);
  return [
    [t('documents.showReport.started'), at(r.startedAt)],
    [t('documents.showReport.ended'), t('documents.showReport.endedAt', { time: at(r.run.endedAt), how: endLine(r, reader) })],
    [t('documents.showReport.planned'), clock(r.total.plannedSeconds)],
    [t('documents.showReport.actual'), clock(r.total.actualSeconds)],
    [t('documents.showReport.overUnder'), overUnder(r.total.overUnderSeconds, reader)],
    [
      t('documents.showReport.holds'),
      t('documents.showReport.holdsValue', { count: r.holds.length, length: clock(r.holds.reduce((n, h) => n + h.seconds, 0)) }),
    ],
  ];
}
