/**
 * The general area in German (docs/decisions/0040-i18n-app-and-server.md): an account whose language
 * is Deutsch gets the settings page, the sidebar and a form schema's validation sentence in German.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/api/token';
import { activateAppLocale } from '@/i18n/appI18n';
import { mockFetch, renderApp, sampleUser } from '@/test/render';

afterEach(async () => {
  await activateAppLocale('en');
});

describe('/settings in the account’s language', () => {
  it('reads German, validation sentences included', async () => {
    setToken('tok');
    mockFetch((method, url) => {
      if (url === '/api/user' && method === 'GET') return { body: { ...sampleUser, language: 'de', clockFormat: '24h' } };
      return { status: 404, body: { error: 'No such route' } };
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getAllByRole('link', { name: 'Übersicht' }).length).toBeGreaterThan(0);
    const form = screen.getByRole('region', { name: 'Passwort ändern' });
    await userEvent.type(within(form).getByLabelText('Aktuelles Passwort'), 'old-password');
    await userEvent.type(within(form).getByLabelText('Neues Passwort'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Neues Passwort bestätigen'), 'new-password-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
  });
});
