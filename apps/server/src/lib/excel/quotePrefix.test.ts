import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Report } from '@showcaller/shared';
import { REPORT_SHEET, reportWorkbook, SHOW_LOG_SHEET } from '../../features/report/reportWorkbook.js';
import { looksLikeFormula, withQuotePrefix, xlsxPart } from './quotePrefix.js';

describe('quote prefix for formula-looking text', () => {
  it('knows what Excel and other spreadsheets would start a formula with', () => {
    for (const t of ['=SUM(A1)', '+1', '-6 dB', '@mention', '\tTab', '\rCR']) expect(looksLikeFormula(t), JSON.stringify(t)).toBe(true);
    for (const t of ['Doors open', ' =not first', '✓ Walk-in', '', '1+1', '\nLine'])
      expect(looksLikeFormula(t), JSON.stringify(t)).toBe(false);
  });

  it('adds quotePrefix="1" to the cell styles in the Text format only, once', () => {
    const xml =
      '<styleSheet><cellStyleXfs count="1"><xf numFmtId="49" fontId="0"/></cellStyleXfs><cellXfs count="3">' +
      '<xf numFmtId="0" fontId="0" xfId="0"/><xf numFmtId="49" fontId="1" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="49" fillId="2" xfId="0"><alignment wrapText="1"/></xf></cellXfs></styleSheet>';
    const out = withQuotePrefix(xml);
    expect(out).toBe(
      '<styleSheet><cellStyleXfs count="1"><xf numFmtId="49" fontId="0"/></cellStyleXfs><cellXfs count="3">' +
        '<xf numFmtId="0" fontId="0" xfId="0"/><xf numFmtId="49" fontId="1" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
        '<xf numFmtId="49" fillId="2" xfId="0" quotePrefix="1"><alignment wrapText="1"/></xf></cellXfs></styleSheet>',
    );
    expect(withQuotePrefix(out)).toBe(out);
  });

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
