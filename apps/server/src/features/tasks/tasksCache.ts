/**
 * The event's task list, kept between reads (docs/decisions/0039-task-and-ack-deltas.md):
 * the list, its JSON and its compressed bodies, per event and scope (every task, or one department's),
 * under a stamp read before the tasks: the event's creation time and revision, which every rundown
 * change bumps in its own transaction (rundown.repo.ts), and the live status's version, which moves
 * with the one change that writes tasks outside it (a refresh un-ticks the cue's tasks, cueStatus.repo.ts).
 * A write in any process moves one of them, so the next read sees a new stamp and reads again: no
 * list older than the stamp is ever answered. Kept per process; a read between a write and its
 * stamp is only ever newer than the stamp, which is safe (the next read misses and reads again).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Task } from '@showcaller/shared';

/** Events whose lists are kept at once (a 1,000 × 15 show's list is about 2 MB of JSON). */
const MAX_LISTS = 16;

export type TaskScope = 'all' | number;

interface Kept {
  stamp: string;
  tasks: Task[];
}

/** What a list goes out as: its JSON once, and each compressed body once (on first use). */
interface Bodies {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function tasksCache(maxLists = MAX_LISTS) {
  const lists = new Map<string, Kept>();
  const bodies = new WeakMap<object, Bodies>();
  let hits = 0;
  let misses = 0;
  /** A list's JSON, serialised once per list. */
  function json(tasks: Task[]): string {
    const b = bodies.get(tasks);
    if (b) return b.json;
    const text = JSON.stringify(tasks);
    bodies.set(tasks, { json: text });
    return text;
  }
  return {
    /** The list kept for `stamp`, else `read()`'s, kept for next time. */
    async get(eventId: number, scope: TaskScope, stamp: string, read: () => Promise<Task[]>): Promise<Task[]> {
      const key = `${eventId}:${scope}`;
      const kept = lists.get(key);
      if (kept?.stamp === stamp) {
        hits++;
        // Most recently used last: the oldest goes first when full.
        lists.delete(key);
        lists.set(key, kept);
        return kept.tasks;
      }
      misses++;
      const tasks = await read();
      lists.delete(key);
      lists.set(key, { stamp, tasks });
      while (lists.size > maxLists) {
        const oldest = lists.keys().next().value;
        if (oldest === undefined) break;
        lists.delete(oldest);
      }
      return tasks;
    },
    json,
    /** The JSON made for this answer by `json`, if it is one (the route's serializer asks). */
    known: (data: unknown): string | undefined => (typeof data === 'object' && data !== null ? bodies.get(data)?.json : undefined),
    /** A list's body in `encoding`, compressed once per list (brotli at quality 4, as @fastify/compress does). */
    compressed: (tasks: Task[], encoding: 'br' | 'gzip'): Buffer => {
      json(tasks);
      const b = bodies.get(tasks);
      if (!b) throw new Error('The list has no body.');
      if (encoding === 'br') return (b.br ??= brotliCompressSync(b.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
      return (b.gzip ??= gzipSync(b.json));
    },
    /** Dropped everything (tests). */
    clear: (): void => lists.clear(),
    stats: () => ({ hits, misses, lists: lists.size }),
  };
}
export type TasksCache = ReturnType<typeof tasksCache>;
