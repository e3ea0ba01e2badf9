import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '@/api/token';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

describe('landing page', () => {
  it('offers every way in and says the product is free', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Log In', 'Register', 'Get Started', 'Start Using Free', 'Sign In']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}$`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Try Demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth?tab=register');
    // Crews and co-callers find the code page (docs/decisions/0023-crew-phones-lost-fixed-and-found.md).
    expect(screen.getByRole('link', { name: 'I have a code' })).toHaveAttribute('href', '/department-access');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /completely free\. unlimited events and departments/i })).toBeInTheDocument();
    for (const feature of ['Comprehensive rundown', 'Real-time timing', 'Voice announcements', 'Excel import/export']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:contact@showcaller.app');
    expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
  });

  it('Try Demo makes a demo account and opens its show screen', async () => {
    const calls: string[] = [];
    mockFetch((_method, url) => {
      calls.push(url);
      return url.endsWith('/api/demo')
        ? { status: 201, body: { token: 'demo-token', user: { ...sampleUser, isDemo: true }, eventId: 77 } }
        : { body: [] };
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Demo' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/event/77'));
    expect(calls[0]).toMatch(/\/api\/demo$/);
    expect(window.localStorage.getItem('authToken')).toBe('demo-token');
  });

  it('shows a Dashboard button when logged in', async () => {
    setToken('tok');
    mockFetch(() => ({ body: sampleUser }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('theme button switches to dark and remembers it', async () => {
    renderApp('/');
    const button = await screen.findByRole('button', { name: /theme: system/i });
    await userEvent.click(button);
    expect(window.localStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: /theme: light/i }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('privacy page', () => {
  it('has the effective date and every section', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective 7 May 2025')).toBeInTheDocument();
    for (const section of [
      'Data we collect',
      'How we use it',
      'Sharing',
      'Security',
      'Your rights',
      'Cookies and local storage',
      'Changes to this policy',
      'Contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeInTheDocument();
    }
  });
});
