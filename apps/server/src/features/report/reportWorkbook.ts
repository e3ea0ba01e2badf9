/**
 * The as-run report as an .xlsx: the "As-Run Report" sheet has a row per cue run (with the
 * equipment's answers to its GO), the "Show Log" sheet everything else the log recorded, in time
 * order. Times of day are shown in the time zone asked for.
 */
import { loadExcel } from '../../lib/excel/loadExcel.js';
import { confirmationText, duringText, formatHms, formatSignedHms, showLogText, type Report } from '@showcaller/shared';
import { badRequest } from '../../lib/errors.js';
import { addQuotePrefixes, markFormulaText } from '../../lib/excel/quotePrefix.js';

export const REPORT_SHEET = 'As-Run Report';
export const SHOW_LOG_SHEET = 'Show Log';

/** 'HH:MM:SS' in `timeZone`; throws 400 for a zone the runtime does not know. */
export function timeOfDayFormatter(timeZone: string): (iso: string | null) => string | null {
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  } catch {
    throw badRequest(`Unknown time zone "${timeZone}". Use an IANA name such as Europe/London.`);
  }
  return (iso) => (iso === null ? null : f.format(new Date(iso)));
}

const OVER = 'FFC00000';
const UNDER = 'FF006400';

export async function reportWorkbook(report: Report, timeZone: string): Promise<Buffer> {
  const at = timeOfDayFormatter(timeZone);
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'ShowCaller';
  wb.created = new Date(report.generatedAt);
  const ws = wb.addWorksheet(REPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: '#', width: 6 },
    { header: 'Action', width: 30 },
    { header: 'Planned Start', width: 14 },
    { header: 'Planned Duration', width: 16 },
    { header: `Standby At (${timeZone})`, width: 16 },
    { header: `GO At (${timeZone})`, width: 16 },
    { header: `Hold At (${timeZone})`, width: 16 },
    { header: 'Actual Duration', width: 16 },
    { header: 'Over/Under', width: 12 },
    { header: 'Ready', width: 40 },
    { header: 'Equipment', width: 30 },
  ];
  ws.getRow(1).font = { bold: true };

  const duration = (s: number | null) => (s === null ? null : formatHms(s));
  for (const c of report.cues) {
    const row = ws.addRow([
      c.number,
      c.action,
      c.plannedStart,
      duration(c.plannedDuration),
      at(c.standbyAt),
      at(c.goAt),
      at(c.holdAt),
      duration(c.actualDuration),
      c.overUnder === null ? null : formatSignedHms(c.overUnder),
      c.acknowledgements.map((a) => `${a.departmentName ?? `Department ${a.departmentId}`} ${at(a.at)}`).join('\n') || null,
      c.confirmations?.map((f) => `${confirmationText(f)} ${at(f.at)}`).join('\n') || null,
    ]);
    row.alignment = { vertical: 'top', wrapText: true };
    markFormulaText(row); // an action or department name such as '=SUM(A1)' stays text when edited
    if (c.overUnder !== null && c.overUnder !== 0) row.getCell(9).font = { color: { argb: c.overUnder > 0 ? OVER : UNDER } };
  }
  const t = report.totals;
  const total = ws.addRow([
    null,
    'Total',
    null,
    formatHms(t.plannedSeconds),
    null,
    at(t.startedAt),
    null,
    formatHms(t.actualSeconds),
    formatSignedHms(t.overUnderSeconds),
    null,
    null,
  ]);
  total.font = { bold: true };

  const log = wb.addWorksheet(SHOW_LOG_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  log.columns = [
    { header: `Time (${timeZone})`, width: 16 },
    { header: 'During Cue', width: 28 },
    { header: 'Who', width: 18 },
    { header: 'What', width: 70 },
  ];
  log.getRow(1).font = { bold: true };
  for (const e of report.showLog) {
    const row = log.addRow([at(e.at), duringText(e.during, report.cues), e.who, showLogText(e)]);
    row.alignment = { vertical: 'top', wrapText: true };
    markFormulaText(row);
  }
  return addQuotePrefixes(Buffer.from(await wb.xlsx.writeBuffer()));
}
