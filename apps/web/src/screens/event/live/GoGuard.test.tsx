/** The double-GO guard on the caller screen: its setting, and a refused GO's visible message. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GO_IGNORED } from '@showcaller/shared';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { callsTo, openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, idleStatus, makeCue, sampleEvent, stubLayout, type RundownData } from '../test/fixtures';
import { goGuardMsFrom, goGuardSeconds, goRefusalNotice } from './goGuard';
import { answerCommands, commandsRun, openLive, statusServer } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const twoCues = (): RundownData => ({ cues: [makeCue(1, 1, { action: 'Walk-in music' }), makeCue(2, 2, { action: 'Lights down' })] });
const REFUSAL = `${GO_IGNORED}: it came 0.3 s after the last GO, and this show takes one GO per 1 s.`;

describe('double-GO guard', () => {
  it('reads the seconds field as the server wants it: 0.5 to 10 s in 0.1 s steps', () => {
    expect(goGuardMsFrom('1')).toEqual({ ms: 1000 });
    expect(goGuardMsFrom(' 0.5 ')).toEqual({ ms: 500 });
    expect(goGuardMsFrom('2,5')).toEqual({ ms: 2500 });
    expect(goGuardMsFrom('10')).toEqual({ ms: 10_000 });
    for (const bad of ['', '0.4', '10.1', '1.25', 'abc', '-1'])
      expect(goGuardMsFrom(bad), bad).toEqual({ error: 'Choose from 0.5 to 10 seconds, in steps of 0.1 s.' });
    expect(goGuardSeconds(1500)).toBe('1.5');
  });

  it('turns the server refusal into a titled notice, and leaves other refusals alone', () => {
    expect(goRefusalNotice(REFUSAL)).toEqual({
      title: GO_IGNORED,
      detail: 'It came 0.3 s after the last GO, and this show takes one GO per 1 s.',
    });
    expect(goRefusalNotice('No cues available for this event')).toBeUndefined();
    expect(goRefusalNotice(undefined)).toBeUndefined();
  });

  it('a GO the server refuses shows "GO ignored (double press)" with why', async () => {
    await openLive(twoCues(), { go: { status: 409, body: { error: REFUSAL } } });
    await userEvent.click(screen.getByRole('button', { name: /^GO/ }));
    // The file's first show screen loads its lazy parts: on a busy machine the answer takes over a second.
    expect(await screen.findByText(GO_IGNORED, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('It came 0.3 s after the last GO, and this show takes one GO per 1 s.')).toBeInTheDocument();
  });

  it('is off by default; switching it on saves 1 s, and a new value is saved in ms', async () => {
    const { fetchMock } = await openLive(twoCues());
    const toggle = screen.getByRole('checkbox', { name: 'Double-GO guard' });
    const seconds = screen.getByRole('spinbutton', { name: 'ignore a GO within' });
    expect(toggle).not.toBeChecked();
    expect(seconds).toBeDisabled();
    // The box shows the click at once, while it saves: never unchecked again for a moment.
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', `/api/events/${EVENT_ID}`)).toEqual([{ goGuardMs: 1000 }]));
  });
  it('Enter saves the seconds and gives the keys back to the show: the next G is GO, not a "g" in the field', async () => {
    const { fetchMock, socket } = await openWithGuard(1000);
    const seconds = screen.getByRole('spinbutton', { name: 'ignore a GO within' });
    await waitFor(() => expect(seconds).toHaveValue(1));
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '2{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', `/api/events/${EVENT_ID}`)).toEqual([{ goGuardMs: 2000 }]));
    expect(seconds).not.toHaveFocus();
    await waitFor(() => expect(seconds).toHaveValue(2));
    await userEvent.keyboard('g');
    await waitFor(() => expect(commandsRun(fetchMock, socket, 'go')).toBe(1));
  });

  it('Enter on a value out of range keeps the field and says why, saving nothing', async () => {
    const { fetchMock } = await openWithGuard(1000);
    const seconds = screen.getByRole('spinbutton', { name: 'ignore a GO within' });
    await waitFor(() => expect(seconds).toHaveValue(1));
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '20{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose from 0.5 to 10 seconds, in steps of 0.1 s.');
    expect(seconds).toHaveFocus();
    expect(callsTo(fetchMock, 'PATCH', `/api/events/${EVENT_ID}`)).toEqual([]);
  });
});

/** The live show with the guard already at `ms`; PATCH /api/events/{id} answers the event with the new goGuardMs. */
async function openWithGuard(ms: number) {
  const data: RundownData = { ...twoCues(), event: { ...sampleEvent, goGuardMs: ms } };
  const server = statusServer(data);
  const opened = await openShow(data, (method, url, body) => {
    if (method !== 'PATCH' || url !== `/api/events/${EVENT_ID}`) return server.handler(method, url, body);
    const next =
      typeof body === 'object' && body !== null && 'goGuardMs' in body && typeof body.goGuardMs === 'number' ? body.goGuardMs : ms;
    return { body: { ...sampleEvent, goGuardMs: next } };
  });
  answerCommands(FakeWebSocket.last, server.handler);
  act(() => FakeWebSocket.last.goLive(idleStatus(data)));
  return { ...opened, socket: FakeWebSocket.last };
}

// The call colours beside it save on one click the same way (useSaveShownAtOnce).
describe('call colours setting', () => {
  it('shows the chosen colours from the click on, and saves them', async () => {
    const { fetchMock } = await openLive(twoCues());
    const cueLight = screen.getByRole('radio', { name: 'Cue light: red standby, green GO' });
    expect(cueLight).not.toBeChecked();
    fireEvent.click(cueLight);
    expect(cueLight).toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', `/api/events/${EVENT_ID}`)).toEqual([{ cueColors: 'cue-light' }]));
  });
});
