import { describe, expect, it } from 'vitest';
import { parseMessages, parseProblems } from './useCrewTalk';

describe('crew talk on the phone', () => {
  it('reads the server’s messages and problems, and nothing else', () => {
    const m = { id: 1, text: 'Wrap up', sentAt: '2026-12-01T19:00:00.000Z', readAt: null };
    expect(parseMessages([m])).toEqual([m]);
    expect(parseMessages([{ ...m, id: '1' }])).toBeNull();
    expect(parseMessages({})).toBeNull();
    const p = { departmentId: 2, name: 'Sound', reason: 'Safety', raisedAt: '2026-12-01T19:00:00.000Z' };
    expect(parseProblems([p])).toEqual([p]);
    expect(parseProblems([{ ...p, reason: 3 }])).toBeNull();
  });
});
