import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportFileName, safeFileStem } from './fileName.js';
import { argbFromHex, hexFromArgb, isDarkFill } from './colors.js';

describe('export file names', () => {
  it('strips characters file systems refuse, collapses spaces and falls back to Event', () => {
    expect(safeFileStem('Gala: Night/1 <final>?')).toBe('Gala Night1 final');
    expect(safeFileStem('a\\b*c"d|e')).toBe('abcde');
    expect(safeFileStem('Tab\there\nand\u0007bell')).toBe('Tab here and bell');
    expect(safeFileStem('  lots    of   space  ')).toBe('lots of space');
    expect(safeFileStem('...')).toBe('Event');
    expect(safeFileStem('///')).toBe('Event');
    expect(safeFileStem('')).toBe('Event');
    expect(safeFileStem('x'.repeat(150))).toHaveLength(100);
    expect([...safeFileStem('🎭'.repeat(120))]).toHaveLength(100);
    expect(exportFileName('Gala', '-Rundown.xlsx')).toBe('Gala-Rundown.xlsx');
  });

  it('removes bidi controls, so a name cannot display its characters in another order', () => {
    const all = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c].map((c) =>
      String.fromCodePoint(c),
    );
    expect(safeFileStem(`Gala${all.join('')}Night`)).toBe('GalaNight');
    expect(exportFileName('Gala\u202Excod.exe', '-Rundown.xlsx')).toBe('Galaxcod.exe-Rundown.xlsx');
    expect(safeFileStem('\u202E\u2066')).toBe('Event');
    expect(attachmentHeader(exportFileName('شو\u200F 2026', '-Rundown.xlsx'))).not.toMatch(/%E2%80%8F|%E2%80%AE/);
    expect(safeFileStem('עברית 2026')).toBe('עברית 2026'); // right-to-left letters themselves stay
  });

  it('sends an ASCII filename and the exact one as RFC 5987 filename*', () => {
    expect(attachmentHeader('Gala-Rundown.xlsx')).toBe(`attachment; filename="Gala-Rundown.xlsx"; filename*=UTF-8''Gala-Rundown.xlsx`);
    const h = attachmentHeader("Café (Zürich) l'été-Rundown.xlsx");
    expect(h).toContain('filename="Cafe (Zurich) l\'ete-Rundown.xlsx"');
    expect(h).toContain("filename*=UTF-8''Caf%C3%A9%20%28Z%C3%BCrich%29%20l%27%C3%A9t%C3%A9-Rundown.xlsx");
    expect(attachmentHeader('東京-Rundown.xlsx')).toContain('filename="__-Rundown.xlsx"');
  });
});

describe('spreadsheet colours', () => {
  it('converts between #RRGGBB and ARGB', () => {
    expect(argbFromHex('#b8860b')).toBe('FFB8860B');
    expect(argbFromHex('')).toBeNull();
    expect(argbFromHex('red')).toBeNull();
    expect(hexFromArgb('FF90EE90')).toBe('#90EE90');
    expect(hexFromArgb('00FFFFFF')).toBeNull();
    expect(hexFromArgb(undefined)).toBeNull();
  });

  it('picks white text on the dark palette colours only', () => {
    expect(['#000000', '#800080', '#006400'].map(isDarkFill)).toEqual([true, true, true]);
    expect(['#FF69B4', '#90EE90', '#B8860B', '#FFFFFF'].map(isDarkFill)).toEqual([false, false, false, false]);
  });
});
