/**
 * Task changes as they arrive (docs/decisions/0039-task-and-ack-deltas.md): a `tasksChanged` frame
 * carries the changed tasks as saved and the removed ids at the event's revision after the change.
 * A screen applies it to the list it holds when the revision follows the list's by one; a change
 * whose revision skips one (a change this screen did not hear of) is applied and the list read
 * again, once. Framework-free: the show screen (TanStack, api/rundown.ts) and the crew page
 * (crew/useCrewShow.ts) share it.
 */
import type { Task } from '@showcaller/shared';

export interface TasksChange {
  revision: number;
  tasks: readonly Task[];
  removedIds: readonly number[];
}

/** The list with the change applied: changed tasks replaced in place, new ones added, removed ones gone. */
export function applyTaskChange(list: readonly Task[], change: TasksChange): Task[] {
  const changed = new Map(change.tasks.map((t) => [t.id, t]));
  const removed = new Set(change.removedIds);
  const out: Task[] = [];
  for (const t of list) {
    if (removed.has(t.id)) continue;
    const c = changed.get(t.id);
    if (c) changed.delete(t.id);
    out.push(c ?? t);
  }
  // New tasks go last: the rundown groups tasks by cue and department, each cell in this order.
  for (const t of changed.values()) out.push(t);
  return out;
}

/** What to do with a change: drop it (the list has it), apply it, or apply it and read the list again. */
export type TaskChangeVerdict = 'skip' | 'apply' | 'reread';

/** The revision header GET …/tasks answers with, or null (an older server sends none). */
export function revisionOf(headers: Headers): number | null {
  const raw = headers.get('x-rundown-revision');
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) ? n : null;
}

/**
 * Which revision one screen's task list is at. Changes heard while a read is on its way are kept
 * and applied on top of its answer when newer than it (the answer may predate them).
 */
export class TaskRevisions {
  /** `list` names the list followed (an event and session), for a reader of the object. */
  constructor(readonly list = '') {}

  private at: number | null = null;
  private read = 0;
  private reading = false;
  private heardMeanwhile: TasksChange[] = [];

  /** The revision the list is at (null: unknown). */
  get revision(): number | null {
    return this.at;
  }

  heard(change: TasksChange): TaskChangeVerdict {
    if (this.reading) {
      this.heardMeanwhile.push(change);
      return 'apply';
    }
    if (this.at === null) return 'apply';
    if (change.revision <= this.at) return 'skip';
    const inOrder = change.revision === this.at + 1;
    this.at = change.revision;
    return inOrder ? 'apply' : 'reread';
  }

  /**
   * A rundown notice (cues, departments, the event, custom fields) at an event revision: a change
   * that touched no task, so the list is at it too when it follows the list's revision.
   */
  followed(revision: number): void {
    if (!this.reading && this.at !== null && revision === this.at + 1) this.at = revision;
  }

  /** A read of the list starts; its number is given back with its answer. */
  started(): number {
    this.reading = true;
    this.heardMeanwhile = [];
    return ++this.read;
  }

  /** The read's answer at `revision`, with the changes heard meanwhile that are newer applied. */
  landed(read: number, list: Task[], revision: number | null): Task[] {
    if (read !== this.read) return list;
    this.reading = false;
    this.at = revision;
    let out = list;
    for (const change of this.heardMeanwhile.sort((a, b) => a.revision - b.revision)) {
      if (this.at !== null && change.revision <= this.at) continue;
      out = applyTaskChange(out, change);
      if (this.at !== null) this.at = change.revision;
    }
    this.heardMeanwhile = [];
    return out;
  }

  failed(read: number): void {
    if (read !== this.read) return;
    this.reading = false;
    this.heardMeanwhile = [];
  }
}
