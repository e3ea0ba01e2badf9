import { cellColorFromTasks, type Task } from '@showcaller/shared';

const NO_TASKS: readonly Task[] = [];
const NO_CELLS: ReadonlyMap<number, readonly Task[]> = new Map();

/**
 * Every task of the event grouped by cue, then department, once per task list: each checklist cell
 * finds its tasks and its colour (docs/product.md#running-the-show), and each row its cells, without scanning the list.
 * Number keys throughout (15,000 tasks index in a few milliseconds). Colours are worked out on first
 * use and kept, so a cell scrolled back into view costs nothing.
 */
export class TaskGrid {
  private readonly cells = new Map<number, Map<number, Task[]>>();
  private readonly colors = new Map<number, Map<number, string>>();

  /**
   * `previous`: the grid of the list before a change (a tick arrives as the changed task, the rest
   * of the list the same objects, realtime/taskDeltas.ts). Rows whose cells hold the very same tasks
   * keep its row, cells and colours, so a checklist that did not change is the same array as before
   * and its cell does not render again (tasksStore below).
   */
  constructor(
    /** The list this grid was made from. */
    readonly source: readonly Task[],
    previous?: TaskGrid,
  ) {
    for (const task of source) {
      let row = this.cells.get(task.cueId);
      if (!row) {
        row = new Map();
        this.cells.set(task.cueId, row);
      }
      const list = row.get(task.departmentId);
      if (list) list.push(task);
      else row.set(task.departmentId, [task]);
    }
    if (!previous) return;
    for (const [cueId, row] of this.cells) {
      const before = previous.cells.get(cueId);
      if (!before || !sameRow(row, before)) continue;
      this.cells.set(cueId, before);
      const colors = previous.colors.get(cueId);
      if (colors) this.colors.set(cueId, colors);
    }
  }

  /** One cell's tasks, in the order the server sent them (checklist order). */
  cell(cueId: number, departmentId: number): readonly Task[] {
    return this.cells.get(cueId)?.get(departmentId) ?? NO_TASKS;
  }

  /** The cue's cells that have tasks, by department id. */
  cellsOf(cueId: number): ReadonlyMap<number, readonly Task[]> {
    return this.cells.get(cueId) ?? NO_CELLS;
  }

  /** The cell's colour from its tasks' colours by the priority rule, or '' for none. */
  color(cueId: number, departmentId: number): string {
    let row = this.colors.get(cueId);
    if (!row) {
      row = new Map();
      this.colors.set(cueId, row);
    }
    let color = row.get(departmentId);
    if (color === undefined) {
      color = cellColorFromTasks(this.cell(cueId, departmentId));
      row.set(departmentId, color);
    }
    return color;
  }
}

function sameRow(a: ReadonlyMap<number, readonly Task[]>, b: ReadonlyMap<number, readonly Task[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [departmentId, list] of a) {
    const other = b.get(departmentId);
    if (!other || other.length !== list.length || list.some((t, i) => t !== other[i])) return false;
  }
  return true;
}

/**
 * The grid behind a store (as liveRundown.ts does for the live marks): a task change re-renders the
 * cells whose checklist changed, not every row and cell through the table's context.
 */
export interface TasksStore {
  get: () => TaskGrid;
  subscribe: (listener: () => void) => () => void;
}

export function createTasksStore(first: TaskGrid): TasksStore & { set: (next: TaskGrid) => void } {
  let grid = first;
  const listeners = new Set<() => void>();
  return {
    get: () => grid,
    set(next) {
      if (next === grid) return;
      grid = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
