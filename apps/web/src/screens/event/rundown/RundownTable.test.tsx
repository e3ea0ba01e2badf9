import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cue } from '@showcaller/shared';
import { COLUMN_WIDTHS_STORAGE_KEY } from '@/lib/columnWidths';
import { makeCue, makeDepartment, makeTask, dismissToasts, stubLayout, type RundownData } from '../test/fixtures';
import { callsTo, openShow } from '../test/openShow';
import { durationInputError } from './CueCells';
import { emptyRundownText } from './RundownTable';

beforeEach(stubLayout);
afterEach(dismissToasts);

function patchHandler(data: RundownData) {
  return (method: string, url: string, body: unknown) => {
    const match = /^\/api\/cues\/(\d+)$/.exec(url);
    if (method !== 'PATCH' || !match) return undefined;
    const cue = data.cues?.find((c) => c.id === Number(match[1]));
    if (!cue) return { status: 404, body: { error: 'Cue not found' } };
    Object.assign(cue, body);
    return { body: cue };
  };
}

describe('rundown table: inline duration editing', () => {
  it('Enter confirms: hh:mm:ss, plain seconds and --:--:-- are sent as seconds', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { duration: 60 })] };
    const { fetchMock, table } = await openShow(data, patchHandler(data), { edit: true });

    await userEvent.click(screen.getByRole('button', { name: 'Edit duration of cue 1' }));
    const input = screen.getByRole('textbox', { name: 'duration of cue 1' });
    expect(input).toHaveValue('00:01:00');
    await userEvent.clear(input);
    await userEvent.type(input, '00:02:30{Enter}');
    expect(await within(table).findByText('00:02:30')).toBeInTheDocument();
    // Inline edits happen in edit mode, preparing the rundown: the spec's 'Cue updated' stays there
    // (run mode, the live show, is where routine successes go quiet: docs/product.md#during-a-show).
    expect(await screen.findByText('Cue updated')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit duration of cue 1' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'duration of cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'duration of cue 1' }), '90{Enter}');
    expect(await within(table).findByText('00:01:30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit duration of cue 1' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'duration of cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'duration of cue 1' }), '--:--:--{Enter}');
    expect(await within(table).findByText('00:00:00')).toBeInTheDocument();

    // Each save carries the value its editor opened with, so a cell someone else saved meanwhile is refused
    // (docs/decisions/0032-history-versions-presence.md).
    expect(callsTo(fetchMock, 'PATCH', '/api/cues/1')).toEqual([
      { duration: 150, base: { duration: 60 } },
      { duration: 90, base: { duration: 150 } },
      { duration: 0, base: { duration: 90 } },
    ]);
  });

  it('Escape cancels and sends nothing', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { duration: 60 })] };
    const { fetchMock, table } = await openShow(data, patchHandler(data), { edit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit duration of cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'duration of cue 1' }), '5{Escape}');
    expect(screen.queryByRole('textbox', { name: 'duration of cue 1' })).not.toBeInTheDocument();
    expect(within(table).getByText('00:01:00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/cues/1')).toEqual([]);
  });

  it('bad input shows an error and sends nothing', async () => {
    const data: RundownData = { cues: [makeCue(1, 1, { duration: 60 })] };
    const { fetchMock } = await openShow(data, patchHandler(data), { edit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit duration of cue 1' }));
    const input = screen.getByRole('textbox', { name: 'duration of cue 1' });
    await userEvent.clear(input);
    await userEvent.type(input, '1:99:00{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(durationInputError());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save duration of cue 1' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/cues/1')).toEqual([]);
  });
});

describe('rundown table: layout', () => {
  it('shows the empty state', async () => {
    await openShow({ cues: [] });
    expect(screen.getByText(emptyRundownText())).toBeInTheDocument();
  });

  it('resizing a column keeps its width in localStorage', async () => {
    const { table } = await openShow({ cues: [makeCue(1, 1)], departments: [makeDepartment(10, 'Sound')] });
    const handle = within(table).getByRole('separator', { name: 'Resize ACTION column' });
    expect(handle).toHaveAttribute('aria-valuenow', '250');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '270');
    const sound = within(table).getByRole('separator', { name: 'Resize Sound column' });
    sound.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(JSON.parse(window.localStorage.getItem(COLUMN_WIDTHS_STORAGE_KEY) ?? '{}')).toEqual({ action: 270, 'department:10': 190 });
  });

  it('a failure to read the saved widths is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === COLUMN_WIDTHS_STORAGE_KEY) throw new DOMException('denied', 'SecurityError');
      return getItem.call(this, key);
    });
    const { table } = await openShow({ cues: [makeCue(1, 1)] });
    expect(within(table).getByRole('separator', { name: 'Resize ACTION column' })).toHaveAttribute('aria-valuenow', '250');
    expect(error).toHaveBeenCalledWith('Could not read the saved column widths', expect.any(DOMException));
  });
});

describe('rundown table: task cells', () => {
  const sound = makeDepartment(10, 'Sound');

  function cellOf(label: RegExp) {
    const toggle = screen.getByRole('button', { name: label });
    const cell = toggle.closest('td');
    if (!cell) throw new Error('no cell');
    return cell;
  }

  it('summarises n/m completed and ticks a task at once', async () => {
    const data: RundownData = {
      cues: [makeCue(1, 1), makeCue(2, 2)],
      departments: [sound],
      tasks: [makeTask(100, 1, 10, { completed: true, description: 'Mic check' }), makeTask(101, 1, 10, { description: 'Walk-in music' })],
    };
    const { fetchMock } = await openShow(data, (method, url, body) =>
      method === 'PUT' && url === '/api/tasks/101'
        ? { body: { ...makeTask(101, 1, 10, { description: 'Walk-in music' }), ...(body as object) } }
        : undefined,
    );
    expect(await screen.findByText('1/2 completed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Walk-in music' }));
    expect(screen.getByText('2/2 completed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/tasks/101')).toEqual([{ completed: true }]));
    // Ticking in run mode is routine: the box is the feedback, no toast (docs/product.md#during-a-show).
    expect(screen.queryByText('Task updated successfully')).not.toBeInTheDocument();

    // Edit mode collapses every cell: the summary stays, an empty cell offers "Add".
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
    expect(screen.queryByRole('checkbox', { name: 'Walk-in music' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Expand Sound, cue 2 tasks: none yet/ })).toHaveTextContent('Add');
  });

  it('rolls a tick back when the server refuses it', async () => {
    await openShow(
      { cues: [makeCue(1, 1)], departments: [sound], tasks: [makeTask(101, 1, 10, { description: 'Walk-in music' })] },
      (method) => (method === 'PUT' ? { status: 500, body: { error: 'boom' } } : undefined),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Walk-in music' }));
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Walk-in music' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('0/1 completed')).toBeInTheDocument();
  });

  it('takes the colour of the highest-priority task and recomputes after a delete', async () => {
    const tasks = [
      makeTask(100, 1, 10, { description: 'Green one', color: '#90EE90' }),
      makeTask(101, 1, 10, { description: 'Pink one', color: '#FF69B4' }),
      makeTask(102, 1, 10, { description: 'Purple one', color: '#800080' }),
    ];
    await openShow({ cues: [makeCue(1, 1)], departments: [sound], tasks }, (method, url) =>
      method === 'DELETE' && url === '/api/tasks/101' ? { body: tasks[1] } : undefined,
    );
    await screen.findByText('0/3 completed');
    const cell = cellOf(/^(Expand|Collapse) Sound, cue 1 tasks/);
    expect(cell).toHaveAttribute('data-cell-color', '#FF69B4');
    expect(cell.style.getPropertyValue('--cell-color')).toBe('#FF69B4');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sound, cue 1 tasks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete task Pink one' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(cellOf(/^(Expand|Collapse) Sound, cue 1 tasks/)).toHaveAttribute('data-cell-color', '#90EE90');
  });

  it('adds a trimmed task; the add button is disabled while empty', async () => {
    const { fetchMock } = await openShow({ cues: [makeCue(1, 1)], departments: [sound], tasks: [] }, (method, url, body) =>
      method === 'POST' && url === '/api/tasks' ? { status: 201, body: { ...makeTask(300, 1, 10), ...(body as object) } } : undefined,
    );
    // Run mode: no open input in the cell until its "+ Add" asks for one (docs/product.md#during-a-show).
    const open = await screen.findByRole('button', { name: 'Add a task to Sound, cue 1' });
    expect(screen.queryByRole('textbox', { name: 'New task for Sound, cue 1' })).not.toBeInTheDocument();
    await userEvent.click(open);
    const add = screen.getByRole('button', { name: 'Add Task for Sound, cue 1' });
    const input = screen.getByRole('textbox', { name: 'New task for Sound, cue 1' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Enter task...');
    expect(add).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(add).toBeDisabled();
    await userEvent.type(input, ' Check radio mics {Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Check radio mics' })).toBeInTheDocument();
    expect(screen.queryByText('Task created successfully')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/tasks')).toEqual([{ cueId: 1, departmentId: 10, description: 'Check radio mics' }]);
  });

  it('keeps a half-typed task when its input is closed with Escape and opened again', async () => {
    await openShow({ cues: [makeCue(1, 1)], departments: [sound], tasks: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a task to Sound, cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New task for Sound, cue 1' }), 'Radio mic');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New task for Sound, cue 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a task to Sound, cue 1' }));
    expect(screen.getByRole('textbox', { name: 'New task for Sound, cue 1' })).toHaveValue('Radio mic');
  });

  it('in run mode a task is only a tick box; its edit buttons come from the cell pencil', async () => {
    const tasks = [makeTask(100, 1, 10, { description: 'Mic check' })];
    await openShow({ cues: [makeCue(1, 1)], departments: [sound], tasks });
    await screen.findByRole('checkbox', { name: 'Mic check' });
    expect(screen.queryByRole('button', { name: 'Edit task Mic check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete task Mic check' })).not.toBeInTheDocument();
    const pencil = screen.getByRole('button', { name: 'Edit Sound, cue 1 tasks' });
    await userEvent.click(pencil);
    expect(pencil).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Edit task Mic check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete task Mic check' })).toBeInTheDocument();
  });
});

describe('rundown table: delete and undo', () => {
  it('deletes a cue after confirmation and Undo restores its snapshot', async () => {
    const cues: Cue[] = [makeCue(1, 1), makeCue(2, 2, { action: 'Speech', colorMark: '#FF69B4' }), makeCue(3, 3)];
    const task = makeTask(500, 2, 10, { description: 'Lectern mic', completed: true, completedAt: '2025-06-01T18:05:00.000Z' });
    const data: RundownData = { cues, departments: [makeDepartment(10, 'Sound')], tasks: [task] };
    const deleted = cues[1]!;
    const { fetchMock } = await openShow(
      data,
      (method, url) => {
        if (method === 'DELETE' && url === '/api/cues/2') {
          data.cues = [makeCue(1, 1), makeCue(3, 2)];
          data.tasks = [];
          return { body: { cue: deleted, tasks: [task] } };
        }
        if (method === 'POST' && url === '/api/cues/restore') {
          data.cues = cues;
          data.tasks = [task];
          return { status: 201, body: { cue: deleted, tasks: [task] } };
        }
        return undefined;
      },
      { edit: true },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete cue 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cue deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Speech')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Speech')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/cues/restore')).toEqual([
      {
        eventId: 7,
        number: 2,
        time: '19:00:00',
        timeMode: 'hard',
        action: 'Speech',
        notes: null,
        duration: 60,
        colorMark: '#FF69B4',
        tasks: [{ departmentId: 10, description: 'Lectern mic', completed: true, completedAt: '2025-06-01T18:05:00.000Z', color: '' }],
      },
    ]);
  });
});

describe('rundown table: colours, tooltips and task undo', () => {
  it('sets a row colour from the palette and reports a failure', async () => {
    const data: RundownData = { cues: [makeCue(1, 1), makeCue(2, 2)] };
    const patch = patchHandler(data);
    const { fetchMock } = await openShow(
      data,
      (method, url, body) =>
        url === '/api/cues/2' && method === 'PATCH' ? { status: 500, body: { error: 'boom' } } : patch(method, url, body),
      { edit: true },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Row colour of cue 1: None' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Pink' }));
    expect(await screen.findByRole('button', { name: 'Row colour of cue 1: Pink' })).toBeInTheDocument();
    // Colours are set in edit mode, preparing the rundown: the spec's success toast stays there.
    expect(await screen.findByText('Row color updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/cues/1')).toEqual([{ colorMark: '#FF69B4' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Row colour of cue 2: None' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Purple' }));
    expect(await screen.findByText('Error updating color')).toBeInTheDocument();
    expect(screen.getByText('Failed to update row color. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row colour of cue 2: None' })).toBeInTheDocument();
  });

  it('explains the time cell in both modes', async () => {
    await openShow({ cues: [makeCue(1, 1)] });
    screen.getByText('19:00:00').focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to set as current cue');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rundown' }));
    screen.getByRole('button', { name: 'Edit time of cue 1' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Click to edit time'));
  });

  it('colours a task with Apply, clears it, and Undo re-creates a deleted task', async () => {
    const task = makeTask(100, 1, 10, { description: 'Mic check', completed: true, completedAt: '2025-06-01T18:00:00.000Z' });
    const { fetchMock } = await openShow(
      { cues: [makeCue(1, 1)], departments: [makeDepartment(10, 'Sound')], tasks: [task] },
      (method, url, body) => {
        if (method === 'PUT' && url === '/api/tasks/100') return { body: { ...task, ...(body as object) } };
        if (method === 'DELETE' && url === '/api/tasks/100') return { body: task };
        if (method === 'POST' && url === '/api/tasks') return { status: 201, body: { ...task, id: 101 } };
        return undefined;
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sound, cue 1 tasks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Colour of task Mic check: None' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark Yellow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Colour of task Mic check: Dark Yellow' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Colour of task Mic check: Dark Yellow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('button', { name: 'Colour of task Mic check: None' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/tasks/100')).toEqual([{ color: '#B8860B' }, { color: '' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete task Mic check' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Mic check' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: 'Mic check' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/tasks')).toEqual([
      { cueId: 1, departmentId: 10, description: 'Mic check', completed: true, color: '' },
    ]);
  });
});
