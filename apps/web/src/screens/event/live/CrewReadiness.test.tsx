import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '@showcaller/shared';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, idleStatus, makeCue, makeDepartment, stubLayout, type RundownData } from '../test/fixtures';
import type { AckState, DevicesState } from './crewQueries';
const ALL_READY_TEXT = 'All departments ready';
import { push, statusOf, statusServer } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const data: RundownData = {
  cues: [makeCue(1, 1, { action: 'Walk-in music' }), makeCue(2, 2)],
  departments: [makeDepartment(10, 'Sound'), makeDepartment(11, 'Light')],
};

const device = { rttMs: 34.4, offsetMs: -12, lastSeenMsAgo: 2000, connectedAt: '2026-01-01T19:00:00.000Z', lost: false };

/** The show with GET /acks and /devices answered by the given functions (read at each call). */
async function openWithCrew(acks: () => AckState, devices: () => DevicesState, problems: () => Problem[] = () => []) {
  const server = statusServer(data);
  const opened = await openShow(data, (method, url, body) => {
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/acks`) return { body: acks() };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/devices`) return { body: devices() };
    if (method === 'GET' && url === `/api/events/${EVENT_ID}/problems`) return { body: problems() };
    return server.handler(method, url, body);
  });
  const socket = FakeWebSocket.last;
  act(() => socket.goLive(idleStatus(data)));
  return { ...opened, socket };
}

const refetch = (socket: FakeWebSocket, key: 'acks' | 'devices' | 'crewTalk') =>
  act(() => socket.receive({ type: 'refetch', key, eventId: EVENT_ID, revision: Date.now() }));

describe('crew readiness on the control panel', () => {
  it('shows who is ready during STANDBY, then "All departments ready"', async () => {
    let lightReady: string | null = null;
    const acks = (): AckState => ({
      cueId: 1,
      standby: true,
      departments: [
        { departmentId: 10, name: 'Sound', readyAt: '2026-01-01T19:00:01.000Z' },
        { departmentId: 11, name: 'Light', readyAt: lightReady },
      ],
      allReady: lightReady !== null,
    });
    const { socket } = await openWithCrew(acks, () => ({ departments: [], callers: [] }));
    expect(screen.queryByTestId('ready-acks')).not.toBeInTheDocument();

    push(socket, statusOf(data, { status: 'standby', version: 2 }));
    const panel = await screen.findByTestId('ready-acks');
    expect(within(panel).getByText('Ready: 1 of 2 departments')).toBeInTheDocument();
    expect(within(panel).getByText('Sound: Ready')).toBeInTheDocument();
    expect(within(panel).getByText('Light: Waiting')).toBeInTheDocument();

    lightReady = '2026-01-01T19:00:02.000Z';
    refetch(socket, 'acks');
    expect(await screen.findByText(ALL_READY_TEXT)).toBeInTheDocument();

    push(socket, statusOf(data, { status: 'go', runningSince: Date.now(), version: 3 }));
    expect(screen.queryByTestId('ready-acks')).not.toBeInTheDocument();
  });

  it('turns a department’s chip red with its reason while it flags a problem, without moving GO', async () => {
    let problems: Problem[] = [];
    const acks = (): AckState => ({
      cueId: 1,
      standby: true,
      departments: [
        { departmentId: 10, name: 'Sound', readyAt: '2026-01-01T19:00:01.000Z' },
        { departmentId: 11, name: 'Light', readyAt: '2026-01-01T19:00:02.000Z' },
      ],
      allReady: true,
    });
    const { socket } = await openWithCrew(
      acks,
      () => ({ departments: [], callers: [] }),
      () => problems,
    );
    push(socket, statusOf(data, { status: 'standby', version: 2 }));
    const panel = await screen.findByTestId('ready-acks');
    expect(await within(panel).findByText(ALL_READY_TEXT)).toBeInTheDocument();

    problems = [{ departmentId: 10, name: 'Sound', reason: 'Need time', raisedAt: '2026-01-01T19:00:03.000Z' }];
    refetch(socket, 'crewTalk');
    // The words come in parts (on a phone "problem" is for screen readers only): match the whole chip.
    const chipNamed = (text: string) => within(panel).findByText((_, el) => el?.tagName === 'LI' && el.textContent === text);
    const chip = await chipNamed('Sound: problem — Need time');
    expect(chip).toHaveAttribute('data-state', 'problem');
    expect(chip).toHaveClass('bg-destructive');
    expect(chip.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // A department with a problem is not counted ready, and comes first on the line.
    expect(within(panel).getByText('Ready: 1 of 2 departments')).toBeInTheDocument();
    expect(within(panel).queryByText(ALL_READY_TEXT)).not.toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sound: problem — Need time', 'Light: Ready']);
    // The chip lives in the fixed-height strip below the buttons, so no control moves (e2e checks the boxes).
    expect(screen.getByTestId('crew-strip')).toContainElement(chip);

    problems = [{ departmentId: 10, name: 'Sound', reason: null, raisedAt: '2026-01-01T19:00:04.000Z' }];
    refetch(socket, 'crewTalk');
    expect(await chipNamed('Sound: problem')).toHaveAttribute('data-state', 'problem');

    problems = [];
    refetch(socket, 'crewTalk');
    expect(await within(panel).findByText('Sound: Ready')).toHaveAttribute('data-state', 'ready');
    expect(within(panel).getByText(ALL_READY_TEXT)).toBeInTheDocument();
  });

  it('warns beside GO when a department has no device (GO still works) and lists device health', async () => {
    let lightDevices = [] as (typeof device)[];
    const devices = (): DevicesState => ({
      departments: [
        { departmentId: 10, name: 'Sound', devices: [device], noDevice: false, lost: false },
        { departmentId: 11, name: 'Light', devices: lightDevices, noDevice: lightDevices.length === 0, lost: false },
      ],
      callers: [device],
    });
    const { socket } = await openWithCrew(() => ({ cueId: 1, standby: false, departments: [], allReady: false }), devices);
    const warning = await screen.findByTestId('no-device-warning');
    expect(warning).toHaveTextContent('No device connected for Light. GO still works');
    const go = screen.getByRole('button', { name: /^GO/ });
    expect(go).toBeEnabled();
    expect(go).toHaveAccessibleDescription(/No device connected for Light/);

    await userEvent.click(screen.getByRole('button', { name: 'Crew devices, 1 without a device' }));
    const popover = await screen.findByRole('dialog', { name: 'Crew devices' });
    expect(within(popover).getByText('No device connected')).toBeInTheDocument();
    expect(within(popover).getByText(/round trip 34 ms · offset −12 ms · seen (just now|\d+ s ago)/)).toBeInTheDocument();
    expect(within(popover).getByText('Caller screens connected: 1')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    lightDevices = [device];
    refetch(socket, 'devices');
    await waitFor(() => expect(screen.queryByTestId('no-device-warning')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Crew devices' })).toBeInTheDocument();
  });

  it('shows a department whose phone went silent as lost (warning, chip, device list) and clears it when it is back', async () => {
    let lost = true;
    const devices = (): DevicesState => ({
      departments: [
        { departmentId: 10, name: 'Sound', devices: [device], noDevice: false, lost: false },
        { departmentId: 11, name: 'Light', devices: [{ ...device, lastSeenMsAgo: 3200, lost }], noDevice: false, lost },
      ],
      callers: [],
    });
    const acks = (): AckState => ({
      cueId: 1,
      standby: true,
      departments: [
        { departmentId: 10, name: 'Sound', readyAt: null },
        { departmentId: 11, name: 'Light', readyAt: '2026-01-01T19:00:02.000Z' },
      ],
      allReady: false,
    });
    const { socket } = await openWithCrew(acks, devices);
    const warning = await screen.findByTestId('no-device-warning');
    expect(warning).toHaveTextContent('No device connected for Light (lost contact). GO still works');

    // During STANDBY its earlier Ready does not count: the chip says it is lost, before those waiting.
    push(socket, statusOf(data, { status: 'standby', version: 2 }));
    const panel = await screen.findByTestId('ready-acks');
    const chip = await within(panel).findByText('Light: Lost contact');
    expect(chip.closest('li')).toHaveAttribute('data-state', 'lost');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Light: Lost contact', 'Sound: Waiting']);

    await userEvent.click(screen.getByRole('button', { name: 'Crew devices, 1 without a device' }));
    const popover = await screen.findByRole('dialog', { name: 'Crew devices' });
    expect(within(popover).getByText(/Lost contact · last heard \d+ s ago/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    lost = false;
    refetch(socket, 'devices');
    expect(await within(panel).findByText('Light: Ready')).toHaveAttribute('data-state', 'ready');
    await waitFor(() => expect(screen.queryByTestId('no-device-warning')).not.toBeInTheDocument());
  });
});
