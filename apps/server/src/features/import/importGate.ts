/**
 * Imports are the heaviest requests the server takes (ExcelJS holds the whole workbook while it
 * reads it). So one import (preview or apply) at a time per account, on every process together
 * (a leased row in import_locks, docs/security.md "Trust, round 3" 20.9), and only a few at a time per process; beyond that
 * the answer is 429 with Retry-After, and nothing is read or saved.
 */
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { ServerMessageKey } from '@showcaller/shared';
import { HttpError } from '../../lib/errors.js';
import { english } from '../../lib/i18n.js';
import type { Actor } from '../auth/actor.js';
import type { ImportLocksRepo } from './importLocks.repo.js';

export const IMPORT_RETRY_AFTER_SECONDS = 3;
/** Per account and route: a person previews and applies a few files a minute, far below this. */
export const DEFAULT_IMPORTS_PER_MINUTE = 30;
/** Two cores serve every show; a third import at once would only slow the first two down. */
export const MAX_IMPORTS_PER_PROCESS = 2;
export const ONE_AT_A_TIME = english('errors.import.oneAtATime');
export const SERVER_BUSY = english('errors.import.serverBusy');

/** A 429 that tells the client when to come back (the import routes send it as Retry-After). */
export class ImportBusyError extends HttpError {
  readonly retryAfterSeconds = IMPORT_RETRY_AFTER_SECONDS;
  constructor(key: ServerMessageKey) {
    super(429, key);
  }
}

/** Whose import this is: an account, or the co-caller sessions of one event together. */
export function importerKey(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return `user:${actor.userId}`;
    case 'caller':
      return `caller:${actor.eventId}`;
    case 'department':
      return `department:${actor.departmentId}`;
    case 'stage':
      return `stage:${actor.eventId}`;
    case 'link':
      return `link:${actor.linkId}`;
    case 'anonymous':
      return 'anonymous';
    default:
      actor satisfies never;
      return 'unknown';
  }
}

/** Long enough for the slowest import (worker start 30 s, reading 15 s, then the writes); a dead process's lock lasts this long. */
export const IMPORT_LEASE_MS = 2 * 60_000;

/**
 * One import per key across processes (a row in import_locks, leased), and at most `maxRunning`
 * in this process (memory). Without `locks` (unit use) the per-key rule holds in this process only.
 */
export function importGate(d: { locks?: ImportLocksRepo; clock?: Clock; maxRunning?: number } = {}) {
  const maxRunning = d.maxRunning ?? MAX_IMPORTS_PER_PROCESS;
  const clock = d.clock ?? systemClock;
  const running = new Set<string>();
  return {
    /** Takes a slot for `key` or throws 429; the returned function gives it back (once). */
    async enter(key: string): Promise<() => Promise<void>> {
      if (running.has(key)) throw new ImportBusyError('errors.import.oneAtATime');
      if (running.size >= maxRunning) throw new ImportBusyError('errors.import.serverBusy');
      running.add(key);
      const holder = randomUUID();
      try {
        if (d.locks && !(await d.locks.claim(key, holder, clock.now(), IMPORT_LEASE_MS)))
          throw new ImportBusyError('errors.import.oneAtATime');
      } catch (err) {
        running.delete(key);
        throw err;
      }
      let left = false;
      return async () => {
        if (left) return;
        left = true;
        running.delete(key);
        // Should the database fail here, the lease ends the lock.
        await d.locks?.release(key, holder).catch(() => undefined);
      };
    },
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const leave = await this.enter(key);
      try {
        return await work();
      } finally {
        await leave();
      }
    },
  };
}
export type ImportGate = ReturnType<typeof importGate>;
