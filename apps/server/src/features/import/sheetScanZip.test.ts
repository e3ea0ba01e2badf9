/**
 * The sheet scan as the import runs it: fed part by part by the zip measure (zipLimits), ExcelJS's
 * own files pass. Moved from lib/excel/sheetScan.test.ts so lib/ tests never reach up into features/.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { WorkbookScan } from '../../lib/excel/sheetScan.js';
import { measureZip } from './zipLimits.js';

describe('WorkbookScan through the zip measure', () => {
  it("passes ExcelJS's own files, a full rundown sheet among them", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Event Rundown');
    ws.columns = Array.from({ length: 55 }, () => ({ width: 12 }));
    ws.addRow(['Time', '#', 'Action', ...Array.from({ length: 52 }, (_, i) => `Dept ${i}`)]);
    for (let i = 1; i <= 5000; i++) ws.addRow(['09:00', i, `Cue ${i}`, ...Array.from({ length: 52 }, () => 'task')]);
    ws.mergeCells('A1:C1');
    ws.getCell('D2').dataValidation = { type: 'list', formulae: ['"a,b"'] };
    wb.definedNames.add("'Event Rundown'!$A$1:$C$5001", 'cues');
    const file = await wb.xlsx.writeBuffer();
    const s = new WorkbookScan();
    expect(await measureZip(Buffer.from(file), { totalBytes: 1e9, entryBytes: 1e9, entries: 100 }, () => s.part())).toMatchObject({
      ok: true,
    });
    expect(s.problem).toBeNull();
  });
});
