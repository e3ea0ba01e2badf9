import { describe, expect, it } from 'vitest';
import { parseThreshold } from './StageControls';

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
});
