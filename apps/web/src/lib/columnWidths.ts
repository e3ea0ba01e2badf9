/**
 * Rundown column widths in pixels (docs/product.md#screens, docs/product.md#constants): defaults, and the copy kept in the browser under
 * `showCallerColumnWidths`. Failing to read or save them is only logged; the table keeps working.
 */
export const COLUMN_WIDTHS_STORAGE_KEY = 'showCallerColumnWidths';

export const DEFAULT_COLUMN_WIDTHS = {
  time: 150,
  number: 80,
  color: 60,
  action: 250,
  duration: 150,
  notes: 250,
  actions: 100,
} as const;

export const DEFAULT_DEPARTMENT_WIDTH = 200;
export const DRAG_HANDLE_WIDTH = 44;
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 1200;

export type FixedColumnId = keyof typeof DEFAULT_COLUMN_WIDTHS;
/** Saved widths by column id: the fixed ids above and `department:{id}`. */
export type ColumnWidths = Record<string, number>;

export function departmentColumnId(departmentId: number): string {
  return `department:${departmentId}`;
}

export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** The width of a column: the saved one, else its default. */
export function columnWidth(widths: ColumnWidths, columnId: string): number {
  const saved = widths[columnId];
  if (typeof saved === 'number') return saved;
  return columnId in DEFAULT_COLUMN_WIDTHS ? DEFAULT_COLUMN_WIDTHS[columnId as FixedColumnId] : DEFAULT_DEPARTMENT_WIDTH;
}

/** The saved widths (only sane numbers are kept); `{}` when there are none or they cannot be read. */
export function readColumnWidths(): ColumnWidths {
  try {
    const raw = window.localStorage.getItem(COLUMN_WIDTHS_STORAGE_KEY);
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const widths: ColumnWidths = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'number' && Number.isFinite(value)) widths[key] = clampWidth(value);
    }
    return widths;
  } catch (err) {
    console.error('Could not read the saved column widths', err);
    return {};
  }
}

export function saveColumnWidths(widths: ColumnWidths): void {
  try {
    window.localStorage.setItem(COLUMN_WIDTHS_STORAGE_KEY, JSON.stringify(widths));
  } catch (err) {
    console.error('Could not save the column widths', err);
  }
}
