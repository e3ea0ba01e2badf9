/**
 * The as-run report quote-prefixes formula-looking text (lib/excel/quotePrefix.ts). Moved from
 * lib/excel/quotePrefix.test.ts so lib/ tests never reach up into features/.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Report } from '@showcaller/shared';
import { xlsxPart } from '../../lib/excel/quotePrefix.js';
import { REPORT_SHEET, reportWorkbook, SHOW_LOG_SHEET } from './reportWorkbook.js';

describe('quote prefix in the as-run report', () => {
  it('quote-prefixes formula-looking text in the as-run report too', async () => {
    const report: Report = {
      eventId: 1,
      eventName: 'Gala',
      generatedAt: '2026-12-01T20:00:00.000Z',
      cues: [
        {
          cueId: 1,
          number: 1,
          action: '=HYPERLINK("http://x")',
          run: 1,
          runs: 1,
          plannedStart: '19:00:00',
          plannedDuration: 60,
          standbyAt: null,
          goAt: null,
          holdAt: null,
          actualDuration: null,
          overUnder: null,
          acknowledgements: [],
        },
      ],
      showLog: [
        {
          at: '2026-12-01T19:00:00.000Z',
          kind: 'problem',
          who: '=1+1',
          text: null,
          department: null,
          to: [],
          during: null,
        },
      ],
      totals: { plannedSeconds: 60, actualSeconds: 0, overUnderSeconds: 0, cuesRun: 0, startedAt: null, endedAt: null },
    };
    const body = await reportWorkbook(report, 'UTC');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
    const cell = wb.getWorksheet(REPORT_SHEET)!.getCell('B2');
    expect([cell.value, cell.type, cell.numFmt]).toEqual(['=HYPERLINK("http://x")', ExcelJS.ValueType.String, '@']);
    const said = wb.getWorksheet(SHOW_LOG_SHEET)!.getCell('C2');
    expect([said.value, said.type, said.numFmt]).toEqual(['=1+1', ExcelJS.ValueType.String, '@']);
    expect(xlsxPart(body, 'xl/styles.xml')!.toString('utf8')).toMatch(/<xf [^>]*numFmtId="49"[^>]*quotePrefix="1"/);
  });
});
