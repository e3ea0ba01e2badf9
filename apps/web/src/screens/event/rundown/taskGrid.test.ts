import { describe, expect, it } from 'vitest';
import type { Task } from '@showcaller/shared';
import { makeTask } from '../test/fixtures';
import { TaskGrid } from './taskGrid';

describe('TaskGrid', () => {
  const tasks = [
    makeTask(1, 10, 100),
    makeTask(2, 10, 100, { color: '#90EE90' }),
    makeTask(3, 10, 200, { color: '#800080' }),
    makeTask(4, 10, 100, { color: '#FF69B4' }),
    makeTask(5, 11, 200),
  ];
  const grid = new TaskGrid(tasks);

  it('groups tasks by cue and department, keeping their order', () => {
    expect(grid.cell(10, 100).map((t) => t.id)).toEqual([1, 2, 4]);
    expect(grid.cell(10, 200).map((t) => t.id)).toEqual([3]);
    expect(grid.cell(11, 200).map((t) => t.id)).toEqual([5]);
    expect(grid.cell(11, 100)).toEqual([]);
    expect(grid.cell(99, 100)).toEqual([]);
  });

  it('lists the cells of a cue that have tasks', () => {
    expect([...grid.cellsOf(10).keys()]).toEqual([100, 200]);
    expect([...grid.cellsOf(11).entries()].map(([d, list]) => [d, list.length])).toEqual([[200, 1]]);
    expect(grid.cellsOf(12).size).toBe(0);
  });

  it('colours a cell by the highest-priority task colour, and none without coloured tasks', () => {
    expect(grid.color(10, 100)).toBe('#FF69B4'); // pink starts with #F: red priority beats light green
    expect(grid.color(10, 200)).toBe('#800080');
    expect(grid.color(11, 200)).toBe('');
    expect(grid.color(99, 1)).toBe('');
    // Asked again (a row scrolled back into view): the same answer.
    expect(grid.color(10, 100)).toBe('#FF69B4');
  });

  it('is empty without tasks', () => {
    const empty = new TaskGrid([]);
    expect(empty.cell(1, 1)).toEqual([]);
    expect(empty.cellsOf(1).size).toBe(0);
    expect(empty.color(1, 1)).toBe('');
  });
});

describe('a grid after a task change', () => {
  it('keeps the rows, cells and colours whose tasks did not change, and only those', () => {
    const t = (id: number, cueId: number, departmentId: number, over: Partial<Task> = {}): Task => ({
      id,
      cueId,
      departmentId,
      description: `T${id}`,
      completed: false,
      completedAt: null,
      color: '',
      ...over,
    });
    const list = [t(1, 10, 1), t(2, 10, 2), t(3, 11, 1, { color: '#FF0000' })];
    const before = new TaskGrid(list);
    expect(before.color(11, 1)).toBe('#FF0000');
    const ticked = [list[0]!, { ...list[1]!, completed: true }, list[2]!];
    const after = new TaskGrid(ticked, before);
    expect(after.source).toBe(ticked);
    expect(after.cellsOf(11)).toBe(before.cellsOf(11));
    expect(after.cell(11, 1)).toBe(before.cell(11, 1));
    expect(after.cellsOf(10)).not.toBe(before.cellsOf(10));
    expect(after.cell(10, 2)[0]?.completed).toBe(true);
    expect(after.color(11, 1)).toBe('#FF0000');
  });
});
