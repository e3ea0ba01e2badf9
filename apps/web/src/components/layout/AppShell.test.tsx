import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/api/token';
import { sampleEvent } from '@/screens/event/test/fixtures';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

async function openDashboardAs(user: typeof sampleUser) {
  setToken('tok');
  const fetchMock = mockFetch((method, url) => {
    if (url === '/api/user') return { body: user };
    if (url === '/api/auth/logout') return { body: { message: 'Logged out' } };
    return { status: 404, body: { error: 'No such route' } };
  });
  const result = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
  await within(sidebar).findByText(user.username);
  return { ...result, sidebar, fetchMock };
}

describe('app shell sidebar', () => {
  it('shows the user, the links and the version, without the admin link for ordinary users', async () => {
    const { sidebar } = await openDashboardAs(sampleUser);
    expect(within(sidebar).getByText('Logged in as')).toBeInTheDocument();
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Department Access' })).toHaveAttribute('href', '/department-login/access');
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(sidebar).getByText('Version 2.5.5')).toBeInTheDocument();
  });

  it('shows the Admin Dashboard link to admins', async () => {
    const { sidebar } = await openDashboardAs({ ...sampleUser, id: 1, username: 'admin', isAdmin: true });
    expect(within(sidebar).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('asks before logging out, then forgets the session and opens /auth', async () => {
    const { sidebar, router, fetchMock } = await openDashboardAs(sampleUser);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(within(dialog).getByText("You'll need to log in again to access your events.")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(getToken()).toBe('tok');

    await userEvent.click(within(sidebar).getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
  });

  it('logs out locally even when the server call fails', async () => {
    const { sidebar, router } = await openDashboardAs(sampleUser);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getToken()).toBeNull();
  });

  it('is not shown on the show screen', async () => {
    setToken('tok');
    mockFetch((_method, url) => ({
      body: /\/(cues|departments|tasks)$/.test(url) ? [] : url === '/api/events/3' ? { ...sampleEvent, id: 3 } : sampleUser,
    }));
    renderApp('/event/3');
    // The show screen's chunk is the largest to load lazily (EventShowPage.test waits as long).
    await screen.findByRole('toolbar', { name: 'Rundown' }, { timeout: 5000 });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});
