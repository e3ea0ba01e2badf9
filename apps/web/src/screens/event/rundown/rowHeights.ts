import type { Task } from '@showcaller/shared';

/**
 * The rundown rows' heights in px as Chromium lays them out at the default text size (text-sm:
 * 20 px lines), taken apart so a row can be estimated from its tasks before it is ever rendered.
 * Estimates only: the virtualiser corrects each rendered row from a ResizeObserver.
 */
export const ROW_METRICS = {
  /** Edit mode: every checklist collapsed to its summary line; the edit and delete buttons set the height. */
  collapsed: 57,
  /** Two skeleton lines per cell while the tasks load. */
  loading: 57,
  /** A cell's vertical padding and bottom border. */
  cellChrome: 13,
  /** The "n/m completed" line above the list with its edit and add buttons (an empty cell: its "+ Add"). */
  summary: 24,
  /** The gap between the summary line and the list. */
  gap: 4,
  /** Space between two tasks. */
  taskGap: 2,
  /** A task line's vertical padding. */
  taskPadding: 8,
  lineHeight: 20,
  /** A one-line task. */
  minTask: 28,
  /**
   * Horizontal px of a department column not available to a task's text in run mode: padding, colour
   * bar, checkbox (the task buttons show only when a cell's pencil asks for them; that cell is measured).
   */
  textInset: 56,
  /** Average width of a character at text-sm. */
  charWidth: 7.2,
  /** Word wrapping leaves lines part-empty: text needs about this much more room than its length. */
  wrapSlack: 1.25,
} as const;

/** The lines a task's text takes in a department column of `columnWidth` px (at least one). */
export function taskLines(description: string, columnWidth: number): number {
  const textWidth = Math.max(ROW_METRICS.charWidth * 4, columnWidth - ROW_METRICS.textInset);
  return Math.max(1, Math.ceil((description.length * ROW_METRICS.charWidth * ROW_METRICS.wrapSlack) / textWidth));
}

/** An expanded checklist cell in run mode: its summary line and its tasks (the "Add Task" input opens on demand). */
export function expandedCellHeight(tasks: readonly Pick<Task, 'description'>[], columnWidth: number): number {
  const m = ROW_METRICS;
  let height = m.cellChrome + m.summary;
  if (tasks.length === 0) return height;
  height += m.gap + m.taskGap * (tasks.length - 1);
  for (const task of tasks) height += Math.max(m.minTask, m.taskPadding + m.lineHeight * taskLines(task.description, columnWidth));
  return height;
}

/**
 * A row's height in run mode, where every checklist is expanded: its fullest cell (each measured in
 * its own column's width), and never less than an empty cell. Cells of departments without a column
 * (`columnWidth` undefined) do not count.
 */
export function expandedRowHeight(
  cells: ReadonlyMap<number, readonly Pick<Task, 'description'>[]>,
  columnWidth: (departmentId: number) => number | undefined,
): number {
  let height = expandedCellHeight([], 0);
  for (const [departmentId, tasks] of cells) {
    const width = columnWidth(departmentId);
    if (width !== undefined) height = Math.max(height, expandedCellHeight(tasks, width));
  }
  return height;
}
