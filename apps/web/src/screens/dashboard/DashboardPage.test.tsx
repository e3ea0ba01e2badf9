import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventListItem, User } from '@showcaller/shared';
import { getToken, setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser, type MockRoute } from '@/test/render';

const DAY = 24 * 60 * 60 * 1000;

function makeEvent(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: 7,
    name: 'Gala Night',
    description: 'Main hall',
    date: '2025-06-15',
    showCallerCode: 'K7QX2M',
    ownerId: 2,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-01T10:00:00.000Z',
    cueCount: 0,
    departmentCount: 0,
    ...overrides,
  };
}

/** Renders /dashboard and waits for its (lazily loaded) screen. */
async function openDashboard(events: () => MockRoute | Promise<MockRoute>, user: User = sampleUser) {
  setToken('tok');
  const fetchMock = mockFetch((_method, url) => {
    if (url === '/api/user') return { body: user };
    if (url === '/api/events') return events();
    return { status: 404, body: { error: 'No such route' } };
  });
  const result = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
  return { ...result, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard states', () => {
  it('shows three placeholder cards while the events load', async () => {
    await openDashboard(() => new Promise<MockRoute>(() => undefined));
    expect(await screen.findByRole('status', { name: 'Loading events' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(3);
  });

  it('shows the authentication card for a 401, and Go to Login clears the token', async () => {
    const { router, fetchMock } = await openDashboard(() => ({
      status: 401,
      body: { error: 'Your session has expired. Please log in again.' },
    }));
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(
      within(card).getByText('Your session has expired or you are not logged in. Please refresh the page or login again.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    // A 401 is never retried.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/events')).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getToken()).toBeNull();
  });

  it('retries a 500 five times, then shows the generic card with Try Again only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = await openDashboard(() => ({ status: 500, body: { error: 'boom' } }));
    await screen.findByRole('status', { name: 'Loading events' });
    await vi.advanceTimersByTimeAsync(30_000);
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Error Loading Events' })).toBeInTheDocument();
    expect(within(card).getByText('Failed to load events. Please try again later.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/events')).toHaveLength(6);
  });

  it('shows the empty state with a create button', async () => {
    await openDashboard(() => ({ body: [] }));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Events' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByText('STANDBY')).toBeInTheDocument();
  });

  it('renders cards with singular and plural counts, the description fallback and the code, from one request', async () => {
    const { fetchMock } = await openDashboard(() => ({
      body: [
        makeEvent({ id: 1, name: 'Solo', description: '', cueCount: 1, departmentCount: 1, showCallerCode: 'ABCD23' }),
        makeEvent({ id: 2, name: 'Double', description: 'Two of each', cueCount: 2, departmentCount: 2 }),
      ],
    }));
    const solo = await screen.findByRole('article', { name: 'Solo' });
    expect(within(solo).getByText('1 Cue')).toBeInTheDocument();
    expect(within(solo).getByText('1 Department')).toBeInTheDocument();
    expect(within(solo).getByText('No description provided')).toBeInTheDocument();
    expect(within(solo).getByText('ABCD23')).toBeInTheDocument();
    expect(within(solo).getByRole('link', { name: /Access Event/ })).toHaveAttribute('href', '/event/1');
    const double = screen.getByRole('article', { name: 'Double' });
    expect(within(double).getByText('2 Cues')).toBeInTheDocument();
    expect(within(double).getByText('2 Departments')).toBeInTheDocument();
    expect(within(double).getByText('Two of each')).toBeInTheDocument();
    expect(within(double).getByText('June 15, 2025')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => (url as string).startsWith('/api/events'))).toEqual(['/api/events']);
  });

  it('shows the Admin Dashboard button only to admins', async () => {
    await openDashboard(() => ({ body: [] }), { ...sampleUser, isAdmin: true });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).closest('header')!;
    expect(await within(header).findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(header).getByRole('link', { name: 'Department Access' })).toHaveAttribute('href', '/department-login/access');
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('greets a new account with "Welcome", an older one with "Welcome back"', async () => {
    const header = async () => screen.getByRole('heading', { level: 1, name: 'Dashboard' }).closest('header')!;
    const { unmount } = await openDashboard(() => ({ body: [] }), { ...sampleUser, name: 'Ann', createdAt: new Date().toISOString() });
    expect(await within(await header()).findByText('Welcome, Ann.')).toBeInTheDocument();
    unmount();
    await openDashboard(() => ({ body: [] }), { ...sampleUser, name: 'Ann', createdAt: new Date(Date.now() - 3 * DAY).toISOString() });
    expect(await within(await header()).findByText('Welcome back, Ann.')).toBeInTheDocument();
  });

  it('hides the Admin Dashboard button from other users', async () => {
    await openDashboard(() => ({ body: [] }));
    await screen.findByText('No events yet');
    const header = screen.getByRole('heading', { level: 1, name: 'Dashboard' }).closest('header')!;
    expect(within(header).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('Logout clears the token and opens /auth', async () => {
    const { router } = await openDashboard(() => ({ body: [] }));
    await screen.findByText('No events yet');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getToken()).toBeNull();
  });
});

describe('/dashboard trial banner', () => {
  it('shows the whole days remaining, rounded up', async () => {
    await openDashboard(() => ({ body: [] }), {
      ...sampleUser,
      trialActive: true,
      trialEndDate: new Date(Date.now() + 2.5 * DAY).toISOString(),
    });
    expect(await screen.findByRole('heading', { name: 'Free Trial Active' })).toBeInTheDocument();
    expect(screen.getByText('3 days remaining in your free trial.')).toBeInTheDocument();
  });

  it('says the trial expired when no days are left', async () => {
    await openDashboard(() => ({ body: [] }), { ...sampleUser, trialActive: true, trialEndDate: new Date(Date.now() - DAY).toISOString() });
    expect(await screen.findByText('Trial expired - Subscribe to continue using ShowCaller')).toBeInTheDocument();
    expect(screen.queryByText('Free Trial Active')).not.toBeInTheDocument();
  });

  it('is absent without an active trial', async () => {
    await openDashboard(() => ({ body: [] }), {
      ...sampleUser,
      trialActive: false,
      trialEndDate: new Date(Date.now() + DAY).toISOString(),
    });
    await screen.findByText('No events yet');
    expect(screen.queryByText('Free Trial Active')).not.toBeInTheDocument();
  });
});
