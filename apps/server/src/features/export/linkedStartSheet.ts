/**
 * The visible "Linked Start" sheet (docs/decisions/0028-linked-event-starts.md): when the event's start
 * follows another event's cue, the export says which, the planned and projected start at the moment
 * of the export, and why ("+6 min because Plenary is running over"). A sheet of its own, so the
 * "Event Rundown" sheet stays exactly as the spec has it; the importer reads only the rundown sheet
 * and the hidden ones, so this one is ignored on the way back in: its title, labels and times are in
 * the reader's language and clock (docs/decisions/0040-i18n-app-and-server.md).
 */
import type ExcelJS from 'exceljs';
import { clockTimeFromSeconds, startDeltaText, type ServerMessageKey } from '@showcaller/shared';
import { markFormulaText } from '../../lib/excel/quotePrefix.js';
import { serverT, type ServerValues } from '../../lib/i18n.js';
import { clockTimeText, ENGLISH_READER, type Reader } from '../../lib/reader.js';
import type { ProjectedStartSnapshot } from '../startLinks/startLinks.service.js';

export const LINKED_START_SHEET = serverT('en', 'sheets.linkedStart.title');

export function addLinkedStartSheet(wb: ExcelJS.Workbook, linked: ProjectedStartSnapshot, reader: Reader = ENGLISH_READER): void {
  const t = (key: ServerMessageKey, values?: ServerValues) => serverT(reader.locale, key, values);
  const time = (seconds: number) => clockTimeText(clockTimeFromSeconds(seconds), reader);
  const ws = wb.addWorksheet(t('sheets.linkedStart.title'));
  ws.columns = [
    { header: t('sheets.linkedStart.field'), key: 'field', width: 18, style: { numFmt: '@' } },
    { header: t('sheets.linkedStart.value'), key: 'value', width: 70, style: { numFmt: '@' } },
  ];
  ws.getRow(1).font = { bold: true };
  const { link, projection: p, sentence } = linked;
  const rows: Array<[string, string]> = [
    [
      t('sheets.linkedStart.startsAfter'),
      t('sheets.linkedStart.startsAfterValue', { event: link.eventName, cue: link.cueNumber, minutes: link.offsetMinutes }),
    ],
    [t('sheets.linkedStart.plannedStart'), p.plannedStart === null ? t('sheets.linkedStart.noTimeYet') : time(p.plannedStart)],
    [t('sheets.linkedStart.projectedStart'), time(p.projectedStart)],
    [t('sheets.linkedStart.difference'), startDeltaText(p.delta) ?? t('sheets.linkedStart.onTime')],
    [t('sheets.linkedStart.whenExported'), sentence],
  ];
  for (const r of rows) markFormulaText(ws.addRow(r)); // an event may be called '=Plenary'
}
