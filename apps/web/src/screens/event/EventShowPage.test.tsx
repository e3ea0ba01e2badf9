import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { callsTo, openShow } from './test/openShow';
import { EVENT_ID, sampleEvent, logIn, makeCue, makeDepartment, makeTask, mockRundown, dismissToasts, stubLayout } from './test/fixtures';

beforeEach(stubLayout);
afterEach(dismissToasts);

describe('/event/:id show screen', () => {
  it('shows the header, tabs and the rundown table with department columns', async () => {
    logIn();
    mockRundown({
      cues: [makeCue(1, 1, { notes: null, duration: null }), makeCue(2, 2, { notes: 'Lights down' })],
      departments: [makeDepartment(10, 'Sound'), makeDepartment(11, 'Light')],
      tasks: [makeTask(100, 1, 10, { completed: true }), makeTask(101, 1, 10)],
    });
    renderApp(`/event/${EVENT_ID}`);
    expect(await screen.findByRole('button', { name: /Spring Gala, edit event title/ }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rundown' });
    expect(within(table).getByRole('columnheader', { name: /^Sound/ })).toBeInTheDocument();
    // No duration: the default 5:00 the countdown runs, marked as such.
    expect(within(table).getByText('(default)')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
    expect(await within(table).findByText('1/2 completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /Access Department/ })).toHaveAttribute('href', '/department-login/access');
    await userEvent.keyboard('a');
    expect(screen.getByRole('tab', { name: /Access Codes/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the missing id notice', async () => {
    logIn();
    mockRundown({});
    renderApp('/event/abc');
    expect(await screen.findByText('No event ID found. Please return to the dashboard and try again.')).toBeInTheDocument();
  });

  it('edits the title inline: empty is refused, a trimmed name is saved', async () => {
    const { fetchMock } = await openShow({}, (method, url, body) =>
      method === 'PATCH' && url === `/api/events/${EVENT_ID}` ? { body: { ...sampleEventWith(body) } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Spring Gala, edit event title/ }));
    const input = screen.getByRole('textbox', { name: 'Event title' });
    await userEvent.clear(input);
    await userEvent.type(input, '   {Enter}');
    expect(await screen.findByText('Invalid title')).toBeInTheDocument();
    expect(screen.getByText('Event title cannot be empty')).toBeInTheDocument();
    await userEvent.type(input, '  Autumn Gala  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: /Autumn Gala, edit event title/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `/api/events/${EVENT_ID}`)).toEqual([{ name: 'Autumn Gala' }]);
  });

  it('reports a failed title update', async () => {
    await openShow({}, (method) => (method === 'PATCH' ? { status: 500, body: { error: 'boom' } } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: /Spring Gala, edit event title/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Event title' }), 'X{Enter}');
    expect(await screen.findByText('Failed to update event title')).toBeInTheDocument();
  });

  it('switches tabs with R, A, E and T, but not while typing', async () => {
    await openShow({ cues: [makeCue(1, 1)], departments: [makeDepartment(10, 'Sound')] });
    await userEvent.keyboard('e');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    await userEvent.keyboard('t');
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    await userEvent.keyboard('r');
    expect(screen.getByRole('tab', { name: /Rundown/ })).toHaveAttribute('aria-selected', 'true');
    // Run mode: a cell's task input opens from its "+ Add".
    await userEvent.click(screen.getByRole('button', { name: 'Add a task to Sound, cue 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New task for Sound, cue 1' }), 'area');
    expect(screen.getByRole('tab', { name: /Rundown/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('copies an access code with 2 s feedback and reports a failed copy', async () => {
    await openShow({ departments: [makeDepartment(10, 'Sound')] });
    await userEvent.keyboard('a');
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy access code for Sound' }));
    expect(writeText).toHaveBeenCalledWith('CODE10');
    expect(await screen.findByRole('button', { name: 'Copied access code for Sound' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy show caller code' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy the access code. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy access code for Sound' })).toBeInTheDocument(), { timeout: 3000 });
  });
});

function sampleEventWith(body: unknown) {
  return { ...sampleEvent, ...(body as object) };
}
