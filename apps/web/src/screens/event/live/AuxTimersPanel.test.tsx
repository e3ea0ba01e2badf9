/**
 * The caller's auxiliary timers (docs/decisions/0037-aux-timers.md): made, run and set from the
 * panel by keyboard-reachable controls; the list and the readout come from the socket's frame and
 * the server clock; a count-down past zero reads negative and red; a refusal is said.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auxTimerInputSchema, type AuxTimer } from '@showcaller/shared';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { callsTo, openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, idleStatus, makeCue, stubLayout, type RundownData } from '../test/fixtures';
import { statusServer } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const base = `/api/events/${EVENT_ID}/aux-timers`;
const speaker = (over: Partial<AuxTimer> = {}): AuxTimer => ({
  id: 1,
  slot: 1,
  name: 'Speaker',
  direction: 'down',
  durationMs: 300_000,
  elapsedMs: 0,
  runningSince: null,
  onStage: false,
  version: 1,
  ...over,
});

async function open(answers: { command?: { status: number; body: unknown } } = {}) {
  const data: RundownData = { cues: [makeCue(1, 1, { action: 'Keynote' })] };
  const status = statusServer(data);
  const opened = await openShow(data, (method, url, body) => {
    if (method === 'PUT' && url === `${base}/1`) return { status: 201, body: [speaker(auxTimerInputSchema.parse(body))] };
    if (method === 'POST' && url === `${base}/1/command`) return answers.command ?? { body: speaker() };
    return status.handler(method, url, body);
  });
  const socket = FakeWebSocket.last;
  act(() => socket.goLive(idleStatus(data)));
  const frame = (timers: AuxTimer[]) => act(() => socket.receive({ type: 'auxTimers', eventId: EVENT_ID, timers, serverTime: Date.now() }));
  return { ...opened, frame };
}

describe('aux timers panel', () => {
  it('makes a named count-down, starts it and sets it, and shows what the server sends', async () => {
    const user = userEvent.setup();
    const { fetchMock, frame } = await open();
    frame([]);
    const panel = screen.getByRole('region', { name: 'Timers' });
    await user.click(within(panel).getByRole('button', { name: 'Add timer' }));
    await user.type(within(panel).getByLabelText('Name'), 'Speaker');
    await user.clear(within(panel).getByLabelText('Length (m:ss)'));
    await user.type(within(panel).getByLabelText('Length (m:ss)'), '5:00');
    await user.click(within(panel).getByLabelText('On stage'));
    await user.click(within(panel).getByRole('button', { name: 'Save timer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `${base}/1`)).toEqual([{ name: 'Speaker', direction: 'down', durationMs: 300_000, onStage: true }]),
    );
    frame([speaker({ onStage: true })]);
    expect(within(panel).getByTestId('aux-readout-1')).toHaveTextContent('5:00');
    await user.click(within(panel).getByRole('button', { name: 'Start Speaker' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${base}/1/command`)).toEqual([{ command: 'start' }]));
    frame([speaker({ onStage: true, runningSince: Date.now() - 61_000 })]);
    expect(within(panel).getByTestId('aux-readout-1')).toHaveTextContent(/^3:5\d$/);
    expect(within(panel).getByRole('button', { name: 'Pause Speaker' })).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Set Speaker to (m:ss)'), '2:30{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${base}/1/command`).at(-1)).toEqual({ command: 'set', ms: 150_000 }));
  });

  it('shows a count-down past zero negative and red', async () => {
    const { frame } = await open();
    frame([speaker({ durationMs: 10_000, runningSince: Date.now() - 15_000 })]);
    const readout = screen.getByTestId('aux-readout-1');
    expect(readout.textContent).toMatch(/^-0:0[45]$/);
    expect(readout.className).toContain('text-destructive');
    expect(screen.getByRole('timer', { name: /Speaker: -0:0[45], over time/ })).toBeInTheDocument();
  });

  it('says why the server refused a command', async () => {
    const user = userEvent.setup();
    const { frame } = await open({
      command: { status: 404, body: { error: 'There is no timer 1 in this event: make it on the caller screen first.' } },
    });
    frame([speaker()]);
    await user.click(screen.getByRole('button', { name: 'Reset Speaker' }));
    expect(await within(screen.getByRole('region', { name: 'Timers' })).findByRole('alert')).toHaveTextContent('There is no timer 1');
  });
});
