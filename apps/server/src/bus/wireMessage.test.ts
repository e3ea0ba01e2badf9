/** What crosses between processes (bus.ts `wireMessage`): under a NOTIFY payload's 8000 bytes, checked on arrival. */
import { describe, expect, it } from 'vitest';
import type { Task } from '@showcaller/shared';
import { NOTE_ON_WIRE_BYTES, wireBusMessage, wireMessage } from './bus.js';

const task = (id: number): Task => ({
  id,
  cueId: 1,
  departmentId: 2,
  description: `Task ${id} ${'x'.repeat(80)}`,
  completed: false,
  completedAt: null,
  color: '',
});

describe('task changes between processes', () => {
  it('carries a few tasks as they are, and parses them on arrival', () => {
    const msg = { type: 'tasks', eventId: 3, revision: 9, tasks: [task(1)], removed: [{ id: 5, departmentId: 2 }] } as const;
    const wire = wireMessage({ ...msg, tasks: [...msg.tasks], removed: [...msg.removed] });
    expect(wire).toEqual(msg);
    expect(wireBusMessage.parse(JSON.parse(JSON.stringify(wire)))).toEqual(msg);
  });

  it('sends too many tasks for one NOTIFY as a re-read of the tasks at the same revision', () => {
    const tasks = Array.from({ length: 60 }, (_, i) => task(i + 1));
    expect(Buffer.byteLength(JSON.stringify(tasks))).toBeGreaterThan(NOTE_ON_WIRE_BYTES);
    expect(wireMessage({ type: 'tasks', eventId: 3, revision: 9, tasks, removed: [] })).toEqual({
      type: 'refetch',
      eventId: 3,
      key: 'tasks',
      revision: 9,
    });
  });
});
