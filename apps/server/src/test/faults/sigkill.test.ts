/**
 * docs/decisions/0018-sqlite-synchronous-normal.md: the server process killed with SIGKILL in the middle of a running cue (a crash:
 * nothing flushed, nothing closed) and started again on the same SQLite file. The show is as it
 * was: same cue, status, runningSince and version (the countdown kept running while the server
 * was down, it never restarts), and the task ticked just before the crash is still ticked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cueCommandResponse, elapsedAt, remainingSeconds, type CueStatus } from '@showcaller/shared';
import { testEngine } from '../harness.js';
import { until } from '../until.js';
import { ServerProcess } from './serverProcess.js';
import { CUES, makeShow, ok, okParsed, readStatus, readTasks, type Call } from './showFixture.js';

/** Remaining seconds of the running cue at the status's serverTime (elapsedTime is the elapsed time then). */
const remainingAt = (s: CueStatus, duration: number) => remainingSeconds(duration, s.elapsedTime);

// Spawns the real server on SQLite; the PostgreSQL run covers the same code through its own tests.
describe.skipIf(testEngine !== 'sqlite')('SIGKILL in the middle of a cue (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-kill-'));
  let server = new ServerProcess(dataDir);

  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps status, the running clock, version and tasks across a crash and a restart', { timeout: 120_000 }, async () => {
    await server.start();
    const call: Call = (m, u, b, t) => server.call(m, u, b, t);
    const show = await makeShow(call, 'kill');
    const [firstTask, secondTask] = show.taskIds;

    const go = await okParsed(cueCommandResponse, call, 'POST', `/api/events/${show.eventId}/cuestatus/go`, {}, show.token);
    expect(go.cueStatus).toMatchObject({ status: 'go', currentCueId: show.cueIds[0] });
    expect(go.cueStatus.runningSince).not.toBeNull();
    // Let the clock run past a whole second, then change a task: the last write before the crash.
    // The server is a child process on the real clock (no TestClock to move): ask it until its cue
    // has run a second, since the elapsed time it keeps across the crash is what this test checks.
    await until(async () => (await readStatus(call, show)).elapsedTime >= 1, {
      what: 'the cue running a whole second',
      timeoutMs: 10_000,
      intervalMs: 100,
    });
    await ok(call, 'PUT', `/api/tasks/${firstTask}`, { completed: true }, show.token);
    const before = await readStatus(call, show);
    const tasksBefore = await readTasks(call, show);
    expect(before.elapsedTime).toBeGreaterThanOrEqual(1);
    expect(tasksBefore.find((t) => t.id === firstTask)).toMatchObject({ completed: true });
    expect(tasksBefore.find((t) => t.id === secondTask)).toMatchObject({ completed: false });

    const killed = await server.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    const downAt = Date.now();

    server = new ServerProcess(dataDir);
    await server.start();
    const downMs = Date.now() - downAt;
    const after = await readStatus(call, show);

    expect(after).toMatchObject({
      status: 'go',
      currentCueId: before.currentCueId,
      runningSince: before.runningSince,
      version: before.version,
      autoAdvance: before.autoAdvance,
    });
    // The server's clock (this machine's) moved on by at least the time the process was gone ...
    expect(after.serverTime - before.serverTime).toBeGreaterThanOrEqual(downMs - 5);
    // ... and the countdown with it: smaller by the time passed (to the second), never reset.
    const duration = CUES[0].duration;
    const passed = (after.serverTime - before.serverTime) / 1000;
    const dropped = remainingAt(before, duration) - remainingAt(after, duration);
    expect(dropped).toBeGreaterThanOrEqual(Math.floor(passed) - 1);
    expect(dropped).toBeLessThanOrEqual(Math.ceil(passed) + 1);
    expect(after.elapsedTime).toBeGreaterThan(before.elapsedTime);
    // Counted from the GO before the crash (elapsed base 0 since then), not from the restart.
    expect(after.elapsedTime).toBe(elapsedAt({ status: 'go', elapsedBase: 0, runningSince: before.runningSince }, after.serverTime));
    expect(remainingAt(after, duration)).toBeLessThan(duration);

    expect(await readTasks(call, show)).toEqual(tasksBefore);

    // And the show goes on from there: NEXT moves to cue 2 with the next version.
    const next = await okParsed(cueCommandResponse, call, 'POST', `/api/events/${show.eventId}/cuestatus/next`, {}, show.token);
    expect(next.cueStatus).toMatchObject({ currentCueId: show.cueIds[1], version: before.version + 1 });
  });
});
