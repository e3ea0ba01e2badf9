import { describe, expect, it } from 'vitest';
import { formatThreshold, parseThreshold } from './WrapUpThresholds';

describe('wrap-up thresholds typed by the caller', () => {
  it('reads m:ss and whole seconds, and nothing else', () => {
    expect(parseThreshold('2:00')).toBe(120);
    expect(parseThreshold(' 0:30 ')).toBe(30);
    expect(parseThreshold('45')).toBe(45);
    expect(parseThreshold('1:75')).toBeNull();
    expect(parseThreshold('-5')).toBeNull();
    expect(parseThreshold('two')).toBeNull();
    expect(parseThreshold('')).toBeNull();
  });
  it('shows seconds as m:ss, and none as an empty field', () => {
    expect(formatThreshold(120)).toBe('2:00');
    expect(formatThreshold(30)).toBe('0:30');
    expect(formatThreshold(605)).toBe('10:05');
    expect(formatThreshold(null)).toBe('');
    expect(parseThreshold(formatThreshold(95))).toBe(95);
  });
});
