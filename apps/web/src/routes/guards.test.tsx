import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '@/api/token';
import { FakeWebSocket } from '@/realtime/test/FakeWebSocket';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

describe('protected routes', () => {
  it.each(['/dashboard', '/settings', '/admin', '/event/7', '/event-rundown/7', '/subscription', '/payment'])(
    '%s without a token goes to /auth',
    async (path) => {
      mockFetch(() => ({ status: 500, body: {} }));
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: /welcome to showcaller/i })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('after login returns to the page the user wanted', async () => {
    mockFetch((_m, url) => (url === '/api/auth/login' ? { body: { token: 'tok', user: sampleUser } } : { body: sampleUser }));
    const { router } = renderApp('/event-rundown/42');
    await screen.findByLabelText('Username');
    await userEvent.type(screen.getByLabelText('Username'), 'stagemanager');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event-rundown/42'));
  });

  it('/auth with a token goes to /dashboard', async () => {
    setToken('tok');
    mockFetch(() => ({ body: sampleUser }));
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('an expired session (401 on the user) sends the user back to /auth', async () => {
    setToken('expired');
    mockFetch(() => ({ status: 401, body: { error: 'Your session has expired. Please log in again.' } }));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('the show screen opens without an account for a show caller code session of that event only', async () => {
    window.sessionStorage.setItem('callerToken:7', 'caller-token');
    vi.stubGlobal('WebSocket', FakeWebSocket);
    mockFetch(() => ({ status: 500, body: {} }));
    const other = renderApp('/event/8');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/auth'));
    other.unmount();
    const { router } = renderApp('/event/7');
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/event/7');
    window.sessionStorage.clear();
  });
});

describe('not-found screen', () => {
  it('shows "404 Page Not Found" with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });
});
