import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { requestUrl, stubSpeech } from '@/test/doubles';
import { CrewApp } from './CrewApp';
import { bodiesOf, CODE, crewServer, EVENT_ID, goTo, push, status, storeSession, tasks, TOKEN } from './test/crewFixtures';

afterEach(() => goTo('/'));

async function openCrew(handler?: Parameters<typeof crewServer>[0]) {
  storeSession();
  const fetchMock = crewServer(handler);
  goTo(`/department/${CODE}`);
  render(<CrewApp />);
  await screen.findByText('Walk-in music');
  const socket = FakeWebSocket.last;
  act(() => socket.goLive(status(), 'department'));
  return { fetchMock, socket };
}

describe('crew live view', () => {
  it("shows the custom fields the owner chose for the department on the current and next cues, and re-reads them on a 'fields' refetch", async () => {
    const field = (id: number, name: string, kind: string) => ({
      id,
      eventId: EVENT_ID,
      name,
      kind,
      choices: kind === 'choice' ? ['Wide', 'Close'] : [],
      position: id,
      hidden: false,
      crewDepartmentIds: [],
    });
    let shot = 'Wide';
    const fields = () => ({
      fields: [field(1, 'Shot', 'choice'), field(2, 'Walk', 'duration'), field(3, 'Deck', 'link')],
      values: [
        { cueId: 1, fieldId: 1, value: shot },
        { cueId: 1, fieldId: 3, value: 'https://example.com/deck' },
        { cueId: 2, fieldId: 2, value: 90 },
      ],
    });
    const { socket, fetchMock } = await openCrew((method, url) =>
      method === 'GET' && url === `/api/events/${EVENT_ID}/fields` ? { body: fields() } : undefined,
    );
    const card = await screen.findByRole('region', { name: 'Cue details' });
    expect(within(card).getByText('Shot')).toBeInTheDocument();
    expect(within(card).getByText('Wide')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://example.com/deck' })).toHaveAttribute('href', 'https://example.com/deck');
    expect(within(card).queryByText('Walk')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next cue' })).getByText('Walk: 00:01:30')).toBeInTheDocument();
    shot = 'Close';
    act(() => socket.receive({ type: 'refetch', key: 'fields', eventId: EVENT_ID, revision: 9 }));
    expect(await within(card).findByText('Close')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => requestUrl(url).endsWith('/fields')).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the current cue, its status in words, the countdown, tasks, notes and the next cue', async () => {
    const { socket, fetchMock } = await openCrew();
    expect(screen.getByRole('heading', { level: 1, name: 'Sound' })).toBeInTheDocument();
    expect(await screen.findByText('Spring Gala')).toBeInTheDocument();
    expect(socket.sentOfType('subscribeEvent')).toEqual([{ type: 'subscribeEvent', eventId: EVENT_ID, token: TOKEN }]);
    const authHeaders = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(new Set(authHeaders)).toEqual(new Set([`Bearer ${TOKEN}`]));

    expect(screen.getByText('#1')).toBeInTheDocument();
    expect(screen.getByTestId('crew-status')).toHaveTextContent('Ready');
    expect(screen.getByTestId('crew-countdown')).toHaveTextContent('00:02:00');
    expect(screen.getByRole('checkbox', { name: 'Play walk-in playlist' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Mute stage mics' })).not.toBeInTheDocument();
    expect(screen.getByText('Fade under the MC')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next cue' })).getByText('#2 Lights down')).toBeInTheDocument();
    expect(screen.getByTestId('crew-connection')).toHaveTextContent('Live');

    const words = [
      [{ status: 'standby' }, 'Standing By', 'standby'],
      [{ status: 'go', runningSince: Date.now() - 30_000, elapsedTime: 30 }, 'In Progress', 'go'],
      [{ status: 'hold', elapsedTime: 30 }, 'On Hold', 'hold'],
      [{ status: 'idle' }, 'Ready', 'idle'],
    ] as const;
    let version = 2;
    for (const [patch, word, colour] of words) {
      push(socket, status({ ...patch, version: version++ }));
      expect(screen.getByTestId('crew-status')).toHaveTextContent(word);
      expect(screen.getByRole('region', { name: 'Current cue' })).toHaveAttribute('data-status', colour);
    }
    push(socket, status({ status: 'hold', currentCueId: 2, version }));
    expect(screen.getByText('Lights down', { selector: '.cue-action' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mute stage mics' })).toBeInTheDocument();
    expect(screen.getByText('This is the last cue.')).toBeInTheDocument();
  });

  it('dims the card when the link is lost, says how old the cue is, and marks the countdown estimated until live again', async () => {
    let down = false;
    const { socket } = await openCrew((method, url) =>
      down && url.endsWith('/cuestatus') ? { status: 503, body: { error: 'Service unavailable' } } : undefined,
    );
    push(socket, status({ status: 'go', runningSince: Date.now() - 5000, elapsedTime: 5, version: 2 }));
    const card = screen.getByRole('region', { name: 'Current cue' });
    expect(card).toHaveAttribute('data-stale', 'false');
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();

    down = true;
    act(() => socket.drop());
    expect(within(card).getByRole('status')).toHaveTextContent('Connection lost — showing the last known cue');
    expect(within(card).getByText(/^Last update/)).toBeInTheDocument();
    expect(card).toHaveAttribute('data-stale', 'true');
    expect(screen.getByRole('timer', { name: 'Remaining (estimated)' })).toHaveAttribute('data-estimated', 'true');
    // The last known cue stays readable: number, action, status and the counting estimate.
    expect(screen.getByTestId('crew-status')).toHaveTextContent('In Progress');

    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(2));
    act(() =>
      FakeWebSocket.last.goLive(status({ status: 'go', runningSince: Date.now() - 9000, elapsedTime: 9, version: 3 }), 'department'),
    );
    expect(card).toHaveAttribute('data-stale', 'false');
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Remaining' })).toHaveAttribute('data-estimated', 'false');
  });

  it('clears the notice when a status read over HTTP answers while the socket is still down', async () => {
    const { socket } = await openCrew();
    act(() => socket.drop());
    expect(await screen.findByText('Connection lost — showing the last known cue')).toBeInTheDocument();
    // Polls run every 2 s while the socket is down; the (fake) new socket never opens.
    await waitFor(() => expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByTestId('crew-connection')).toHaveTextContent('Reconnecting');
    expect(screen.getByRole('region', { name: 'Current cue' })).toHaveAttribute('data-stale', 'false');
  });

  it('offers Ready only on standby; it turns into "Ready ✓" once sent, and again for the next standby', async () => {
    const ack = { cueId: 1, standby: true, departments: [], allReady: false };
    const { socket, fetchMock } = await openCrew((method, url) => (method === 'POST' && url.endsWith('/ack') ? { body: ack } : undefined));
    expect(screen.queryByRole('button', { name: /^Ready/ })).not.toBeInTheDocument();
    push(socket, status({ status: 'standby', version: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect(await screen.findByRole('button', { name: 'Ready ✓' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `/api/events/${EVENT_ID}/ack`)).toHaveLength(1);
    push(socket, status({ status: 'go', runningSince: Date.now(), version: 3 }));
    expect(screen.queryByRole('button', { name: /^Ready/ })).not.toBeInTheDocument();
    push(socket, status({ status: 'standby', currentCueId: 2, version: 4 }));
    expect(screen.getByRole('button', { name: 'Ready' })).toBeInTheDocument();
  });

  it("keeps Ready's place through GO (nothing slides under the thumb), and a double tap on Problem sends nothing", async () => {
    const ack = { cueId: 1, standby: true, departments: [], allReady: false };
    const messages = [{ id: 5, text: 'Mic 3 is dead, use 4', sentAt: '2026-01-01T19:00:00.000Z', readAt: null }];
    const { socket, fetchMock } = await openCrew((method, url) => {
      if (method === 'POST' && url.endsWith('/ack')) return { body: ack };
      if (method === 'GET' && url.endsWith('/my-messages')) return { body: messages };
      if (method === 'GET' && url.endsWith('/problems')) return { body: [] };
      return undefined;
    });
    const actions = screen.getByTestId('crew-actions');
    // Before STANDBY, Ready's room is held by a placeholder that is no button, above Problem.
    expect(within(actions).getByTestId('crew-ready-slot')).toHaveTextContent('Ready at Standby');
    const order = () => [...actions.children].map((el) => el.getAttribute('data-testid') ?? el.tagName);
    expect(order()).toEqual(['crew-ready-slot', 'crew-problem-toggle']);
    push(socket, status({ status: 'standby', version: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect(await screen.findByRole('button', { name: 'Ready ✓' })).toBeInTheDocument();
    expect(order()).toEqual(['DIV', 'crew-problem-toggle']);
    push(socket, status({ status: 'go', runningSince: Date.now(), version: 3 }));
    expect(order()).toEqual(['crew-ready-slot', 'crew-problem-toggle']);

    // The late double tap: the first opens the choices, the second lands on Cancel in the same place.
    const problem = screen.getByRole('button', { name: 'Problem' });
    await userEvent.dblClick(problem);
    expect(problem).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Raise a problem' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `/api/events/${EVENT_ID}/problem`)).toEqual([]);
    // The deliberate way: Problem, then a reason.
    await userEvent.click(problem);
    expect(problem).toHaveTextContent('Cancel problem');
    await userEvent.click(within(screen.getByRole('form', { name: 'Raise a problem' })).getByRole('button', { name: 'Not ready' }));
    expect(bodiesOf(fetchMock, 'POST', `/api/events/${EVENT_ID}/problem`)).toEqual([{ reason: 'Not ready' }]);

    // A caller's message comes below Ready and Problem, never above the cue card (which would push it down).
    const message = await screen.findByTestId('crew-messages');
    const card = screen.getByRole('region', { name: 'Current cue' });
    expect(card.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(actions.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends a heartbeat frame every second while live, so the caller sees a silent phone as lost', async () => {
    const { socket } = await openCrew();
    // The clock burst is 5 pings 200 ms apart, then (before) one every 30 s; the heartbeat adds one a second.
    await waitFor(() => expect(socket.sentOfType('ping').length).toBeGreaterThanOrEqual(7), { timeout: 3500 });
  });

  it('ticks a task at once (the server is told), and undoes the tick when the server refuses', async () => {
    let fail = false;
    const { fetchMock } = await openCrew((method, url, body) => {
      if (method !== 'PUT' || url !== '/api/tasks/100') return undefined;
      if (fail) return { status: 403, body: { error: 'This task belongs to another department.' } };
      return {
        body: {
          id: 100,
          cueId: 1,
          departmentId: 10,
          description: 'Play walk-in playlist',
          completedAt: 'x',
          color: '',
          ...(body as object),
        },
      };
    });
    const box = screen.getByRole('checkbox', { name: 'Play walk-in playlist' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(bodiesOf(fetchMock, 'PUT', '/api/tasks/100')).toEqual([{ completed: true }]);
    fail = true;
    await userEvent.click(box);
    expect(await screen.findByText('Failed to update task: This task belongs to another department.')).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it('ticks a task another phone ticked from the change frame, and re-reads the list only after a missed revision', async () => {
    const { fetchMock, socket } = await openCrew((method, url) =>
      method === 'GET' && url === `/api/events/${EVENT_ID}/tasks` ? { body: tasks, headers: { 'X-Rundown-Revision': '5' } } : undefined,
    );
    const tasksRead = () => fetchMock.mock.calls.filter(([url]) => requestUrl(url).endsWith('/tasks')).length;
    const box = screen.getByRole('checkbox', { name: 'Play walk-in playlist' });
    expect(box).not.toBeChecked();
    const ticked = { ...tasks[0]!, completed: true, completedAt: '2025-06-01T19:00:00.000Z' };
    act(() => socket.receive({ type: 'tasksChanged', eventId: EVENT_ID, revision: 6, tasks: [ticked], removedIds: [] }));
    expect(box).toBeChecked();
    expect(tasksRead()).toBe(1);
    // Revision 7 never came: the change is shown and the list read again, once.
    const added = { ...tasks[0]!, id: 102, description: 'Check radio mics' };
    act(() => socket.receive({ type: 'tasksChanged', eventId: EVENT_ID, revision: 8, tasks: [added], removedIds: [] }));
    expect(screen.getByRole('checkbox', { name: 'Check radio mics' })).toBeInTheDocument();
    await waitFor(() => expect(tasksRead()).toBe(2));
  });

  it('speaks the calls after "Tap to enable sound", in the documented words', async () => {
    const spoken = stubSpeech();
    const { socket } = await openCrew();
    push(socket, status({ status: 'standby', version: 2 }));
    expect(spoken).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Tap to enable sound/ }));
    push(socket, status({ status: 'standby', version: 3, currentCueId: 2 }));
    push(socket, status({ status: 'go', runningSince: Date.now(), version: 4, currentCueId: 2 }));
    push(socket, status({ status: 'hold', version: 5, currentCueId: 2, elapsedTime: 3 }));
    expect(spoken.map((s) => s.text)).toEqual([
      'Sound on',
      'STAND BY cue 2: Lights down',
      'GO cue 2: Lights down',
      'HOLD cue 2: Lights down',
    ]);
  });

  it('goes back to the code page with the reason when the code is changed', async () => {
    const { socket } = await openCrew();
    act(() => socket.receive({ type: 'revoked', eventId: EVENT_ID, reason: 'This access code was changed. Enter the new code.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter access code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This access code was changed. Enter the new code.');
    expect(window.location.pathname).toBe('/department-login/access');
    expect(window.localStorage.getItem(`crewSession:${CODE}`)).toBeNull();
  });

  it('a 401 also ends the session', async () => {
    storeSession();
    crewServer((method, url) =>
      url.endsWith('/cues') ? { status: 401, body: { error: 'This access code session has ended. Enter the code again.' } } : undefined,
    );
    goTo(`/department/${CODE}`);
    render(<CrewApp />);
    expect(await screen.findByText('This access code session has ended. Enter the code again.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter access code' })).toBeInTheDocument();
    expect(window.localStorage.getItem(`crewSession:${CODE}`)).toBeNull();
  });

  it('without a session for the code, the code page tries it', async () => {
    const fetchMock = crewServer((method, url) =>
      method === 'POST' && url === '/api/access' ? { status: 404, body: { error: 'That access code was not found.' } } : undefined,
    );
    goTo('/department/xyz789');
    render(<CrewApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent('That access code was not found.');
    expect(screen.getByLabelText('Access code')).toHaveValue('XYZ789');
    expect(bodiesOf(fetchMock, 'POST', '/api/access')).toEqual([{ code: 'XYZ789' }]);
  });

  it('keeps the screen awake and asks again when the page is shown again', async () => {
    const locks: { released: boolean; release: () => Promise<void> }[] = [];
    const request = vi.fn(() => {
      const lock = { released: false, release: () => Promise.resolve() };
      locks.push(lock);
      return Promise.resolve(lock);
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      await openCrew();
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      // The browser drops the lock when the page is hidden; coming back asks again.
      locks[0]!.released = true;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });
});
