import { describe, expect, it } from 'vitest';
import type { CueRef, StatusState } from '../../timing/transitions.js';
import { statusAfterCueDeleted } from './cueDeleted.js';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function state(over: Partial<StatusState>): StatusState {
  return {
    currentCueId: null,
    status: 'hold',
    elapsedBase: 0,
    runningSince: null,
    autoAdvance: false,
    display: null,
    overtimeNotified: false,
    changedAt: NOW - 60_000,
    live: false,
    movedBy: null,
    ...over,
  };
}

/** The cues left after deleting one, renumbered 1..n as the cue service does. */
const left = (...ids: number[]): CueRef[] => ids.map((id, i) => ({ id, number: i + 1, duration: 60 }));

describe('the live status after its cue is deleted', () => {
  it('moves a running show to the cue that took the deleted number, on hold at 0', () => {
    // Cues 10, 20, 30; cue 20 (#2) was running for 42 s and is deleted; the database nulled the reference.
    const prev = state({ currentCueId: null, status: 'go', elapsedBase: 0, runningSince: NOW - 42_000, overtimeNotified: true });
    const r = statusAfterCueDeleted(prev, { id: 20, number: 2 }, left(10, 30), NOW);
    expect(r).toMatchObject({ ok: true, changed: true, logKind: 'cueDeleted' });
    if (!r.ok) throw new Error('refused');
    expect(r.state).toMatchObject({
      currentCueId: 30,
      status: 'hold',
      elapsedBase: 0,
      runningSince: null,
      display: null,
      overtimeNotified: false,
      changedAt: NOW,
    });
  });

  it('moves to the new last cue when the deleted cue was the last', () => {
    const prev = state({ currentCueId: null, status: 'standby', elapsedBase: 5 });
    const r = statusAfterCueDeleted(prev, { id: 30, number: 3 }, left(10, 20), NOW);
    expect(r.ok && r.state).toMatchObject({ currentCueId: 20, status: 'hold', elapsedBase: 0 });
  });

  it('also follows a database without the foreign key (the reference still names the deleted cue)', () => {
    const prev = state({ currentCueId: 20, status: 'hold', elapsedBase: 12, display: 'back' });
    const r = statusAfterCueDeleted(prev, { id: 20, number: 2 }, left(10, 30), NOW);
    expect(r.ok && r.state).toMatchObject({ currentCueId: 30, status: 'hold', elapsedBase: 0, display: null });
  });

  it('keeps autoAdvance as it was', () => {
    const prev = state({ currentCueId: null, status: 'go', runningSince: NOW - 1000, autoAdvance: true });
    const r = statusAfterCueDeleted(prev, { id: 10, number: 1 }, left(20, 30), NOW);
    expect(r.ok && r.state).toMatchObject({ currentCueId: 20, status: 'hold', autoAdvance: true });
  });

  it('leaves a show that had not started idle, on the first cue', () => {
    const prev = state({ currentCueId: null, status: 'idle' });
    const r = statusAfterCueDeleted(prev, { id: 10, number: 1 }, left(20, 30), NOW);
    expect(r).toMatchObject({ ok: true, changed: true });
    expect(r.ok && r.state).toMatchObject({ currentCueId: 20, status: 'idle', elapsedBase: 0 });
  });

  it('clears the status when no cue is left, and only once', () => {
    const prev = state({ currentCueId: null, status: 'go', runningSince: NOW - 5000 });
    const r = statusAfterCueDeleted(prev, { id: 10, number: 1 }, [], NOW);
    expect(r.ok && r.state).toMatchObject({ currentCueId: null, status: 'idle', elapsedBase: 0, runningSince: null });
    expect(r).toMatchObject({ changed: true });
    if (!r.ok) throw new Error('refused');
    const again = statusAfterCueDeleted(r.state, { id: 11, number: 1 }, [], NOW + 1000);
    expect(again).toMatchObject({ ok: true, changed: false });
  });

  it('changes nothing when another cue was deleted', () => {
    const prev = state({ currentCueId: 30, status: 'go', runningSince: NOW - 3000 });
    const r = statusAfterCueDeleted(prev, { id: 10, number: 1 }, left(20, 30), NOW);
    expect(r).toMatchObject({ ok: true, changed: false });
    expect(r.ok && r.state).toBe(prev);
  });

  it('changes nothing before the event has a status', () => {
    const r = statusAfterCueDeleted(null, { id: 10, number: 1 }, left(20), NOW);
    expect(r).toMatchObject({ ok: true, changed: false });
  });
});
