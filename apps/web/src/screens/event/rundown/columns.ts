import type { CueField, Department } from '@showcaller/shared';
import { columnWidth, departmentColumnId, DRAG_HANDLE_WIDTH, type ColumnWidths } from '@/lib/columnWidths';
import { appT } from '@/i18n/appI18n';

export type RundownColumnKind = 'drag' | 'time' | 'number' | 'color' | 'action' | 'duration' | 'department' | 'notes' | 'field' | 'actions';

export interface RundownColumn {
  id: string;
  kind: RundownColumnKind;
  /** Header text; the drag and colour columns have a screen-reader-only label. */
  label: string;
  srOnlyLabel?: boolean;
  resizable: boolean;
  width: number;
  department?: Department;
  /** A custom field's column (docs/decisions/0034-custom-fields.md). */
  field?: CueField;
}

/** A custom field column's id for saved widths. */
export const fieldColumnId = (fieldId: number) => `field:${fieldId}`;

/**
 * The columns of docs/product.md#screens, in order; the drag handle and ACTIONS exist only in edit mode. The event's
 * custom fields that are not hidden follow NOTES, in their order.
 */
export function buildColumns(
  departments: readonly Department[],
  editMode: boolean,
  widths: ColumnWidths,
  fields: readonly CueField[] = [],
  /** Only so a memo builds the words again in another language. */
  _locale?: string,
): RundownColumn[] {
  const fixed = (id: RundownColumnKind, label: string, srOnlyLabel = false): RundownColumn => ({
    id,
    kind: id,
    label,
    srOnlyLabel,
    resizable: true,
    width: columnWidth(widths, id),
  });
  const columns: RundownColumn[] = [];
  if (editMode)
    columns.push({
      id: 'drag',
      kind: 'drag',
      label: appT('rundown.column.reorder'),
      srOnlyLabel: true,
      resizable: false,
      width: DRAG_HANDLE_WIDTH,
    });
  columns.push(
    fixed('time', appT('rundown.column.time')),
    fixed('number', '#'),
    fixed('color', appT('rundown.column.colour'), true),
    fixed('action', appT('rundown.column.action')),
    fixed('duration', appT('rundown.column.duration')),
  );
  for (const department of departments) {
    const id = departmentColumnId(department.id);
    columns.push({ id, kind: 'department', label: department.name, resizable: true, width: columnWidth(widths, id), department });
  }
  columns.push(fixed('notes', appT('rundown.column.notes')));
  for (const field of fields) {
    if (field.hidden) continue;
    const id = fieldColumnId(field.id);
    columns.push({ id, kind: 'field', label: field.name, resizable: true, width: columnWidth(widths, id), field });
  }
  if (editMode) columns.push(fixed('actions', appT('rundown.column.actions')));
  return columns;
}
