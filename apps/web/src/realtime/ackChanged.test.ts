import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AckState } from '@showcaller/shared';
import { rundownKeys } from '@/api/rundown';
import { applyAckChanged } from './useEventRealtime';

const EVENT = 7;
const state = (readyAt: string | null = null): AckState => ({
  cueId: 3,
  standby: true,
  departments: [
    { departmentId: 1, name: 'Sound', readyAt: '2026-01-01T19:00:00.000Z' },
    { departmentId: 2, name: 'Light', readyAt },
  ],
  allReady: readyAt !== null,
});
const ack = (over: Partial<{ version: number; cueId: number | null; departmentId: number }> = {}) => ({
  type: 'ackChanged' as const,
  eventId: EVENT,
  version: 4,
  cueId: 3,
  departmentId: 2,
  readyAt: '2026-01-01T19:00:05.000Z',
  ...over,
});

describe('a Ready from the socket (docs/decisions/0039-task-and-ack-deltas.md)', () => {
  it('marks the department ready on the standby it belongs to, without a re-read', () => {
    const qc = new QueryClient();
    const key = [...rundownKeys.all(EVENT), 'acks', 4];
    qc.setQueryData(key, state());
    applyAckChanged(qc, EVENT, ack());
    expect(qc.getQueryData<AckState>(key)).toEqual(state('2026-01-01T19:00:05.000Z'));
    expect(qc.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('re-reads the list when the Ready is for a standby or department this screen does not hold', () => {
    for (const other of [ack({ version: 5 }), ack({ cueId: 9 }), ack({ departmentId: 8 })]) {
      const qc = new QueryClient();
      const key = [...rundownKeys.all(EVENT), 'acks', 4];
      qc.setQueryData(key, state());
      applyAckChanged(qc, EVENT, other);
      expect(qc.getQueryData<AckState>(key)).toEqual(state());
      expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
