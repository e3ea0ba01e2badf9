import { describe, expect, it } from 'vitest';
import { lobbyEventOf, type LobbyEventInput } from './lobbyRules.js';
import { contrastRatio, pickStageLayout } from './stageRules.js';

const cues = [
  { id: 1, action: 'Welcome', time: '10:00:00', duration: 600, timeMode: 'hard' as const },
  { id: 2, action: 'Keynote', time: '10:10:00', duration: 1800, timeMode: 'linked' as const },
  { id: 3, action: 'Panel', time: '11:00:00', duration: 1800, timeMode: 'hard' as const },
  { id: 4, action: '', time: '11:30:00', duration: 600, timeMode: 'linked' as const },
];
const at = (h: number, m: number) => h * 3600 + m * 60;
const base: LobbyEventInput = {
  name: 'Plenary',
  cues,
  status: null,
  ended: false,
  linkedStart: null,
  nowSeconds: at(9, 0),
  nowMs: 0,
  showCues: true,
};

describe('lobbyEventOf', () => {
  it('lists a show not started at its planned times, or from now once its time has passed', () => {
    expect(lobbyEventOf(base)).toMatchObject({ state: 'upcoming', start: '10:00', end: '11:40', now: null });
    expect(lobbyEventOf(base).next.map((n) => n.at)).toEqual(['10:00', '10:10', '11:00']);
    const late = lobbyEventOf({ ...base, nowSeconds: at(10, 5) });
    expect(late).toMatchObject({ start: '10:05', plannedStart: '10:00' });
    expect(late.next[1]).toEqual({ title: 'Keynote', at: '10:15', plannedAt: '10:10' });
    // The hard start at 11:00 absorbs the delay.
    expect(late.next[2]).toEqual({ title: 'Panel', at: '11:00', plannedAt: null });
  });

  it('follows a running show: on now since its GO, the next ones pushed when it runs over', () => {
    const nowMs = 1_000_000;
    const running = lobbyEventOf({
      ...base,
      nowSeconds: at(10, 50),
      nowMs,
      status: { currentCueId: 2, status: 'go', elapsedTime: 40 * 60, runningSince: nowMs - 40 * 60_000, serverTime: nowMs, live: true },
    });
    expect(running).toMatchObject({ state: 'on', now: { title: 'Keynote', at: '10:10' } });
    // 40 min into a 30 min segment: the hard 11:00 still holds; the untitled one after it reads "Untitled".
    expect(running.next).toEqual([
      { title: 'Panel', at: '11:00', plannedAt: null },
      { title: 'Untitled', at: '11:30', plannedAt: null },
    ]);
    const held = lobbyEventOf({
      ...base,
      nowSeconds: at(11, 20),
      nowMs,
      status: { currentCueId: 3, status: 'hold', elapsedTime: 1700, runningSince: null, serverTime: nowMs, live: true },
    });
    expect(held.next).toEqual([{ title: 'Untitled', at: '11:21', plannedAt: '11:30' }]);
    expect(held.end).toBe('11:31');
  });

  it('hides titles when asked, says finished when ended, and starts a linked room at its projected start', () => {
    expect(lobbyEventOf({ ...base, showCues: false })).toMatchObject({ next: [], now: null, start: '10:00' });
    expect(lobbyEventOf({ ...base, ended: true })).toMatchObject({ state: 'finished', next: [] });
    expect(lobbyEventOf({ ...base, linkedStart: at(10, 20) })).toMatchObject({ start: '10:20', plannedStart: '10:00' });
    expect(lobbyEventOf({ ...base, cues: [] })).toMatchObject({ state: 'upcoming', start: null, end: null });
  });
});

describe('stage layout rules', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#fff7d6', '#0b1f3a')).toBeGreaterThan(4.5);
  });

  it('picks a layout by id or name in any case, else the default, and says when the one asked for is unknown', () => {
    const layouts = [
      { id: 7, name: 'Lectern', isDefault: false },
      { id: 9, name: 'Confidence', isDefault: true },
    ];
    expect(pickStageLayout(layouts, null)).toEqual({ layout: layouts[1], unknown: false });
    expect(pickStageLayout(layouts, 'lectern')).toEqual({ layout: layouts[0], unknown: false });
    expect(pickStageLayout(layouts, '7')).toEqual({ layout: layouts[0], unknown: false });
    expect(pickStageLayout(layouts, 'nope')).toEqual({ layout: layouts[1], unknown: true });
    expect(pickStageLayout([], 'nope')).toEqual({ layout: null, unknown: true });
  });
});
