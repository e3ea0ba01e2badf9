/**
 * Excel's quote prefix for text that looks like a formula. ExcelJS stores such text as a string
 * already, but as soon as someone edits the cell, Excel would read '=SUM(A1)' as a formula. The
 * prefix (the hidden leading ' Excel shows in the formula bar) keeps it text. ExcelJS cannot write
 * it, so cells that need it get the Text number format (@, built-in id 49) while the workbook is
 * built, and afterwards the styles part of the finished file gets quotePrefix="1" on those styles.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { zipOf } from './zip.js';

/** = + - @ start a formula in Excel, LibreOffice and Google Sheets; a leading tab or CR can too (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const TEXT_FORMAT = '@';
const TEXT_FORMAT_ID = 49;
const STYLES = 'xl/styles.xml';

export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Text that Excel would take for a formula once edited gets the Text format, later quote-prefixed. */
export function markFormulaText(row: ExcelJS.Row): void {
  row.eachCell({ includeEmpty: false }, (cell) => {
    if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = TEXT_FORMAT;
  });
}

interface Entry {
  name: Buffer;
  method: number;
  crc: number;
  data: Buffer;
  size: number;
}

/** The entries of a zip written by ExcelJS (its own output: a plain zip, no ZIP64). */
function entriesOf(buf: Buffer): Entry[] {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('workbook: no zip directory');
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out: Entry[] = [];
  for (let n = 0; n < count; n++) {
    const nameLength = buf.readUInt16LE(p + 28);
    const compressed = buf.readUInt32LE(p + 20);
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    out.push({
      name: buf.subarray(p + 46, p + 46 + nameLength),
      method: buf.readUInt16LE(p + 10),
      crc: buf.readUInt32LE(p + 16),
      data: buf.subarray(start, start + compressed),
      size: buf.readUInt32LE(p + 24),
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}

/** One part of an .xlsx written by ExcelJS, unpacked (tests read styles.xml with it); null when absent. */
export function xlsxPart(xlsx: Buffer, name: string): Buffer | null {
  const e = entriesOf(xlsx).find((x) => x.name.toString('utf8') === name);
  if (!e) return null;
  return e.method === 8 ? inflateRawSync(e.data) : e.data;
}

/** styles.xml with quotePrefix="1" on every cell style in the Text format. */
export function withQuotePrefix(stylesXml: string): string {
  return stylesXml.replace(/<cellXfs\b[\s\S]*?<\/cellXfs>/, (section) =>
    section.replace(/<xf\b([^>]*?)(\/?)>/g, (xf: string, attrs: string, selfClosing: string) =>
      attrs.includes(`numFmtId="${TEXT_FORMAT_ID}"`) && !attrs.includes('quotePrefix=') ? `<xf${attrs} quotePrefix="1"${selfClosing}>` : xf,
    ),
  );
}

/** The finished .xlsx with its Text-format styles quote-prefixed; every other part is copied as is. */
export function addQuotePrefixes(xlsx: Buffer): Buffer {
  const entries = entriesOf(xlsx).map((e) => {
    if (e.name.toString('utf8') !== STYLES) return e;
    const xml = (e.method === 8 ? inflateRawSync(e.data) : e.data).toString('utf8');
    const patched = Buffer.from(withQuotePrefix(xml), 'utf8');
    return { ...e, method: 8, crc: crc32(patched), data: deflateRawSync(patched), size: patched.length };
  });
  return zipOf(entries);
}
