/**
 * The rundown as an .xlsx (docs/product.md#calls): sheet 'Event Rundown'; columns Time (12),
 * # (8), Action (30), one per department (25), Notes (30); bold header; rows filled with their
 * colour mark; completed tasks ticked. Every text is written as a string value, which ExcelJS
 * stores as a shared string: a note such as '=SUM(A1)' stays text, never a formula (docs/decisions/0009),
 * and such text also gets Excel's quote prefix, so editing the cell keeps it text (quotePrefix.ts).
 *
 * The first sheet has exactly the spec's columns. What only a round trip needs (durations, task
 * colours, time modes, OSC triggers) is in the hidden second sheet, one row per cue (cueDataSheet.ts, docs/decisions/0009).
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/excel/loadExcel.js';
import { formatHms, type CueField, type CueFieldValue, type CueTrigger, type ExportPayload, type Task } from '@showcaller/shared';
import { addCustomFieldsSheets } from './customFieldsSheet.js';
import { triggersCell } from '../integrations/triggerCell.js';
import { argbFromHex, isDarkFill } from '../../lib/excel/colors.js';
import { addCueDataSheet, CUE_DATA_HEADERS, type CueDataRow } from './cueDataSheet.js';
import { addQuotePrefixes, markFormulaText } from '../../lib/excel/quotePrefix.js';
import { taskColorsText } from './taskColors.js';
import { addEventPlaceSheet, type EventPlace } from './eventPlaceSheet.js';
import { addLinkedStartSheet } from './linkedStartSheet.js';
import type { ProjectedStartSnapshot } from '../startLinks/startLinks.service.js';
import type { Reader } from '../../lib/reader.js';

export const RUNDOWN_SHEET = 'Event Rundown';
export const TICK = '✓ ';
export const RUNDOWN_WIDTHS = { time: 12, number: 8, action: 30, department: 25, notes: 30 } as const;
/** Headers of the hidden columns of earlier exports (now in the data sheet); the importer still reads them. */
export const DURATION_HEADER = CUE_DATA_HEADERS.duration;

/** One cell's tasks, one per line, completed ones ticked. */
export function taskCellText(tasks: readonly Pick<Task, 'description' | 'completed'>[]): string {
  return tasks.map((t) => (t.completed ? TICK : '') + t.description).join('\n');
}

/** A solid fill in the row's colour mark (and white text when the fill is dark). */
export function styleRow(row: ExcelJS.Row, columnCount: number, colorMark: string): void {
  const argb = argbFromHex(colorMark);
  for (let c = 1; c <= columnCount; c++) {
    const cell = row.getCell(c);
    cell.alignment = { vertical: 'top', wrapText: true };
    if (!argb) continue;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
    if (isDarkFill(colorMark)) cell.font = { color: { argb: 'FFFFFFFF' } };
  }
}

/** `triggers`: each cue's OSC triggers (cue id → list), written to the hidden data sheet. */
/** `place`: the event's production, room and day, written to the hidden "ShowCaller Event" sheet. */
/** `linked`: a linked start's projection, written to the visible "Linked Start" sheet after the rundown. */
/** `custom`: the custom fields and each cue's values, in the "Custom Fields" sheets (customFieldsSheet.ts). */
/** `reader`: the asker's language and clock, for the visible sheets that are not the spec's (the Linked Start sheet, the Custom Fields sheet's title); the rundown's columns and the sheets the importer reads stay as they are. */
export async function rundownWorkbook(
  p: ExportPayload,
  triggers: ReadonlyMap<number, readonly CueTrigger[]> = new Map(),
  place?: EventPlace,
  linked?: ProjectedStartSnapshot,
  custom?: { fields: readonly CueField[]; values: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>> },
  reader?: Reader,
): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'ShowCaller';
  wb.created = new Date(p.event.updatedAt);
  const ws = wb.addWorksheet(RUNDOWN_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'Time', key: 'time', width: RUNDOWN_WIDTHS.time },
    { header: '#', key: 'number', width: RUNDOWN_WIDTHS.number },
    { header: 'Action', key: 'action', width: RUNDOWN_WIDTHS.action },
    ...p.departments.map((d) => ({ header: d.name, key: `dep${d.id}`, width: RUNDOWN_WIDTHS.department })),
    { header: 'Notes', key: 'notes', width: RUNDOWN_WIDTHS.notes },
  ];
  const columnCount = 4 + p.departments.length;
  ws.getRow(1).font = { bold: true };
  markFormulaText(ws.getRow(1)); // a department may be called '+1 Crew'
  const data: CueDataRow[] = [];

  const cells = new Map<string, Task[]>();
  for (const t of p.tasks) {
    const key = `${t.cueId}:${t.departmentId}`;
    const list = cells.get(key);
    if (list) list.push(t);
    else cells.set(key, [t]);
  }

  const cues = [...p.cues].sort((a, b) => a.number - b.number || a.id - b.id);
  for (const cue of cues) {
    const values: ExcelJS.CellValue[] = [cue.time, cue.number, cue.action];
    const byDepartment = p.departments.map((d) => ({ name: d.name, tasks: cells.get(`${cue.id}:${d.id}`) ?? [] }));
    for (const { tasks } of byDepartment) values.push(tasks.length > 0 ? taskCellText(tasks) : null);
    values.push(cue.notes ?? null);
    const row = ws.addRow(values);
    styleRow(row, columnCount, cue.colorMark);
    markFormulaText(row);
    data.push({
      [CUE_DATA_HEADERS.number]: String(cue.number),
      [CUE_DATA_HEADERS.action]: cue.action,
      [CUE_DATA_HEADERS.duration]: cue.duration === null ? null : formatHms(cue.duration),
      [CUE_DATA_HEADERS.taskColors]: taskColorsText(byDepartment) || null,
      [CUE_DATA_HEADERS.timeMode]: cue.timeMode,
      [CUE_DATA_HEADERS.oscTriggers]: triggersCell(triggers.get(cue.id) ?? []),
      [CUE_DATA_HEADERS.timerType]: cue.timerType,
      [CUE_DATA_HEADERS.endAction]: cue.endAction,
      [CUE_DATA_HEADERS.endTime]: cue.endTime,
    });
  }

  addCueDataSheet(wb, data);
  if (custom) addCustomFieldsSheets(wb, custom.fields, cues, custom.values, reader);
  if (place) addEventPlaceSheet(wb, place);
  if (linked) addLinkedStartSheet(wb, linked, reader);
  return addQuotePrefixes(Buffer.from(await wb.xlsx.writeBuffer()));
}
