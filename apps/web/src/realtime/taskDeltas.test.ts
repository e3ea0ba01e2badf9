import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Task } from '@showcaller/shared';
import { applyTasksChanged, rundownKeys, taskRevisions } from '@/api/rundown';
import { applyTaskChange, revisionOf, TaskRevisions, type TasksChange } from './taskDeltas';

const task = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  cueId: 1,
  departmentId: 1,
  description: `Task ${id}`,
  completed: false,
  completedAt: null,
  color: '',
  ...over,
});
const change = (revision: number, tasks: Task[], removedIds: number[] = []): TasksChange => ({ revision, tasks, removedIds });

describe('applying task changes', () => {
  it('replaces changed tasks in place, adds new ones last and drops removed ones', () => {
    const list = [task(1), task(2), task(3)];
    const out = applyTaskChange(list, change(5, [task(2, { completed: true }), task(9)], [3]));
    expect(out.map((t) => [t.id, t.completed])).toEqual([
      [1, false],
      [2, true],
      [9, false],
    ]);
    expect(list.map((t) => t.completed)).toEqual([false, false, false]); // the list itself is left as it was
  });

  it('reads the revision header, and nothing from an older server', () => {
    expect(revisionOf(new Headers({ 'X-Rundown-Revision': '42' }))).toBe(42);
    expect(revisionOf(new Headers())).toBeNull();
    expect(revisionOf(new Headers({ 'X-Rundown-Revision': 'x' }))).toBeNull();
  });
});

describe('the revision a task list is at', () => {
  it('applies a change that follows the list, skips one it has, and reads again after a missed one', () => {
    const r = new TaskRevisions();
    const read = r.started();
    expect(r.landed(read, [task(1)], 10)).toEqual([task(1)]);
    expect(r.heard(change(11, [task(1)]))).toBe('apply');
    expect(r.heard(change(11, [task(1)]))).toBe('skip');
    expect(r.heard(change(9, [task(1)]))).toBe('skip');
    // 12 never came: 13 is applied, and the list read again once.
    expect(r.heard(change(13, [task(1)]))).toBe('reread');
    expect(r.revision).toBe(13);
  });

  it('follows a rundown notice that touched no task, so the next change is in order', () => {
    const r = new TaskRevisions();
    r.landed(r.started(), [], 10);
    r.followed(11); // a cue edited
    r.followed(20); // not the next one: the list cannot follow it
    expect(r.revision).toBe(11);
    expect(r.heard(change(12, [task(1)]))).toBe('apply');
  });

  it('applies the changes heard while a read was on its way on top of its answer, when newer than it', () => {
    const r = new TaskRevisions();
    const read = r.started();
    expect(r.heard(change(12, [task(2, { completed: true })]))).toBe('apply');
    expect(r.heard(change(11, [task(1, { completed: true })]))).toBe('apply');
    // The answer was read at 11: it has the first change, not the second.
    const out = r.landed(read, [task(1, { completed: true }), task(2)], 11);
    expect(out.map((t) => t.completed)).toEqual([true, true]);
    expect(r.revision).toBe(12);
    expect(r.heard(change(13, []))).toBe('apply');
  });

  it('ignores the answer of a read that a newer one replaced', () => {
    const r = new TaskRevisions();
    const first = r.started();
    const second = r.started();
    r.failed(first); // the cancelled read fails after the new one started
    expect(r.heard(change(8, [task(1)]))).toBe('apply');
    r.landed(second, [task(1)], 7);
    expect(r.revision).toBe(8);
  });
});

describe('the show screen’s cached list', () => {
  it('takes a frame in place of a re-read, and reads again after a missed revision', async () => {
    const qc = new QueryClient();
    const eventId = 9101;
    const key = rundownKeys.tasks(eventId);
    const reads: number[] = [];
    await qc.fetchQuery({
      queryKey: key,
      queryFn: () => {
        reads.push(1);
        const r = taskRevisions(eventId);
        return r.landed(r.started(), [task(1), task(2)], 4);
      },
    });
    applyTasksChanged(qc, eventId, change(5, [task(2, { completed: true })]));
    expect(qc.getQueryData<Task[]>(key)?.map((t) => t.completed)).toEqual([false, true]);
    expect(qc.getQueryState(key)?.isInvalidated).toBe(false);
    applyTasksChanged(qc, eventId, change(7, [task(1, { completed: true })]));
    expect(qc.getQueryData<Task[]>(key)?.map((t) => t.completed)).toEqual([true, true]);
    expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
