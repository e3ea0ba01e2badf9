import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventListItem } from '@showcaller/shared';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser, type MockRoute } from '@/test/render';

const gala: EventListItem = {
  id: 7,
  name: 'Gala Night',
  description: 'Main hall',
  date: '2025-06-15',
  showCallerCode: 'K7QX2M',
  ownerId: 2,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  cueCount: 3,
  departmentCount: 2,
};

type Handler = (method: string, url: string, body: unknown) => MockRoute | Promise<MockRoute> | undefined;

async function openDashboard(events: EventListItem[], handler: Handler = () => undefined) {
  setToken('tok');
  const fetchMock = mockFetch((method, url, body) => {
    const answer = handler(method, url, body);
    if (answer) return answer;
    if (url === '/api/user') return { body: sampleUser };
    if (url === '/api/events' && method === 'GET') return { body: events };
    return { status: 404, body: { error: 'No such route' } };
  });
  const result = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 2, name: 'Your Events' }, { timeout: 5000 });
  return { ...result, fetchMock };
}

function postsTo(fetchMock: ReturnType<typeof mockFetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === method);
}

/** Toasts outlive a test in sonner's global store, so check the title inside the same toast. */
function expectToast(description: HTMLElement, title: string) {
  const toastEl = description.closest('[data-sonner-toast]');
  expect(toastEl).not.toBeNull();
  expect(within(toastEl as HTMLElement).getByText(title)).toBeInTheDocument();
}

async function openCreateModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Create New Event' }));
  return screen.findByRole('dialog', { name: 'Create New Event' });
}

describe('event modal', () => {
  it('refuses a blank name with the "Missing information" toast', async () => {
    const { fetchMock } = await openDashboard([]);
    const dialog = await openCreateModal();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expectToast(await screen.findByText('Please provide a name for the event.'), 'Missing information');
    expect(postsTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it('refuses a missing date with the "Missing information" toast', async () => {
    const { fetchMock } = await openDashboard([]);
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Launch');
    // Create mode starts on today; choosing the selected day again clears it.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Date/ }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /selected/i }));
    expect(within(dialog).getByRole('button', { name: /^Date/ })).toHaveTextContent('Pick a date');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expectToast(await screen.findByText('Please select a date for the event.'), 'Missing information');
    expect(postsTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows "Creating..." while pending, then toasts, refetches the list and closes', async () => {
    let release: (route: MockRoute) => void = () => undefined;
    let created = false;
    const { fetchMock } = await openDashboard([], (method, url) => {
      if (url === '/api/events' && method === 'POST') {
        return new Promise<MockRoute>((resolve) => {
          release = resolve;
        });
      }
      if (url === '/api/events' && created) return { body: [{ ...gala, name: 'Launch', cueCount: 0, departmentCount: 0 }] };
      return undefined;
    });
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Launch  ');
    await userEvent.type(within(dialog).getByLabelText('Description'), ' Day one ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    const pending = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    const sent = postsTo(fetchMock, 'POST')[0]![1]!.body as string;
    const body = JSON.parse(sent) as { name: string; description: string; date: string };
    expect(body.name).toBe('Launch');
    expect(body.description).toBe('Day one');
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    created = true;
    release({ status: 201, body: { ...gala, name: 'Launch' } });
    expectToast(await screen.findByText('Your new event has been created successfully.'), 'Event created');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Launch' })).toBeInTheDocument();
  });

  it("prefills edit mode and shows the server's text when the update fails", async () => {
    await openDashboard([gala], (method, url) =>
      method === 'PATCH' && url === '/api/events/7' ? { status: 400, body: { error: 'Name must be at most 200 characters' } } : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Options for Gala Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Gala Night');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Main hall');
    expect(within(dialog).getByRole('button', { name: /^Date/ })).toHaveTextContent('June 15, 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    expectToast(await screen.findByText('Failed to update event: Name must be at most 200 characters. Please try again.'), 'Error');
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
  });
});

describe('delete dialog', () => {
  it('asks with the event name, deletes and toasts', async () => {
    let deleted = false;
    const { fetchMock } = await openDashboard([gala], (method, url) => {
      if (method === 'DELETE' && url === '/api/events/7') {
        deleted = true;
        return { body: { message: 'Event deleted' } };
      }
      if (url === '/api/events' && deleted) return { body: [] };
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Options for Gala Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Event' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('This will permanently delete the event "Gala Night". This action cannot be undone.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expectToast(await screen.findByText('The event has been successfully deleted.'), 'Event deleted');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(postsTo(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('shows the failure toast with the server text', async () => {
    await openDashboard([gala], (method) => (method === 'DELETE' ? { status: 404, body: { error: 'Event not found' } } : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Options for Gala Night' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Event' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Event' }));
    expectToast(await screen.findByText('Failed to delete event: Event not found'), 'Error');
  });
});
