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

describe('asRunReport: equipment answers and the show log', () => {
  const row = (s: number, kind: string, more: Partial<LogEntry> = {}): LogEntry => ({
    id: ++id,
    cue_id: null,
    kind,
    status: null,
    department_id: null,
    at_ms: T0 + s * 1000,
    ...more,
  });
  const withNames = (log: LogEntry[]) =>
    asRunReport({ id: 7, name: 'Gala' }, cues, log, new Map([[10, 'Sound']]), T0 + 3_600_000, {
      ownerId: 3,
      recipients: new Map([[55, ['Sound', 'Light']]]),
    });

  it('puts each answer on the run of its GO, a late "no answer" too, with the delay of a fired one', () => {
    const r = withNames([
      // A fast answer written in the GO's millisecond, before the GO's own row.
      row(0, 'fired', { cue_id: 1, actor: 'osc:QLab', delay_ms: 4 }),
      row(0, 'go', { cue_id: 1, status: 'go' }),
      row(0, 'osc-error', { cue_id: 1, actor: 'osc:Eos' }),
      row(5, 'next', { cue_id: 2, status: 'hold' }),
      row(10, 'osc-no-answer', { cue_id: 1, actor: 'osc:Lights' }), // 10 s on, another cue is up
      row(20, 'setCurrent', { cue_id: 1, status: 'hold' }),
      row(21, 'go', { cue_id: 1, status: 'go' }),
      row(21, 'fired', { cue_id: 1, actor: 'osc:QLab', delay_ms: 12 }),
      row(22, 'unheard-of-kind', { cue_id: 1 }), // from a newer server: left out
    ]);
    const runs = r.cues.filter((c) => c.cueId === 1).map((c) => c.confirmations?.map((f) => [f.target, f.outcome, f.fired, f.delayMs]));
    expect(runs).toEqual([
      [
        ['QLab', 'fired', true, 4],
        ['Eos', 'error', false, null],
        ['Lights', 'no-answer', false, null],
      ],
      [['QLab', 'fired', true, 12]],
    ]);
    expect(r.cues.find((c) => c.cueId === 2)?.confirmations).toBeUndefined();
    expect(r.showLog).toEqual([]);
  });

  it('lists messages, blackout, reads, problems and over-time in time order with the cue run on screen', () => {
    const r = withNames([
      row(0, 'stage-blackout', { actor: 'user:3' }), // before the first cue
      row(1, 'go', { cue_id: 1, status: 'go' }),
      row(2, 'crew-message', { actor: 'caller-code', detail: 'Mic 3 is dead', crew_message_id: 55 }),
      row(3, 'message-read', { actor: 'department:10', department_id: 10, detail: 'Mic 3 is dead' }),
      row(4, 'problem', { actor: 'department:10', department_id: 10, detail: 'No power' }),
      row(5, 'next', { cue_id: 2, status: 'hold' }), // nothing pressed on cue 2: no row for this visit
      row(6, 'problem-cleared', { actor: 'user:4', department_id: 10 }),
      row(7, 'previous', { cue_id: 1, status: 'hold' }),
      row(8, 'go', { cue_id: 1, status: 'go' }),
      row(9, 'stage-message', { actor: 'user:3', detail: 'Wrap up' }),
      row(10, 'stage-message-cleared', { actor: 'user:3' }),
      row(70, 'overtime', { cue_id: 1, actor: 'server', status: 'go' }),
      row(71, 'stage-unblackout', { actor: 'department:99' }),
    ]);
    expect(r.showLog.map((e) => [e.at, e.kind, e.who, e.text, e.department, e.to, e.during])).toEqual([
      [at(0), 'stage-blackout', 'Owner', null, null, [], null],
      [at(2), 'crew-message', 'Co-caller', 'Mic 3 is dead', null, ['Sound', 'Light'], { cueId: 1, number: 1, run: 1 }],
      [at(3), 'message-read', 'Sound', 'Mic 3 is dead', 'Sound', [], { cueId: 1, number: 1, run: 1 }],
      [at(4), 'problem', 'Sound', 'No power', 'Sound', [], { cueId: 1, number: 1, run: 1 }],
      [at(6), 'problem-cleared', 'Account 4', null, 'Sound', [], { cueId: 2, number: 2, run: null }],
      [at(9), 'stage-message', 'Owner', 'Wrap up', null, [], { cueId: 1, number: 1, run: 2 }],
      [at(10), 'stage-message-cleared', 'Owner', null, null, [], { cueId: 1, number: 1, run: 2 }],
      [at(70), 'overtime', 'ShowCaller', null, null, [], { cueId: 1, number: 1, run: 2 }],
      [at(71), 'stage-unblackout', 'A deleted department', null, null, [], { cueId: 1, number: 1, run: 2 }],
    ]);
    // None of them changes a run or the show's last change.
    expect(r.cues.filter((c) => c.cueId === 1).map((c) => c.goAt)).toEqual([at(1), at(8)]);
    expect(r.totals.endedAt).toBe(at(8));
  });
});

describe('asRunReport: undo and resume', () => {
  it('an undone jump leaves no run behind and the run it interrupted goes on; RESUME keeps the run and its first GO', () => {
    const r = report([
      entry(0, 'go', 1, 'go'),
      entry(50, 'next', 2, 'hold'),
      entry(52, 'go', 2, 'go'),
      entry(60, 'setCurrent', 1, 'hold'), // the accidental click on cue 1
      { ...entry(63, 'undo', 2, 'go'), actor: 'user:1', cue_number: 2 },
      entry(70, 'hold', 2, 'hold'),
      entry(80, 'resume', 2, 'go'),
      entry(95, 'next', 1, 'hold'),
    ]);
    expect(r.cues.map((c) => [c.number, c.run, c.goAt, c.holdAt, c.actualDuration])).toEqual([
      [1, 1, at(0), null, 50],
      [2, 1, at(52), at(70), 43],
    ]);
    expect(r.showLog.map((e) => [e.kind, e.text, e.during?.number])).toEqual([['show-moved', 'undo, back to cue 2', 2]]);
  });
});
