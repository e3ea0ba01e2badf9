/**
 * The hidden "ShowCaller Event" sheet (docs/decisions/0026-productions.md): an event's place
 * in its production (production name, time zone, room, day), so an export imported again keeps its
 * room and day. The "Event Rundown" sheet stays exactly as the spec has it (docs/decisions/0009-excel-round-trip.md:
 * round-trip data goes in hidden sheets). Two columns, Field and Value, every cell text.
 */
import type ExcelJS from 'exceljs';
import { LIMITS } from '@showcaller/shared';
import { cellText } from '../../lib/excel/cells.js';

export const EVENT_SHEET = 'ShowCaller Event';

export interface EventPlace {
  production: string;
  timeZone?: string;
  room: string;
  day: string;
}

const FIELDS = { production: 'Production', timeZone: 'Time zone', room: 'Room', day: 'Day' } as const;

export function addEventPlaceSheet(wb: ExcelJS.Workbook, place: EventPlace): void {
  const ws = wb.addWorksheet(EVENT_SHEET, { state: 'hidden' });
  ws.columns = [
    { header: 'Field', key: 'field', width: 14, style: { numFmt: '@' } },
    { header: 'Value', key: 'value', width: 40, style: { numFmt: '@' } },
  ];
  ws.getRow(1).font = { bold: true };
  for (const [key, label] of Object.entries(FIELDS)) {
    const value = place[key as keyof EventPlace];
    if (value !== undefined) ws.addRow([label, value]);
  }
}

/** The place a workbook names, or null (no such sheet, or it lacks production, room or day). */
export function readEventPlace(wb: ExcelJS.Workbook): EventPlace | null {
  const ws = wb.worksheets.find((w) => w.name.trim().toLowerCase() === EVENT_SHEET.toLowerCase());
  if (!ws) return null;
  const values = new Map<string, string>();
  for (let r = 2; r <= Math.min(ws.rowCount, 20); r++) {
    const row = ws.getRow(r);
    const field = cellText(row.getCell(1).value).trim().toLowerCase();
    const value = cellText(row.getCell(2).value).trim().slice(0, Math.max(LIMITS.productionName, LIMITS.roomName));
    if (field && value) values.set(field, value);
  }
  const production = values.get(FIELDS.production.toLowerCase());
  const room = values.get(FIELDS.room.toLowerCase());
  const day = values.get(FIELDS.day.toLowerCase());
  if (!production || !room || !day) return null;
  const timeZone = values.get(FIELDS.timeZone.toLowerCase());
  return { production, room, day, ...(timeZone ? { timeZone } : {}) };
}
