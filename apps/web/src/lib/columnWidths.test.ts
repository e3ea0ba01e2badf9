import { describe, expect, it, vi } from 'vitest';
import { COLUMN_WIDTHS_STORAGE_KEY, columnWidth, departmentColumnId, readColumnWidths, saveColumnWidths } from './columnWidths';

describe('column widths', () => {
  it('uses the spec defaults when nothing is saved', () => {
    const widths = readColumnWidths();
    expect(widths).toEqual({});
    expect(columnWidth(widths, 'time')).toBe(150);
    expect(columnWidth(widths, 'number')).toBe(80);
    expect(columnWidth(widths, 'color')).toBe(60);
    expect(columnWidth(widths, 'action')).toBe(250);
    expect(columnWidth(widths, 'duration')).toBe(150);
    expect(columnWidth(widths, 'notes')).toBe(250);
    expect(columnWidth(widths, 'actions')).toBe(100);
    expect(columnWidth(widths, departmentColumnId(4))).toBe(200);
  });

  it('saves under showCallerColumnWidths and reads back only sane numbers', () => {
    saveColumnWidths({ action: 320, [departmentColumnId(4)]: 180 });
    expect(JSON.parse(window.localStorage.getItem(COLUMN_WIDTHS_STORAGE_KEY) ?? '{}')).toEqual({ action: 320, 'department:4': 180 });
    window.localStorage.setItem(COLUMN_WIDTHS_STORAGE_KEY, JSON.stringify({ action: 320, notes: 'wide', time: 5 }));
    expect(readColumnWidths()).toEqual({ action: 320, time: 40 });
  });

  it('only logs when the saved widths cannot be read or saved', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readColumnWidths()).toEqual({});
    expect(() => saveColumnWidths({ time: 200 })).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('logs unreadable JSON and falls back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(COLUMN_WIDTHS_STORAGE_KEY, '{not json');
    expect(readColumnWidths()).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});
