import { describe, expect, it } from 'vitest';
import { confirmGoDespite } from '@/screens/event/live/CrewTalkPanel';
import { parseMessages, parseProblems } from './useCrewTalk';

describe('crew talk on the phone and the caller’s GO', () => {
  it('reads the server’s messages and problems, and nothing else', () => {
    const m = { id: 1, text: 'Wrap up', sentAt: '2026-12-01T19:00:00.000Z', readAt: null };
    expect(parseMessages([m])).toEqual([m]);
    expect(parseMessages([{ ...m, id: '1' }])).toBeNull();
    expect(parseMessages({})).toBeNull();
    const p = { departmentId: 2, name: 'Sound', reason: 'Safety', raisedAt: '2026-12-01T19:00:00.000Z' };
    expect(parseProblems([p])).toEqual([p]);
    expect(parseProblems([{ ...p, reason: 3 }])).toBeNull();
  });

  it('asks before GO only while a problem is open, naming who and why', () => {
    const asked: string[] = [];
    const ask = (t: string) => (asked.push(t), false);
    expect(confirmGoDespite([], ask)).toBe(true);
    expect(confirmGoDespite([{ departmentId: 2, name: 'Sound', reason: 'Safety', raisedAt: 'x' }], ask)).toBe(false);
    expect(asked).toEqual(['Problem open: Sound (Safety). GO anyway?']);
  });
});
