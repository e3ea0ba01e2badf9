import { describe, expect, it } from 'vitest';
import { cellColorFromTasks, colorPriority } from './colors.js';

describe('cell colour from task colours', () => {
  it('ranks red, orange/amber, yellow, purple/violet, then anything else', () => {
    expect(colorPriority('#FF0000')).toBe(5);
    expect(colorPriority('#e11d48')).toBe(5);
    expect(colorPriority('red')).toBe(5);
    expect(colorPriority('orange')).toBe(4);
    expect(colorPriority('amber')).toBe(4);
    expect(colorPriority('yellow')).toBe(3);
    expect(colorPriority('purple')).toBe(2);
    expect(colorPriority('violet')).toBe(2);
    expect(colorPriority('blue')).toBe(1);
    expect(colorPriority('#006400')).toBe(1);
    expect(colorPriority('')).toBe(0);
  });
  it('is empty with no coloured task, the colour with one, the highest with several', () => {
    expect(cellColorFromTasks([])).toBe('');
    expect(cellColorFromTasks([{ color: '' }, { color: null }])).toBe('');
    expect(cellColorFromTasks([{ color: '#800080' }])).toBe('#800080');
    expect(cellColorFromTasks([{ color: '#006400' }, { color: '#FF69B4' }, { color: 'purple' }])).toBe('#FF69B4');
  });
  it('recomputes from the remaining tasks when one is cleared', () => {
    const tasks = [{ color: '#FF69B4' }, { color: '#800080' }];
    expect(cellColorFromTasks(tasks)).toBe('#FF69B4');
    expect(cellColorFromTasks([{ color: '' }, tasks[1]!])).toBe('#800080');
  });
});
