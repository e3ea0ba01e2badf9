import { describe, expect, it } from 'vitest';
import { asRunReport, type PlannedCue } from './asRun.js';
import type { LogEntry } from './report.repo.js';

const cues: PlannedCue[] = [
  { id: 1, number: 1, action: 'Doors', time: '19:00:00', duration: 60 },
  { id: 2, number: 2, action: 'Video', time: '19:01:00', duration: 30 },
];
const T0 = Date.UTC(2026, 10, 23, 19, 0, 0);
const at = (s: number) => new Date(T0 + s * 1000).toISOString();

let id = 0;
function entry(s: number, kind: string, cueId: number | null, status: string | null, departmentId: number | null = null): LogEntry {
  return { id: ++id, cue_id: cueId, kind, status, department_id: departmentId, at_ms: T0 + s * 1000 };
}

function report(log: LogEntry[]) {
  return asRunReport({ id: 7, name: 'Gala' }, cues, log, new Map([[10, 'Sound']]), T0 + 3_600_000);
}

describe('asRunReport: runs', () => {
  it('starts a run when the show comes back to a cue, or the cue is refreshed or set current again', () => {
    const r = report([
      entry(0, 'go', 1, 'go'),
      entry(50, 'next', 2, 'hold'),
      entry(55, 'setCurrent', 1, 'hold'), // a click on cue 1: back to it
      entry(60, 'go', 1, 'go'),
      entry(100, 'refresh', 1, 'standby'), // BACK once: cue 1 starts over
      entry(105, 'ready', 1, null, 10),
      entry(110, 'go', 1, 'go'),
      entry(180, 'next', 2, 'hold'),
    ]);
    expect(r.cues.map((c) => [c.number, c.run, c.runs, c.goAt, c.actualDuration, c.acknowledgements.length])).toEqual([
      [1, 1, 3, at(0), 50, 0],
      [1, 2, 3, at(60), 40, 0],
      [1, 3, 3, at(110), 70, 1],
      [2, 1, 1, null, null, 0], // visited by NEXT, nothing pressed: the plan alone
    ]);
    expect(r.totals).toMatchObject({ cuesRun: 1, plannedSeconds: 90, actualSeconds: 160, overUnderSeconds: -10 - 20 + 10 });
  });

  it('keeps a HOLD and a second GO within one run, and ignores log lines that change no status', () => {
    const r = report([
      entry(0, 'standby', 1, 'standby'),
      entry(5, 'go', 1, 'go'),
      entry(6, 'fired', 1, null), // a trigger sent for the cue
      entry(65, 'overtime', 1, 'go'),
      entry(70, 'hold', 1, 'hold'),
      entry(80, 'go', 1, 'go'),
      entry(90, 'next', 2, 'hold'),
    ]);
    const [doors] = r.cues;
    expect(doors).toMatchObject({ run: 1, runs: 1, standbyAt: at(0), goAt: at(5), holdAt: at(70), actualDuration: 85, overUnder: 25 });
    expect(r.totals.endedAt).toBe(at(90));
  });

  it('gives a Ready to the run of its cue that was on at the time', () => {
    const r = report([
      entry(0, 'standby', 1, 'standby'),
      entry(1, 'ready', 1, null, 10),
      entry(2, 'go', 1, 'go'),
      entry(10, 'next', 2, 'hold'),
      entry(11, 'previous', 1, 'hold'),
      entry(12, 'standby', 1, 'standby'),
      entry(13, 'ready', 1, null, 10),
    ]);
    expect(r.cues.filter((c) => c.cueId === 1).map((c) => c.acknowledgements.map((a) => a.at))).toEqual([[at(1)], [at(13)]]);
  });
});
