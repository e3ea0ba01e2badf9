import { describe, expect, it } from 'vitest';
import { parseTaskColors, taskColorsText, withTaskColors } from './taskColors.js';

describe('the hidden Task colours column', () => {
  it('writes one line per department cell with a coloured task, in task order', () => {
    expect(
      taskColorsText([
        { name: 'Sound', tasks: [{ color: '' }, { color: '#ff69b4' }] },
        { name: 'Light', tasks: [{ color: '' }] },
        { name: 'Pyro: FX', tasks: [{ color: '#000000' }] },
        { name: 'Empty', tasks: [] },
      ]),
    ).toBe('Sound: -, #FF69B4\nPyro: FX: #000000');
    expect(taskColorsText([{ name: 'Sound', tasks: [{ color: '' }] }])).toBe('');
  });

  it('reads it back by department name, skipping lines it cannot read', () => {
    const map = parseTaskColors('Sound: -, #ff69b4\r\npyro:  FX: #000000\nLight: red, -\nno separator\n: #000000\nLED: #12345');
    expect([...map.entries()]).toEqual([
      ['sound', ['', '#FF69B4']],
      ['pyro: fx', ['#000000']],
    ]);
    expect(parseTaskColors('').size).toBe(0);
  });

  it('colours a cell only while its tasks still line up one to one', () => {
    const tasks = [
      { description: 'a', completed: false },
      { description: 'b', completed: true },
    ];
    expect(withTaskColors(tasks, ['', '#006400'])).toEqual([
      { description: 'a', completed: false },
      { description: 'b', completed: true, color: '#006400' },
    ]);
    expect(withTaskColors(tasks, ['#006400'])).toEqual(tasks);
    expect(withTaskColors(tasks, undefined)).toEqual(tasks);
  });
});
