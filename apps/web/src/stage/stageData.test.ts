import { beforeEach, describe, expect, it } from 'vitest';
import {
  messageSize,
  forgetStage,
  parseStageView,
  readSavedStage,
  readStageSession,
  saveStageSession,
  saveStageStatus,
  saveStageView,
  stageClock,
  stageCodeFromPath,
} from './stageData';

const view = {
  eventId: 3,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [{ id: 1, number: 1, action: 'Open', duration: 300, warningSeconds: null, dangerSeconds: 10 }],
  message: { text: 'Wrap up', flash: true, at: '2026-12-01T19:00:00.000Z' },
  blackout: false,
  layouts: [],
};
const status = {
  eventId: 3,
  currentCueId: 1,
  status: 'go',
  elapsedTime: 5,
  runningSince: 1000,
  serverTime: 6000,
  version: 4,
  autoAdvance: false,
  display: null,
} as const;

describe('stage display data', () => {
  beforeEach(() => localStorage.clear());

  it('reads the code of /stage/{code} only, forgiving case and dashes', () => {
    expect(stageCodeFromPath('/stage/abc-def')).toBe('ABCDEF');
    expect(stageCodeFromPath('/stage/')).toBeNull();
    expect(stageCodeFromPath('/stage/a/b')).toBeNull();
    expect(stageCodeFromPath('/department/ABCDEF')).toBeNull();
    expect(stageCodeFromPath('/stage/%E0%A4%A')).toBeNull();
  });

  it('accepts the server’s stage view and refuses anything else', () => {
    expect(parseStageView(view)).toEqual(view);
    expect(parseStageView({ ...view, blackout: 'no' })).toBeNull();
    expect(parseStageView({ ...view, cues: [{ id: 1 }] })).toBeNull();
    expect(parseStageView({ ...view, message: { text: 'x' } })).toBeNull();
    expect(parseStageView(null)).toBeNull();
  });

  it('keeps the session, the last view and status across reloads, and forgets them when the session ends', () => {
    saveStageSession('ABCDEF', { token: 't'.repeat(30), eventId: 3 });
    saveStageView('ABCDEF', parseStageView(view)!);
    saveStageStatus('ABCDEF', status, 1234);
    expect(readStageSession('ABCDEF')).toEqual({ token: 't'.repeat(30), eventId: 3 });
    expect(readSavedStage('ABCDEF')).toEqual({ view, status, savedAt: 1234 });
    forgetStage('ABCDEF');
    expect(readStageSession('ABCDEF')).toBeNull();
    expect(readSavedStage('ABCDEF')).toEqual({ view: null, status: null, savedAt: null });
  });

  it('writes the timer with the fewest digits', () => {
    expect(stageClock(599)).toBe('9:59');
    expect(stageClock(120)).toBe('2:00');
    expect(stageClock(3723)).toBe('1:02:03');
    expect(stageClock(-3)).toBe('0:00');
  });

  it('sizes a message so its longest word fits the box: "Two minutes left" is not broken inside "minutes"', () => {
    const widthOf = (size: string) => Math.min(...[...size.matchAll(/([\d.]+)cqw/g)].map((m) => Number(m[1])));
    // 7 letters at about 0.7 em each fit in 90% of the width.
    expect(widthOf(messageSize('Two minutes left')) * 0.7 * 7).toBeLessThanOrEqual(90.5);
    // A short message of short words stays as big as its box allows.
    expect(messageSize('GO')).toBe(messageSize('GO!!'));
    expect(widthOf(messageSize('Wrap up'))).toBeGreaterThan(widthOf(messageSize('Please wrap up in two minutes')));
  });
});
