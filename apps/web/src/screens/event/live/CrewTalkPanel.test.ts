import { describe, expect, it } from 'vitest';
import { confirmGoDespite } from './CrewTalkPanel';

describe('the caller’s GO with a problem open', () => {
  it('asks before GO only while a problem is open, naming who and why', () => {
    const asked: string[] = [];
    const ask = (t: string) => (asked.push(t), false);
    expect(confirmGoDespite([], ask)).toBe(true);
    expect(confirmGoDespite([{ departmentId: 2, name: 'Sound', reason: 'Safety', raisedAt: 'x' }], ask)).toBe(false);
    expect(asked).toEqual(['Problem open: Sound (Safety). GO anyway?']);
  });
});
