/**
 * The overtime scheduler with its database away for a moment: "Time's up" must still go out once
 * the look-ups work again, never be lost to an unhandled rejection.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CueStatusTable } from '../db/schema.js';
import { inProcessBus, type BusMessage } from '../bus/bus.js';
import { OVERTIME_RETRY_MS, overtimeScheduler, type OvertimeDeps } from './overtime.js';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');

function setUp(failures: number) {
  vi.useFakeTimers({ now: T0 });
  const row: CueStatusTable = {
    event_id: 7,
    current_cue_id: 1,
    status: 'go',
    elapsed_base: 0,
    running_since: T0,
    auto_advance: 0,
    display: null,
    overtime_notified: 0,
    version: 3,
    updated_at: new Date(T0).toISOString(),
    live: 1,
    moved_by: null,
    last_go_at_ms: null,
  };
  let left = failures;
  const repo: OvertimeDeps['repo'] = {
    get: vi.fn(async () => {
      if (left > 0) {
        left -= 1;
        throw new Error('The database is unavailable. Try again in a moment.');
      }
      return row;
    }),
    cuesForTiming: vi.fn(async () => [{ id: 1, number: 1, duration: 10 }]),
    claimOvertime: vi.fn(async () => {
      if (row.overtime_notified === 1) return false;
      row.overtime_notified = 1;
      return true;
    }),
    listRunning: vi.fn(async () => [{ event_id: 7 }]),
  };
  const bus = inProcessBus();
  const seen: BusMessage[] = [];
  bus.subscribe((m) => void seen.push(m));
  const log = { error: vi.fn() };
  const change = vi.fn<OvertimeDeps['service']['change']>();
  const scheduler = overtimeScheduler({ repo, service: { change }, bus, clock: { now: () => Date.now() }, log });
  return { scheduler, seen, log, repo, row, change };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('overtime scheduler', () => {
  it('tries again after a failed look-up and still announces once', async () => {
    const { scheduler, seen, log } = setUp(2);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(2 * OVERTIME_RETRY_MS); // two failures, each retried
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000); // the 10 s cue runs out
    expect(seen.filter((m) => m.type === 'overtime')).toEqual([{ type: 'overtime', eventId: 7, cueId: 1, cueNumber: 1 }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(1);
    scheduler.close();
  });

  it('a failure when the timer fires is retried too', async () => {
    const { scheduler, seen, repo, log } = setUp(0);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.mocked(repo.get).mockRejectedValueOnce(new Error('connection reset'));
    await vi.advanceTimersByTimeAsync(10_000); // due: the check fails
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(0);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(OVERTIME_RETRY_MS + 10); // re-armed: already due, fires at once
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(1);
    scheduler.close();
  });

  it('an instant (0-second) cue never announces over time', async () => {
    const { scheduler, seen, repo } = setUp(0);
    vi.mocked(repo.cuesForTiming).mockResolvedValue([{ id: 1, number: 1, duration: 0 }]);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await scheduler.checkNow(7);
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(0);
    expect(repo.claimOvertime).not.toHaveBeenCalled();
    scheduler.close();
  });

  it('with auto-advance on, an instant cue follows on to the next cue at once, once, without a "Time\'s up"', async () => {
    const { scheduler, seen, repo, row, change } = setUp(0);
    row.auto_advance = 1;
    vi.mocked(repo.cuesForTiming).mockResolvedValue([
      { id: 1, number: 1, duration: 0 },
      { id: 2, number: 2, duration: 60 },
    ]);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledWith(7, { kind: 'autoAdvance' }, 'server');
    await scheduler.checkNow(7); // the same version again (another process, a late timer): claimed already
    expect(change).toHaveBeenCalledTimes(1);
    expect(seen.filter((m) => m.type === 'overtime')).toHaveLength(0);
    scheduler.close();
  });

  it('with auto-advance off, an instant cue stays where it is', async () => {
    const { scheduler, repo, change } = setUp(0);
    vi.mocked(repo.cuesForTiming).mockResolvedValue([{ id: 1, number: 1, duration: 0 }]);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(change).not.toHaveBeenCalled();
    scheduler.close();
  });

  it('a status change re-arms from the deadline it carries: no read until the cue is due', async () => {
    const { scheduler, seen, repo } = setUp(0);
    const bus = inProcessBus();
    const sched = overtimeScheduler({ repo, service: { change: vi.fn() }, bus, clock: { now: () => Date.now() }, log: { error: vi.fn() } });
    const announced: BusMessage[] = [];
    bus.subscribe((m) => void (m.type === 'overtime' && announced.push(m)));
    bus.publish({ type: 'cueStatus', eventId: 7, version: 3, due: { at: T0 + 10_000, overtime: true } });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(repo.get).not.toHaveBeenCalled();
    expect(repo.cuesForTiming).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000); // due: one read to check and claim
    expect(announced).toEqual([{ type: 'overtime', eventId: 7, cueId: 1, cueNumber: 1 }]);
    expect(repo.get).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    sched.close();
    scheduler.close();
  });

  it('a late notice of an older version changes nothing; a stop (due null) of a newer one disarms', async () => {
    const { scheduler, repo, row } = setUp(0);
    row.version = 4;
    const bus = inProcessBus();
    const sched = overtimeScheduler({ repo, service: { change: vi.fn() }, bus, clock: { now: () => Date.now() }, log: { error: vi.fn() } });
    const announced: BusMessage[] = [];
    bus.subscribe((m) => void (m.type === 'overtime' && announced.push(m)));
    bus.publish({ type: 'cueStatus', eventId: 7, version: 4, due: { at: T0 + 10_000, overtime: true } });
    bus.publish({ type: 'cueStatus', eventId: 7, version: 3, due: null }); // from another process, overtaken
    await vi.advanceTimersByTimeAsync(10_000);
    expect(announced).toHaveLength(1);
    row.overtime_notified = 0;
    row.version = 6;
    bus.publish({ type: 'cueStatus', eventId: 7, version: 5, due: { at: T0 + 20_000, overtime: true } });
    bus.publish({ type: 'cueStatus', eventId: 7, version: 6, due: null }); // HOLD
    await vi.advanceTimersByTimeAsync(20_000);
    expect(announced).toHaveLength(1);
    sched.close();
    scheduler.close();
  });
});
