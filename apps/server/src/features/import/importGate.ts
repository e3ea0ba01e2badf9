/**
 * Imports are the heaviest requests the server takes (ExcelJS holds the whole workbook while it
 * reads it). So one import (preview or apply) at a time per account, and only a few at a time
 * per process; beyond that the answer is 429 with Retry-After, and nothing is read or saved.
 */
import { HttpError } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';

export const IMPORT_RETRY_AFTER_SECONDS = 3;
/** Per account and route: a person previews and applies a few files a minute, far below this. */
export const DEFAULT_IMPORTS_PER_MINUTE = 30;
/** Two cores serve every show; a third import at once would only slow the first two down. */
export const MAX_IMPORTS_PER_PROCESS = 2;
export const ONE_AT_A_TIME = 'An import of yours is still being read. Wait for it to finish, then try again.';
export const SERVER_BUSY = 'The server is reading other imports right now. Try again in a few seconds.';

/** A 429 that tells the client when to come back (the import routes send it as Retry-After). */
export class ImportBusyError extends HttpError {
  readonly retryAfterSeconds = IMPORT_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(429, message);
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
    case 'anonymous':
      return 'anonymous';
    default:
      actor satisfies never;
      return 'unknown';
  }
}

export function importGate(maxRunning = MAX_IMPORTS_PER_PROCESS) {
  const running = new Set<string>();
  return {
    /** Takes a slot for `key` or throws 429; the returned function gives it back (once). */
    enter(key: string): () => void {
      if (running.has(key)) throw new ImportBusyError(ONE_AT_A_TIME);
      if (running.size >= maxRunning) throw new ImportBusyError(SERVER_BUSY);
      running.add(key);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        running.delete(key);
      };
    },
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const leave = this.enter(key);
      try {
        return await work();
      } finally {
        leave();
      }
    },
  };
}
export type ImportGate = ReturnType<typeof importGate>;
