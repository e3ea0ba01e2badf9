import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CueStatus, StageView } from '@showcaller/shared';
import { StageScreen } from './StageScreen';

const NOW = 1_000_000;
/** Event thresholds 2:00 / 0:30; cue 1 runs 5 minutes, cue 2 only 20 s. */
const view: StageView = {
  eventId: 1,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [
    { id: 1, number: 1, action: 'Keynote', duration: 300, warningSeconds: null, dangerSeconds: null },
    { id: 2, number: 2, action: 'Sting', duration: 20, warningSeconds: null, dangerSeconds: null },
  ],
  message: null,
  blackout: false,
  layouts: [],
};

function status(cueId: number, value: CueStatus['status'], elapsed: number): CueStatus {
  return {
    eventId: 1,
    currentCueId: cueId,
    status: value,
    elapsedTime: elapsed,
    runningSince: value === 'go' ? NOW - elapsed * 1000 : null,
    serverTime: NOW,
    version: 1,
    autoAdvance: false,
    display: null,
  };
}

function show(s: CueStatus | null, v: StageView = view) {
  render(<StageScreen view={v} status={s} connection="live" fromMemory={false} lastUpdateAt={NOW} serverNow={() => NOW} />);
  return { box: screen.getByTestId('stage-timer-box'), level: screen.getByTestId('stage-level'), timer: screen.getByTestId('stage-timer') };
}

describe('stage display wrap-up colours', () => {
  it('shows no red on a held cue in its last seconds, and says it is on hold', () => {
    const { box, level } = show(status(1, 'hold', 290));
    expect(box.dataset.level).toBe('normal');
    expect(level.textContent).toBe('On hold');
  });

  it('shows no red on standby, nor on a cue not started', () => {
    expect(show(status(2, 'standby', 0)).box.dataset.level).toBe('normal');
    expect(screen.getByTestId('stage-level').textContent).toBe('Standby');
  });

  it('starts a 20 s cue neutral under a 30 s red threshold, and shows Time’s up only once it runs over', () => {
    const start = show(status(2, 'go', 0));
    expect(start.box.dataset.level).toBe('normal');
    expect(start.level.textContent).not.toMatch(/finish now/i);
    expect(start.timer.textContent).toBe('0:20');
  });

  it('still turns a long running cue red once it crosses the threshold, and counts the over-time', () => {
    expect(show(status(1, 'go', 275)).box.dataset.level).toBe('danger');
  });

  it('counts the over-time of a held cue without flashing Time’s up', () => {
    const { box, timer, level } = show(status(2, 'hold', 32));
    expect(box.dataset.level).toBe('normal');
    expect(timer.textContent).toBe('+0:12');
    expect(level.textContent).toBe('On hold');
  });

  it('puts a message beside the timer, not over it', () => {
    show(status(1, 'go', 10), { ...view, message: { text: 'Wrap up', flash: false, at: '2026-12-01T19:00:00.000Z' } });
    const message = screen.getByTestId('stage-message');
    // Same grid as the timer box, as its sibling: laid out next to it, never absolutely over it.
    expect(message.parentElement).toBe(screen.getByTestId('stage-timer-box').parentElement);
    expect(message.parentElement?.className).toContain('stage-main-aside');
  });
});
