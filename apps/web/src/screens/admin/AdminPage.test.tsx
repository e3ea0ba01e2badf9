import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/api/admin';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser, type MockRoute } from '@/test/render';

const users: AdminUser[] = [
  {
    id: 1,
    username: 'admin',
    name: 'Site Admin',
    email: 'admin@example.com',
    createdAt: '2025-05-07T10:00:00.000Z',
    eventCount: 4,
    isAdmin: true,
    isDemo: false,
  },
  {
    id: 2,
    username: 'stagemanager',
    name: 'Sam Manager',
    email: 'sm@example.com',
    createdAt: '2025-05-08T10:00:00.000Z',
    eventCount: 1,
    isAdmin: false,
    isDemo: true,
  },
];

async function openAdmin(answer: (url: string) => MockRoute) {
  setToken('tok');
  const fetchMock = mockFetch((_method, url) => {
    if (url === '/api/user') return { body: sampleUser };
    if (url.startsWith('/api/admin/users')) return answer(url);
    return { status: 404, body: { error: 'No such route' } };
  });
  const result = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 });
  return { ...result, fetchMock };
}

describe('/admin', () => {
  it("tells a non-admin plainly, with the server's text, and shows no table", async () => {
    await openAdmin(() => ({ status: 403, body: { error: 'Only administrators can see the list of users.' } }));
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(within(card).getByText('Only administrators can see the list of users.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Search users')).not.toBeInTheDocument();
  });

  it('lists users in a table and searches on the server after a pause', async () => {
    const { fetchMock } = await openAdmin((url) => ({ body: url.includes('search=sam') ? [users[1]] : users }));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Username', 'Name', 'E-mail', 'Registered', 'Events', 'Admin', 'Demo']);
    expect(within(table).getByRole('cell', { name: 'admin@example.com' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Search users'), 'sam');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const searches = fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/admin/users'));
    // Debounced: no request per keystroke.
    expect(searches).toEqual(['/api/admin/users', '/api/admin/users?search=sam']);
  });

  it('shows an error with Try Again for other failures', async () => {
    await openAdmin(() => ({ status: 500, body: { error: 'Database unavailable' } }));
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Database unavailable')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
