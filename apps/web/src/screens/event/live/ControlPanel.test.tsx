import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, makeStatus } from '@/realtime/test/FakeWebSocket';
import { callsTo, openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, makeCue, makeDepartment, stubLayout, type RundownData } from '../test/fixtures';
import { RemainingTime } from './LiveReadouts';
import { commandsRun, openLive, push, statusOf, stubSpeech } from './test/liveShow';

// The readout reads the account's clock choice (a query), so it needs a query client.
const withQueries = (ui: ReactNode) => <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;

beforeEach(stubLayout);
afterEach(dismissToasts);

const cmdUrl = (command: string) => `/api/events/${EVENT_ID}/cuestatus/${command}`;
const twoCues = (): RundownData => ({ cues: [makeCue(1, 1, { action: 'Walk-in music' }), makeCue(2, 2, { action: 'Lights down' })] });

describe('control panel', () => {
  it('shows "#N - action" and the documented status labels', async () => {
    const data = twoCues();
    const { socket } = await openLive(data);
    expect(screen.getByRole('heading', { name: '#1 - Walk-in music' })).toBeInTheDocument();
    expect(screen.getByTestId('status-label')).toHaveTextContent('Ready');
    const cases = [
      [{ status: 'standby' }, 'Standing By'],
      [{ status: 'go', runningSince: Date.now() }, 'In Progress'],
      [{ status: 'hold' }, 'On Hold'],
      [{ status: 'standby', display: 'refresh' }, 'Refreshed'],
      [{ status: 'hold', display: 'back', currentCueId: 2 }, 'Previous Cue'],
    ] as const;
    let version = 2;
    for (const [patch, label] of cases) {
      push(socket, statusOf(data, { ...patch, version: version++ }));
      expect(screen.getByTestId('status-label')).toHaveTextContent(label);
    }
    expect(screen.getByRole('heading', { name: '#2 - Lights down' })).toBeInTheDocument();
    expect(screen.getByTestId('status-announcer')).toHaveTextContent('Cue 2, Lights down: Previous Cue');
    expect(screen.getByText('Live · in sync')).toBeInTheDocument();
  });

  it('shows no cue at all until the server has said which one is live (a reload mid-show)', async () => {
    const data = twoCues();
    await openShow(data);
    // The cues are in, the status is not: neither cue #1 "Ready" nor "No cue selected" may show.
    expect(screen.queryByRole('heading', { name: /#1/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No cue selected')).not.toBeInTheDocument();
    expect(screen.getByTestId('status-label')).toHaveTextContent('Loading…');
    for (const b of within(screen.getByRole('group', { name: 'Cue controls' })).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
    act(() => FakeWebSocket.last.goLive(statusOf(data, { status: 'go', currentCueId: 2, runningSince: Date.now(), version: 3 })));
    expect(screen.getByRole('heading', { name: '#2 - Lights down' })).toBeInTheDocument();
    expect(screen.getByTestId('status-label')).toHaveTextContent('In Progress');
  });

  it('with no cues: "No cue selected", "Add cues to begin" and every button disabled', async () => {
    await openLive({ cues: [] });
    expect(screen.getByRole('heading', { name: 'No cue selected' })).toBeInTheDocument();
    expect(screen.getByText('Add cues to begin')).toBeInTheDocument();
    const controls = screen.getByRole('group', { name: 'Cue controls' });
    const buttons = within(controls).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['STANDBYS', 'HOLDH', 'GOG', 'RESUMEC', 'NEXTN', 'BACKB', 'CALL']);
    for (const b of buttons) expect(b).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voice settings' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Auto-advance' })).toBeDisabled();
  });

  it('BACK posts "back"; the server decides refresh vs previous and its info is shown', async () => {
    const data = twoCues();
    const { fetchMock, server } = await openLive(data, {
      back: { body: { cueStatus: makeStatus({ version: 5, status: 'standby', display: 'refresh' }), info: 'Cue refreshed' } },
      next: { body: { cueStatus: makeStatus({ version: 6, currentCueId: 2, status: 'hold' }), info: 'Already at the last cue' } },
    });
    void server;
    await userEvent.click(screen.getByRole('button', { name: /^BACK/ }));
    expect(await screen.findByText('Cue refreshed')).toBeInTheDocument();
    expect(screen.getByText('This cue is now the current cue')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', cmdUrl('back'))).toEqual([{}]);
    expect(screen.getByTestId('status-label')).toHaveTextContent('Refreshed');
    await userEvent.click(screen.getByRole('button', { name: /^NEXT/ }));
    expect(await screen.findByText('Already at the last cue')).toBeInTheDocument();
  });

  it('reports failures in the documented words', async () => {
    await openLive(twoCues(), {
      go: { status: 500, body: {} },
      hold: { status: 409, body: { error: 'No cues available for this event' } },
      back: { status: 500, body: {} },
      next: { status: 500, body: {} },
    });
    await userEvent.click(screen.getByRole('button', { name: /^GO/ }));
    expect(await screen.findByText('Failed to update cue status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^HOLD/ }));
    expect(await screen.findByText('No cues available for this event')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^BACK/ }));
    expect(await screen.findByText('Failed to execute back action')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^NEXT/ }));
    expect(await screen.findByText('Failed to perform action')).toBeInTheDocument();
  });

  it('toggles auto-advance with PUT {autoAdvance}', async () => {
    const { fetchMock } = await openLive(twoCues());
    const toggle = screen.getByRole('switch', { name: 'Auto-advance' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(callsTo(fetchMock, 'PUT', `/api/events/${EVENT_ID}/cuestatus`)).toEqual([{ autoAdvance: true }]);
  });

  it('shows "Time\'s up!" once per cue on overtime frames and says "Over time"', async () => {
    const spoken = stubSpeech();
    const data = twoCues();
    const { socket } = await openLive({
      ...data,
      cueStatus: statusOf(data, { status: 'go', runningSince: Date.now() - 61_000, elapsedTime: 61 }),
    });
    act(() => socket.receive({ type: 'overtime', eventId: EVENT_ID, cueId: 1, cueNumber: 1 }));
    act(() => socket.receive({ type: 'overtime', eventId: EVENT_ID, cueId: 1, cueNumber: 1 }));
    expect(await screen.findByText("Time's up!")).toBeInTheDocument();
    expect(screen.getAllByText("Time's up!")).toHaveLength(1);
    expect(screen.getByText('Duration for cue #1 has elapsed')).toBeInTheDocument();
    expect(spoken.filter((s) => s.text === 'Over time')).toHaveLength(1);
  });

  it('announces status changes from the server with the show-caller scaling, and CALL speaks the cue', async () => {
    const spoken = stubSpeech();
    const data = twoCues();
    const { socket } = await openLive(data);
    push(socket, statusOf(data, { status: 'go', runningSince: Date.now(), version: 2 }));
    expect(spoken).toEqual([{ text: 'GO cue 1: Walk-in music', rate: 0.9, pitch: 1.2, volume: 1 }]);
    await userEvent.click(screen.getByRole('switch', { name: 'Auto' }));
    expect(screen.getByRole('switch', { name: 'Manual' })).toHaveAttribute('aria-checked', 'false');
    expect(JSON.parse(localStorage.getItem('showCallerVoiceSettings')!)).toMatchObject({ autoAnnounce: false });
    push(socket, statusOf(data, { status: 'standby', version: 3 }));
    expect(spoken).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'CALL' }));
    expect(spoken[1]).toEqual({ text: 'STAND BY cue 1: Walk-in music', rate: 0.9, pitch: 1.1, volume: 1 });
  });

  it('shows the connection state and polls only once the socket is down', async () => {
    const { socket, fetchMock } = await openLive(twoCues());
    expect(screen.getByText('Live · in sync')).toBeInTheDocument();
    // A live socket is current by definition: no age that reads like a stale link.
    expect(screen.queryByTestId('last-heard')).not.toBeInTheDocument();
    act(() => socket.drop());
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByTestId('last-heard')).toHaveTextContent(/^Last update (just now|\d+ s ago)$/);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `/api/events/${EVENT_ID}/cuestatus`).length).toBeGreaterThan(0), {
      timeout: 3000,
    });
  });
});

describe('keyboard shortcuts', () => {
  it('S, G, H, N/ArrowRight and B/ArrowLeft post commands; Space on the GO button is a standby, not a second GO', async () => {
    const data = { ...twoCues(), departments: [makeDepartment(10, 'Sound')] };
    const { fetchMock, socket } = await openLive(data);
    const ran = (command: string) => commandsRun(fetchMock, socket, command);
    await userEvent.keyboard('s');
    await userEvent.keyboard('g');
    await userEvent.keyboard('h');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', cmdUrl('back'))).toHaveLength(1));
    // GO, STANDBY and HOLD go over the live socket (their status comes once, as its frame); NEXT and BACK over HTTP (their Undo needs the answer).
    expect(socket.sentOfType('command').map((m) => m.command)).toEqual(['standby', 'go', 'hold']);
    expect(ran('next')).toBe(1);

    screen.getByRole('button', { name: /^GO/ }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(ran('standby')).toBe(2));
    expect(ran('go')).toBe(1);
  });

  it('ignores shortcuts while typing, in an open dialog and in edit mode', async () => {
    const data = { ...twoCues(), departments: [makeDepartment(10, 'Sound')] };
    const { fetchMock } = await openLive(data);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a task to Sound, cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New task for Sound, cue 1' }), 'sghnb ');
    await userEvent.click(screen.getByRole('button', { name: 'Voice settings' }));
    expect(await screen.findByRole('dialog', { name: 'Voice Settings' })).toBeInTheDocument();
    await userEvent.keyboard('g');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
    await userEvent.keyboard('g');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
  });
});

describe('remaining time', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down locally from runningSince on the server clock (offset applied)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const offset = 5000; // the server clock is 5 s ahead of this device
    const status = makeStatus({ status: 'go', elapsedTime: 0, runningSince: 1_000_000, serverTime: 1_000_000 });
    render(withQueries(<RemainingTime status={status} duration={60} serverNow={() => Date.now() + offset} />));
    const timer = screen.getByRole('timer', { name: 'Remaining' });
    expect(timer).toHaveTextContent('00:00:55');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer).toHaveTextContent('00:00:52');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(timer).toHaveTextContent('00:00:00');
    expect(screen.getByTestId('over-time')).toHaveTextContent('Over +00:00:08');
  });

  it('a held cue keeps its elapsed time; an empty duration counts 300 s', () => {
    render(
      withQueries(<RemainingTime status={makeStatus({ status: 'hold', elapsedTime: 30 })} duration={null} serverNow={() => Date.now()} />),
    );
    expect(screen.getByRole('timer', { name: 'Remaining' })).toHaveTextContent('00:04:30');
  });
});
