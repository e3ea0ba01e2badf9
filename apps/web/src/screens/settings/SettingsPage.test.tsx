import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser, type MockRoute } from '@/test/render';
import { VOICE_DEFAULTS_KEY } from './voiceDefaults';

type Handler = (method: string, url: string, body: unknown) => MockRoute | undefined;

async function openSettings(handler: Handler = () => undefined) {
  setToken('tok');
  const fetchMock = mockFetch((method, url, body) => {
    const answer = handler(method, url, body);
    if (answer) return answer;
    if (url === '/api/user' && method === 'GET') return { body: sampleUser };
    return { status: 404, body: { error: 'No such route' } };
  });
  const result = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  return { ...result, fetchMock };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/settings', () => {
  it('says "Passwords do not match" and sends nothing', async () => {
    const { fetchMock } = await openSettings();
    const form = section('Change password');
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/password')).toBe(false);
  });

  it('changes the password and says how many other sessions were signed out', async () => {
    await openSettings((method, url) =>
      url === '/api/user/password' ? { body: { message: 'Password changed', signedOut: 2 } } : undefined,
    );
    const form = section('Change password');
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('2 other sessions were signed out. This device stays signed in.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's text for a wrong current password", async () => {
    await openSettings((method, url) =>
      url === '/api/user/password' ? { status: 400, body: { error: 'Current password is incorrect' } } : undefined,
    );
    const form = section('Change password');
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('saves the profile and shows a conflict from the server', async () => {
    let taken = true;
    const { fetchMock } = await openSettings((method, url, body) => {
      if (method !== 'PATCH' || url !== '/api/user') return undefined;
      if (taken) return { status: 409, body: { error: 'That e-mail address is already in use.' } };
      return { body: { ...sampleUser, ...(body as object) } };
    });
    const form = await screen.findByRole('region', { name: 'Profile' });
    const email = within(form).getByLabelText('E-mail');
    expect(email).toHaveValue('sm@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    // A new address asks for the current password first, without a request.
    expect(await within(form).findByText('Enter your current password to change your e-mail')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Current password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That e-mail address is already in use.');

    taken = false;
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1)!;
    expect(JSON.parse(patch[1]!.body as string)).toEqual({
      name: 'Sam Manager',
      email: 'new@example.com',
      currentPassword: 'correct horse',
    });
  });

  it('keeps voice defaults in localStorage with visible values', async () => {
    await openSettings();
    const voice = section('Default voice settings');
    const rate = within(voice).getByLabelText('Rate');
    expect(rate).toHaveAttribute('min', '0.5');
    expect(rate).toHaveAttribute('max', '2');
    expect(rate).toHaveAttribute('step', '0.1');
    fireEvent.change(rate, { target: { value: '1.5' } });
    expect(within(voice).getByText('1.5×')).toBeInTheDocument();
    fireEvent.change(within(voice).getByLabelText('Volume'), { target: { value: '0.35' } });
    expect(within(voice).getByText('35%')).toBeInTheDocument();
    await userEvent.click(within(voice).getByLabelText('Announce overtime'));
    expect(JSON.parse(window.localStorage.getItem(VOICE_DEFAULTS_KEY) ?? '{}')).toEqual({
      rate: 1.5,
      pitch: 1,
      volume: 0.35,
      enabled: true,
      announceOvertime: false,
    });
    // jsdom has no speech synthesis: the test button says so instead of failing.
    expect(within(voice).getByRole('button', { name: 'Test voice' })).toBeDisabled();
  });

  it('signs out the other sessions and reports the count', async () => {
    await openSettings((method, url) => (url === '/api/user/sign-out-others' ? { body: { signedOut: 1 } } : undefined));
    await userEvent.click(within(section('Sessions')).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session was signed out. This device stays signed in.')).toBeInTheDocument();
  });
});
