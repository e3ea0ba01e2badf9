/**
 * Opening an uploaded .xlsx safely, in two steps. On the main thread (`checkWorkbook`): it must be
 * a zip that really unpacks to a sane size, counted while inflating (zipLimits.ts; a small upload
 * must not unpack to gigabytes), and its XML must not declare more columns, rows, cells or merged
 * areas than a rundown can hold (sheetScan.ts; ExcelJS would make an object for each). Then in a
 * worker thread with its own memory and time limits (readInWorker.ts), ExcelJS reads it (`loadWorkbook`).
 */
import { english } from '../../lib/i18n.js';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/excel/loadExcel.js';
import { WorkbookScan } from '../../lib/excel/sheetScan.js';
import { badRequest } from '../../lib/errors.js';
import { measureZip, type ZipLimits } from './zipLimits.js';

export const NOT_XLSX = english('errors.import.notXlsx');
export const TOO_BIG_UNPACKED = english('errors.import.tooBigUnpacked');
export const UNPACKS_TO_MORE = english('errors.import.unpacksToMore');

/** A rundown at the limits (5,000 cues, 50 departments) is a few tens of MB unpacked. */
export const WORKBOOK_LIMITS: ZipLimits = { totalBytes: 100 * 1024 * 1024, entryBytes: 64 * 1024 * 1024, entries: 10_000 };

/** Refuses (400, a sentence) a file that is no workbook, unpacks too far, or declares more than a rundown holds. */
export async function checkWorkbook(buf: Buffer, limits: ZipLimits = WORKBOOK_LIMITS): Promise<void> {
  const scan = new WorkbookScan();
  const zip = await measureZip(buf, limits, () => scan.part());
  if (!zip.ok) {
    const reason = zip.reason;
    switch (reason) {
      case 'not-zip':
        throw badRequest('errors.import.notXlsx');
      case 'too-big':
        throw badRequest('errors.import.tooBigUnpacked');
      case 'lies':
        throw badRequest('errors.import.unpacksToMore');
      default:
        reason satisfies never;
        throw badRequest('errors.import.notXlsx');
    }
  }
  if (scan.problem !== null) throw badRequest('errors.import.notImported', { problem: scan.problem });
}

/** ExcelJS's model of a checked file (in the import worker). */
export async function loadWorkbook(buf: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new (await loadExcel()).Workbook();
  try {
    // ExcelJS types its input as an ArrayBuffer; JSZip reads either.
    await wb.xlsx.load(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
  } catch {
    throw badRequest('errors.import.notXlsx');
  }
  if (wb.worksheets.length === 0) throw badRequest('errors.import.notXlsx');
  return wb;
}
