/**
 * The visible "Linked Start" sheet (docs/decisions/0028-linked-event-starts.md): when the event's start
 * follows another event's cue, the export says which, the planned and projected start at the moment
 * of the export, and why ("+6 min because Plenary is running over"). A sheet of its own, so the
 * "Event Rundown" sheet stays exactly as the spec has it; the importer reads only the rundown sheet
 * and the hidden ones, so this one is ignored on the way back in.
 */
import type ExcelJS from 'exceljs';
import { clockTimeFromSeconds, startDeltaText } from '@showcaller/shared';
import { markFormulaText } from '../../lib/excel/quotePrefix.js';
import type { ProjectedStartSnapshot } from '../startLinks/startLinks.service.js';

export const LINKED_START_SHEET = 'Linked Start';

export function addLinkedStartSheet(wb: ExcelJS.Workbook, linked: ProjectedStartSnapshot): void {
  const ws = wb.addWorksheet(LINKED_START_SHEET);
  ws.columns = [
    { header: 'Field', key: 'field', width: 18, style: { numFmt: '@' } },
    { header: 'Value', key: 'value', width: 70, style: { numFmt: '@' } },
  ];
  ws.getRow(1).font = { bold: true };
  const { link, projection: p, sentence } = linked;
  const rows: Array<[string, string]> = [
    ['Starts after', `${link.eventName} cue ${link.cueNumber} + ${link.offsetMinutes} min`],
    ['Planned start', p.plannedStart === null ? 'No time yet' : clockTimeFromSeconds(p.plannedStart)],
    ['Projected start', clockTimeFromSeconds(p.projectedStart)],
    ['Difference', startDeltaText(p.delta) ?? 'On time'],
    ['When exported', sentence],
  ];
  for (const r of rows) markFormulaText(ws.addRow(r)); // an event may be called '=Plenary'
}
