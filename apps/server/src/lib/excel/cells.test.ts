import { describe, expect, it } from 'vitest';
import { cellDuration, cellNumber, cellTasks, cellText, cellTime } from './cells.js';

describe('reading cells', () => {
  it('reads times from text, Excel fractions of a day and time cells', () => {
    expect(['9:00', '09:00:00', '23:59:59', '', 'tbd', '12:00 am', '12:30 PM', '7:05 p.m.'].map(cellTime)).toEqual([
      '09:00:00',
      '09:00:00',
      '23:59:59',
      'TBD',
      'TBD',
      '00:00:00',
      '12:30:00',
      '19:05:00',
    ]);
    expect(cellTime(null)).toBe('TBD');
    expect(cellTime(0.5)).toBe('12:00:00');
    expect(cellTime(46000.25)).toBe('06:00:00'); // a date-time serial: the time of day
    expect(cellTime(new Date(Date.UTC(1899, 11, 30, 21, 15, 59, 700)))).toBe('21:16:00');
    expect(cellTime({ formula: 'A1+1/24', result: 0.375 })).toBe('09:00:00');
    expect(['25:00', 'soon', '13:00 pm', '9.00'].map(cellTime)).toEqual([null, null, null, null]);
    expect(cellTime(-1)).toBeNull();
    expect(cellTime(true)).toBeNull();
  });

  it('reads durations as mm:ss, hh:mm:ss, seconds or Excel times', () => {
    expect(['02:30', '00:01:00', '90', '--:--:--', ' '].map((v) => cellDuration(v, false))).toEqual([150, 60, 90, 0, null]);
    expect(cellDuration(null, false)).toBeNull();
    expect(cellDuration(45, false)).toBe(45);
    expect(cellDuration(150 / 86400, false)).toBe(150);
    expect(cellDuration(new Date(Date.UTC(1899, 11, 30, 1, 0, 5)), false)).toBe(3605);
    expect(cellDuration(new Date(Date.UTC(1904, 0, 1, 0, 2, 0)), true)).toBe(120);
    expect(['long', '1:75', '-5'].map((v) => cellDuration(v, false))).toEqual([undefined, undefined, undefined]);
    expect(cellDuration(-3, false)).toBeUndefined();
  });

  it('reads text of rich text, links and formulas; numbers; ticked tasks', () => {
    expect(cellText({ richText: [{ text: 'Big ' }, { text: 'news' }] })).toBe('Big news');
    expect(cellText({ text: 'Site', hyperlink: 'https://example.com' })).toBe('Site');
    expect(cellText({ formula: 'B1', result: 'x' })).toBe('x');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect([3, '12', 'x', 0, 1.5].map(cellNumber)).toEqual([3, 12, undefined, undefined, undefined]);
    expect(cellTasks('✓ Done\r\n  \nOpen\n✔Also done\n☑ Boxed\n[x] Bracket\n[ ] Open box\n☐ Empty box')).toEqual([
      { description: 'Done', completed: true },
      { description: 'Open', completed: false },
      { description: 'Also done', completed: true },
      { description: 'Boxed', completed: true },
      { description: 'Bracket', completed: true },
      { description: 'Open box', completed: false },
      { description: 'Empty box', completed: false },
    ]);
  });
});
