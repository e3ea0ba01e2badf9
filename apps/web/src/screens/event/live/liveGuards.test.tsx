/**
 * docs/decisions/0020-rewind-guard-and-undo.md and docs/decisions/0021-resume.md on the show screen: while the show is live a row or TIME click asks in the
 * page first (never window.confirm), a cancel changes nothing, a confirmed jump offers Undo; GO
 * with a problem open asks in the page too; RESUME lights up only while a cue is held after its GO.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, makeStatus } from '@/realtime/test/FakeWebSocket';
import { callsTo, openShow } from '../test/openShow';
import { dismissToasts, EVENT_ID, idleStatus, makeCue, stubLayout, type RundownData } from '../test/fixtures';
import { answerCommands, commandsRun, openLive, push, statusOf, statusServer } from './test/liveShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const base = `/api/events/${EVENT_ID}/cuestatus`;
const threeCues = (): RundownData => ({
  cues: [makeCue(1, 1, { time: '19:00:00' }), makeCue(2, 2, { time: '19:01:00' }), makeCue(3, 3, { time: '19:02:00' })],
});

describe('live guards', () => {
  it('asks in the page before a TIME click moves a live show; Cancel changes nothing, confirm jumps and offers Undo', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const data = threeCues();
    const { table, fetchMock } = await openLive(
      { ...data, cueStatus: statusOf(data, { currentCueId: 3, status: 'go', runningSince: Date.now(), live: true, version: 4 }) },
      { undo: { body: { cueStatus: makeStatus({ currentCueId: 3, status: 'go', runningSince: Date.now(), live: true, version: 6 }) } } },
    );
    await userEvent.click(within(table).getByRole('button', { name: /set cue 1 as current cue/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The show is live. Jump to cue 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', base)).toEqual([]);

    // Enter (the GO key) answers the safe way: nothing moves.
    await userEvent.click(within(table).getByRole('button', { name: /set cue 1 as current cue/ }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', base)).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: /set cue 1 as current cue/ }));
    const asked = await screen.findByRole('alertdialog');
    await userEvent.click(asked.querySelector<HTMLElement>('[data-confirm]')!);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', base)).toEqual([{ currentCueId: 1 }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${base}/undo`)).toEqual([{ version: 5 }]));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask before the show is live, and Escape cancels a question', async () => {
    const data = threeCues();
    const { table, fetchMock, socket } = await openLive({
      ...data,
      cueStatus: statusOf(data, { currentCueId: 2, status: 'hold', live: false }),
    });
    await userEvent.click(within(table).getByRole('button', { name: /set cue 3 as current cue/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', base)).toEqual([{ currentCueId: 3 }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    push(socket, statusOf(data, { currentCueId: 3, status: 'go', runningSince: Date.now(), live: true, version: 9 }));
    await userEvent.click(within(table).getByRole('button', { name: /set cue 1 as current cue/ }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', base)).toHaveLength(1);
  });

  it('GO with a problem open asks in the page, never with window.confirm', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const data = threeCues();
    const problems = [{ departmentId: 1, name: 'Sound', reason: 'No power', raisedAt: new Date().toISOString() }];
    const server = statusServer(data);
    const { fetchMock } = await openShow(data, (method, url, body) =>
      method === 'GET' && url === `/api/events/${EVENT_ID}/problems` ? { body: problems } : server.handler(method, url, body),
    );
    const socket = FakeWebSocket.last;
    answerCommands(socket, server.handler);
    act(() => socket.goLive(idleStatus(data)));
    await waitFor(() => expect(screen.getAllByText(/No power/).length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: /^GO/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'A department has a problem. GO anyway?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wait' }));
    expect(commandsRun(fetchMock, socket, 'go')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: /^GO/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'GO anyway' }));
    await waitFor(() => expect(commandsRun(fetchMock, socket, 'go')).toBe(1));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('RESUME is enabled only while a cue is held after its GO, and posts resume; GO then reads "GO 0:00"', async () => {
    const data = threeCues();
    const { socket, fetchMock } = await openLive({
      ...data,
      cueStatus: statusOf(data, { currentCueId: 1, status: 'go', runningSince: Date.now() }),
    });
    expect(screen.getByRole('button', { name: /^RESUME/ })).toBeDisabled();
    push(socket, statusOf(data, { currentCueId: 1, status: 'hold', elapsedTime: 95, version: 7 }));
    const resume = screen.getByRole('button', { name: /^RESUME/ });
    expect(resume).toBeEnabled();
    expect(screen.getByRole('button', { name: /^GO 0:00/ })).toBeInTheDocument();
    await userEvent.click(resume);
    await waitFor(() => expect(commandsRun(fetchMock, socket, 'resume')).toBe(1));
  });

  it('says who moved the show when OSC or Companion did', async () => {
    const data = threeCues();
    const { socket } = await openLive(data);
    expect(screen.getByTestId('moved-by')).toHaveTextContent('');
    push(socket, statusOf(data, { status: 'go', runningSince: Date.now(), movedBy: 'osc', version: 3 }));
    expect(screen.getByTestId('moved-by')).toHaveTextContent('Moved by OSC');
    push(socket, statusOf(data, { status: 'hold', movedBy: 'screen', version: 4 }));
    expect(screen.getByTestId('moved-by')).toHaveTextContent('');
  });
});
