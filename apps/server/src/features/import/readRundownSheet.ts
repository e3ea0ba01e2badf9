/**
 * Reads a rundown sheet: the export layout (docs/decisions/0009-excel-round-trip.md) and reasonable variants. The header
 * row is found by names (Time, #/No/Number, Action/Cue/Description, Duration, Notes, and the
 * hidden Task colours column of earlier exports; any other named column is a department);
 * columns may be missing, but each cue needs an Action. Durations and task colours come from
 * the hidden data sheet (cueDataSheet.ts) when the rundown sheet has no column for them.
 */
import type ExcelJS from 'exceljs';
import { CUE_TIME_MODES, LIMITS, type ImportPreview, type ImportRow } from '@showcaller/shared';
import { readTimerCells } from './timerCells.js';
import { badRequest } from '../../lib/errors.js';
import { CUE_DATA_HEADERS, CUE_DATA_SHEET, readCueData, type CueData, type CueDataKey, type CueDataMatch } from '../export/cueDataSheet.js';
import { parseTaskColors, withTaskColors } from '../export/taskColors.js';
import { readEventPlace } from '../export/eventPlaceSheet.js';
import { CUSTOM_FIELDS_SHEET, isCustomFieldsSheet, readCustomFields, type FileFields } from '../export/customFieldsSheet.js';
import { parseTriggersCell } from '../integrations/triggerCell.js';
import { cellDuration, cellFill, cellNumber, cellTasks, cellText, cellTime } from '../../lib/excel/cells.js';

type Role = 'time' | 'number' | 'action' | 'duration' | 'notes' | 'taskColors';

const HEADER_NAMES: Record<Role, readonly string[]> = {
  time: ['time', 'start', 'start time', 'planned start', 'time of day'],
  number: ['#', 'no', 'no.', 'nr', 'nr.', 'number', 'num', 'id', 'cue #', 'cue no', 'cue no.', 'cue number'],
  action: ['action', 'cue', 'description', 'action name', 'cue name'],
  duration: ['duration', 'duration (hh:mm:ss)', 'length', 'dur', 'dur.'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks'],
  taskColors: ['task colours', 'task colors'],
};
const ROLE_BY_NAME = new Map<string, Role>(
  (Object.entries(HEADER_NAMES) as Array<[Role, readonly string[]]>).flatMap(([role, names]) => names.map((n) => [n, role] as const)),
);
const HEADER_SCAN_ROWS = 20;
export const PREFERRED_SHEET = 'event rundown';

/** What a file holds, before the event it goes into is looked at. */
export type SheetPreview = Omit<ImportPreview, 'existingCues'>;

function headerKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/:$/, '').toLowerCase();
}

interface Layout {
  headerRow: number;
  roles: Partial<Record<Role, number>>;
  /** Department name (as first written) → its columns (a repeated name merges). */
  departments: Map<string, { name: string; columns: number[] }>;
  problems: string[];
}

/** The first of the top rows that names an Action column, and what every column holds. */
function findLayout(ws: ExcelJS.Worksheet): Layout | null {
  const last = Math.min(ws.rowCount, HEADER_SCAN_ROWS);
  for (let r = 1; r <= last; r++) {
    const row = ws.getRow(r);
    const headers: Array<{ col: number; text: string }> = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const text = cellText(cell.value).trim();
      if (text !== '') headers.push({ col, text });
    });
    if (!headers.some((h) => ROLE_BY_NAME.get(headerKey(h.text)) === 'action')) continue;
    const layout: Layout = { headerRow: r, roles: {}, departments: new Map(), problems: [] };
    for (const h of headers) {
      const role = ROLE_BY_NAME.get(headerKey(h.text));
      if (role) {
        if (layout.roles[role] === undefined) layout.roles[role] = h.col;
        else layout.problems.push(`Column "${h.text}" appears twice; keep one.`);
        continue;
      }
      const name = h.text.replace(/\s+/g, ' ');
      if (name.length > LIMITS.departmentName) {
        layout.problems.push(`Department "${name.slice(0, 30)}…" is longer than ${LIMITS.departmentName} characters.`);
        continue;
      }
      const key = name.toLocaleLowerCase('en');
      const dep = layout.departments.get(key);
      if (dep) dep.columns.push(h.col);
      else layout.departments.set(key, { name, columns: [h.col] });
    }
    return layout;
  }
  return null;
}

/** The columns that make a row a cue (task colours alone only dress the tasks of the other cells). */
function usedColumns(layout: Layout): Array<number | undefined> {
  const { roles } = layout;
  return [
    roles.time,
    roles.number,
    roles.action,
    roles.duration,
    roles.notes,
    ...[...layout.departments.values()].flatMap((d) => d.columns),
  ];
}

/** A cue's # and Action, for pairing it with its data row; null for an empty row. */
function rowKey(ws: ExcelJS.Worksheet, r: number, layout: Layout): CueDataKey | null {
  const row = ws.getRow(r);
  if (usedColumns(layout).every((c) => c === undefined || cellText(row.getCell(c).value).trim() === '')) return null;
  const { roles } = layout;
  return {
    number: roles.number === undefined ? undefined : cellNumber(row.getCell(roles.number).value),
    action: roles.action === undefined ? '' : cellText(row.getCell(roles.action).value).trim(),
  };
}

function readRow(ws: ExcelJS.Worksheet, r: number, layout: Layout, date1904: boolean, match: CueDataMatch | undefined): ImportRow {
  const row = ws.getRow(r);
  const cell = (col: number | undefined) => (col === undefined ? undefined : row.getCell(col));
  const { roles } = layout;
  const used = usedColumns(layout);
  const data = match?.data;

  const problems: string[] = [];
  const action = cellText(cell(roles.action)?.value ?? null).trim();
  if (action === '') problems.push('Action is required.');
  else if (action.length > LIMITS.cueAction) problems.push(`Action is longer than ${LIMITS.cueAction} characters.`);

  const timeCell = cell(roles.time);
  let time = timeCell ? cellTime(timeCell.value) : 'TBD';
  if (time === null) {
    const raw = cellText(timeCell?.value ?? null).trim();
    problems.push(`Time "${raw}" is not a time such as 09:00 or 09:00:00.`);
    time = raw;
  }

  const number = cell(roles.number) ? cellNumber(cell(roles.number)!.value) : undefined;

  const durationCell = cell(roles.duration);
  const durationValue: ExcelJS.CellValue = durationCell ? durationCell.value : (data?.text(CUE_DATA_HEADERS.duration) ?? null);
  let duration = cellDuration(durationValue, date1904);
  if (duration === undefined) {
    problems.push(`Duration "${cellText(durationValue).trim()}" is not mm:ss, hh:mm:ss or a number of seconds.`);
    duration = null;
  } else if (duration !== null && duration > LIMITS.maxDurationSeconds) {
    problems.push('Duration is too long.');
  }

  const notesText = cellText(cell(roles.notes)?.value ?? null);
  const notes = notesText.trim() === '' ? null : notesText;
  if (notes !== null && notes.length > LIMITS.cueNotes) problems.push(`Notes are longer than ${LIMITS.cueNotes} characters.`);

  const colorsCell = cell(roles.taskColors);
  const colors = parseTaskColors(colorsCell ? cellText(colorsCell.value) : (data?.text(CUE_DATA_HEADERS.taskColors) ?? ''));
  // Only a known mode is taken; anything else (or no data sheet) leaves the typed time fixed.
  const modeText = data?.text(CUE_DATA_HEADERS.timeMode).trim().toLowerCase();
  const timeMode = CUE_TIME_MODES.find((m) => m === modeText);
  const oscTriggers = parseTriggersCell(data?.text(CUE_DATA_HEADERS.oscTriggers) ?? '');
  if (oscTriggers === null)
    problems.push(`The OSC triggers of this cue in the "${CUE_DATA_SHEET}" sheet are not valid; fix or clear that cell.`);
  const timer = data ? readTimerCells((h) => data.text(h), problems) : undefined;
  const tasks: ImportRow['tasks'] = {};
  for (const [key, dep] of layout.departments) {
    const list = withTaskColors(
      dep.columns.flatMap((c) => cellTasks(row.getCell(c).value)),
      colors.get(key),
    );
    if (list.some((t) => t.description.length > LIMITS.taskDescription))
      problems.push(`A ${dep.name} task is longer than ${LIMITS.taskDescription} characters.`);
    if (list.length > 0) tasks[dep.name] = list;
  }

  // The row's colour: the Action cell's fill, else the first filled cell of the row.
  const fillCols = [roles.action, ...used.filter((c) => c !== roles.action)];
  let colorMark = '';
  for (const c of fillCols) {
    if (c === undefined) continue;
    colorMark = cellFill(row.getCell(c));
    if (colorMark !== '') break;
  }

  return {
    row: r,
    time,
    ...(number !== undefined ? { number } : {}),
    action,
    duration,
    notes,
    colorMark,
    ...(timeMode !== undefined ? { timeMode } : {}),
    ...(oscTriggers !== null && oscTriggers.length > 0 ? { oscTriggers } : {}),
    ...(timer ? { timer } : {}),
    tasks,
    problems,
    ...(match ? { dataRow: match.data.sheetRow, dataMatch: match.by } : {}),
  };
}

/** What an unused data row held, in one sentence. */
function unusedDataText(d: CueData): string {
  const held = [
    d.text(CUE_DATA_HEADERS.duration).trim() !== '' ? `duration ${d.text(CUE_DATA_HEADERS.duration).trim()}` : '',
    d.text(CUE_DATA_HEADERS.taskColors).trim() !== '' ? 'task colours' : '',
    d.text(CUE_DATA_HEADERS.timeMode).trim().toLowerCase() === 'linked' ? 'linked time' : '',
    (parseTriggersCell(d.text(CUE_DATA_HEADERS.oscTriggers)) ?? []).length > 0 ? 'OSC triggers' : '',
  ].filter((x) => x !== '');
  const what = held.length > 0 ? held.join(', ') : 'nothing';
  return `"${CUE_DATA_SHEET}" row ${d.sheetRow} (#${d.number} "${d.text(CUE_DATA_HEADERS.action).trim()}": ${what}) matches no cue; it is not imported.`;
}

/** The row with its "Custom Fields" texts by field name (empty cells left out). */
function withFieldTexts(row: ImportRow, custom: FileFields | null, data: CueData | undefined): ImportRow {
  if (!custom || !data) return row;
  const fields: Record<string, string> = {};
  for (const f of custom.fields) {
    const text = data.text(f.name);
    if (text.trim() !== '') fields[f.name] = text;
  }
  return Object.keys(fields).length > 0 ? { ...row, fields } : row;
}

/** "Custom Fields" rows no cue takes, when they hold values. */
function unusedFieldRows(custom: FileFields | null, unused: readonly CueData[]): string[] {
  if (!custom) return [];
  return unused
    .filter((d) => custom.fields.some((f) => d.text(f.name).trim() !== ''))
    .map(
      (d) =>
        `"${CUSTOM_FIELDS_SHEET}" row ${d.sheetRow} (#${d.number} "${d.text(CUE_DATA_HEADERS.action).trim()}") matches no cue; its field values are not imported.`,
    );
}

/** Reads the rundown sheet of a workbook: 'Event Rundown' when present, else the first sheet with a header row. */
export function readRundown(wb: ExcelJS.Workbook): SheetPreview {
  const date1904 = wb.properties.date1904 === true;
  const cueData = readCueData(wb);
  const place = readEventPlace(wb);
  // The hidden data sheet names an Action column too, but is never the rundown.
  const custom = readCustomFields(wb);
  const sheets = [
    ...wb.worksheets.filter((w) => w.name.trim().toLowerCase() !== CUE_DATA_SHEET.toLowerCase() && !isCustomFieldsSheet(w.name)),
  ].sort((a, b) => Number(b.name.trim().toLowerCase() === PREFERRED_SHEET) - Number(a.name.trim().toLowerCase() === PREFERRED_SHEET));
  for (const ws of sheets) {
    const layout = findLayout(ws);
    if (!layout) continue;
    // Only rows that exist in the file are visited (a stray cell at row 1,000,000 costs nothing).
    const numbers: number[] = [];
    ws.eachRow({ includeEmpty: false }, (_row, n) => {
      if (n > layout.headerRow) numbers.push(n);
    });
    const keyed: Array<{ n: number; key: CueDataKey }> = [];
    for (const n of numbers) {
      const key = rowKey(ws, n, layout);
      if (key) keyed.push({ n, key });
      if (keyed.length > LIMITS.maxCuesPerEvent) throw tooManyRows();
    }
    // Pairs are made over the whole sheet first: a renamed cue must not take a renumbered cue's row.
    const paired = cueData?.match(keyed.map((k) => k.key));
    const fieldRows = custom?.index.match(keyed.map((k) => k.key));
    const rows = keyed.map(({ n }, i) =>
      withFieldTexts(readRow(ws, n, layout, date1904, paired?.matches[i]), custom, fieldRows?.matches[i]?.data),
    );
    const problems = [...layout.problems];
    if (rows.length === 0) problems.push(`The sheet "${ws.name}" has no cues below its header row.`);
    return {
      rows,
      departments: [...layout.departments.values()].map((d) => d.name),
      problems,
      dataSheet: cueData !== null,
      unusedData: [...(paired?.unused ?? []).map(unusedDataText), ...unusedFieldRows(custom, fieldRows?.unused ?? [])],
      ...(place ? { place } : {}),
      ...(custom ? { customFields: custom.fields.map((f) => ({ ...f, isNew: true })) } : {}),
    };
  }
  return {
    rows: [],
    departments: [],
    problems: [`No header row with an Action column was found in the first ${HEADER_SCAN_ROWS} rows of any sheet.`],
  };
}

export const tooManyRows = () => badRequest('errors.import.tooManyRows', { max: LIMITS.maxCuesPerEvent });
