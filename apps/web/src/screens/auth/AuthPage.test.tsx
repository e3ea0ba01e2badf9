import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

async function openAuth(path = '/auth') {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /welcome to showcaller/i });
  return result;
}

describe('/auth login tab', () => {
  it('leads crews and co-callers to the code page', async () => {
    mockFetch(() => ({ body: {} }));
    await openAuth();
    expect(screen.getByRole('link', { name: 'I have a code' })).toHaveAttribute('href', '/department-access');
    await openAuth('/auth?tab=register');
    expect(screen.getAllByRole('link', { name: 'I have a code' }).at(-1)).toHaveAttribute('href', '/department-access');
  });

  it('shows the spec validation texts for an empty login', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    await openAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's error text in the red alert box above the button", async () => {
    mockFetch(() => ({ status: 401, body: { error: 'Invalid username or password.' } }));
    await openAuth();
    await userEvent.type(screen.getByLabelText('Username'), 'sam');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password.');
    expect(getToken()).toBeNull();
  });

  it('falls back to the connection text when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await openAuth();
    await userEvent.type(screen.getByLabelText('Username'), 'sam');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again later.');
  });

  it('logs in, stores the token, greets the user and opens the dashboard', async () => {
    const fetchMock = mockFetch((method, url) => {
      if (url === '/api/auth/login') return { body: { token: 'tok-abc', user: sampleUser } };
      if (url === '/api/user') return { body: sampleUser };
      return { status: 404, body: { error: 'nope' } };
    });
    const { router } = await openAuth();
    await userEvent.type(screen.getByLabelText('Username'), 'stagemanager');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam Manager!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getToken()).toBe('tok-abc');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ username: 'stagemanager', password: 'correct-horse' }));
  });

  it('switches to the reset view and back', async () => {
    await openAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('/auth register tab', () => {
  it('?tab=register opens the register tab', async () => {
    await openAuth('/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('Free forever')).toBeInTheDocument();
  });

  it('choosing the register tab puts tab=register in the address, and the login tab removes it', async () => {
    const { router } = await openAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=register'));
    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Create new account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=register'));
  });

  it('shows every spec validation text and the summary line', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    await openAuth('/auth?tab=register');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors above before submitting')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match" on the confirm field', async () => {
    await openAuth('/auth?tab=register');
    await userEvent.type(screen.getByLabelText('Username'), 'sam');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Manager');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password-one');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'password-two');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors above before submitting')).toBeInTheDocument();
  });

  async function fillValidRegistration() {
    await userEvent.type(screen.getByLabelText('Username'), 'sam');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Manager');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password-one');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'password-one');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it("shows the server's conflict text in the alert box", async () => {
    mockFetch(() => ({ status: 409, body: { error: 'Username or email already exists. Please try different credentials.' } }));
    await openAuth('/auth?tab=register');
    await fillValidRegistration();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Username or email already exists. Please try different credentials.');
  });

  it('uses the spec fallback for a 400 without text', async () => {
    mockFetch(() => ({ status: 400, body: {} }));
    await openAuth('/auth?tab=register');
    await fillValidRegistration();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or email already exists. Please try different credentials.');
  });

  it('registration with a token goes straight to the dashboard', async () => {
    mockFetch((_m, url) =>
      url === '/api/auth/register'
        ? { status: 201, body: { token: 'new-tok', user: { ...sampleUser, name: 'Sam Manager' } } }
        : { body: sampleUser },
    );
    const { router } = await openAuth('/auth?tab=register');
    await fillValidRegistration();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getToken()).toBe('new-tok');
    expect(await screen.findByText(/Welcome to ShowCaller, Sam Manager!/)).toBeInTheDocument();
  });

  it('registration that needs e-mail verification asks the user to check their e-mail', async () => {
    mockFetch(() => ({ status: 201, body: { user: sampleUser, message: 'Check your e-mail to verify your account.' } }));
    const { router } = await openAuth('/auth?tab=register');
    await fillValidRegistration();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText("What's next?")).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('/auth address handling', () => {
  it('verified=true shows the notice and removes verified but keeps tab', async () => {
    const { router } = await openAuth('/auth?verified=true&tab=register');
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Email verified successfully')).toBeInTheDocument();
    expect(within(notice).getByText('You can now log in to your account.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=register'));
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
  });

  it('verified=false explains that the link is invalid', async () => {
    await openAuth('/auth?verified=false');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  });

  it('reset link shows the new-password form and posts the token', async () => {
    const token = 'a'.repeat(43);
    const fetchMock = mockFetch(() => ({ body: { message: 'Password updated' } }));
    const { router } = await openAuth(`/auth?reset=${token}`);
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});
