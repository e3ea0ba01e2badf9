/**
 * Opening an uploaded .xlsx safely: it must be a zip whose central directory promises a sane
 * unpacked size (a small upload must not unpack to gigabytes), then ExcelJS reads it.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../export/loadExcel.js';
import { badRequest } from '../../lib/errors.js';

export const NOT_XLSX = 'That file is not an Excel workbook (.xlsx).';
const TOO_BIG_UNPACKED = 'That workbook unpacks to more than 100 MB; save a smaller rundown and try again.';
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Sum of the declared unpacked sizes of a zip's entries, or null when it is not a readable zip. */
export function zipUnpackedSize(buf: Buffer): { bytes: number; entries: number } | null {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return null;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  let bytes = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return null;
    const size = buf.readUInt32LE(p + 24);
    // 0xFFFFFFFF means a ZIP64 size: far beyond anything a rundown needs.
    bytes += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return { bytes, entries };
}

export async function openWorkbook(buf: Buffer): Promise<ExcelJS.Workbook> {
  const zip = zipUnpackedSize(buf);
  if (!zip || zip.entries === 0) throw badRequest(NOT_XLSX);
  if (zip.bytes > MAX_UNPACKED_BYTES || zip.entries > MAX_ENTRIES) throw badRequest(TOO_BIG_UNPACKED);
  const wb = new (await loadExcel()).Workbook();
  try {
    // ExcelJS types its input as an ArrayBuffer; JSZip reads either.
    await wb.xlsx.load(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
  } catch {
    throw badRequest(NOT_XLSX);
  }
  if (wb.worksheets.length === 0) throw badRequest(NOT_XLSX);
  return wb;
}
