import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cue, Department, Event } from '@showcaller/shared';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser, type MockRoute } from '@/test/render';

const event: Event = {
  id: 9,
  name: 'Product Launch',
  description: '',
  date: '2025-06-15T18:00:00.000Z',
  showCallerCode: 'K7QX2M',
  ownerId: 2,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

const cues: Cue[] = [
  {
    id: 1,
    eventId: 9,
    number: 1,
    time: '09:00:00',
    timeMode: 'hard',
    action: 'Doors open',
    notes: 'House lights at 50%',
    duration: 300,
    colorMark: '',
    timerType: 'countdown',
    endAction: 'overrun',
    endTime: null,
  },
  {
    id: 2,
    eventId: 9,
    number: 2,
    time: 'TBD',
    timeMode: 'hard',
    action: 'Welcome',
    notes: null,
    duration: null,
    colorMark: '',
    timerType: 'countdown',
    endAction: 'overrun',
    endTime: null,
  },
];

const departments: Department[] = [
  { id: 4, eventId: 9, name: 'Sound', accessCode: 'SND234', position: 0 },
  { id: 5, eventId: 9, name: 'Light', accessCode: 'LGT567', position: 1 },
];

type Handler = (method: string, url: string, body: unknown) => MockRoute | undefined;

async function openDetail(path: string, { cueList = cues, handler }: { cueList?: Cue[]; handler?: Handler } = {}) {
  setToken('tok');
  const fetchMock = mockFetch((method, url, body) => {
    const answer = handler?.(method, url, body);
    if (answer) return answer;
    if (url === '/api/user') return { body: sampleUser };
    if (url === '/api/events/9') return { body: event };
    if (url === '/api/events/9/cues') return { body: cueList };
    if (url === '/api/events/9/departments') return { body: departments };
    return { status: 404, body: { error: 'Event not found' } };
  });
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...result, fetchMock };
}

function toastWith(text: string, title: string) {
  const el = screen.getByText(text).closest('[data-sonner-toast]');
  expect(el).not.toBeNull();
  expect(within(el as HTMLElement).getByText(title)).toBeInTheDocument();
}

describe('/event-rundown/:id', () => {
  it('shows the not-found state for a 404', async () => {
    await openDetail('/event-rundown/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The event you're looking for could not be found. It may have been deleted or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the not-found state for a 403', async () => {
    await openDetail('/event-rundown/9', {
      handler: (_m, url) => (url === '/api/events/9' ? { status: 403, body: { error: 'Forbidden' } } : undefined),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found state without a request for an id that is not a number', async () => {
    const { fetchMock } = await openDetail('/event-rundown/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).startsWith('/api/events'))).toBe(false);
  });

  it('shows the event information, controls and the cue list', async () => {
    await openDetail('/event-rundown/9');
    expect(screen.getByRole('heading', { level: 1, name: 'Product Launch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Dashboard/ })).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getAllByText('K7QX2M').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Start Show' })).toHaveAttribute('href', '/event/9');
    expect(screen.getByRole('link', { name: 'Edit Rundown' })).toHaveAttribute('href', '/event/9');
    const list = await screen.findByRole('list', { name: 'Cues' });
    expect(within(list).getByText('Doors open')).toBeInTheDocument();
    expect(within(list).getByText('00:05:00')).toBeInTheDocument();
    expect(within(list).getByText('--:--:--')).toBeInTheDocument();
    expect(within(list).getByText('House lights at 50%')).toBeInTheDocument();
  });

  it('validates the cue dialog with the shared rules and sends a valid cue', async () => {
    const { fetchMock } = await openDetail('/event-rundown/9', {
      cueList: [],
      handler: (method, url) =>
        method === 'POST' && url === '/api/cues'
          ? { status: 201, body: { ...cues[0], id: 3, number: 1, action: 'Doors open' } }
          : undefined,
    });
    expect(await screen.findByText('No cues have been added to this event yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add First Cue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Cue' });
    expect(within(dialog).getByLabelText('Time')).toHaveAttribute('placeholder', 'HH:MM:SS');
    expect(within(dialog).getByLabelText('Notes')).toHaveAttribute('rows', '3');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Cue' }));
    expect(await within(dialog).findByText('Time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Action name is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Time'), '25:00');
    await userEvent.type(within(dialog).getByLabelText('Duration (seconds)'), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Cue' }));
    expect(await within(dialog).findByText('Time must be HH:MM:SS or TBD')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration cannot be negative')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Time'));
    await userEvent.type(within(dialog).getByLabelText('Time'), '9:00');
    await userEvent.clear(within(dialog).getByLabelText('Duration (seconds)'));
    await userEvent.type(within(dialog).getByLabelText('Duration (seconds)'), '300');
    await userEvent.type(within(dialog).getByLabelText('Action'), 'Doors open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Cue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ eventId: 9, time: '09:00:00', duration: 300, action: 'Doors open', notes: null });
  });

  it('edits a cue and reports a failed update', async () => {
    await openDetail('/event-rundown/9', {
      handler: (method, url) =>
        method === 'PATCH' && url === '/api/cues/1' ? { status: 409, body: { error: 'The cue changed meanwhile' } } : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cue 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cue' });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00:00');
    expect(within(dialog).getByLabelText('Duration (seconds)')).toHaveValue(300);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Cue' }));
    expect(await screen.findByText('The cue changed meanwhile')).toBeInTheDocument();
    toastWith('The cue changed meanwhile', 'Failed to update cue');
  });

  it('deletes a cue after confirmation', async () => {
    const { fetchMock } = await openDetail('/event-rundown/9', {
      handler: (method, url) => (method === 'DELETE' && url === '/api/cues/2' ? { body: { cue: cues[1], tasks: [] } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete cue 2' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Cue' }));
    toastWith((await screen.findByText(/Cue 2 has been removed/)).textContent ?? '', 'Cue deleted');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/cues/2' && init?.method === 'DELETE')).toBe(true);
  });

  it('lists departments read-only and copies access codes', async () => {
    await openDetail('/event-rundown/9');
    await userEvent.click(screen.getByRole('button', { name: 'Manage Departments' }));
    const departmentsTab = await screen.findByRole('tabpanel', { name: 'Departments' });
    expect(within(departmentsTab).getByText('Sound')).toBeInTheDocument();
    expect(within(departmentsTab).getByText(/managed on the show screen/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Access Codes' }));
    const codes = await screen.findByRole('tabpanel', { name: 'Access Codes' });
    expect(within(codes).getByText('SND234')).toBeInTheDocument();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(codes).getByRole('button', { name: 'Copy access code for Sound' }));
    expect(writeText).toHaveBeenCalledWith('SND234');
    expect(await within(codes).findByRole('button', { name: 'Copied access code for Sound' })).toHaveTextContent('Copied');

    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await userEvent.click(within(codes).getByRole('button', { name: 'Copy access code for Light' }));
    await screen.findByText('Failed to copy the access code. Please try again.');
    toastWith('Failed to copy the access code. Please try again.', 'Copy failed');
  });
});
