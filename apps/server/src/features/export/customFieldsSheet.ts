/**
 * Custom fields in the exported workbook (docs/decisions/0034-custom-fields.md): the visible sheet
 * "Custom Fields" holds, per cue, its # and Action and then one column per field, in the rundown's
 * order, values as people read them; the hidden "ShowCaller Fields" sheet says each field's type
 * and choices, so an import can make the fields another event lacks. The "Event Rundown" sheet keeps
 * exactly the spec's columns. Rows pair with cues as the data sheet's do (cueDataSheet.ts). The visible
 * sheet's title is in the asker's language (docs/decisions/0040-i18n-app-and-server.md) and read back
 * in any of them; the hidden sheet, which only the importer reads, stays as it is.
 */
import type ExcelJS from 'exceljs';
import {
  CATALOG_LOCALES,
  CUE_FIELD_KIND_LABELS,
  CUE_FIELD_KINDS,
  fieldValueText,
  type Cue,
  type CueField,
  type CueFieldKind,
  type CueFieldValue,
} from '@showcaller/shared';
import { cellText } from '../../lib/excel/cells.js';
import { markFormulaText, TEXT_FORMAT } from '../../lib/excel/quotePrefix.js';
import { CUE_DATA_HEADERS, readCueData, type CueDataIndex } from './cueDataSheet.js';
import { serverT } from '../../lib/i18n.js';
import { ENGLISH_READER, type Reader } from '../../lib/reader.js';

export const CUSTOM_FIELDS_SHEET = serverT('en', 'sheets.customFields.title');
/** The sheet's title in every language it may have been written in: the importer reads each. */
const CUSTOM_FIELDS_TITLES = new Set(
  CATALOG_LOCALES.map((l) => serverT(l, 'sheets.customFields.title').trim().replace(/\s+/g, ' ').toLowerCase()),
);
export const FIELD_TYPES_SHEET = 'ShowCaller Fields';
const TYPE_HEADERS = { name: 'Field', type: 'Type', choices: 'Choices (one a line)', shown: 'In table' } as const;

/** Whether a sheet is "Custom Fields", in any language it may have been written in. */
export function isCustomFieldsSheet(name: string): boolean {
  return CUSTOM_FIELDS_TITLES.has(key(name));
}

export function addCustomFieldsSheets(
  wb: ExcelJS.Workbook,
  fields: readonly CueField[],
  cues: readonly Cue[],
  values: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>>,
  reader: Reader = ENGLISH_READER,
): void {
  if (fields.length === 0) return;
  // The visible sheet's title is in the reader's language; its # and Action columns stay the spec's.
  const ws = wb.addWorksheet(serverT(reader.locale, 'sheets.customFields.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const text = { numFmt: TEXT_FORMAT };
  ws.columns = [
    { header: CUE_DATA_HEADERS.number, key: 'number', width: 8, style: text },
    { header: CUE_DATA_HEADERS.action, key: 'action', width: 30, style: text },
    ...fields.map((f) => ({ header: f.name, key: `field${f.id}`, width: 20, style: text })),
  ];
  ws.getRow(1).font = { bold: true };
  markFormulaText(ws.getRow(1));
  for (const cue of cues) {
    const own = values.get(cue.id);
    const row = ws.addRow([String(cue.number), cue.action, ...fields.map((f) => fieldValueText(f.kind, own?.get(f.id)) || null)]);
    row.alignment = { vertical: 'top', wrapText: true };
    markFormulaText(row);
  }

  const types = wb.addWorksheet(FIELD_TYPES_SHEET, { state: 'hidden' });
  types.columns = [
    { header: TYPE_HEADERS.name, key: 'name', width: 30, style: text },
    { header: TYPE_HEADERS.type, key: 'type', width: 20, style: text },
    { header: TYPE_HEADERS.choices, key: 'choices', width: 40, style: text },
    { header: TYPE_HEADERS.shown, key: 'shown', width: 10, style: text },
  ];
  types.getRow(1).font = { bold: true };
  for (const f of fields) markFormulaText(types.addRow([f.name, f.kind, f.choices.join('\n') || null, f.hidden ? 'No' : 'Yes']));
}

/** A field as the file describes it. */
export interface FileField {
  name: string;
  kind: CueFieldKind;
  choices: string[];
}

export interface FileFields {
  fields: FileField[];
  /** Pairs the cues of the rundown sheet with rows of "Custom Fields". */
  index: CueDataIndex;
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

function kindFrom(text: string): CueFieldKind | undefined {
  const k = key(text);
  return CUE_FIELD_KINDS.find((kind) => kind === k || key(CUE_FIELD_KIND_LABELS[kind]) === k);
}

/** The file's custom fields, or null when it has no "Custom Fields" sheet (a field without a type is text). */
export function readCustomFields(wb: ExcelJS.Workbook): FileFields | null {
  const ws = wb.worksheets.find((w) => isCustomFieldsSheet(w.name));
  if (!ws) return null;
  const index = readCueData(wb, ws.name);
  if (!index) return null;
  const described = new Map<string, FileField>();
  const types = wb.worksheets.find((w) => key(w.name) === key(FIELD_TYPES_SHEET));
  types?.eachRow({ includeEmpty: false }, (row, r) => {
    if (r === 1) return;
    const name = cellText(row.getCell(1).value).trim().replace(/\s+/g, ' ');
    const kind = kindFrom(cellText(row.getCell(2).value));
    if (name === '' || !kind) return;
    const choices = cellText(row.getCell(3).value)
      .split(/\r?\n/)
      .map((c) => c.trim())
      .filter((c) => c !== '');
    described.set(key(name), { name, kind, choices });
  });
  const fields: FileField[] = [];
  const seen = new Set<string>();
  ws.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    if (col <= 2) return;
    const name = cellText(cell.value).trim().replace(/\s+/g, ' ');
    if (name === '' || seen.has(key(name))) return;
    seen.add(key(name));
    fields.push(described.get(key(name)) ?? { name, kind: 'text', choices: [] });
  });
  return { fields, index };
}
