import { describe, expect, it } from 'vitest';
import { expandedCellHeight, expandedRowHeight, ROW_METRICS, taskLines } from './rowHeights';

describe('rundown row heights', () => {
  it('wraps a task by its length in the column width, one line at least', () => {
    expect(taskLines('', 200)).toBe(1);
    expect(taskLines('Mic', 200)).toBe(1);
    // Run mode shows no task buttons: a 200 px column leaves 144 px for the text.
    expect(taskLines('Task 1 for cue 1', 200)).toBe(1);
    expect(taskLines('Check the radio mics on stage left', 200)).toBe(3);
    expect(taskLines('Check the radio mics on stage left', 400)).toBe(1);
    // A column narrower than the checkbox still leaves room for a few characters.
    expect(taskLines('Task 1 for cue 1', 40)).toBe(5);
  });

  it('adds up a cell: the summary line and each task (no Add Task input until asked for)', () => {
    const m = ROW_METRICS;
    const empty = m.cellChrome + m.summary;
    expect(expandedCellHeight([], 200)).toBe(empty);
    // The rundown benchmark's cell (one one-line task) measures 69 px in Chromium.
    expect(expandedCellHeight([{ description: 'Task 1 for cue 1' }], 200)).toBe(69);
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
