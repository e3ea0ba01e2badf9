/**
 * Text typed into the table's task inputs (a new task, a task being edited), kept outside the rows:
 * the rundown is virtualised, so a row scrolled out of view is unmounted, and what was typed in it
 * must be there again when it comes back. Plain mutable storage: writing never re-renders anything,
 * an input reads its draft when it mounts.
 */
export class TaskDrafts {
  private readonly texts = new Map<string, string>();

  get(key: string): string | undefined {
    return this.texts.get(key);
  }

  /** An empty text removes the draft. */
  set(key: string, text: string): void {
    if (text === '') this.texts.delete(key);
    else this.texts.set(key, text);
  }

  delete(key: string): void {
    this.texts.delete(key);
  }
}

export const newTaskDraftKey = (cueId: number, departmentId: number) => `new:${cueId}:${departmentId}`;
export const editTaskDraftKey = (taskId: number) => `edit:${taskId}`;
