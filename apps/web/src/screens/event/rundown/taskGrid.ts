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

  constructor(tasks: readonly Task[]) {
    for (const task of tasks) {
      let row = this.cells.get(task.cueId);
      if (!row) {
        row = new Map();
        this.cells.set(task.cueId, row);
      }
      const list = row.get(task.departmentId);
      if (list) list.push(task);
      else row.set(task.departmentId, [task]);
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
