/**
 * Reading one spreadsheet cell the way a person typed it: text of any cell kind, a time of
 * day from text or an Excel time, a duration from text, seconds or an Excel time, a fill colour.
 */
import type ExcelJS from 'exceljs';
import { clockTimeFromSeconds, normalizeCueTime, parseDurationInput } from '@showcaller/shared';
import { hexFromArgb } from './colors.js';

const DAY_SECONDS = 24 * 3600;
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);

type Scalar = string | number | boolean | Date;

/** The scalar behind a cell: formulas give their cached result, rich text and links their text. */
export function cellScalar(value: ExcelJS.CellValue): Scalar | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return cellScalar(value.text);
  if ('result' in value) {
    const r = value.result;
    return r === undefined || (typeof r === 'object' && !(r instanceof Date)) ? null : r;
  }
  return null; // an error value such as #N/A
}

/** A cell as text: numbers as written, dates as ISO, blanks as ''. */
export function cellText(value: ExcelJS.CellValue): string {
  const v = cellScalar(value);
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

const AM_PM = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;

/** '9:00', '09:00:00', '9:00 pm', an Excel time (fraction of a day) or a date-time cell → 'HH:MM:SS'; '' or TBD → 'TBD'; null when unreadable. */
export function cellTime(value: ExcelJS.CellValue): string | null {
  const v = cellScalar(value);
  if (v === null) return 'TBD';
  if (v instanceof Date) {
    const ms = v.getTime();
    if (Number.isNaN(ms)) return null;
    return clockTimeFromSeconds(Math.round((((ms % 86_400_000) + 86_400_000) % 86_400_000) / 1000) % DAY_SECONDS);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) return null;
    return clockTimeFromSeconds(Math.round((v - Math.floor(v)) * DAY_SECONDS) % DAY_SECONDS);
  }
  if (typeof v === 'boolean') return null;
  const text = v.trim();
  const m = AM_PM.exec(text);
  if (m) {
    const h = Number(m[1]);
    if (h < 1 || h > 12) return null;
    const h24 = (h % 12) + (m[4]!.toLowerCase() === 'p' ? 12 : 0);
    return clockTimeFromSeconds(h24 * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0));
  }
  return normalizeCueTime(text);
}

/**
 * '02:30' (mm:ss), '00:01:00', '90' or 90 (seconds), an Excel duration (a time cell, or a
 * fraction of a day) → whole seconds; blank → null; unreadable → undefined.
 */
export function cellDuration(value: ExcelJS.CellValue, date1904: boolean): number | null | undefined {
  const v = cellScalar(value);
  if (v === null) return null;
  if (v instanceof Date) {
    const ms = v.getTime() - (date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900);
    return Number.isNaN(ms) || ms < 0 ? undefined : Math.round(ms / 1000);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) return undefined;
    if (Number.isInteger(v)) return v;
    // A time typed into a General cell arrives as a fraction of a day.
    return v < 1 ? Math.round(v * DAY_SECONDS) : Math.round(v);
  }
  if (typeof v === 'boolean') return undefined;
  if (v.trim() === '') return null;
  return parseDurationInput(v) ?? undefined;
}

/** A whole cue number from a number or digits; otherwise undefined. */
export function cellNumber(value: ExcelJS.CellValue): number | undefined {
  const v = cellScalar(value);
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : undefined;
  if (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v)) {
    const n = Number(v);
    return n > 0 ? n : undefined;
  }
  return undefined;
}

/** The solid fill colour of a cell as '#RRGGBB'; white, theme and indexed colours count as none. */
export function cellFill(cell: ExcelJS.Cell): string {
  const fill = cell.fill as ExcelJS.Fill | undefined;
  if (!fill || fill.type !== 'pattern' || fill.pattern !== 'solid') return '';
  const hex = hexFromArgb(fill.fgColor?.argb);
  return hex === null || hex === '#FFFFFF' ? '' : hex;
}

const TICKS = /^(?:[✓✔☑]|\[[xX]\])\s*/u;
const OPEN_BOX = /^(?:☐|\[ \])\s*/u;

/** A department cell: one task per line; a leading ✓ or ✔ (or ☑, [x]) marks it done. */
export function cellTasks(value: ExcelJS.CellValue): Array<{ description: string; completed: boolean }> {
  const out: Array<{ description: string; completed: boolean }> = [];
  for (const line of cellText(value).split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    const done = TICKS.test(trimmed);
    const description = trimmed.replace(TICKS, '').replace(OPEN_BOX, '').trim();
    if (description !== '') out.push({ description, completed: done });
  }
  return out;
}
