import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockTimeFromSeconds, secondsOfDay } from '@showcaller/shared';
import { FakeWebSocket, makeStatus } from '@/realtime/test/FakeWebSocket';
import { callsTo } from '../test/openShow';
import { dismissToasts, EVENT_ID, makeCue, stubLayout, type RundownData } from '../test/fixtures';
const UNLOCK_QUESTION = 'The show is live. Unlock the rundown for editing?';
import { openLive, push, statusOf } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const threeCues = (): RundownData => ({
  cues: [makeCue(1, 1, { time: '19:00:00' }), makeCue(2, 2, { time: '19:01:00' }), makeCue(3, 3, { time: '19:02:00' })],
});
const row = (table: HTMLElement, number: number) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${number}`) })
    .closest('tr')!;

describe('rundown live states', () => {
  it('colours the current row by status with a text tag, and dims past cues', async () => {
    const data = threeCues();
    const { socket, table } = await openLive({ ...data, cueStatus: statusOf(data, { currentCueId: 2, status: 'standby' }) });
    expect(row(table, 2)).toHaveAttribute('data-live-state', 'standby');
    expect(row(table, 2)).toHaveAttribute('aria-current', 'true');
    // The tag fits the # column: the caller's "STBY", the whole word for screen readers.
    expect(within(row(table, 2)).getByText('STBY')).toBeInTheDocument();
    expect(within(row(table, 2)).getByText('Current cue, standby')).toBeInTheDocument();
    expect(row(table, 1)).toHaveAttribute('data-live-state', 'past');
    expect(within(row(table, 1)).getByText('(click to refresh)')).toBeInTheDocument();
    expect(row(table, 3)).not.toHaveAttribute('data-live-state');
    push(socket, statusOf(data, { currentCueId: 2, status: 'go', runningSince: Date.now(), version: 2 }));
    expect(within(row(table, 2)).getByText('GO')).toBeInTheDocument();
    push(socket, statusOf(data, { currentCueId: 2, status: 'hold', version: 3 }));
    expect(row(table, 2)).toHaveAttribute('data-live-state', 'hold');
    expect(within(row(table, 2)).getByText('HOLD')).toBeInTheDocument();
  });

  it('clicking a past row refreshes that cue, and the refreshed row pulses for 2 s', async () => {
    const data = threeCues();
    const { socket, table, fetchMock } = await openLive(
      { ...data, cueStatus: statusOf(data, { currentCueId: 3, status: 'hold' }) },
      {
        refresh: {
          body: { cueStatus: makeStatus({ currentCueId: 1, status: 'standby', display: 'refresh', version: 9 }), info: 'Cue refreshed' },
        },
      },
    );
    await userEvent.click(within(row(table, 1)).getByText('Cue action 1'));
    expect(await screen.findByText('Cue refreshed')).toBeInTheDocument();
    expect(screen.getByText('This cue is now the current cue')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/cuestatus/refresh`)).toEqual([{ cueId: 1 }]);
    expect(row(table, 1)).toHaveClass('cue-pulse');
    await waitFor(() => expect(row(table, 1)).not.toHaveClass('cue-pulse'), { timeout: 3000 });
    // The keyboard path: the "(click to refresh)" mark is a button.
    push(socket, statusOf(data, { currentCueId: 3, status: 'hold', version: 10 }));
    await userEvent.click(within(row(table, 2)).getByRole('button', { name: 'Refresh cue 2 (click to refresh)' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/api/events/${EVENT_ID}/cuestatus/refresh`)).toHaveLength(2));
  });

  it('a TIME click sets the cue current; an earlier cue says "Refreshing past cue"', async () => {
    const data = threeCues();
    const { table, fetchMock } = await openLive({ ...data, cueStatus: statusOf(data, { currentCueId: 2, status: 'hold' }) });
    await userEvent.click(within(table).getByRole('button', { name: /set cue 3 as current cue/ }));
    await waitFor(() => expect(row(table, 3)).toHaveAttribute('data-live-state', 'hold'));
    await userEvent.click(within(table).getByRole('button', { name: /set cue 1 as current cue/ }));
    expect(await screen.findByText('Refreshing past cue')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `/api/events/${EVENT_ID}/cuestatus`)).toEqual([{ currentCueId: 3 }, { currentCueId: 1 }]);
  });

  it('the running cue pulses once its duration has elapsed', async () => {
    const data = threeCues();
    const { table } = await openLive({
      ...data,
      cueStatus: statusOf(data, { currentCueId: 1, status: 'go', elapsedTime: 75, runningSince: Date.now() - 75_000 }),
    });
    await waitFor(() => expect(row(table, 1)).toHaveClass('cue-pulse'));
    expect(within(row(table, 1)).getByText('GO')).toBeInTheDocument();
    expect(within(row(table, 1)).getByText('OVER')).toBeInTheDocument();
    expect(screen.getByTestId('status-label')).toHaveTextContent('In Progress · Over time');
  });

  it('projects start times of later cues and marks them late or early', async () => {
    const now = Date.now();
    const at = (ms: number) => clockTimeFromSeconds(secondsOfDay(new Date(ms)));
    const data: RundownData = {
      cues: [
        makeCue(1, 1, { time: at(now), duration: 60 }),
        makeCue(2, 2, { time: at(now + 60_000), duration: 120 }),
        makeCue(3, 3, { time: at(now + 180_000 - 300_000), duration: 60 }),
        makeCue(4, 4, { time: at(now + 240_000 + 600_000), duration: 60 }),
      ],
    };
    const { table } = await openLive({ ...data, cueStatus: statusOf(data, { status: 'go', runningSince: now, serverTime: now }) });
    expect(within(row(table, 1)).queryByText(/Projected/)).not.toBeInTheDocument();
    expect(within(row(table, 2)).getByText(`Projected ${at(now + 60_000)}`)).toBeInTheDocument();
    expect(within(row(table, 2)).queryByText(/Late|Early/)).not.toBeInTheDocument();
    expect(within(row(table, 3)).getByText(/^Late 00:0[45]:/)).toBeInTheDocument();
    expect(within(row(table, 4)).getByText(/^Early 00:(09|10):/)).toBeInTheDocument();
  });

  it('re-reads cues after a reconnect and tasks on a refetch frame', async () => {
    const data = threeCues();
    const { socket, fetchMock } = await openLive(data);
    const cuesUrl = `/api/events/${EVENT_ID}/cues`;
    const tasksUrl = `/api/events/${EVENT_ID}/tasks`;
    const before = { cues: callsTo(fetchMock, 'GET', cuesUrl).length, tasks: callsTo(fetchMock, 'GET', tasksUrl).length };
    act(() => socket.receive({ type: 'refetch', key: 'tasks', eventId: EVENT_ID, revision: 2 }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', tasksUrl).length).toBe(before.tasks + 1));
    act(() => socket.drop());
    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(2), { timeout: 3000 });
    act(() => FakeWebSocket.last.goLive(statusOf(data, { version: 4 })));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', cuesUrl).length).toBe(before.cues + 1));
    expect(screen.getByText('Live · in sync')).toBeInTheDocument();
  });
});

describe('lock while live', () => {
  it('asks before entering edit mode while a cue stands by or runs', async () => {
    const data = threeCues();
    await openLive({ ...data, cueStatus: statusOf(data, { status: 'go', runningSince: Date.now() }) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
    const dialog = await screen.findByRole('alertdialog', { name: UNLOCK_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep locked' }));
    expect(screen.getByRole('button', { name: 'Edit Rundown' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock and edit' }));
    expect(screen.getByRole('button', { name: 'Done Editing' })).toHaveAttribute('aria-pressed', 'true');
  });
});
