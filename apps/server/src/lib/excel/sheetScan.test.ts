/** docs/security.md "Trust, round 3" 20.1: what a workbook's XML declares is bounded before ExcelJS builds anything from it. */
import { describe, expect, it } from 'vitest';
import { areaOf, columnNumber, SHEET_LIMITS, WorkbookScan } from './sheetScan.js';

/** The verdict on one part's XML, fed whole or `step` bytes at a time. */
function scan(xml: string, step = 0, parts = 1): string | null {
  const s = new WorkbookScan();
  const bytes = Buffer.from(xml, 'utf8');
  for (let p = 0; p < parts; p++) {
    const feed = s.part();
    if (step === 0) feed(bytes);
    else for (let i = 0; i < bytes.length; i += step) feed(bytes.subarray(i, i + step));
  }
  return s.problem;
}
const sheet = (inner: string) => `<?xml version="1.0"?><worksheet><sheetData>${inner}</sheetData></worksheet>`;

describe('WorkbookScan: declarations past a rundown refused before ExcelJS reads them', () => {
  it('reads cell references and areas as Excel does', () => {
    expect(columnNumber('A')).toBe(1);
    expect(columnNumber('xfd')).toBe(16_384);
    expect(columnNumber('ZZZZZZZZ')).toBe(Infinity);
    expect(areaOf('$A$10:Z40000')).toEqual({ columns: 26, rows: 39_991, cells: 1_039_766 });
    expect(areaOf('C3')).toEqual({ columns: 1, rows: 1, cells: 1 });
    expect(areaOf('A:A')?.rows).toBe(1_048_576);
    expect(areaOf('3:3')?.columns).toBe(16_384);
    expect(areaOf('not a ref')).toBeNull();
  });

  it.each([
    [
      '<cols><col min="1" max="3000000000"/></cols>',
      'The spreadsheet declares 3,000,000,000 columns; a rundown sheet can have at most 16,384.',
    ],
    ['<cols><col min="4000000" max="1"/></cols>', 'The spreadsheet declares 4,000,000 columns; a rundown sheet can have at most 16,384.'],
    ['<dimension ref="A1:XFE1"/>', /used area of 16,385 columns and 1 rows/],
    ['<dimension ref="A1:A1048577"/>', /1,048,577 rows/],
    [
      '<mergeCells><mergeCell ref="A10:Z40000"/></mergeCells>',
      'The spreadsheet merges 1,039,766 cells; a rundown can merge at most 100,000. Unmerge them and try again.',
    ],
    ['<row r="1"><c r="XFE1"/></row>', 'The spreadsheet has a cell in column 16,385; a rundown sheet can have at most 16,384 columns.'],
    [`<row r="1"><c r="XFD1"/>${'<c/>'}</row>`, /a cell in column 16,385/],
    ['<row r="1048577"/>', 'The spreadsheet has a row numbered 1,048,577; a sheet can have at most 1,048,576 rows.'],
    ['<row r="1"><c r="A99999999999999"/></row>', /a row numbered/],
    ['<dataValidations><dataValidation sqref="A1 B1:B200000"/></dataValidations>', /applies data validation to 200,001 cells/],
  ])('refuses %s', (inner, message) => {
    const xml = sheet(inner);
    for (const step of [0, 1, 7]) expect(scan(xml, step)).toMatch(message);
  });

  it('counts rows per sheet and cells, merges and names across the workbook', () => {
    const rows = (k: number) => sheet('<row/>'.repeat(k));
    expect(scan(rows(SHEET_LIMITS.rowsPerSheet))).toBeNull();
    expect(scan(rows(SHEET_LIMITS.rowsPerSheet + 1))).toMatch(/more than 10,000 rows in one sheet/);
    expect(scan(rows(SHEET_LIMITS.rowsPerSheet), 0, 2)).toBeNull(); // two sheets of 10,000
    const cells = sheet(`<row>${'<c/>'.repeat(10_000)}</row>`);
    expect(scan(cells, 0, 40)).toBeNull();
    expect(scan(cells, 0, 41)).toMatch(/more than 400,000 cells/);
    expect(scan(sheet('<mergeCell ref="A1:B1"/>'.repeat(10_001)))).toMatch(/more than 10,000 merged areas/);
    const named = (range: string, name = 'x') =>
      `<workbook><definedNames><definedName name="${name}">${range}</definedName></definedNames></workbook>`;
    expect(scan(named("'Event Rundown'!$A$1:$XFD$1048576"))).toMatch(/named ranges cover 17,179,869,184 cells/);
    expect(scan(named("'Event Rundown'!$A$1:$A$5,Sheet2!$B$1:$B$400000"))).toMatch(/named ranges cover 400,005 cells/);
    // ExcelJS keeps no cells for the print area and titles.
    expect(scan(named("'Event Rundown'!$A$1:$XFD$1048576", '_xlnm.Print_Area'))).toBeNull();
  });

  it('reads tags as an XML parser does: quotes, comments, CDATA, instructions, tags split across chunks', () => {
    const hidden = '<col min="1" max="3000000000"/>';
    // A '>' inside a quoted value does not end the tag.
    expect(scan(sheet(`<cols><col note=">" min="1" max="3000000000"/></cols>`), 3)).toMatch(/3,000,000,000 columns/);
    expect(scan(sheet(`<cols><col note='">' max='3000000000'/></cols>`), 1)).toMatch(/3,000,000,000 columns/);
    // What a parser does not read as a tag is not counted.
    for (const step of [0, 1, 2, 5]) {
      expect(scan(sheet(`<!-- ${hidden} it's -> --><![CDATA[ ${hidden} ]]><?pi ${hidden} ?>`), step)).toBeNull();
      expect(scan(sheet(`<!-- a --><cols>${hidden}</cols>`), step)).toMatch(/3,000,000,000/);
      expect(scan(sheet(`<![CDATA[x]]><?x?><cols>${hidden}</cols>`), step)).toMatch(/3,000,000,000/);
    }
    // A prefixed name is another element to ExcelJS too.
    expect(scan(sheet('<x:col min="1" max="3000000000"/>'))).toBeNull();
    expect(scan(sheet(`<row a="${'x'.repeat(70_000)}"/>`), 4096)).toMatch(/XML tag longer than 64 KB/);
  });
});
