import { describe, expect, it } from 'vitest';
import { formatArgs, parseArgs } from './CueTriggersEditor';

describe('trigger arguments', () => {
  it('reads typed tokens, quoted strings and placeholders', () => {
    expect(parseArgs('i:{cue.number} f:0.5 s:"two words" plain i:7')).toEqual([
      { type: 'i', value: '{cue.number}' },
      { type: 'f', value: 0.5 },
      { type: 's', value: 'two words' },
      { type: 's', value: 'plain' },
      { type: 'i', value: 7 },
    ]);
    expect(parseArgs('  ')).toEqual([]);
  });

  it('writes them back the same way', () => {
    const text = 'i:{cue.number} f:0.5 s:"two words" i:7';
    expect(formatArgs(parseArgs(text))).toBe(text);
  });
});
