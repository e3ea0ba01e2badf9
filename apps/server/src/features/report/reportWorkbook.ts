/**
 * The as-run report as an .xlsx: the "As-Run Report" sheet has a row per cue run (with the
 * equipment's answers to its GO), the "Show Log" sheet everything else the log recorded, in time
 * order. Times of day are shown in the time zone asked for, on the reader's clock; titles, headers
 * and words in the reader's language (docs/decisions/0040-i18n-app-and-server.md: nothing reads this
 * workbook back, so none of it is a fixed column).
 */
import { loadExcel } from '../../lib/excel/loadExcel.js';
import {
  formatHms,
  formatSignedHms,
  type Report,
  type ReportConfirmation,
  type ServerMessageKey,
  type ShowLogEntry,
} from '@showcaller/shared';
import { badRequest } from '../../lib/errors.js';
import { addQuotePrefixes, markFormulaText } from '../../lib/excel/quotePrefix.js';
import { serverT, type ServerValues } from '../../lib/i18n.js';
import { clockTimeText, ENGLISH_READER, timeFormatter, type Reader } from '../../lib/reader.js';
import { showLogWords } from './showLogWords.js';

export const REPORT_SHEET = serverT('en', 'sheets.asRun.title');
export const SHOW_LOG_SHEET = serverT('en', 'sheets.asRun.showLogTitle');

/** 'HH:MM:SS' in `timeZone` (or the reader's 12-hour clock); throws 400 for a zone the runtime does not know. */
export function timeOfDayFormatter(timeZone: string, reader: Reader = ENGLISH_READER): (iso: string | null) => string | null {
  let f: (iso: string | null) => string;
  try {
    f = timeFormatter(reader, timeZone);
  } catch {
    throw badRequest('errors.report.unknownZone', { zone: timeZone });
  }
  return (iso) => (iso === null ? null : f(iso));
}

/** One target's answer to a GO: "QLab fired +12 ms", "Eos no answer", "QLab error". */
function confirmationWords(c: Pick<ReportConfirmation, 'target' | 'outcome' | 'delayMs'>, reader: Reader): string {
  switch (c.outcome) {
    case 'fired':
      return c.delayMs === null
        ? serverT(reader.locale, 'sheets.asRun.fired', { target: c.target })
        : serverT(reader.locale, 'sheets.asRun.firedIn', { target: c.target, ms: c.delayMs });
    case 'no-answer':
      return serverT(reader.locale, 'sheets.asRun.noAnswer', { target: c.target });
    case 'error':
      return serverT(reader.locale, 'sheets.asRun.error', { target: c.target });
    default:
      return c.outcome satisfies never;
  }
}

/** The cue on screen for a show log row: "3 Keynote", "3 Keynote (run 2)" for a cue run more than once. */
function duringWords(during: ShowLogEntry['during'], cues: Report['cues'], reader: Reader): string | null {
  if (!during) return null;
  const cue = cues.find((c) => c.cueId === during.cueId);
  const label = `${during.number}${cue ? ` ${cue.action}` : ''}`;
  return cue && cue.runs > 1 && during.run !== null
    ? serverT(reader.locale, 'sheets.asRun.duringRun', { cue: label, run: during.run })
    : label;
}

const OVER = 'FFC00000';
const UNDER = 'FF006400';

export async function reportWorkbook(report: Report, timeZone: string, reader: Reader = ENGLISH_READER): Promise<Buffer> {
  const t = (key: ServerMessageKey, values?: ServerValues) => serverT(reader.locale, key, values);
  const at = timeOfDayFormatter(timeZone, reader);
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'ShowCaller';
  wb.created = new Date(report.generatedAt);
  const ws = wb.addWorksheet(t('sheets.asRun.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: '#', width: 6 },
    { header: t('sheets.asRun.action'), width: 30 },
    { header: t('sheets.asRun.plannedStart'), width: 14 },
    { header: t('sheets.asRun.plannedDuration'), width: 16 },
    { header: t('sheets.asRun.standbyAt', { timeZone }), width: 16 },
    { header: t('sheets.asRun.goAt', { timeZone }), width: 16 },
    { header: t('sheets.asRun.holdAt', { timeZone }), width: 16 },
    { header: t('sheets.asRun.actualDuration'), width: 16 },
    { header: t('sheets.asRun.overUnder'), width: 12 },
    { header: t('sheets.asRun.ready'), width: 40 },
    { header: t('sheets.asRun.equipment'), width: 30 },
  ];
  ws.getRow(1).font = { bold: true };

  const duration = (s: number | null) => (s === null ? null : formatHms(s));
  for (const c of report.cues) {
    const row = ws.addRow([
      c.number,
      c.action,
      clockTimeText(c.plannedStart, reader),
      duration(c.plannedDuration),
      at(c.standbyAt),
      at(c.goAt),
      at(c.holdAt),
      duration(c.actualDuration),
      c.overUnder === null ? null : formatSignedHms(c.overUnder),
      c.acknowledgements.map((a) => `${a.departmentName ?? t('sheets.asRun.department', { id: a.departmentId })} ${at(a.at)}`).join('\n') ||
        null,
      c.confirmations?.map((f) => `${confirmationWords(f, reader)} ${at(f.at)}`).join('\n') || null,
    ]);
    row.alignment = { vertical: 'top', wrapText: true };
    markFormulaText(row); // an action or department name such as '=SUM(A1)' stays text when edited
    if (c.overUnder !== null && c.overUnder !== 0) row.getCell(9).font = { color: { argb: c.overUnder > 0 ? OVER : UNDER } };
  }
  const totals = report.totals;
  const total = ws.addRow([
    null,
    t('sheets.asRun.total'),
    null,
    formatHms(totals.plannedSeconds),
    null,
    at(totals.startedAt),
    null,
    formatHms(totals.actualSeconds),
    formatSignedHms(totals.overUnderSeconds),
    null,
    null,
  ]);
  total.font = { bold: true };

  const log = wb.addWorksheet(t('sheets.asRun.showLogTitle'), { views: [{ state: 'frozen', ySplit: 1 }] });
  log.columns = [
    { header: t('sheets.asRun.time', { timeZone }), width: 16 },
    { header: t('sheets.asRun.duringCue'), width: 28 },
    { header: t('sheets.asRun.who'), width: 18 },
    { header: t('sheets.asRun.what'), width: 70 },
  ];
  log.getRow(1).font = { bold: true };
  for (const e of report.showLog) {
    const row = log.addRow([at(e.at), duringWords(e.during, report.cues, reader), e.who, showLogWords(e, reader)]);
    row.alignment = { vertical: 'top', wrapText: true };
    markFormulaText(row);
  }
  return addQuotePrefixes(Buffer.from(await wb.xlsx.writeBuffer()));
}
