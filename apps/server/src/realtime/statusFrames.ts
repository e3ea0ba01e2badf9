/**
 * The newest cue status of each event the hub serves, kept as the bytes it sends (docs/decisions/0006-bus-and-fan-out.md).
 * A change is serialised once and the same Buffer goes to every socket; a subscriber gets the
 * cached snapshot instead of one database read per socket (a reconnect storm of 1,000 screens
 * costs one read). Versions only move forward: a status older than one already sent is dropped.
 */
import { REPEAT_UPDATE_WINDOW_MS, type CueStatus, type ServerMessage } from '@showcaller/shared';

/**
 * How long a snapshot read from the database serves new subscribers. Every change through the
 * services replaces it at once; the limit bounds how long a change made some other way (another
 * process whose notice is still on its way) could be missed by a screen that joins meanwhile.
 */
export const SNAPSHOT_TTL_MS = 1000;

interface Entry {
  /** The newest status known (from a change or a read). */
  status: CueStatus;
  /** Monotonic ms when `status` was taken (performance.now). */
  takenAt: number;
  /** The snapshot frame of `status` for new subscribers, built on first use. */
  snapshot: Buffer | null;
  /** The last status broadcast: versions only go forward, and `isRepetitiveUpdate` (docs/product.md#running-the-show: repeats within 1 s). */
  lastSent: { version: number; cueId: number | null; status: CueStatus['status']; at: number } | null;
}

export function encodeFrame(msg: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(msg), 'utf8');
}

export function statusFrames(d: { read(eventId: number): Promise<CueStatus>; now(): number; monotonic?: () => number }) {
  const monotonic = d.monotonic ?? (() => performance.now());
  const entries = new Map<number, Entry>();
  /** One database read per event at a time; concurrent subscribers share it. */
  const reading = new Map<number, Promise<CueStatus>>();

  /** Keeps a status for new subscribers unless a newer one is known already. */
  function remember(status: CueStatus): Entry {
    const e = entries.get(status.eventId);
    // Older than known, or the same read handed to every waiting subscriber: keep the entry (and its frame).
    if (e && (status.version < e.status.version || status === e.status)) return e;
    const next: Entry = { status, takenAt: monotonic(), snapshot: null, lastSent: e?.lastSent ?? null };
    entries.set(status.eventId, next);
    return next;
  }

  function snapshotOf(e: Entry): Buffer {
    e.snapshot ??= encodeFrame({
      type: 'cueStatusUpdate',
      cueStatus: e.status,
      metadata: { isRepetitiveUpdate: false, timestamp: e.status.serverTime, version: e.status.version },
    });
    return e.snapshot;
  }

  function read(eventId: number): Promise<CueStatus> {
    let p = reading.get(eventId);
    if (!p) {
      p = d.read(eventId).finally(() => reading.delete(eventId));
      reading.set(eventId, p);
    }
    return p;
  }

  return {
    /**
     * The frame to broadcast for a changed status, or null when this version (or a newer one)
     * has gone out already, e.g. a late re-read after a notice from another process.
     */
    changed(status: CueStatus): Buffer | null {
      const e = remember(status);
      const prevSent = e.lastSent;
      if (prevSent !== null && status.version <= prevSent.version) return null;
      const now = d.now();
      const repetitive =
        prevSent !== null &&
        prevSent.cueId === status.currentCueId &&
        prevSent.status === status.status &&
        now - prevSent.at < REPEAT_UPDATE_WINDOW_MS;
      e.lastSent = { version: status.version, cueId: status.currentCueId, status: status.status, at: now };
      return encodeFrame({
        type: 'cueStatusUpdate',
        cueStatus: status,
        metadata: { isRepetitiveUpdate: repetitive, timestamp: now, version: status.version },
      });
    },

    /** The status frame for a new subscriber: the newest known, read again when older than the TTL. */
    async snapshot(eventId: number): Promise<Buffer> {
      const cached = entries.get(eventId);
      if (cached && monotonic() - cached.takenAt < SNAPSHOT_TTL_MS) return snapshotOf(cached);
      // A change broadcast while reading is newer than the read: the entry keeps whichever is newer.
      return snapshotOf(remember(await read(eventId)));
    },

    /** The cues changed: the next subscriber reads again (an idle status may appear with the first cue). */
    stale(eventId: number): void {
      const e = entries.get(eventId);
      if (e) e.takenAt = -Infinity;
    },

    /** Nobody of this process watches the event any more. */
    forget(eventId: number): void {
      entries.delete(eventId);
    },

    size: () => entries.size,
  };
}
export type StatusFrames = ReturnType<typeof statusFrames>;
