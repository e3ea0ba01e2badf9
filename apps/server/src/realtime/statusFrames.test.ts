import { describe, expect, it } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import { SNAPSHOT_TTL_MS, statusFrames } from './statusFrames.js';

const status = (version: number, over: Partial<CueStatus> = {}): CueStatus => ({
  eventId: 7,
  currentCueId: 1,
  status: 'hold',
  elapsedTime: 0,
  runningSince: null,
  serverTime: 1000 + version,
  version,
  autoAdvance: false,
  display: null,
  ...over,
});

function setup(stored: () => CueStatus) {
  let mono = 0;
  let now = 5_000;
  const reads: number[] = [];
  const frames = statusFrames({
    read: async (eventId) => {
      reads.push(eventId);
      await Promise.resolve();
      return stored();
    },
    now: () => now,
    monotonic: () => mono,
  });
  return {
    frames,
    reads,
    tick: (ms: number) => {
      mono += ms;
      now += ms;
    },
  };
}

const parse = (b: Buffer | null) => (b === null ? null : (JSON.parse(b.toString('utf8')) as Record<string, unknown>));

describe('status frames', () => {
  it('encodes a change once as JSON text with the metadata of the protocol', () => {
    const { frames } = setup(() => status(1));
    const frame = frames.changed(status(2, { status: 'go', runningSince: 4_000 }));
    expect(parse(frame)).toEqual({
      type: 'cueStatusUpdate',
      cueStatus: status(2, { status: 'go', runningSince: 4_000 }),
      metadata: { isRepetitiveUpdate: false, timestamp: 5_000, version: 2 },
    });
  });

  it('never sends a version twice or an older one after a newer', () => {
    const { frames } = setup(() => status(1));
    expect(frames.changed(status(5))).not.toBeNull();
    expect(frames.changed(status(5))).toBeNull();
    expect(frames.changed(status(4))).toBeNull();
    expect(frames.changed(status(6))).not.toBeNull();
  });

  it('marks the same cue and status again within a second as repetitive', () => {
    const { frames, tick } = setup(() => status(1));
    frames.changed(status(2, { status: 'go' }));
    tick(400);
    expect(parse(frames.changed(status(3, { status: 'go' })))?.metadata).toMatchObject({ isRepetitiveUpdate: true });
    tick(1_000);
    expect(parse(frames.changed(status(4, { status: 'go' })))?.metadata).toMatchObject({ isRepetitiveUpdate: false });
    expect(parse(frames.changed(status(5, { status: 'hold' })))?.metadata).toMatchObject({ isRepetitiveUpdate: false });
  });

  it('serves many subscribers with one read, then reads again after the TTL', async () => {
    let stored = status(3);
    const { frames, reads, tick } = setup(() => stored);
    const all = await Promise.all(Array.from({ length: 50 }, () => frames.snapshot(7)));
    expect(reads).toEqual([7]);
    expect(new Set(all).size).toBe(1); // the very same Buffer for everyone
    expect(parse(all[0]!)).toEqual({
      type: 'cueStatusUpdate',
      cueStatus: status(3),
      metadata: { isRepetitiveUpdate: false, timestamp: status(3).serverTime, version: 3 },
    });
    stored = status(4);
    tick(SNAPSHOT_TTL_MS - 1);
    expect(parse(await frames.snapshot(7))?.cueStatus).toMatchObject({ version: 3 });
    tick(1);
    expect(parse(await frames.snapshot(7))?.cueStatus).toMatchObject({ version: 4 });
    expect(reads).toHaveLength(2);
  });

  it('hands new subscribers the newest change without reading', async () => {
    const { frames, reads } = setup(() => status(1));
    await frames.snapshot(7);
    frames.changed(status(2, { status: 'standby' }));
    expect(parse(await frames.snapshot(7))?.cueStatus).toMatchObject({ version: 2, status: 'standby' });
    expect(reads).toHaveLength(1);
  });

  it('keeps a change that lands while a read is under way', async () => {
    const { frames } = setup(() => status(1));
    const pending = frames.snapshot(7);
    frames.changed(status(2, { status: 'go' }));
    expect(parse(await pending)?.cueStatus).toMatchObject({ version: 2, status: 'go' });
  });

  it('reads again once the cues changed, and forgets events nobody watches', async () => {
    const { frames, reads } = setup(() => status(1));
    await frames.snapshot(7);
    frames.stale(7);
    await frames.snapshot(7);
    expect(reads).toHaveLength(2);
    frames.forget(7);
    expect(frames.size()).toBe(0);
    // After forgetting, version order starts afresh from what the database says.
    expect(frames.changed(status(1))).not.toBeNull();
  });
});
