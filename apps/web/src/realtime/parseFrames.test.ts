import { describe, expect, it } from 'vitest';
import { CUE_STATUS_VALUES, cueStatusSchema, REFETCH_KEYS, serverMessage, SUBSCRIBER_ROLES } from '@showcaller/shared';
import { parseCueStatus, parseServerMessage } from './parseFrames';
import { makeStatus } from './test/FakeWebSocket';

const frames: unknown[] = [
  { type: 'subscribed', eventId: 7, role: 'department' },
  { type: 'pong', t0: 1, serverTime: 2 },
  {
    type: 'cueStatusUpdate',
    cueStatus: makeStatus({ status: 'go', runningSince: 5 }),
    metadata: { isRepetitiveUpdate: false, timestamp: 1, version: 1 },
  },
  { type: 'refetch', key: 'tasks', eventId: 7, revision: 3 },
  { type: 'overtime', eventId: 7, cueId: 1, cueNumber: 1 },
  { type: 'revoked', eventId: 7, reason: 'This access code was changed. Enter the new code.' },
  { type: 'error', error: 'nope' },
  // Auxiliary timers (docs/decisions/0037-aux-timers.md): the stage display counts them.
  {
    type: 'auxTimers',
    eventId: 7,
    serverTime: 9,
    timers: [
      { id: 1, slot: 1, name: 'Speaker', direction: 'down', durationMs: 300_000, elapsedMs: 0, runningSince: 5, onStage: true, version: 2 },
      { id: 2, slot: 3, name: 'Doors', direction: 'up', durationMs: 0, elapsedMs: 1_000, runningSince: null, onStage: false, version: 1 },
    ],
  },
  { type: 'auxTimers', eventId: 7, serverTime: 9, timers: [] },
];

describe('crew frame checks (no zod)', () => {
  it('accept what the zod unions accept, with the same result', () => {
    for (const frame of frames) {
      expect(parseServerMessage(frame)).toEqual(serverMessage.parse(frame));
    }
    const status = makeStatus();
    expect(parseCueStatus(status)).toEqual(cueStatusSchema.parse(status));
    // The current cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md) is kept; a malformed one refuses the status.
    const timed = makeStatus({ timer: { type: 'timeOfDay', endAction: 'stop', endsAt: 123_000 } });
    expect(parseCueStatus(timed)).toEqual(cueStatusSchema.parse(timed));
    for (const timer of [
      { type: 'sideways', endAction: 'stop', endsAt: null },
      { type: 'countup', endAction: 'stop', endsAt: '1' },
      'countup',
    ]) {
      expect(parseCueStatus({ ...makeStatus(), timer })).toBeNull();
      expect(cueStatusSchema.safeParse({ ...makeStatus(), timer }).success).toBe(false);
    }
  });

  it('reject malformed frames', () => {
    const bad: unknown[] = [
      null,
      'x',
      { type: 'refetch', key: 'secrets', eventId: 7, revision: 1 },
      { type: 'subscribed', eventId: '7', role: 'department' },
      {
        type: 'cueStatusUpdate',
        cueStatus: { ...makeStatus(), status: 'running' },
        metadata: { isRepetitiveUpdate: false, timestamp: 1, version: 1 },
      },
      { type: 'revoked', eventId: 7 },
      { type: 'annotation_deleted', eventId: 7, annotationId: 1 },
      {
        type: 'auxTimers',
        eventId: 7,
        serverTime: 9,
        timers: [
          { id: 1, slot: 4, name: 'x', direction: 'down', durationMs: 1, elapsedMs: 0, runningSince: null, onStage: true, version: 1 },
        ],
      },
      {
        type: 'auxTimers',
        eventId: 7,
        serverTime: 9,
        timers: [
          { id: 1, slot: 1, name: 'x', direction: 'left', durationMs: 1, elapsedMs: 0, runningSince: null, onStage: true, version: 1 },
        ],
      },
      { type: 'auxTimers', eventId: 7, timers: [] },
      // Ready acks are the callers'; a task with a field missing refuses the whole change.
      { type: 'ackChanged', eventId: 7, version: 2, cueId: 1, departmentId: 3, readyAt: '2026-01-01T00:00:00.000Z' },
      { type: 'tasksChanged', eventId: 7, revision: 3, tasks: [{ id: 1, cueId: 1, departmentId: 2 }], removedIds: [] },
      { type: 'tasksChanged', eventId: 7, revision: 3, tasks: [], removedIds: ['1'] },
    ];
    for (const frame of bad) expect(parseServerMessage(frame)).toBeNull();
    expect(parseCueStatus({ ...makeStatus(), version: 1.5 })).toBeNull();
  });

  it('accept a task change as the shared union does (docs/decisions/0039-task-and-ack-deltas.md)', () => {
    const frame = {
      type: 'tasksChanged',
      eventId: 7,
      revision: 12,
      tasks: [
        { id: 1, cueId: 2, departmentId: 3, description: 'Mic 1', completed: true, completedAt: '2026-01-01T00:00:00.000Z', color: '' },
      ],
      removedIds: [4],
    };
    expect(parseServerMessage(frame)).toEqual(serverMessage.parse(frame));
  });

  // `satisfies` only proves the hand lists are subsets; a value added to a shared enum must reach the crew page too (docs/architecture.md#layers).
  it('accept every role, refetch key and status value the shared enums have', () => {
    for (const role of SUBSCRIBER_ROLES) {
      const frame = { type: 'subscribed', eventId: 7, role };
      expect(parseServerMessage(frame)).toEqual(serverMessage.parse(frame));
    }
    for (const key of REFETCH_KEYS) {
      const frame = { type: 'refetch', key, eventId: 7, revision: 1 };
      expect(parseServerMessage(frame)).toEqual(serverMessage.parse(frame));
    }
    for (const status of CUE_STATUS_VALUES) {
      const value = makeStatus({ status });
      expect(parseCueStatus(value)).toEqual(cueStatusSchema.parse(value));
    }
  });
});
