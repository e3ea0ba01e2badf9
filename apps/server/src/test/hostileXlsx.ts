/**
 * Test helper: the smallest .xlsx ExcelJS reads, around a sheet's XML written by hand, so a test
 * can declare what no honest writer would (3,000,000,000 columns in one <col>). Not used by the app.
 */
import { zipOf } from '../lib/excel/zip.js';
import { deflatedEntry } from './testZip.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one sheet 'Event Rundown' whose <worksheet> holds `inner`; `definedNames` goes into xl/workbook.xml. */
export function xlsxWithSheet(inner: string, definedNames = ''): Buffer {
  return zipOf([
    deflatedEntry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedEntry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Event Rundown" sheetId="1" r:id="rId1"/></sheets>${definedNames ? `<definedNames>${definedNames}</definedNames>` : ''}</workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}" xmlns:r="${REL}">${inner}</worksheet>`,
    ),
  ]);
}

/** Two cells a rundown needs: an Action header and one cue (inline strings). */
export const RUNDOWN_ROWS =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Action</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Doors open</t></is></c></row>';

/** The issue's hostile files and the other declarations past a rundown's limits, by name. */
export function hostileWorkbooks(): Record<string, Buffer> {
  const rows = (count: number, cellsPerRow = 0) =>
    Array.from({ length: count }, (_, i) => `<row r="${i + 3}">${'<c/>'.repeat(cellsPerRow)}</row>`).join('');
  return {
    'col max 3,000,000,000': xlsxWithSheet(`<cols><col min="1" max="3000000000" width="9"/></cols><sheetData>${RUNDOWN_ROWS}</sheetData>`),
    'col max 4,000,000': xlsxWithSheet(`<cols><col min="1" max="4000000" width="9"/></cols><sheetData>${RUNDOWN_ROWS}</sheetData>`),
    'mergeCell A10:Z40000': xlsxWithSheet(
      `<sheetData>${RUNDOWN_ROWS}</sheetData><mergeCells count="1"><mergeCell ref="A10:Z40000"/></mergeCells>`,
    ),
    'dimension A1:ZZZZ9999999': xlsxWithSheet(`<dimension ref="A1:ZZZZ9999999"/><sheetData>${RUNDOWN_ROWS}</sheetData>`),
    'cell in column ZZZZ': xlsxWithSheet(
      `<sheetData>${RUNDOWN_ROWS}<row r="3"><c r="ZZZZ3" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
    ),
    '20,000 rows': xlsxWithSheet(`<sheetData>${RUNDOWN_ROWS}${rows(20_000)}</sheetData>`),
    '500,000 cells': xlsxWithSheet(`<sheetData>${RUNDOWN_ROWS}${rows(5_000, 100)}</sheetData>`),
    'dataValidation A1:XFD1048576': xlsxWithSheet(
      `<sheetData>${RUNDOWN_ROWS}</sheetData><dataValidations count="1"><dataValidation type="list" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>`,
    ),
    'defined name over the whole sheet': xlsxWithSheet(
      `<sheetData>${RUNDOWN_ROWS}</sheetData>`,
      `<definedName name="everything">'Event Rundown'!$A$1:$XFD$1048576</definedName>`,
    ),
  };
}
