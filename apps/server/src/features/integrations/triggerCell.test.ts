import { describe, expect, it } from 'vitest';
import { parseTriggersCell, triggersCell } from './triggerCell.js';

describe('triggers in the data sheet', () => {
  it('round-trips and refuses what is not triggers', () => {
    const t = [{ on: 'go' as const, address: '/lights/{cue.number}', args: [{ type: 'i' as const, value: '{cue.number}' }] }];
    expect(parseTriggersCell(triggersCell(t)!)).toEqual(t);
    expect(triggersCell([])).toBeNull();
    expect(parseTriggersCell('  ')).toEqual([]);
    expect(parseTriggersCell('not json')).toBeNull();
    expect(parseTriggersCell('[{"on":"explode","address":"/x"}]')).toBeNull();
    expect(parseTriggersCell(JSON.stringify(Array.from({ length: 21 }, () => t[0])))).toBeNull();
  });
});
