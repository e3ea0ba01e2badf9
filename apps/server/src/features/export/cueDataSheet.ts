/**
 * The hidden second sheet of the exported workbook (docs/decisions/0009): what only a round trip needs
 * and the spec's columns have no place for. One row per cue, keyed by its # and Action as on the
 * 'Event Rundown' sheet, then named columns. The importer applies a row only to the cue with the
 * same # and Action (a person may have renumbered or rewritten cues on the first sheet), reads
 * columns by header name and ignores any it does not know, so a column can be added later (for
 * as the timing mode and the OSC triggers were) without breaking older or newer files.
 *
 * To add a column: give it a header here, write it in `rundownWorkbook.ts` (CueDataRow) and read
 * it in the importer with `data.text(HEADER)`.
 */
import type ExcelJS from 'exceljs';
import { cellText } from '../../lib/excel/cells.js';
import { TEXT_FORMAT } from '../../lib/excel/quotePrefix.js';

export const CUE_DATA_SHEET = 'ShowCaller Data';
export const CUE_DATA_HEADERS = {
  number: '#',
  action: 'Action',
  duration: 'Duration (hh:mm:ss)',
  taskColors: 'Task colours',
  /** 'linked' (the time follows the cue before) or 'hard' (fixed); docs/decisions/0012. */
  timeMode: 'Time mode',
  /** The cue's OSC triggers as JSON (triggerCell.ts in integrations); issue 13.7. */
  oscTriggers: 'OSC triggers',
} as const;

/** One cue's row: header → cell text ('' or null for none). Keys not in `columns` are not written. */
export type CueDataRow = Record<string, string | number | null>;

export interface CueDataColumn {
  header: string;
  width: number;
}

export const CUE_DATA_COLUMNS: readonly CueDataColumn[] = [
  { header: CUE_DATA_HEADERS.number, width: 8 },
  { header: CUE_DATA_HEADERS.action, width: 30 },
  { header: CUE_DATA_HEADERS.duration, width: 14 },
  { header: CUE_DATA_HEADERS.taskColors, width: 40 },
  { header: CUE_DATA_HEADERS.timeMode, width: 12 },
  { header: CUE_DATA_HEADERS.oscTriggers, width: 40 },
];

/** Adds the hidden sheet; every cell is text (durations such as '20:00' stay durations, not times of day). */
export function addCueDataSheet(wb: ExcelJS.Workbook, rows: readonly CueDataRow[], columns = CUE_DATA_COLUMNS): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(CUE_DATA_SHEET, { state: 'hidden' });
  ws.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width, style: { numFmt: TEXT_FORMAT } }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => row[c.header] ?? null));
  return ws;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** One cue's data: its cells by header name. */
export class CueData {
  constructor(private readonly cells: ReadonlyMap<string, string>) {}
  /** The cell under `header` (any case), '' when the column or the value is missing. */
  text(header: string): string {
    return this.cells.get(key(header)) ?? '';
  }
  has(header: string): boolean {
    return this.cells.has(key(header));
  }
}

/** Finds the data row of a cue of the first sheet. */
export interface CueDataIndex {
  find(number: number | undefined, action: string): CueData | undefined;
}

/** The hidden sheet of a workbook, or null when the file has none (files from elsewhere, older exports). */
export function readCueData(wb: ExcelJS.Workbook): CueDataIndex | null {
  const ws = wb.worksheets.find((w) => key(w.name) === key(CUE_DATA_SHEET));
  if (!ws) return null;
  const headers = new Map<number, string>();
  ws.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    const h = key(cellText(cell.value));
    if (h !== '' && ![...headers.values()].includes(h)) headers.set(col, h);
  });
  const numberKey = key(CUE_DATA_HEADERS.number);
  const actionKey = key(CUE_DATA_HEADERS.action);
  if (![...headers.values()].includes(numberKey)) return null;
  const byNumber = new Map<number, CueData[]>();
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    if (r === 1) return;
    const cells = new Map<string, string>();
    for (const [col, h] of headers) cells.set(h, cellText(row.getCell(col).value));
    const number = Number(cells.get(numberKey)?.trim());
    if (!Number.isInteger(number) || number <= 0) return;
    const list = byNumber.get(number);
    if (list) list.push(new CueData(cells));
    else byNumber.set(number, [new CueData(cells)]);
  });
  return {
    find(number, action) {
      if (number === undefined) return undefined;
      return byNumber.get(number)?.find((d) => d.text(actionKey).trim() === action.trim());
    },
  };
}
