import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREDEFINED_DEPARTMENTS, type Department } from '@showcaller/shared';
import { dismissToasts, makeCue, makeDepartment, stubLayout, type RundownData } from '../test/fixtures';
import { callsTo, openShow } from '../test/openShow';
import { alreadyExists, alreadySelected, selectAtLeastOne } from './departmentNames';

beforeEach(stubLayout);
afterEach(() => {
  dismissToasts();
  vi.useRealTimers();
});

async function openDepartments(data: RundownData, handler?: Parameters<typeof openShow>[1]) {
  const app = await openShow(data, handler);
  await userEvent.click(screen.getByRole('button', { name: 'Add Department' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Departments' });
  return { ...app, dialog };
}

describe('Manage Departments dialog', () => {
  it('offers the predefined departments the event lacks and validates the selection', async () => {
    const { dialog, fetchMock } = await openDepartments({ departments: [makeDepartment(10, 'Sound')] });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(PREDEFINED_DEPARTMENTS.length - 1);
    expect(within(dialog).queryByRole('checkbox', { name: 'Sound' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Departments' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(selectAtLeastOne());

    const custom = within(dialog).getByLabelText('Custom department');
    await userEvent.type(custom, '  sound ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(alreadyExists());

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Light' }));
    await userEvent.clear(custom);
    await userEvent.type(custom, ' light{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(alreadySelected());
    expect(callsTo(fetchMock, 'POST', '/api/departments')).toEqual([]);
  });

  it('posts one department per selection, custom names trimmed', async () => {
    const data: RundownData = { departments: [] };
    let nextId = 20;
    const { dialog, fetchMock } = await openDepartments(data, (method, url, body) => {
      if (method !== 'POST' || url !== '/api/departments') return undefined;
      const name = (body as { name: string }).name;
      if (name === 'FX') return { status: 409, body: { error: 'A department with this name already exists' } };
      const department: Department = makeDepartment(nextId++, name);
      data.departments = [...(data.departments ?? []), department];
      return { status: 201, body: department };
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Light' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'FX' }));
    await userEvent.type(within(dialog).getByLabelText('Custom department'), '  Pyro  {Enter}');
    expect(within(dialog).getByRole('checkbox', { name: 'Pyro' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Departments' }));

    expect(await screen.findByText('Failed to add department')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/departments')).toEqual([
      { eventId: 7, name: 'Light' },
      { eventId: 7, name: 'FX' },
      { eventId: 7, name: 'Pyro' },
    ]);
    // The failed one stays selected; the added ones became columns.
    expect(within(dialog).getByRole('checkbox', { name: 'FX' })).toBeChecked();
    // The dialog is modal: the table behind it is hidden from the accessibility tree meanwhile.
    expect(screen.getByRole('columnheader', { name: /^Pyro/, hidden: true })).toBeInTheDocument();
  });

  it('removes a department after confirmation and Undo restores it', async () => {
    const sound = makeDepartment(10, 'Sound');
    const data: RundownData = { departments: [sound] };
    const { dialog, fetchMock } = await openDepartments(data, (method, url) => {
      if (method === 'DELETE' && url === '/api/departments/10') {
        data.departments = [];
        return { body: { department: sound, tasks: [] } };
      }
      if (method === 'POST' && url === '/api/departments/restore') {
        data.departments = [{ ...sound, accessCode: 'NEWCDE' }];
        return { status: 201, body: { department: data.departments[0], tasks: [] } };
      }
      return undefined;
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Remove Departments' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sound' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Department removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Sound/, hidden: true })).not.toBeInTheDocument());
    // The toast's Undo is behind the modal dialog; the dialog offers the same Undo.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo removing Sound' }));
    expect(await screen.findByRole('columnheader', { name: /^Sound/, hidden: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Undo removing Sound' })).not.toBeInTheDocument();
    // The browser never names a code: the server gives the restored department a new one, shown at once.
    expect(callsTo(fetchMock, 'POST', '/api/departments/restore')).toEqual([{ eventId: 7, name: 'Sound', position: 10, tasks: [] }]);
    expect(await screen.findByText('Sound: new access code NEWCDE')).toBeInTheDocument();
  });
});

describe('New / Edit Action dialog', () => {
  it('requires an action, defaults the time after the last cue and converts minutes', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { time: '19:00:00', duration: 90 })] };
    const { fetchMock } = await openShow(data, (method, url, body) =>
      method === 'POST' && url === '/api/cues' ? { status: 201, body: { ...makeCue(2, 2), ...(body as object) } } : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Action' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Action' });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('19:01:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Action' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Action name is required');

    await userEvent.type(within(dialog).getByLabelText('Action'), '  Band on stage ');
    // Minutes by default (docs/product.md#during-a-show): '5' is five minutes without touching the unit.
    expect(within(dialog).getByLabelText('Duration unit')).toHaveValue('minutes');
    await userEvent.type(within(dialog).getByLabelText('Duration'), '5');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Action' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/cues')).toEqual([
      {
        eventId: 7,
        number: 2,
        time: '19:01:30',
        timeMode: 'linked',
        action: 'Band on stage',
        duration: 300,
        notes: null,
        colorMark: '#FF69B4',
      },
    ]);
  });

  it('links a new cue by default; a hard start takes a typed 24-hour time; long text is kept with a counter', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { time: '19:00:00', duration: null })] };
    const { fetchMock } = await openShow(data, (method, url, body) =>
      method === 'POST' && url === '/api/cues' ? { status: 201, body: { ...makeCue(2, 2), ...(body as object) } } : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Action' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Action' });
    // The previous cue has no duration: it runs the default 5:00.
    expect(within(dialog).getByLabelText('Time')).toHaveValue('19:05:00');
    expect(within(dialog).getByRole('radio', { name: /linked/ })).toBeChecked();
    // Typing a time fixes the cue there.
    const time = within(dialog).getByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '21:30:05');
    expect(within(dialog).getByRole('radio', { name: /hard start/ })).toBeChecked();

    const action = within(dialog).getByLabelText('Action');
    await userEvent.click(action);
    await userEvent.paste('x'.repeat(505));
    expect(action).toHaveValue('x'.repeat(505));
    expect(within(dialog).getByText(/505 \/ 500/)).toHaveTextContent('Action must be at most 500 characters; 5 too many.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Action' }));
    expect(callsTo(fetchMock, 'POST', '/api/cues')).toEqual([]);
    await userEvent.type(action, '{Backspace>5/}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Action' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/cues')).toMatchObject([{ time: '21:30:05', timeMode: 'hard', action: 'x'.repeat(500) }]);
  });

  it('shows a whole-minute duration in minutes when editing', async () => {
    await openShow({ cues: [makeCue(1, 1, { duration: 120, time: 'TBD' })] }, undefined, { edit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit cue 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Action #1' });
    expect(within(dialog).getByLabelText('Duration')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Duration unit')).toHaveValue('minutes');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('');
  });
});
