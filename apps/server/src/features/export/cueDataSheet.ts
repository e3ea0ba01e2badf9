/**
 * The hidden second sheet of the exported workbook (docs/decisions/0009): what only a round trip needs
 * and the spec's columns have no place for. One row per cue, keyed by its # and Action as on the
 * 'Event Rundown' sheet, then named columns. The importer pairs rows and cues by # and Action,
 * then by Action alone (renumbered), then by # alone (renamed on the first sheet only), each row
 * to one cue (docs/decisions/0024); the preview lists what a replace changes. Columns are read by
 * header name and unknown ones ignored, so a column can be added later (as the timing mode and the OSC triggers were) without breaking older or newer files.
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
  /** The cue's OSC triggers as JSON (triggerCell.ts in integrations); docs/decisions/0009-excel-round-trip.md. */
  oscTriggers: 'OSC triggers',
  /** The cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): type, what happens at its end, a time-of-day end. */
  timerType: 'Timer',
  endAction: 'At the end',
  endTime: 'Ends at',
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
  { header: CUE_DATA_HEADERS.timerType, width: 12 },
  { header: CUE_DATA_HEADERS.endAction, width: 12 },
  { header: CUE_DATA_HEADERS.endTime, width: 10 },
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
  constructor(
    private readonly cells: ReadonlyMap<string, string>,
    /** The row in the data sheet (1-based, as Excel shows it). */
    readonly sheetRow: number,
    readonly number: number,
  ) {}
  /** The cell under `header` (any case), '' when the column or the value is missing. */
  text(header: string): string {
    return this.cells.get(key(header)) ?? '';
  }
  has(header: string): boolean {
    return this.cells.has(key(header));
  }
}

/** How a rundown cue found its data row: same # and Action, same Action (renumbered), or same # (renamed). */
export type CueDataMatchKind = 'exact' | 'action' | 'number';
export interface CueDataMatch {
  data: CueData;
  by: CueDataMatchKind;
}
/** A cue of the first sheet, as the matching sees it. */
export interface CueDataKey {
  number: number | undefined;
  action: string;
}

/** Finds the data rows of the cues of the first sheet. */
export interface CueDataIndex {
  /**
   * Pairs each cue with at most one data row and each data row with at most one cue, in three
   * passes over the whole sheet: same # and Action; then same Action (the cues were renumbered, a
   * row inserted above); then same # (the cue was renamed on the first sheet only). Data rows left
   * over are returned so the preview can say what they held.
   */
  match(cues: readonly CueDataKey[]): { matches: Array<CueDataMatch | undefined>; unused: CueData[] };
}

const actionOf = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The hidden sheet of a workbook, or null when the file has none (files from elsewhere, older exports).
 * `sheet`: another sheet keyed the same way (# and Action), such as "Custom Fields" (customFieldsSheet.ts).
 */
export function readCueData(wb: ExcelJS.Workbook, sheet = CUE_DATA_SHEET): CueDataIndex | null {
  const ws = wb.worksheets.find((w) => key(w.name) === key(sheet));
  if (!ws) return null;
  const headers = new Map<number, string>();
  ws.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    const h = key(cellText(cell.value));
    if (h !== '' && ![...headers.values()].includes(h)) headers.set(col, h);
  });
  const numberKey = key(CUE_DATA_HEADERS.number);
  if (![...headers.values()].includes(numberKey)) return null;
  const rows: CueData[] = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    if (r === 1) return;
    const cells = new Map<string, string>();
    for (const [col, h] of headers) cells.set(h, cellText(row.getCell(col).value));
    const number = Number(cells.get(numberKey)?.trim());
    if (!Number.isInteger(number) || number <= 0) return;
    rows.push(new CueData(cells, r, number));
  });
  return {
    match(cues) {
      const matches: Array<CueDataMatch | undefined> = cues.map(() => undefined);
      const taken = new Set<CueData>();
      const pass = (by: CueDataMatchKind, fits: (cue: CueDataKey, d: CueData) => boolean) => {
        cues.forEach((cue, i) => {
          if (matches[i]) return;
          const data = rows.find((d) => !taken.has(d) && fits(cue, d));
          if (!data) return;
          taken.add(data);
          matches[i] = { data, by };
        });
      };
      const sameAction = (cue: CueDataKey, d: CueData) =>
        actionOf(cue.action) !== '' && actionOf(d.text(CUE_DATA_HEADERS.action)) === actionOf(cue.action);
      pass('exact', (cue, d) => cue.number === d.number && sameAction(cue, d));
      pass('action', sameAction);
      pass('number', (cue, d) => cue.number === d.number);
      return { matches, unused: rows.filter((d) => !taken.has(d)) };
    },
  };
}
