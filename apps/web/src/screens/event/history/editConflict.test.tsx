/**
 * Two people, one cell (docs/decisions/0032-history-versions-presence.md): the show screen says who
 * else is editing which cell, tells the others when it edits one, and a save refused because
 * someone else saved the cell meanwhile keeps the input open with the server's sentence; saving
 * again then replaces their value on purpose.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { dismissToasts, EVENT_ID, idleStatus, makeCue, stubLayout, type RundownData } from '../test/fixtures';
import { callsTo, openShow } from '../test/openShow';

beforeEach(stubLayout);
afterEach(dismissToasts);

const REFUSED = 'Caller code changed the action of cue 1 to “Doors at 7” while you were editing it, so your change was not saved.';

describe('presence and edit conflicts on the show screen', () => {
  it('shows who else is here and in which cell, and tells the others which cell it edits', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { action: 'Doors' }), makeCue(2, 2, { action: 'Welcome' })] };
    const { table } = await openShow(data, undefined, { edit: true });
    const socket = FakeWebSocket.last;
    act(() => socket.goLive(idleStatus(data)));
    act(() =>
      socket.receive({
        type: 'presence',
        eventId: EVENT_ID,
        people: [{ key: 'caller:', label: 'Caller code', cueId: 2, field: 'action' }],
      }),
    );
    const bar = await screen.findByRole('region', { name: 'Also on this show' });
    expect(bar).toHaveTextContent('Caller code editing cue 2, action');
    expect(within(table).getByRole('button', { name: 'Edit action of cue 2 (Caller code is editing it)' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit action of cue 1' }));
    expect(socket.sentOfType('editing').at(-1)).toEqual({ type: 'editing', eventId: EVENT_ID, cueId: 1, field: 'action' });
    await userEvent.keyboard('{Escape}');
    expect(socket.sentOfType('editing').at(-1)).toEqual({ type: 'editing', eventId: EVENT_ID, cueId: null, field: null });
  });

  it('keeps the editor open with the other person’s value when the save is refused; a second save replaces it', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { action: 'Doors' })] };
    let refuse = true;
    const { fetchMock, table } = await openShow(
      data,
      (method, url, body) => {
        if (method !== 'PATCH' || url !== '/api/cues/1') return undefined;
        const cue = data.cues![0]!;
        if (refuse) {
          refuse = false;
          cue.action = 'Doors at 7'; // the co-caller's save, a moment earlier
          return { status: 409, body: { error: REFUSED } };
        }
        Object.assign(cue, { action: (body as { action: string }).action });
        return { body: cue };
      },
      { edit: true },
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Edit action of cue 1' }));
    const input = screen.getByRole('textbox', { name: 'action of cue 1' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Doors at 8{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByRole('textbox', { name: 'action of cue 1' })).toHaveValue('Doors at 8');
    // Their value is read again; saving now means "mine instead", compared with what is now on screen.
    await userEvent.click(screen.getByRole('button', { name: 'Save action of cue 1' }));
    expect(await within(table).findByText('Doors at 8')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/cues/1')).toEqual([
      { action: 'Doors at 8', base: { action: 'Doors' } },
      { action: 'Doors at 8', base: { action: 'Doors at 7' } },
    ]);
  });

  it('sends a custom field cell’s value as it was when opened; after a refusal the next save compares with the new value', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { action: 'Doors' })] };
    const mic = { id: 7, eventId: EVENT_ID, name: 'Mic', kind: 'text', choices: [], position: 0, hidden: false, crewDepartmentIds: [] };
    let stored = 'Lectern';
    let refuse = true;
    const { fetchMock, table } = await openShow(
      data,
      (method, url, body) => {
        if (method === 'GET' && url === `/api/events/${EVENT_ID}/fields`) {
          return { body: { fields: [mic], values: [{ cueId: 1, fieldId: 7, value: stored }] } };
        }
        if (method !== 'PUT' || url !== '/api/cues/1/fields/7') return undefined;
        if (refuse) {
          refuse = false;
          stored = 'Headset'; // the co-caller's save, a moment earlier
          return {
            status: 409,
            body: { error: 'Caller code changed the Mic of cue 1 to “Headset” while you were editing it, so your change was not saved.' },
          };
        }
        stored = (body as { value: string }).value;
        return { body: { cueId: 1, fieldId: 7, value: stored } };
      },
      { edit: true },
    );
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit Mic of cue 1' }));
    const input = screen.getByRole('textbox', { name: 'Mic of cue 1' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Handheld{Enter}');
    expect(await screen.findByText(/Caller code changed the Mic of cue 1/)).toBeInTheDocument();
    // The values are read again; saving now means "mine instead", compared with their value.
    await expect.poll(() => callsTo(fetchMock, 'GET', `/api/events/${EVENT_ID}/fields`).length).toBeGreaterThan(1);
    expect(screen.getByRole('textbox', { name: 'Mic of cue 1' })).toHaveValue('Handheld');
    await userEvent.click(screen.getByRole('button', { name: 'Save Mic of cue 1' }));
    expect(await within(table).findByText('Handheld')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/cues/1/fields/7')).toEqual([
      { value: 'Handheld', base: 'Lectern' },
      { value: 'Handheld', base: 'Headset' },
    ]);
  });
});
