import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

const TOKEN = 'tok_0123456789abcdefghij';
const PATH = `/verify-email?token=${TOKEN}`;

describe('/verify-email', () => {
  it('changes nothing on opening; its button POSTs the token with the signed-in session', async () => {
    setToken('session-abc');
    const fetchMock = mockFetch((method, url) => {
      if (url === '/api/user') return { body: sampleUser };
      if (method === 'POST' && url === '/api/auth/verify-email')
        return { body: { message: 'Your e-mail address is confirmed.', signInToFinish: false } };
      return { status: 404, body: { error: 'nope' } };
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByText('stagemanager')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('verify-email'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is confirmed.');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify-email')!;
    expect(post[1]?.method).toBe('POST');
    expect(post[1]?.body).toBe(JSON.stringify({ token: TOKEN }));
    expect((post[1]?.headers as Record<string, string>).Authorization).toBe('Bearer session-abc');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });

  it("shows the server's sentence and a way to log in and come back when the admin address needs its owner", async () => {
    const text = 'Sign in as "chief", the account this link was mailed for, then press Confirm again.';
    mockFetch(() => ({ status: 401, body: { error: text } }));
    const { router } = renderApp(PATH);
    expect(await screen.findByText('You are not signed in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('link', { name: 'Log in, then confirm again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: PATH });
  });

  it('says so when the link carries no token, and offers no button', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'nope' } }));
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no confirmation token');
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).toBeNull();
  });
});
