import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockTimeFromSeconds, secondsOfDay } from '@showcaller/shared';
import { dismissToasts, makeCue, stubLayout, type RundownData } from '../test/fixtures';
import { overUnderText } from './ShowProjection';
import { openLive, statusOf } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

/** The clock time `offsetSeconds` from now; a test reads "now" once, so no minute turns between its cues and its expectations. */
const clockFrom =
  (now = secondsOfDay(new Date())) =>
  (offsetSeconds: number) =>
    clockTimeFromSeconds(now + offsetSeconds);

describe('show over/under and projected end', () => {
  it('words the difference from the plan', () => {
    expect(overUnderText(0)).toEqual({ label: 'On time', value: '', state: 'on-time' });
    expect(overUnderText(4)).toMatchObject({ state: 'on-time' });
    expect(overUnderText(610)).toEqual({ label: 'Over', value: '+00:10:10', state: 'over' });
    expect(overUnderText(-65)).toEqual({ label: 'Under', value: '-00:01:05', state: 'under' });
  });

  it('a cue running 10 minutes over pushes the linked cue after it and the end', async () => {
    const clock = clockFrom();
    const data: RundownData = {
      cues: [
        makeCue(1, 1, { time: clock(-20 * 60), duration: 600 }),
        makeCue(2, 2, { time: clock(-10 * 60), duration: 300, timeMode: 'linked' }),
      ],
    };
    data.cueStatus = statusOf(data, { status: 'go', currentCueId: 1, runningSince: Date.now() - 1_200_000, elapsedTime: 1200 });
    await openLive(data);
    expect(await screen.findByTestId('over-under')).toHaveTextContent(/^Over\s*\+00:(09:5\d|10:0\d)$/);
    expect(screen.getByTestId('over-under')).toHaveAttribute('data-state', 'over');
    expect(screen.getByTestId('show-projection')).toHaveTextContent(`(planned ${clock(-5 * 60).slice(0, 5)}`);
  });

  it('shows no over/under while preparing: standby on the first cue long after its planned time', async () => {
    const clock = clockFrom();
    const data: RundownData = {
      cues: [
        makeCue(1, 1, { time: clock(-10 * 3600), duration: 600 }),
        makeCue(2, 2, { time: clock(-10 * 3600 + 600), duration: 300, timeMode: 'linked' }),
      ],
    };
    data.cueStatus = statusOf(data, { status: 'standby', currentCueId: 1, live: false });
    await openLive(data);
    expect(await screen.findByTestId('over-under-waiting')).toHaveTextContent('Over/under from the first GO');
    expect(screen.queryByTestId('over-under')).not.toBeInTheDocument();
    expect(screen.getByTestId('show-projection')).toHaveTextContent(`Planned end ${clock(-10 * 3600 + 900).slice(0, 5)}`);
    expect(screen.queryByText(/^Late/)).not.toBeInTheDocument();
  });

  it('keeps the over/under on a hold once the show is live', async () => {
    const clock = clockFrom();
    const data: RundownData = {
      cues: [
        makeCue(1, 1, { time: clock(-20 * 60), duration: 600 }),
        makeCue(2, 2, { time: clock(-10 * 60), duration: 300, timeMode: 'linked' }),
      ],
    };
    data.cueStatus = statusOf(data, { status: 'hold', currentCueId: 1, elapsedTime: 1200, live: true });
    await openLive(data);
    expect(await screen.findByTestId('over-under')).toHaveAttribute('data-state', 'over');
  });

  it('an instant cue on GO shows no countdown and never goes over time', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { duration: 0 }), makeCue(2, 2)] };
    data.cueStatus = statusOf(data, { status: 'go', currentCueId: 1, runningSince: Date.now() - 3000, elapsedTime: 3 });
    await openLive(data);
    expect(screen.getByTestId('remaining-time')).toHaveTextContent('Instant');
    expect(screen.queryByTestId('over-time')).not.toBeInTheDocument();
    expect(screen.getByTestId('status-label')).not.toHaveTextContent('Over time');
    expect(screen.queryByText("Time's up!")).not.toBeInTheDocument();
  });
});
