/**
 * The rundown as an .xlsx (spec 2 §7 Export behaviour): sheet 'Event Rundown'; columns Time (12),
 * # (8), Action (30), one per department (25), Notes (30); bold header; rows filled with their
 * colour mark; completed tasks ticked. Every text is written as a string value, which ExcelJS
 * stores as a shared string: a note such as '=SUM(A1)' stays text, never a formula (DESIGN.md §5).
 *
 * The spec's layout has no place for durations or task colours, so two hidden columns follow
 * Notes: the duration as hh:mm:ss text and the task colours of each department cell. They move
 * with their row when a person sorts or edits the sheet, so import reproduces the rundown.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from './loadExcel.js';
import { formatHms, type ExportPayload, type Task } from '@showcaller/shared';
import { argbFromHex, isDarkFill } from './colors.js';
import { taskColorsText } from './taskColors.js';

export const RUNDOWN_SHEET = 'Event Rundown';
export const TICK = '✓ ';
export const RUNDOWN_WIDTHS = { time: 12, number: 8, action: 30, department: 25, notes: 30 } as const;
/** Headers of the hidden columns; the importer knows both (and plain "Duration"). */
export const DURATION_HEADER = 'Duration (hh:mm:ss)';
export const TASK_COLORS_HEADER = 'Task colours';

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

export async function rundownWorkbook(p: ExportPayload): Promise<Buffer> {
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
    // Text format: a duration typed in later stays text ('20:00' is 20 minutes, not a time of day).
    { header: DURATION_HEADER, key: 'duration', width: 12, hidden: true, style: { numFmt: '@' } },
    { header: TASK_COLORS_HEADER, key: 'taskColors', width: 30, hidden: true, style: { numFmt: '@' } },
  ];
  const columnCount = 6 + p.departments.length;
  ws.getRow(1).font = { bold: true };

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
    values.push(cue.duration === null ? null : formatHms(cue.duration));
    values.push(taskColorsText(byDepartment) || null);
    const row = ws.addRow(values);
    styleRow(row, columnCount, cue.colorMark);
  }

  return Buffer.from(await wb.xlsx.writeBuffer());
}
