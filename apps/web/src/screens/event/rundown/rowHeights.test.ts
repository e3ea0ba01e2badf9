import { describe, expect, it } from 'vitest';
import { expandedCellHeight, expandedRowHeight, ROW_METRICS, taskLines } from './rowHeights';

describe('rundown row heights', () => {
  it('wraps a task by its length in the column width, one line at least', () => {
    expect(taskLines('', 200)).toBe(1);
    expect(taskLines('Mic', 200)).toBe(1);
    // 16 characters in the 60 px a 200 px column leaves for text: three lines, as Chromium wraps it.
    expect(taskLines('Task 1 for cue 1', 200)).toBe(3);
    expect(taskLines('Task 1 for cue 1', 400)).toBe(1);
    // A column narrower than the buttons still leaves room for a few characters.
    expect(taskLines('Task 1 for cue 1', 40)).toBe(5);
  });

  it('adds up a cell: the summary, each task, the Add Task input', () => {
    const m = ROW_METRICS;
    const empty = m.cellChrome + m.summary + m.gap + m.addTask;
    expect(expandedCellHeight([], 200)).toBe(empty);
    // The rundown benchmark's cell (one three-line task) measures 137 px in Chromium.
    expect(expandedCellHeight([{ description: 'Task 1 for cue 1' }], 200)).toBe(137);
    expect(expandedCellHeight([{ description: 'Mic' }, { description: 'Lights' }], 400)).toBe(empty + m.gap + 2 * m.minTask + m.taskGap);
  });

  it("takes a row from its fullest cell, in that cell's own column width", () => {
    const widths = new Map([
      [1, 200],
      [2, 400],
    ]);
    const cells = new Map([
      [1, [{ description: 'Task 1 for cue 1' }]],
      [2, [{ description: 'Mic' }, { description: 'Lights' }, { description: 'Video' }]],
    ]);
    const width = (id: number) => widths.get(id);
    expect(expandedRowHeight(cells, width)).toBe(Math.max(expandedCellHeight(cells.get(1)!, 200), expandedCellHeight(cells.get(2)!, 400)));
    expect(expandedRowHeight(new Map(), width)).toBe(expandedCellHeight([], 0));
    // A department without a column (just removed) does not make the row taller.
    expect(expandedRowHeight(new Map([[3, [{ description: 'x'.repeat(500) }]]]), width)).toBe(expandedCellHeight([], 0));
  });
});
