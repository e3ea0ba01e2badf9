import { describe, expect, it } from 'vitest';
import {
  applyTransition,
  initialState,
  nextDeadline,
  overtimeAt,
  type CueRef,
  type StatusState,
  type TransitionResult,
} from './transitions.js';

const cues: CueRef[] = [
  { id: 11, number: 1, duration: 60 },
  { id: 12, number: 2, duration: null },
  { id: 13, number: 3, duration: 30 },
];
const T = 1_700_000_000_000;

function ok(r: TransitionResult) {
  if (!r.ok) throw new Error(r.error);
  return r;
}
const state = (over: Partial<StatusState> = {}): StatusState => ({ ...initialState(cues, T), ...over });

describe('cue status transitions', () => {
  it('creates hold on the first cue when no status exists, then applies the command', () => {
    const r = ok(applyTransition(null, { kind: 'command', command: 'standby' }, cues, T));
    expect(r.state).toMatchObject({ currentCueId: 11, status: 'standby', elapsedBase: 0, runningSince: null });
  });

  it('refuses every action on an event without cues', () => {
    const r = applyTransition(null, { kind: 'command', command: 'go' }, [], T);
    expect(r).toEqual({ ok: false, status: 409, error: 'No cues available for this event' });
  });

  it('GO restarts elapsed at 0 and runs from now', () => {
    const r = ok(applyTransition(state({ elapsedBase: 40 }), { kind: 'command', command: 'go' }, cues, T + 5000));
    expect(r.state).toMatchObject({ status: 'go', elapsedBase: 0, runningSince: T + 5000 });
  });

  it('HOLD and STANDBY freeze the elapsed time', () => {
    const running = state({ status: 'go', runningSince: T, elapsedBase: 0 });
    const held = ok(applyTransition(running, { kind: 'command', command: 'hold' }, cues, T + 12_500));
    expect(held.state).toMatchObject({ status: 'hold', elapsedBase: 12, runningSince: null });
    const sb = ok(applyTransition(running, { kind: 'command', command: 'standby' }, cues, T + 3000));
    expect(sb.state).toMatchObject({ status: 'standby', elapsedBase: 3 });
  });

  it('NEXT goes to the next cue on hold with 0, and stays at the last cue with a notice', () => {
    const r = ok(applyTransition(state({ status: 'go', runningSince: T }), { kind: 'command', command: 'next' }, cues, T + 1000));
    expect(r.state).toMatchObject({ currentCueId: 12, status: 'hold', elapsedBase: 0, runningSince: null });
    const last = ok(applyTransition(state({ currentCueId: 13 }), { kind: 'command', command: 'next' }, cues, T));
    expect(last.info).toBe('Already at the last cue');
    expect(last.changed).toBe(false);
  });

  it('BACK once refreshes (standby, 0, tasks reset); twice within 2 s goes to the previous cue', () => {
    const s0 = state({ currentCueId: 12, status: 'go', runningSince: T, changedAt: T });
    const once = ok(applyTransition(s0, { kind: 'command', command: 'back' }, cues, T + 10_000));
    expect(once.state).toMatchObject({ currentCueId: 12, status: 'standby', elapsedBase: 0, display: 'refresh' });
    expect(once.refreshCueId).toBe(12);
    const twice = ok(applyTransition(once.state, { kind: 'command', command: 'back' }, cues, T + 11_500));
    expect(twice.state).toMatchObject({ currentCueId: 11, status: 'hold', elapsedBase: 0, display: 'back' });
    expect(twice.logKind).toBe('previous');
  });

  it('BACK again after the 2 s window refreshes again', () => {
    const once = ok(applyTransition(state({ currentCueId: 12 }), { kind: 'command', command: 'back' }, cues, T));
    const late = ok(applyTransition(once.state, { kind: 'command', command: 'back' }, cues, T + 2500));
    expect(late.state).toMatchObject({ currentCueId: 12, display: 'refresh' });
  });

  it('BACK twice on the first cue says so', () => {
    const once = ok(applyTransition(state(), { kind: 'command', command: 'back' }, cues, T));
    const twice = ok(applyTransition(once.state, { kind: 'command', command: 'back' }, cues, T + 500));
    expect(twice.info).toBe('Already at the first cue');
    expect(ok(applyTransition(state(), { kind: 'command', command: 'previous' }, cues, T)).info).toBe('Already at the first cue');
  });

  it('refreshes a chosen past cue', () => {
    const r = ok(applyTransition(state({ currentCueId: 13 }), { kind: 'command', command: 'refresh', cueId: 11 }, cues, T));
    expect(r.state).toMatchObject({ currentCueId: 11, status: 'standby', elapsedBase: 0 });
    expect(r.refreshCueId).toBe(11);
    expect(applyTransition(state(), { kind: 'command', command: 'refresh', cueId: 999 }, cues, T).ok).toBe(false);
  });

  it('setting a cue current gives hold 0 and notes an earlier cue', () => {
    const r = ok(
      applyTransition(state({ currentCueId: 13, status: 'go', runningSince: T }), { kind: 'setCurrent', cueId: 11 }, cues, T + 100),
    );
    expect(r.state).toMatchObject({ currentCueId: 11, status: 'hold', elapsedBase: 0 });
    expect(r.info).toBe('Refreshing past cue');
    expect(ok(applyTransition(state(), { kind: 'setCurrent', cueId: 13 }, cues, T)).info).toBeUndefined();
  });

  it('PUT semantics: status go restarts, a new cue alone means set current, elapsedTime sets the base', () => {
    const go = ok(applyTransition(state({ elapsedBase: 9 }), { kind: 'set', status: 'go' }, cues, T));
    expect(go.state).toMatchObject({ status: 'go', elapsedBase: 0, runningSince: T });
    const cur = ok(applyTransition(state({ status: 'go', runningSince: T }), { kind: 'set', currentCueId: 12 }, cues, T + 1));
    expect(cur.state).toMatchObject({ currentCueId: 12, status: 'hold', elapsedBase: 0 });
    const el = ok(applyTransition(state({ status: 'go', runningSince: T }), { kind: 'set', elapsedTime: 30 }, cues, T + 5000));
    expect(el.state).toMatchObject({ elapsedBase: 30, runningSince: T + 5000 });
    const aa = ok(applyTransition(state(), { kind: 'set', autoAdvance: true }, cues, T));
    expect(aa.state.autoAdvance).toBe(true);
    expect(applyTransition(state(), { kind: 'set', currentCueId: 999 }, cues, T).ok).toBe(false);
  });

  it('auto-advance starts the next cue running, and stops at the last', () => {
    const r = ok(applyTransition(state({ status: 'go', runningSince: T }), { kind: 'autoAdvance' }, cues, T + 60_000));
    expect(r.state).toMatchObject({ currentCueId: 12, status: 'go', runningSince: T + 60_000 });
    expect(ok(applyTransition(state({ currentCueId: 13, status: 'go', runningSince: T }), { kind: 'autoAdvance' }, cues, T)).changed).toBe(
      false,
    );
  });

  it('finds when a running cue reaches its duration (300 s when empty)', () => {
    expect(overtimeAt(state({ status: 'go', runningSince: T }), cues)).toBe(T + 60_000);
    expect(overtimeAt(state({ status: 'go', runningSince: T, elapsedBase: 20 }), cues)).toBe(T + 40_000);
    expect(overtimeAt(state({ currentCueId: 12, status: 'go', runningSince: T }), cues)).toBe(T + 300_000);
    expect(overtimeAt(state({ status: 'hold' }), cues)).toBeNull();
    expect(overtimeAt(state({ status: 'go', runningSince: T, overtimeNotified: true }), cues)).toBeNull();
  });
  it('never puts an instant (0-second) cue over time', () => {
    const instant: CueRef[] = [{ id: 11, number: 1, duration: 0 }];
    expect(overtimeAt(state({ status: 'go', runningSince: T }), instant)).toBeNull();
  });
  it('next deadline: over time for a timed cue; for an instant cue only with auto-advance, at once', () => {
    const instant: CueRef[] = [{ id: 11, number: 1, duration: 0 }];
    expect(nextDeadline(state({ status: 'go', runningSince: T }), cues)).toEqual({ at: T + 60_000, overtime: true });
    expect(nextDeadline(state({ status: 'go', runningSince: T, autoAdvance: true }), cues)).toEqual({ at: T + 60_000, overtime: true });
    expect(nextDeadline(state({ status: 'go', runningSince: T }), instant)).toBeNull();
    expect(nextDeadline(state({ status: 'go', runningSince: T, autoAdvance: true }), instant)).toEqual({ at: T, overtime: false });
    expect(nextDeadline(state({ status: 'hold', autoAdvance: true }), instant)).toBeNull();
    expect(nextDeadline(state({ status: 'go', runningSince: T, autoAdvance: true, overtimeNotified: true }), instant)).toBeNull();
  });

  describe('RESUME, the live flag and what can be undone', () => {
    it('RESUME runs a held cue on from its held time; GO restarts at 0', () => {
      const held = state({ status: 'hold', elapsedBase: 95, live: true });
      const r = ok(applyTransition(held, { kind: 'command', command: 'resume' }, cues, T + 1000));
      expect(r.state).toMatchObject({ status: 'go', elapsedBase: 95, runningSince: T + 1000, currentCueId: 11 });
      expect(r.logKind).toBe('resume');
      expect(ok(applyTransition(held, { kind: 'command', command: 'go' }, cues, T)).state.elapsedBase).toBe(0);
    });
    it('refuses RESUME with 409 unless a cue is held after running', () => {
      for (const s of [
        null,
        state({ status: 'go', runningSince: T }),
        state({ status: 'hold', elapsedBase: 0 }),
        state({ status: 'standby', elapsedBase: 9 }),
      ]) {
        const r = applyTransition(s, { kind: 'command', command: 'resume' }, cues, T);
        expect(r.ok ? 'accepted' : r.status).toBe(409);
      }
    });
    it('keeps the live flag: GO starts it, a STANDBY of the first cue ends it', () => {
      const go = ok(applyTransition(state(), { kind: 'command', command: 'go' }, cues, T)).state;
      expect(go.live).toBe(true);
      const next = ok(applyTransition(go, { kind: 'command', command: 'next' }, cues, T)).state;
      expect(next.live).toBe(true);
      const refreshFirst = ok(applyTransition(next, { kind: 'command', command: 'refresh', cueId: 11 }, cues, T)).state;
      expect(refreshFirst.live).toBe(true);
      expect(ok(applyTransition(refreshFirst, { kind: 'command', command: 'standby' }, cues, T)).state.live).toBe(false);
    });
    it('marks jumps, refresh, BACK and NEXT undoable, and not GO, HOLD, STANDBY or RESUME', () => {
      const s = state({ currentCueId: 12, status: 'go', runningSince: T, live: true });
      const undoable = (t: Parameters<typeof applyTransition>[1]) => ok(applyTransition(s, t, cues, T + 10)).undoable === true;
      expect(undoable({ kind: 'command', command: 'next' })).toBe(true);
      expect(undoable({ kind: 'command', command: 'previous' })).toBe(true);
      expect(undoable({ kind: 'command', command: 'back' })).toBe(true);
      expect(undoable({ kind: 'command', command: 'refresh' })).toBe(true);
      expect(undoable({ kind: 'setCurrent', cueId: 11 })).toBe(true);
      expect(undoable({ kind: 'set', currentCueId: 13 })).toBe(true);
      expect(undoable({ kind: 'set', autoAdvance: true })).toBe(false);
      expect(undoable({ kind: 'command', command: 'go' })).toBe(false);
      expect(undoable({ kind: 'command', command: 'hold' })).toBe(false);
      expect(undoable({ kind: 'command', command: 'standby' })).toBe(false);
    });
  });
});
