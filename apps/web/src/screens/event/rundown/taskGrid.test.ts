import { describe, expect, it } from 'vitest';
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
