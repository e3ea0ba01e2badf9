/**
 * ExcelJS costs about 30 MiB of memory once loaded; only spreadsheet requests need it, so it is
 * loaded on the first one instead of at start-up.
 */
import type ExcelJSModule from 'exceljs';

let loading: Promise<typeof ExcelJSModule> | undefined;

export function loadExcel(): Promise<typeof ExcelJSModule> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
